import DemoKitTestSupport
import Foundation
import Testing

/// `demo-runner review` in a real terminal, on renderings a real
/// `demo-runner snapshot` left pending in a copy of the package's own
/// goldens: a person accepts one, rejects one and skips one, and the files
/// on disk are what each key promised.
@Suite(
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed; .ci/run installs it (apt-get install tmux)"))
struct ReviewEndToEndTests {
    private let runner: URL
    private let goldens: URL
    private let folder: URL

    init() throws {
        runner = try #require(BuiltProducts.demoRunner(), "demo-runner was not built beside the tests")
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        goldens = root.appendingPathComponent("Demos/__Snapshots__")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-review-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: goldens, to: folder.appendingPathComponent("snapshots"))
    }

    private var snapshots: URL { folder.appendingPathComponent("snapshots") }

    private func text(_ relative: String, in base: URL) throws -> String {
        try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
    }

    private func replace(_ old: String, with new: String, in relative: String) throws {
        let url = snapshots.appendingPathComponent(relative)
        let changed = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: old, with: new)
        try Data(changed.utf8).write(to: url)
    }

    @Test func acceptRejectSkip_doWhatTheyPromise_onDisk() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // A new golden, a changed one and a changed story of screens.
        for name in ["compact.txt", "compact.ansi"] {
            try FileManager.default.removeItem(at: snapshots.appendingPathComponent("Components/buttons/\(name)"))
        }
        try replace("Delete account", with: "Delite account", in: "Components/buttons/red.txt")
        try replace("Delete account", with: "Delite account", in: "Components/buttons/red.ansi")
        let story = "Prompts/singleChoice/nonInteractive+answerByName"
        // Its steps 0 and 1 stay; the answer shown from step 2 on changes.
        try replace("Template: Swift package", with: "Template: Swift pakage", in: story + ".txt")
        try replace("Template: Swift package", with: "Template: Swift pakage", in: story + ".ansi")
        let run = try ProcessResult.run(runner, ["snapshot", "--record", "pending", "--snapshots", snapshots.path])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains(", 3 pending, "), "\(run.standardOutput)")

        let session = try TmuxSession(columns: 120, rows: 34)
        defer { session.close() }
        try session.run(ShellCommand.line([runner.path, "review", "--snapshots", snapshots.path]))
        var screen = try session.waitFor("Reviewing 1 of 3 · 3 left")
        #expect(screen.contains("new     Components/buttons/compact"), "\(screen)")
        #expect(screen.contains("golden: none yet, accepting adds it"), "\(screen)")
        try session.press("a")

        screen = try session.waitFor("Reviewing 2 of 3 · 2 left")
        #expect(screen.contains("changed Components/buttons/red"), "\(screen)")
        // Side by side, in colour, the changed row marked.
        #expect(screen.contains("▌ ┃  Delite account  ┃"), "\(screen)")
        #expect(screen.contains("│ ┃  Delete account  ┃"), "\(screen)")
        let styled = try session.styledScreen()
        #expect(styled.contains("\u{1B}[") && styled.contains("Delete account"), "no colour on screen")
        try session.press("d")
        screen = try session.waitFor("+   2 │ ┃  Delete account  ┃")
        #expect(screen.contains("- 2   │ ┃  Delite account  ┃"), "\(screen)")
        try session.press("r")

        screen = try session.waitFor("Reviewing 3 of 3 · 1 left")
        #expect(screen.contains("first change at step 2 of 2"), "\(screen)")
        #expect(screen.contains("▌ ✔ Template: Swift pakage"), "it opens at that step: \(screen)")
        #expect(screen.contains("d diff"), "each item opens in colour: \(screen)")
        try session.press("s")
        screen = try session.waitFor("Accepted 1, rejected 1, skipped 1; 1 still pending")
        // The command to continue reviews the same folder, pasted as printed
        // (the terminal may wrap it, and a space that falls on the last
        // column of a wrapped row is not in tmux's capture: compared
        // without spaces, whatever the length of the checkout's path).
        let resume = ShellCommand.line([runner.path, "review", "--snapshots", snapshots.path]) + "' to continue)"
        let unspaced = { (text: String) in text.filter { !$0.isWhitespace } }
        #expect(unspaced(screen).contains(unspaced(resume)), "\(screen)")

        // Accepted: the golden is the rendering, as the package's own.
        #expect(try text("Components/buttons/compact.txt", in: snapshots) == text("Components/buttons/compact.txt", in: goldens))
        #expect(try text("Components/buttons/compact.ansi", in: snapshots) == text("Components/buttons/compact.ansi", in: goldens))
        // Rejected: the golden stays as it was, the pending files are gone.
        #expect(try text("Components/buttons/red.txt", in: snapshots).contains("Delite account"))
        #expect(!FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(".pending/Components/buttons/red.txt").path))
        // Skipped: still pending.
        #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(".pending/\(story).txt").path))
        let list = try ProcessResult.run(runner, ["review", "--list", "--snapshots", snapshots.path])
        #expect(list.standardOutput.hasPrefix("changed  \(story)\n1 pending"), "\(list.standardOutput)")
    }
}
