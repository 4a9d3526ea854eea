@testable import DemoKitRunner
import DemoKitCore
import DemoKitExport
import DemoKitSnapshots
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

/// The changed meter's media as an asciicast.
enum MeterCastAfter: String, CaseIterable, DemoGroup, DemoGroupItem {
    case meter
    static var groupIdentifier: String { "Media" }
    static func demoable(for index: Int) -> any Demoable { MeterDemo(fill: "=", media: "docs/meter.cast") }
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
        let (status, output) = run(
            ["snapshot", "--in-process"], groups: [MeterBefore.self], in: package.url, variables: ["CI": "true"])
        #expect(status == .failure)
        #expect(
            output.standardOutput.contains(
                "pinned media of Media/meter (script fill) does not exist; write it: "
                    + "demo-runner snapshot --record missing --filter '=Media/meter+fill'"),
            Comment(rawValue: output.standardOutput))
        #expect(!FileManager.default.fileExists(atPath: package.url.appendingPathComponent("docs/meter.svg").path))
    }

    @Test func changedMedia_isLeftPending_listedByReview_andAcceptingWritesIt() throws {
        let package = try makePackage()
        let media = package.url.appendingPathComponent("docs/meter.svg")
        _ = run(["snapshot", "--record", "missing", "--in-process"], groups: [MeterBefore.self], in: package.url)
        let before = try Data(contentsOf: media)
        try FileManager.default.removeItem(at: package.url.appendingPathComponent("Demos"))
        _ = run(["snapshot", "--record", "missing", "--in-process"], groups: [MeterAfter.self], in: package.url)

        // Pending, the default outside CI: the new file waits, the old one stays.
        let (checked, output) = run(["snapshot", "--in-process"], groups: [MeterAfter.self], in: package.url)
        #expect(checked == .failure)
        #expect(
            output.standardOutput.contains(
                """
                  Pending review: Demos/__Snapshots__/.pending/.media/docs/meter.svg
                  Review it: demo-runner review (or accept just this one: demo-runner review --accept '=Media/meter+fill')
                """), Comment(rawValue: output.standardOutput))
        let waiting = package.url.appendingPathComponent("Demos/__Snapshots__/.pending/.media/docs/meter.svg")
        #expect(String(decoding: try Data(contentsOf: waiting), as: UTF8.self).contains(">[==</text>"))
        #expect(try Data(contentsOf: media) == before)

        let (listed, list) = run(["review", "--list"], groups: [MeterAfter.self], in: package.url)
        #expect(listed == .success)
        #expect(list.standardOutput.hasPrefix("changed  docs/meter.svg\n"), Comment(rawValue: list.standardOutput))
        let (_, json) = run(["review", "--list", "--json"], groups: [MeterAfter.self], in: package.url)
        #expect(json.standardOutput.contains("\"media\" : true"), Comment(rawValue: json.standardOutput))

        let (accepted, accept) = run(["review", "--accept", "=Media/meter+fill"], groups: [MeterAfter.self], in: package.url)
        #expect(accepted == .success, Comment(rawValue: accept.standardOutput + accept.standardError))
        #expect(accept.standardOutput.contains("accepted docs/meter.svg"))
        #expect(String(decoding: try Data(contentsOf: media), as: UTF8.self).contains(">[==</text>"))
        #expect(!FileManager.default.fileExists(atPath: waiting.path))
        let (passed, last) = run(
            ["snapshot", "--in-process"], groups: [MeterAfter.self], in: package.url, variables: ["CI": "true"])
        #expect(passed == .success, Comment(rawValue: last.standardOutput))
    }

    @Test func failureReport_listsPendingMedia_withItsAcceptCommand() throws {
        let package = try makePackage()
        _ = run(["snapshot", "--record", "all", "--in-process"], groups: [MeterBefore.self], in: package.url)
        try FileManager.default.removeItem(at: package.url.appendingPathComponent("Demos"))
        _ = run(["snapshot", "--record", "missing", "--in-process"], groups: [MeterAfter.self], in: package.url)
        let report = package.url.appendingPathComponent("report.html")
        let (status, _) = run(
            ["snapshot", "--in-process", "--report", report.path], groups: [MeterAfter.self], in: package.url)
        #expect(status == .failure)
        let page = try String(contentsOf: report, encoding: .utf8)
        #expect(page.contains("<h2>docs/meter.svg</h2>"), Comment(rawValue: page))
        #expect(page.contains("Accept it: <code class=\"command\">demo-runner review --accept &#39;=Media/meter+fill&#39;</code>"))
        #expect(page.contains("Pending review: Demos/__Snapshots__/.pending/.media/docs/meter.svg"))
    }

    @Test func rejectingPendingMedia_leavesTheFile() throws {
        let package = try makePackage()
        let media = package.url.appendingPathComponent("docs/meter.svg")
        _ = run(["snapshot", "--record", "all", "--in-process"], groups: [MeterBefore.self], in: package.url)
        let before = try Data(contentsOf: media)
        _ = run(["snapshot", "--in-process"], groups: [MeterAfter.self], in: package.url)
        #expect(run(["review", "--reject"], groups: [MeterAfter.self], in: package.url).0 == .success)
        #expect(try Data(contentsOf: media) == before)
        #expect(run(["review", "--list"], groups: [MeterAfter.self], in: package.url).1.standardOutput.hasPrefix("No pending"))
    }

    /// `review` shows a changed recording as the frames that changed: the
    /// first (an empty bar) is the same in both, the four after it differ.
    @Test(arguments: [
        ("docs/meter.svg", MeterBefore.self as any DemoGroup.Type, MeterAfter.self as any DemoGroup.Type),
        ("docs/meter.cast", MeterCast.self, MeterCastAfter.self),
    ])
    func reviewScreen_showsTheFramesThatChanged(path: String, before: any DemoGroup.Type, after: any DemoGroup.Type) throws {
        func bytes(_ group: any DemoGroup.Type) throws -> [UInt8] {
            let pin = try #require(PinnedMedia.pins(in: SnapshotPlan(catalog: Catalog(groups: [group]))).first)
            #expect(pin.path == path)
            return try PinnedMedia.bytes(of: pin)
        }
        let old = try bytes(before)
        let new = try bytes(after)
        let frames = MediaFrames(bytes: new, path: path).frames
        #expect(frames.map(\.time) == [0, 100, 200, 300, 400].map { Duration.milliseconds($0) })
        #expect(frames.map { $0.screen.lines.first?.plainText.trimmingCharacters(in: .whitespaces) } == [
            "[    ]", "[=   ]", "[==  ]", "[=== ]", "[====]",
        ])
        let body = ReviewScreen.mediaBody(
            PendingContents(plain: new, styles: nil, goldenPlain: old, goldenStyles: nil), path: path, width: 100)
        let text = body.lines.map(\.plainText)
        #expect(text.first == "frame 1 unchanged", Comment(rawValue: text.joined(separator: "\n")))
        #expect(text.contains("frame 2 of 5, at 0.1 s"))
        #expect(text.contains { $0.contains("[#   ]") && $0.contains("│ [=   ]") }, Comment(rawValue: text.joined(separator: "\n")))
        #expect(body.note == "first change: frame 2 of 5, at 0.1 s")
        #expect(body.focus == 1)
        let same = ReviewScreen.mediaBody(
            PendingContents(plain: old, styles: nil, goldenPlain: old, goldenStyles: nil), path: path, width: 100)
        #expect(same.lines.map(\.plainText) == ["frames 1–5 unchanged"])
    }

    @Test func reviewScreen_ofRealTimeCasts_comparesTheirScreensInOrder_asTheCheckDoes() throws {
        func cast(_ events: [(Double, String)]) -> [UInt8] {
            let header = #"{"version":2,"width":10,"height":2,"timestamp":0,"title":"Steps/download (script download) (real time)","env":{"TERM":"xterm-256color","DEMOKIT_TIME":"real"}}"#
            return Array((([header] + events.map { "[\($0.0),\"o\",\"\($0.1)\"]" }).joined(separator: "\n") + "\n").utf8)
        }
        let recorded = cast([(0, "30%"), (0.512, "\\r\\nDone")])
        let again = cast([(0, "30%"), (0.731, "\\r\\nDone")])
        #expect(MediaFrames(bytes: recorded, path: "docs/d.cast").realTime)
        // Measured at other times, the same screens: nothing changed.
        let same = ReviewScreen.mediaBody(
            PendingContents(plain: again, styles: nil, goldenPlain: recorded, goldenStyles: nil), path: "docs/d.cast",
            width: 100)
        #expect(same.lines.map(\.plainText) == ["screens 1–2 unchanged"], Comment(rawValue: "\(same.lines.map(\.plainText))"))
        // Another last screen is the change shown, however its time moved.
        let changed = ReviewScreen.mediaBody(
            PendingContents(plain: cast([(0, "30%"), (0.9, "\\r\\nFailed")]), styles: nil, goldenPlain: recorded, goldenStyles: nil),
            path: "docs/d.cast", width: 100)
        #expect(changed.note == "first change: screen 2 of 2 (real time: screens in order)")
        #expect(changed.lines.first?.plainText == "screen 1 unchanged")
    }

    @Test func listJSON_givesEachScriptsPinnedMedia_andSnapshotJSON_eachPinsStatus() throws {
        let package = try makePackage()
        let (_, list) = run(["list", "--json"], groups: [MeterBefore.self], in: package.url)
        #expect(list.standardOutput.contains("\"media\" : \"docs/meter.svg\""), Comment(rawValue: list.standardOutput))
        let (status, output) = run(["snapshot", "--json", "--in-process"], groups: [MeterBefore.self], in: package.url)
        #expect(status == .failure)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let media = try #require(json["media"] as? [[String: Any]])
        #expect(media.count == 1)
        #expect(media.first?["path"] as? String == "docs/meter.svg")
        #expect(media.first?["key"] as? String == "Media/meter+fill")
        #expect(media.first?["status"] as? String == "missing")
        #expect(media.first?["pending"] as? Bool == true)
        #expect((media.first?["message"] as? String)?.hasPrefix("pinned media of Media/meter (script fill) does not exist.") == true)
        let (_, passed) = run(["snapshot", "--json", "--record", "missing", "--in-process"], groups: [MeterBefore.self], in: package.url)
        #expect(passed.standardOutput.contains("\"status\" : \"written\""), Comment(rawValue: passed.standardOutput))
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

/// Media pinned inside the snapshot folder's pending folder, where `snapshot`
/// leaves new files for review: in its media folder (where another pin's
/// new bytes would wait), or spelled in another case (one folder on macOS).
enum MeterInPending: String, CaseIterable, DemoGroup, DemoGroupItem {
    case inMedia, otherCase
    static var groupIdentifier: String { "Media" }
    static func demoable(for index: Int) -> any Demoable {
        MeterDemo(
            fill: "#",
            media: index == 0 ? "Demos/__Snapshots__/.pending/.media/docs/meter.svg" : "Demos/__Snapshots__/.PENDING/m.svg")
    }
}

/// Two demos pinning paths that differ only by case: one file on macOS.
enum MeterCaseTwins: String, CaseIterable, DemoGroup, DemoGroupItem {
    case lower, upper
    static var groupIdentifier: String { "Media" }
    static func demoable(for index: Int) -> any Demoable {
        MeterDemo(fill: "#", media: index == 0 ? "docs/meter.svg" : "Docs/Meter.svg")
    }
}

/// The pinned media's paths are checked against the snapshot folder and
/// each other as file systems that ignore case see them; what `review`
/// lists selects what it accepts.
@Suite struct PinnedMediaPathTests {
    let media = PinnedMediaTests()

    @Test func mediaInsideThePendingFolder_failsBeforeRendering_namingTheFix() throws {
        let package = try media.makePackage()
        let (refused, first) = media.run(
            ["snapshot", "--record", "missing", "--in-process"], groups: [MeterInPending.self], in: package.url)
        #expect(refused == .failure, Comment(rawValue: first.standardOutput + first.standardError))
        #expect(
            first.standardError.contains(
                "the media 'Demos/__Snapshots__/.pending/.media/docs/meter.svg' of Media/inMedia (script fill) "
                    + "is inside the snapshot folder's pending folder Demos/__Snapshots__/.pending"),
            Comment(rawValue: first.standardError))
        let pending = package.url.appendingPathComponent("Demos/__Snapshots__/.pending")
        #expect(!FileManager.default.fileExists(atPath: pending.path))
        #expect(!FileManager.default.fileExists(atPath: package.url.appendingPathComponent("Demos/__Snapshots__/.PENDING").path))

        // The case alone is enough: macOS and Windows see one folder.
        let (status, output) = media.run(
            ["snapshot", "--record", "missing", "--in-process", "--filter", "otherCase"], groups: [MeterInPending.self],
            in: package.url)
        #expect(status == .failure)
        #expect(
            output.standardError.contains("the media 'Demos/__Snapshots__/.PENDING/m.svg' of Media/otherCase (script fill) is inside"),
            Comment(rawValue: output.standardError))
    }

    @Test func twoPinsDifferingOnlyByCase_failBeforeRendering() throws {
        let package = try media.makePackage()
        let (status, output) = media.run(["snapshot", "--record", "missing", "--in-process"], groups: [MeterCaseTwins.self], in: package.url)
        #expect(status == .failure)
        #expect(
            output.standardError.contains(
                "Media/lower (script fill) and Media/upper (script fill) both pin the media 'Docs/Meter.svg' "
                    + "('docs/meter.svg' and 'Docs/Meter.svg' differ only by case or normalisation, "
                    + "which macOS and Windows ignore)"),
            Comment(rawValue: output.standardError))
        #expect(!FileManager.default.fileExists(atPath: package.url.appendingPathComponent("docs").path))
    }

    /// The key `review --list` prints of a pending media file is its path,
    /// and that path, as a filter, selects it.
    @Test func reviewListsPendingMediaByItsPath_andThatPathAcceptsIt() throws {
        let package = try media.makePackage()
        let file = package.url.appendingPathComponent("docs/meter.svg")
        _ = media.run(["snapshot", "--record", "all", "--in-process"], groups: [MeterBefore.self], in: package.url)
        try FileManager.default.removeItem(at: package.url.appendingPathComponent("Demos"))
        _ = media.run(["snapshot", "--record", "missing", "--in-process"], groups: [MeterAfter.self], in: package.url)
        _ = media.run(["snapshot", "--in-process"], groups: [MeterAfter.self], in: package.url)
        let (_, list) = media.run(["review", "--list"], groups: [MeterAfter.self], in: package.url)
        let key = try #require(list.standardOutput.split(separator: "\n").first?.split(separator: " ").last.map(String.init))
        #expect(key == "docs/meter.svg", Comment(rawValue: list.standardOutput))
        for filter in ["=docs/meter.svg", "docs/*.svg"] {
            let (listed, output) = media.run(["review", "--list", filter], groups: [MeterAfter.self], in: package.url)
            #expect(listed == .success, Comment(rawValue: output.standardOutput + output.standardError))
            #expect(output.standardOutput.hasPrefix("changed  docs/meter.svg\n"), Comment(rawValue: output.standardOutput))
        }
        let (accepted, output) = media.run(["review", "--accept", key], groups: [MeterAfter.self], in: package.url)
        #expect(accepted == .success, Comment(rawValue: output.standardOutput + output.standardError))
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self).contains(">[==</text>"))
    }
}
