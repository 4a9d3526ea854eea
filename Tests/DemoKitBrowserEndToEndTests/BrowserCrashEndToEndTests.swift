import DemoKitTestSupport
import Foundation
import Testing

/// The browser survives demos that crash or hang it: tmux runs the fixture
/// runner's BrowserCrashes group (`SNAPSHOT_FIXTURES=browser-crashes`),
/// moves onto each bad demo, reads its pane, and checks the catalog still
/// works and the shell is usable afterwards.
@Suite(
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed; .ci/run installs it (apt-get install tmux)"))
struct BrowserCrashEndToEndTests {
    private let runner: URL

    init() throws {
        let demoRunner = try #require(BuiltProducts.demoRunner(), "demo-runner was not built beside the tests")
        runner = demoRunner.deletingLastPathComponent().appendingPathComponent("snapshot-fixtures")
        try #require(FileManager.default.isExecutableFile(atPath: runner.path), "snapshot-fixtures was not built")
    }

    /// The sidebar line of the selected demo, `› Title`.
    private func selected(_ title: String) -> (String) -> Bool {
        { screen in screen.split(separator: "\n").contains { $0.hasPrefix("› \(title) ") } }
    }

    @Test func trapOverflowAndHang_eachShowAnErrorInThePane_andTheCatalogStaysUsable() throws {
        let session = try TmuxSession()
        defer { session.close() }
        // Sorted by title: Hang, Healthy, Overflow, Trap.
        try session.run(
            "SNAPSHOT_FIXTURES=browser-crashes DEMOKIT_BROWSER_TIME_LIMIT=2 '\(runner.path)' browse BrowserCrashes/trap; "
                + "echo status-$?")
        var screen = try session.waitFor("This demo crashed the browser: signal", timeout: 30)
        #expect(screen.contains("Fatal error: boom"))
        #expect(screen.contains("CrashingDemo.render(in:)"), "a backtrace frame names the demo")
        #expect(screen.contains("BrowserCrashes/trap stopped the browser; it started again"))
        #expect(selected("Trap")(screen))

        try session.press("k")
        screen = try session.waitForScreen("the overflow's error", timeout: 30) {
            self.selected("Overflow")($0) && $0.contains("This demo crashed the browser: signal")
                && $0.contains("a stack overflow")
        }

        try session.press("k")
        screen = try session.waitFor("All is well beside the crashes.")
        #expect(selected("Healthy")(screen))

        try session.press("k")
        screen = try session.waitForScreen("the hang's error", timeout: 30) {
            self.selected("Hang")($0) && $0.contains("This demo did not finish within 2 s")
        }

        // The failed demos are not run again: going back over them is instant.
        try session.press("j", "j", "j")
        screen = try session.waitForScreen("the trap's error again") {
            self.selected("Trap")($0) && $0.contains("Fatal error: boom")
        }
        #expect(!screen.contains("Trap stopped the browser"), "the trap ran again")
        try session.press("k", "k")
        try session.waitFor("All is well beside the crashes.")

        try session.press("q")
        try session.waitFor("status-0")
        let modes = "stty -a | tr ' ' '\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ,"
        try session.run(modes)
        screen = try session.waitFor("icanon,echo,")
        #expect(!screen.contains("? keys"), "the browser's screen is still showing")
    }
}
