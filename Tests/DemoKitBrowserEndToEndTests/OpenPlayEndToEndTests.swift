import DemoKitTestSupport
import Foundation
import Testing

/// `open --play` in a real terminal: tmux runs the fixture runner's Live
/// group (`snapshot-fixtures`, `SNAPSHOT_FIXTURES=live`) in a 60 × 20
/// window, presses keys and reads the screen.
@Suite(
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed; .ci/run installs it (apt-get install tmux)"))
struct OpenPlayEndToEndTests {
    private let runner: URL

    init() throws {
        let demoRunner = try #require(BuiltProducts.demoRunner(), "demo-runner was not built beside the tests")
        runner = demoRunner.deletingLastPathComponent().appendingPathComponent("snapshot-fixtures")
        try #require(FileManager.default.isExecutableFile(atPath: runner.path), "snapshot-fixtures was not built")
    }

    private func play(_ session: TmuxSession, _ arguments: String) throws {
        try session.run("echo above; SNAPSHOT_FIXTURES=live \(ShellCommand.quoted(runner.path)) open \(arguments) --play --width 30")
    }

    /// The shell's prompt is back on a line of its own, in line mode with
    /// echo, and `status` is what the command exited with.
    private func expectUsableShell(
        _ session: TmuxSession, status: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try session.waitForScreen("the shell prompt", sourceLocation: sourceLocation) { screen in
            screen.split(separator: "\n").last { !$0.isEmpty } == "$"
        }
        let screen = try session.waitForLineModeWithEcho(after: "echo status-$?", sourceLocation: sourceLocation)
        #expect(screen.split(separator: "\n").contains("status-\(status)"), sourceLocation: sourceLocation)
    }

    @Test func interactive_takesKeysInPlace_andEndsWithItsOutcome() throws {
        let session = try TmuxSession(columns: 60, rows: 20)
        defer { session.close() }
        try play(session, "Live/fruit")
        try session.waitFor("│ ▸ Apple")
        try session.press("Down")
        var screen = try session.waitFor("│ ▸ Banana")
        #expect(screen.split(separator: "\n").filter { $0.hasPrefix("╭─ Fruit") }.count == 1, "redrawn in place")
        #expect(screen.split(separator: "\n").contains("above"), "not full screen: the output above stays")
        try session.press("Enter")
        screen = try session.waitFor("outcome: value \"Banana\"")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let outcome = try #require(lines.firstIndex(of: "outcome: value \"Banana\""))
        #expect(lines[outcome - 1].hasPrefix("╰"), "the outcome follows the last frame")
        try expectUsableShell(session, status: 0)
    }

    @Test func controlC_restoresTheTerminal_andExits130() throws {
        let session = try TmuxSession(columns: 60, rows: 20)
        defer { session.close() }
        try play(session, "Live/fruit")
        try session.waitFor("│ ▸ Apple")
        try session.press("C-c")
        try expectUsableShell(session, status: 130)
    }

    @Test func animated_runsInRealTime_andEndsWhenItStopsChanging() throws {
        let session = try TmuxSession(columns: 60, rows: 20)
        defer { session.close() }
        try play(session, "Live/spinner")
        try session.waitFor("Building")
        let screen = try session.waitFor("│ ✔ Built")
        #expect(!screen.contains("Building"), "the spinner's line was rewritten")
        try expectUsableShell(session, status: 0)
    }
}
