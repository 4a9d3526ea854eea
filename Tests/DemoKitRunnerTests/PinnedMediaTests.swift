@testable import DemoKitRunner
import DemoKitCore
import Foundation
import Testing

/// A meter that fills in two steps: the component a README shows.
struct MeterDemo: AnimatedDemo {
    /// What the bar is drawn with: the component changes when this does.
    var fill: Character
    var media = "docs/meter.svg"
    var title: String { "Meter" }
    var frameInterval: Duration { .milliseconds(100) }
    var animationDuration: Duration? { .milliseconds(400) }

    func nextFrame(after time: Duration) -> Duration? {
        time < .milliseconds(400) ? time + .milliseconds(100) : nil
    }

    func render(in context: RenderContext) throws -> TextBlock {
        let filled = Int(context.time / .milliseconds(100))
        return TextBlock("[" + String(repeating: fill, count: filled) + String(repeating: " ", count: 4 - filled) + "]")
    }

    var scripts: [DemoScript] {
        [DemoScript("fill", steps: [.wait(.milliseconds(200)), .wait(.milliseconds(200))], media: media)]
    }
}

/// The meter as first written.
enum MeterBefore: String, CaseIterable, DemoGroup, DemoGroupItem {
    case meter
    static var groupIdentifier: String { "Media" }
    static func demoable(for index: Int) -> any Demoable { MeterDemo(fill: "#") }
}

/// The same demo after its component changed how it draws the bar.
enum MeterAfter: String, CaseIterable, DemoGroup, DemoGroupItem {
    case meter
    static var groupIdentifier: String { "Media" }
    static func demoable(for index: Int) -> any Demoable { MeterDemo(fill: "=") }
}

/// The meter's media as an asciicast.
enum MeterCast: String, CaseIterable, DemoGroup, DemoGroupItem {
    case meter
    static var groupIdentifier: String { "Media" }
    static func demoable(for index: Int) -> any Demoable { MeterDemo(fill: "#", media: "docs/meter.cast") }
}

/// Media pinned to a path outside the package.
enum MeterEscaping: String, CaseIterable, DemoGroup, DemoGroupItem {
    case meter
    static var groupIdentifier: String { "Media" }
    static func demoable(for index: Int) -> any Demoable { MeterDemo(fill: "#", media: "../meter.svg") }
}

/// `snapshot` checks the documentation media a script pins
/// (``DemoScript/media``) as it checks goldens.
@Suite struct PinnedMediaTests {
    /// Runs `arguments` on `groups` from `package`, a folder with a
    /// `Package.swift`: the package root the media path is relative to.
    func run(
        _ arguments: [String], groups: [any DemoGroup.Type], in package: URL, variables: [String: String] = [:]
    ) -> (ExitCode, OutputCapture) {
        let capture = OutputCapture()
        let environment = capture.environment(variables: variables, currentDirectory: package)
        return (DemoRunner.run(arguments: arguments, groups: groups, environment: environment), capture)
    }

    func makePackage() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: directory.url.appendingPathComponent("Package.swift"))
        return directory
    }

    @Test func changedComponent_failsThroughItsPinnedMedia_andTheCommandItNamesRestoresIt() throws {
        let package = try makePackage()
        let media = package.url.appendingPathComponent("docs/meter.svg")
        let (recorded, first) = run(["snapshot", "--record", "missing", "--in-process"], groups: [MeterBefore.self], in: package.url)
        #expect(recorded == .success, Comment(rawValue: first.standardOutput + first.standardError))
        #expect(first.standardOutput.contains("✓ wrote docs/meter.svg"), Comment(rawValue: first.standardOutput))
        let before = try Data(contentsOf: media)
        #expect(String(decoding: before, as: UTF8.self).contains(">[##</text>"))

        // The component changes; its golden is recorded again, its media is not.
        try FileManager.default.removeItem(at: package.url.appendingPathComponent("Demos"))
        _ = run(["snapshot", "--record", "missing", "--in-process"], groups: [MeterAfter.self], in: package.url)
        #expect(try Data(contentsOf: media) == before)

        // CI: fails, names the file and the command, writes nothing.
        let (checked, output) = run(["snapshot", "--in-process"], groups: [MeterAfter.self], in: package.url, variables: ["CI": "true"])
        #expect(checked == .failure)
        let text = output.standardOutput
        #expect(text.contains("✗ docs/meter.svg\n  pinned media of Media/meter (script fill) is not what the script shows now"), Comment(rawValue: text))
        #expect(text.contains("1 pinned media file: 0 passed, 1 failed, 0 written"), Comment(rawValue: text))
        #expect(output.standardError.contains("1 pinned media file is missing, different or cannot be made"))
        #expect(try Data(contentsOf: media) == before)
        // Outside CI (pending, the default) it is not written either.
        #expect(run(["snapshot", "--in-process"], groups: [MeterAfter.self], in: package.url).0 == .failure)
        #expect(try Data(contentsOf: media) == before)

        // The command the failure names rewrites it, and the next run passes.
        let command = try #require(text.split(separator: "\n").first { $0.contains("rewrite it: ") }?
            .components(separatedBy: "rewrite it: ").last)
        #expect(command == "demo-runner snapshot --record failed --filter '=Media/meter+fill'")
        let words = ["snapshot", "--record", "failed", "--filter", "=Media/meter+fill", "--in-process"]
        #expect(run(words, groups: [MeterAfter.self], in: package.url).0 == .success)
        let after = String(decoding: try Data(contentsOf: media), as: UTF8.self)
        #expect(after.contains(">[==</text>") && !after.contains(">[##</text>"))
        let (passed, last) = run(["snapshot", "--in-process"], groups: [MeterAfter.self], in: package.url, variables: ["CI": "true"])
        #expect(passed == .success, Comment(rawValue: last.standardOutput + last.standardError))
        #expect(last.standardOutput.contains("1 pinned media file: 1 passed, 0 failed, 0 written"))
    }

    @Test func castMedia_isAnAsciicastOfTheScript() throws {
        let package = try makePackage()
        let (status, output) = run(
            ["snapshot", "--record", "missing", "--in-process"], groups: [MeterCast.self], in: package.url)
        #expect(status == .success, Comment(rawValue: output.standardOutput + output.standardError))
        let cast = String(decoding: try Data(contentsOf: package.url.appendingPathComponent("docs/meter.cast")), as: UTF8.self)
        #expect(cast.hasPrefix("{\"version\":2,"), Comment(rawValue: cast))
        // The empty meter drawn whole, then its fill: only the cells that
        // change are written.
        #expect(cast.contains("[    ]") && cast.contains("#"))
    }

    @Test func missingMedia_failsWithTheCommandThatWritesIt() throws {
        let package = try makePackage()
        _ = run(["snapshot", "--record", "missing", "--in-process"], groups: [MeterBefore.self], in: package.url)
        try FileManager.default.removeItem(at: package.url.appendingPathComponent("docs/meter.svg"))
        let (status, output) = run(["snapshot", "--in-process"], groups: [MeterBefore.self], in: package.url)
        #expect(status == .failure)
        #expect(
            output.standardOutput.contains(
                "pinned media of Media/meter (script fill) does not exist; write it: "
                    + "demo-runner snapshot --record missing --filter '=Media/meter+fill'"),
            Comment(rawValue: output.standardOutput))
        #expect(!FileManager.default.fileExists(atPath: package.url.appendingPathComponent("docs/meter.svg").path))
    }

    @Test func mediaOutsideThePackage_failsBeforeRendering_namingTheFix() throws {
        let package = try makePackage()
        let (status, output) = run(["snapshot", "--record", "missing", "--in-process"], groups: [MeterEscaping.self], in: package.url)
        #expect(status == .failure)
        #expect(
            output.standardError.contains(
                "the media '../meter.svg' of Media/meter (script fill) is not a plain path inside the package"),
            Comment(rawValue: output.standardError))
        #expect(!FileManager.default.fileExists(atPath: package.url.appendingPathComponent("Demos").path))
    }
}
