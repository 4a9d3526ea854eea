@testable import DemoKitRunner
import DemoKitCore
import DemoKitSnapshots
import Foundation
import Testing

/// Always 12 columns wide, whatever its width.
private struct FixedWidthDemo: Demoable {
    var presentation: DemoPresentation { .inline }
    func render(in context: RenderContext) throws -> TextBlock { TextBlock("twelve chars") }
}

/// Cuts its label to the width, and throws for one value of its count.
private struct LabelDemo: Demoable {
    var label = "Save"
    var count = 1
    var controls: [DemoControl] { [.text("label", \Self.label), .integer("count", \Self.count, in: 1...9)] }

    struct Refused: Error {}

    func render(in context: RenderContext) throws -> TextBlock {
        if count == 9 { throw Refused() }
        return TextBlock(StyledText(label).truncated(to: context.width))
    }
}

private enum Hostile: String, CaseDemoGroup {
    case fixed, label
    var demo: any Demoable {
        switch self {
        case .fixed: FixedWidthDemo()
        case .label: LabelDemo()
        }
    }
}

/// A word in the colour its control sets, black unless told; `pale` is
/// white (below 4.5:1 on the light golden background) whatever the width,
/// and `waived` accepts what the contrast rule finds.
private struct TintDemo: Demoable {
    var presentation: DemoPresentation { .inline }
    var tint = TextColor.hex(0x000000)
    var waivesContrast = false
    var controls: [DemoControl] { [.color("tint", \Self.tint)] }
    var accessibilityWaivers: [AccessibilityWaiver] {
        waivesContrast ? [AccessibilityWaiver(.contrast, reason: "The tint is the demo's subject.")] : []
    }

    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock(StyledText("Tinted", style: TextStyle(foreground: tint)).truncated(to: context.width))
    }
}

private enum Tinted: String, CaseDemoGroup {
    case tint, pale, waived
    var demo: any Demoable {
        switch self {
        case .tint: TintDemo()
        case .pale: TintDemo(tint: .hex(0xFFFFFF))
        case .waived: TintDemo(waivesContrast: true)
        }
    }
}

/// `demo-runner stress`: each broken invariant with the command that shows it.
@Suite struct StressCommandTests {
    func run(_ arguments: [String], groups: [any DemoGroup.Type] = [Hostile.self]) -> (ExitCode, OutputCapture) {
        let capture = OutputCapture()
        let status = DemoRunner.run(arguments: arguments, groups: groups, environment: capture.environment())
        return (status, capture)
    }

    @Test func audit_reportsWhatAControlValueCauses_withTheRuleAndTheCommand() throws {
        let (status, output) = run(["stress", "--filter", "Tinted/tint"], groups: [Tinted.self])
        #expect(status == .failure)
        let text = output.standardOutput
        #expect(text.contains(
            "✗ Tinted/tint with tint=#FFFFFF at width 10: audit: contrast (WCAG 1.4.3): #FFFFFF on the default "
                + "background: 1.00:1"), "\(text)")
        #expect(text.contains("  demo-runner open Tinted/tint --width 10 --set 'tint=#FFFFFF'\n"), "\(text)")
        #expect(text.contains("2 failed\n"), "\(text)")
        let (_, json) = run(["stress", "--json", "--filter", "Tinted/tint"], groups: [Tinted.self])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let failures = try #require(object["failures"] as? [[String: Any]])
        #expect(failures.map { $0["invariant"] as? String } == ["audit", "audit"])
        #expect((failures.first?["detail"] as? String)?.hasPrefix("contrast (WCAG 1.4.3): #FFFFFF") == true)
    }

    @Test func audit_leavesWhatTheCaseItselfHas_andWhatAWaiverAccepts() {
        // `pale` fails contrast at its own width with its defaults: the
        // audit's to report, at every width alike.
        let (pale, paleOutput) = run(["stress", "--filter", "Tinted/pale"], groups: [Tinted.self])
        #expect(pale == .success, "\(paleOutput.standardOutput)")
        let (waived, waivedOutput) = run(["stress", "--filter", "Tinted/waived"], groups: [Tinted.self])
        #expect(waived == .success, "\(waivedOutput.standardOutput)")
    }

    @Test func tooWide_andThrowing_areFailures_withTheOpenCommandThatShowsThem() {
        let (status, output) = run(["stress"])
        #expect(status == .failure)
        let text = output.standardOutput
        // Inline: `open` gets the demo's own width.
        #expect(text.contains("✗ Hostile/fixed at width 10: too wide: a line is 12 columns wide in a width of 10\n"
            + "  demo-runner open Hostile/fixed --width 10\n"))
        #expect(!text.contains("Hostile/fixed at width 20"))
        // Framed: four columns more for the frame; the setting quoted for a shell.
        #expect(text.contains("✗ Hostile/label with count=9 at width 10: threw: Refused()\n"
            + "  demo-runner open Hostile/label --width 14 --set count=9\n"))
        // The label is cut to the width whatever it holds: no text value fails.
        #expect(!text.contains("label="))
        #expect(text.contains("renderings of"))
        #expect(output.standardError.contains("stress trials failed"))
    }

    @Test func seed_changesTheRandomWidths_reproducibly() {
        let first = run(["stress", "--json", "--seed", "7", "--filter", "Hostile/fixed"]).1.standardOutput
        let again = run(["stress", "--json", "--seed", "7", "--filter", "Hostile/fixed"]).1.standardOutput
        let other = run(["stress", "--json", "--seed", "8", "--filter", "Hostile/fixed"]).1.standardOutput
        #expect(first == again)
        #expect(first != other)
        #expect(first.contains("\"seed\" : 7"))
    }

    @Test func json_andJUnit_listTheFailures() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("stress.xml").path
        let (status, output) = run(["stress", "--json", "--filter", "Hostile/label", "--junit", junit])
        #expect(status == .failure)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let failures = try #require(object["failures"] as? [[String: Any]])
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0["invariant"] as? String == "threw" })
        #expect(failures.first?["command"] as? String == "demo-runner open Hostile/label --width 14 --set count=9")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("failures=\"2\""))
        // `tests` counts the trials, not the failures.
        let trials = try #require(object["trials"] as? Int)
        #expect(trials > 2)
        #expect(xml.contains("<testsuite name=\"stress\" tests=\"\(trials)\" failures=\"2\">"))
        #expect(xml.contains("name=\"\(trials - 2) trials passed\""))
    }

    @Test func check_findsRawControlCharacters_andDifferentRenderings() throws {
        let catalog = try Catalog(groups: [Hostile.self])
        let plan = try SnapshotPlan(catalog: catalog, filter: nil, shard: nil)
        let trial = try #require(plan.cases.first).probed(StressProbe(width: 80))
        let raw = GoldenRenderer.Rendering(plain: Array("a\u{1B}[31mb".utf8), styles: nil, outcomeFailure: nil)
        let failure = StressEngine.check(trial, first: .rendered(raw), second: .rendered(raw))
        #expect(failure?.invariant == "control character")
        #expect(failure?.detail == "the output holds a raw U+001B")
        let clean = GoldenRenderer.Rendering(plain: Array("ab".utf8), styles: nil, outcomeFailure: nil)
        let other = GoldenRenderer.Rendering(plain: Array("ba".utf8), styles: nil, outcomeFailure: nil)
        let differing = StressEngine.check(trial, first: .rendered(clean), second: .rendered(other))
        #expect(differing?.invariant == "not deterministic")
        #expect(differing?.detail == "two renderings differ from line 1: 'ab', then 'ba'")
        let long = GoldenRenderer.Rendering(
            plain: Array("same\n\u{1B}\(String(repeating: "x", count: 100))".utf8), styles: nil, outcomeFailure: nil)
        let short = GoldenRenderer.Rendering(plain: Array("same".utf8), styles: nil, outcomeFailure: nil)
        #expect(
            StressEngine.check(trial, first: .rendered(short), second: .rendered(long))?.detail
                == "two renderings differ from line 2: (no line), then '␛\(String(repeating: "x", count: 78))…'")
        #expect(StressEngine.check(trial, first: .rendered(clean), second: .rendered(clean)) == nil)
    }

    /// A crash is one line, as `open` says it: the runtime's message and
    /// the first place with a source, not the backtrace joined with `⏎`.
    @Test func check_aCrash_isOneLine_withItsPlace() throws {
        let catalog = try Catalog(groups: [Hostile.self])
        let plan = try SnapshotPlan(catalog: catalog, filter: nil, shard: nil)
        let trial = try #require(plan.cases.first).probed(StressProbe(width: 80))
        let crash = RenderCrash(
            signal: nil, signalName: nil, exitStatus: 3, message: "F.swift:1: Fatal error: boom",
            backtrace: ["0 0x1 _assertionFailure + 1 in runtime", "1 [ra] 0x2 TrapDemo.render(in:) + 9 in t at /x/F.swift:1:9"])
        let failure = StressEngine.check(trial, first: .crashed(crash), second: nil)
        #expect(failure?.invariant == "crash")
        #expect(
            failure?.detail
                == "it ended the renderer with exit status 3: F.swift:1: Fatal error: boom, in TrapDemo.render(in:) at /x/F.swift:1:9")
    }

    @Test func thePrintedCommand_runs_atTheNarrowestWidth() {
        let (_, stress) = run(["stress", "--filter", "Hostile/fixed"])
        #expect(stress.standardOutput.contains("  demo-runner open Hostile/fixed --width 1\n"))
        let (status, output) = run(["open", "Hostile/fixed", "--width", "1"])
        #expect(status == .success)
        #expect(output.standardError.contains("12"))
    }

    @Test func badSeed_isAUsageError() {
        let (status, output) = run(["stress", "--seed", "x"])
        #expect(status == .usage)
        #expect(output.standardError.contains("invalid value 'x' for '--seed'"))
    }
}
