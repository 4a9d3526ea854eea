import DemoKitCore
import DemoKitSnapshots
import Foundation
import Testing

@testable import DemoKitTesting

/// A bar that fills in two steps, its script pinning a README picture.
private struct PinnedBarDemo: AnimatedDemo {
    var fill: Character
    var title: String { "Bar" }
    var frameInterval: Duration { .milliseconds(100) }
    var animationDuration: Duration? { .milliseconds(200) }

    func nextFrame(after time: Duration) -> Duration? {
        time < .milliseconds(200) ? time + .milliseconds(100) : nil
    }

    func render(in context: RenderContext) throws -> TextBlock {
        let filled = Int(context.time / .milliseconds(100))
        return TextBlock("[" + String(repeating: fill, count: filled) + String(repeating: " ", count: 2 - filled) + "]")
    }

    var scripts: [DemoScript] { [DemoScript("fill", steps: [.wait(.milliseconds(200))], media: "docs/bar.svg")] }
}

private enum PinnedBar: String, CaseIterable, DemoGroup, DemoGroupItem {
    case bar
    static var groupIdentifier: String { "Media" }
    static func demoable(for index: Int) -> any Demoable { PinnedBarDemo(fill: "#") }
}

/// `assertDemoSnapshots` checks the media a group's scripts pin, with the
/// record modes and the words of `demo-runner snapshot`.
@Suite struct PinnedMediaAssertionTests {
    @Test func verify_checksPinnedMedia_writesItWhenRecording_failsOrLeavesItPendingWhenItDiffers() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-pinned-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        // The calling test file sits in the package: its root is where media paths start.
        let filePath = root.appendingPathComponent("BarTests.swift").path
        try Data().write(to: URL(fileURLWithPath: filePath))
        let goldens = root.appendingPathComponent("Demos/__Snapshots__").path
        let media = root.appendingPathComponent("docs/bar.svg")
        let verify = { (record: SnapshotRecordMode?, environment: [String: String]) in
            DemoSnapshotVerifier.verify(
                registry: FixtureRegistry<PinnedBar>.self, record: record, snapshotDirectory: goldens,
                filePath: filePath, environment: environment)
        }
        #expect(verify(.missing, [:]) == nil)
        let made = try Data(contentsOf: media)
        #expect(String(decoding: made, as: UTF8.self).contains(">[##]</text>"))

        try Data("<svg/>\n".utf8).write(to: media)
        let failure = try #require(verify(nil, ["CI": "true"]))
        #expect(failure.contains("✗ docs/bar.svg\n  pinned media of Media/bar (script fill) is not what the script shows now"))
        #expect(failure.contains("rewrite it: DEMOKIT_RECORD=failed swift test"), Comment(rawValue: failure))
        #expect(failure.contains("1 pinned media file: 0 passed, 1 failed, 0 written"))

        // On a developer's machine its new bytes wait for review, the file untouched.
        let pending = try #require(verify(nil, [:]))
        #expect(pending.contains("Pending review: Demos/__Snapshots__/.pending/.media/docs/bar.svg"), Comment(rawValue: pending))
        #expect(pending.contains("review --accept '=Media/bar+fill'"))
        let waiting = goldens + "/.pending/.media/docs/bar.svg"
        #expect(try Data(contentsOf: URL(fileURLWithPath: waiting)) == made)
        #expect(try Data(contentsOf: media) == Data("<svg/>\n".utf8))

        #expect(verify(.failed, [:]) == nil)
        #expect(try Data(contentsOf: media) == made)
        #expect(!FileManager.default.fileExists(atPath: waiting), "a file that passes drops what waited for it")
    }
}
