import DemoKitBrowser
import DemoKitCore
import DemoKitSnapshots
import Foundation

/// What `stress` prints of its failures: as lines, JSON or JUnit XML, each
/// with the `open` command that shows it.
enum StressReport {
    /// A failure as reported.
    struct Failure: Encodable {
        /// `Components/buttons (tweak red)`.
        var subject: String
        var address: String
        var tweak: String?
        /// The demo's width; `open` gets the frame's columns more.
        var width: Int
        var settings: [String: String]
        var invariant: String
        var detail: String
        /// `demo-runner open Components/buttons --tweak red --width 14 --set 'label=a b'`.
        var command: String

        init(_ failure: StressEngine.Failure, commandName: String) {
            let goldenCase = failure.goldenCase
            let probe = failure.probe
            subject = goldenCase.description(withVariation: false)
            address = goldenCase.demo.address
            tweak = goldenCase.tweak?.identifier
            width = probe.width
            settings = Dictionary(probe.settings.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
            invariant = failure.invariant
            detail = failure.detail
            let frame = goldenCase.demo.presentation == .framed ? DemoPresenter.frameWidth : 0
            var words = ["open", goldenCase.demo.address]
            if let tweak { words += ["--tweak", tweak] }
            words += ["--width", String(probe.width + frame)]
            for setting in probe.settings { words += ["--set", setting.argument] }
            command = ([commandName] + words.map(ShellWord.quoted)).joined(separator: " ")
            if !probe.settings.isEmpty {
                subject += " with " + probe.settings.map { TerminalSafeText.oneLine($0.argument) }.joined(separator: ", ")
            }
            subject += " at width \(probe.width)"
        }
    }

    private struct Document: Encodable {
        var seed: UInt64
        var trials: Int
        var renderings: Int
        var failures: [Failure]
    }

    /// `{ "seed": 1, "trials": 120, "renderings": 240, "failures": [ … ] }`;
    /// characters a terminal would act on are `\u` escapes.
    static func json(summary: StressEngine.Summary, failures: [Failure], seed: UInt64) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(seed: seed, trials: summary.trials, renderings: summary.renderings, failures: failures)
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return TerminalSafeText.json(String(decoding: data, as: UTF8.self)) + "\n"
    }

    /// One test suite that counts every trial (`tests`) and the failed
    /// ones (`failures`): one test case per failure, each failure's message
    /// its invariant, detail and command, and one passing test case for the
    /// trials that passed.
    static func junit(summary: StressEngine.Summary, failures: [Failure], name: String) -> String {
        func escape(_ text: String) -> String { JUnitWriter.escapedXML(TerminalSafeText.oneLine(text)) }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let tests = max(1, summary.trials, failures.count)
        xml += "<testsuites name=\"\(escape(name))\" tests=\"\(tests)\" failures=\"\(failures.count)\">\n"
        xml += "  <testsuite name=\"stress\" tests=\"\(tests)\" failures=\"\(failures.count)\">\n"
        let passed = tests - failures.count
        if passed > 0 {
            xml += "    <testcase classname=\"stress\" name=\"\(passed) trials passed\"/>\n"
        }
        for failure in failures {
            xml += "    <testcase classname=\"\(escape(failure.address))\" name=\"\(escape(failure.subject))\">\n"
            xml += "      <failure type=\"\(escape(failure.invariant))\" "
                + "message=\"\(escape(failure.detail + " — " + failure.command))\"/>\n"
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }
}
