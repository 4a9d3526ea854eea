import DemoKitCore
import DemoKitHeadless
import DemoKitSnapshots
import Foundation
import Testing

@testable import DemoKitExport

/// A download step on the real clock, as a hosted component whose time
/// cannot be injected: it sleeps for real and prints the time it took,
/// which is redacted. Its script pins documentation media.
struct RealTimeDownloadDemo: TerminalComponentDemo, AnimatedDemo {
    var media: String
    /// What the bar is drawn with: the component changes when this does.
    var fill = "#"
    var timing: DemoTiming { .realTime }
    static let runs = RunCounter()
    var redactions: [ScreenRedaction] { [.elapsedTimes] }

    var scripts: [DemoScript] {
        [
            DemoScript(
                "download",
                steps: [.waitUntil(.contains("30%"), limit: .seconds(4)), .waitUntil(.contains("Done"), limit: .seconds(4))],
                media: media)
        ]
    }

    func run(in terminal: HeadlessTerminal) {
        let start = Date()
        terminal.write("[\(fill)\(fill)   ] 30%\n")
        // Each run takes another time, as a real download does.
        Thread.sleep(forTimeInterval: 0.1 + 0.06 * Double(Self.runs.next() % 2))
        terminal.write(String(format: "[\(fill)\(fill)\(fill)\(fill)\(fill)] Done [%.3fs]\n", Date().timeIntervalSince(start)))
    }
}

/// How many runs have started.
final class RunCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> Int { lock.withLock { count += 1; return count } }
}

/// The group of one ``RealTimeDownloadDemo``.
struct RealTimeDownloadGroup: DemoGroup {
    nonisolated(unsafe) static var demo = RealTimeDownloadDemo(media: "docs/download.cast")
    static var groupIdentifier: String { "Steps" }
    static var numberOfDemos: Int { 1 }
    static func demoGroupItem(for index: Int) -> any DemoGroupItem { Item() }
    static func demoable(for index: Int) -> any Demoable { demo }

    struct Item: DemoGroupItem {
        var groupItemTitle: String { "Download" }
        var groupItemIdentifier: String? { "download" }
    }
}

/// Pinned media of a script on the real clock: its times are measured, so
/// its file is checked on its screens.
@Suite(.serialized) struct RealTimePinnedMediaTests {
    func pins(_ demo: RealTimeDownloadDemo) throws -> [PinnedMedia.Pin] {
        RealTimeDownloadGroup.demo = demo
        return try PinnedMedia.pins(in: SnapshotPlan(catalog: Catalog(groups: [RealTimeDownloadGroup.self])))
    }

    @Test(arguments: ["docs/download.cast", "docs/download.svg"])
    func realTimeMedia_passesOnItsScreens_whateverTheClockMeasured_andFailsWhenTheyChange(path: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-realtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let pending = PendingStore(goldens: GoldenStore(root: root.appendingPathComponent("Goldens")), media: GoldenStore(root: root))
        let pinned = try pins(RealTimeDownloadDemo(media: path))
        let file = root.appendingPathComponent(path)

        #expect(PinnedMedia.check(pinned, pending: pending, mode: .missing).map(\.status) == [.written])
        let recorded = try Data(contentsOf: file)
        let text = String(decoding: recorded, as: UTF8.self)
        #expect(text.contains(path.hasSuffix(".cast") ? "\"DEMOKIT_TIME\":\"real\"" : AnimatedSVGPicture.realTimeComment))
        // The clock measures other times on every run: the bytes differ ...
        #expect(try PinnedMedia.bytes(of: pinned[0]) != Array(recorded), Comment(rawValue: text))
        // ... and the check, which compares the screens, passes and keeps the file.
        for _ in 0..<3 {
            let results = PinnedMedia.check(pinned, pending: pending, mode: .never)
            #expect(results.map(\.status) == [.passed])
        }
        #expect(try Data(contentsOf: file) == recorded)

        // The component changes: its screens differ, and the words say they were compared.
        let changed = try pins(RealTimeDownloadDemo(media: path, fill: "="))
        let results = PinnedMedia.check(changed, pending: pending, mode: .never)
        guard case .differentScreens(let first, let old, let new)? = results.first?.status else {
            Issue.record("expected different screens, got \(results.map(\.status))")
            return
        }
        #expect(first == 1 && old == new && old >= 2)
        let configuration = SnapshotConfiguration(
            store: pending.goldens, artifacts: nil, record: .never, isRecordExplicit: false,
            isContinuousIntegration: true, rerecordCommand: { _, _ in "rerecord" })
        let words = PinnedMedia.report(results, configuration: configuration)
        #expect(
            words.contains(
                "pinned media of Steps/download (script download) does not show what the script shows now "
                    + "(recorded in real time, so its screens are compared, not its times: first difference at screen 1; "),
            Comment(rawValue: words))
        #expect(try Data(contentsOf: file) == recorded)
    }

    @Test func export_recordsARealTimeAnimation_atTheTimesItRan_redacted_andSaysSo() throws {
        RealTimeDownloadGroup.demo = RealTimeDownloadDemo(media: "docs/download.cast")
        let clock = ContinuousClock()
        let start = clock.now
        let media = try DocumentationMedia(
            catalog: Catalog(groups: [RealTimeDownloadGroup.self]), kinds: [.cast, .animatedSVG], jobs: 1)
        // Watched until it finished, not for the quiet a running one needs.
        #expect(start.duration(to: clock.now) < Recording.realTimeQuiet)
        // The still golden's animation, beside the script's.
        #expect(media.files.map(\.path) == ["Steps/download.cast", "Steps/download+download.cast"])
        #expect(media.pictures.map(\.path) == ["Steps/download.svg", "Steps/download+download.svg"])
        #expect(media.failures.isEmpty)
        let cast = media.files[0].bytes
        #expect(String(decoding: cast, as: UTF8.self).hasPrefix(
            #"{"version":2,"width":80,"height":2,"timestamp":0,"title":"Steps/download (real time)","#))
        for (bytes, path) in [(cast, "a.cast"), (media.pictures[0].bytes, "a.svg")] {
            let frames = MediaFrames(bytes: bytes, path: path)
            #expect(frames.realTime)
            #expect(frames.screens.last?.screen.plainText == "[##   ] 30%\n[#####] Done [‹time›]")
            #expect(frames.screens.contains { $0.screen.plainText == "[##   ] 30%" })
            // Its times are the clock's: the step took at least its sleep.
            #expect(frames.frames.last.map { $0.time >= .milliseconds(100) } == true)
        }
    }
}
