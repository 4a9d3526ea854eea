import DemoKitTestSupport
import Foundation
import Testing

/// A demo that calls `exit(0)` while the browser runs it (tuist/Noora's
/// default Ctrl-C handling does) is a failure of that demo, shown in its
/// pane as a crash is, never a silent quit: tmux runs the fixture runner's
/// `SNAPSHOT_FIXTURES=exits` catalog.
@Suite(
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed; .ci/run installs it (apt-get install tmux)"))
struct BrowserExitEndToEndTests {
    private let runner: URL

    init() throws {
        let demoRunner = try #require(BuiltProducts.demoRunner(), "demo-runner was not built beside the tests")
        runner = demoRunner.deletingLastPathComponent().appendingPathComponent("snapshot-fixtures")
        try #require(FileManager.default.isExecutableFile(atPath: runner.path), "snapshot-fixtures was not built")
    }

    @Test func aDemoThatCallsExit_showsTheFailureInItsPane_andTheBrowserGoesOn() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try session.run(
            "SNAPSHOT_FIXTURES=exits \(ShellCommand.quoted(runner.path)) browse ExitGroup/prompt; echo status-$?")
        var screen = try session.waitFor("Deploy now?", timeout: 30)

        try session.press("Right")
        screen = try session.waitFor("This demo ended the process (exit(0)) while its code ran", timeout: 30)
        #expect(screen.contains("ExitGroup/prompt (tweak exits) stopped the browser; it started again"), "\(screen)")
        #expect(screen.contains("tweak: Exits (2/2)"), "\(screen)")

        // The other tweak still renders, and the browser quits as usual.
        try session.press("Left")
        screen = try session.waitFor("Deploy now?")
        try session.press("q")
        try session.waitFor("status-0")
    }
}
