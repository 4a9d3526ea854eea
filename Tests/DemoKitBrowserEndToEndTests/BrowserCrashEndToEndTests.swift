import DemoKitTestSupport
import Foundation
import Testing

/// The browser survives demos that crash or hang it: tmux runs the fixture
/// runner's crash catalog (`SNAPSHOT_FIXTURES=crashes`, the group the
/// snapshot run's worker tests use too), moves onto each bad demo, reads
/// its pane, and checks the catalog still works and the shell is usable
/// afterwards.
///
/// The sidebar lists the group by title: Also Healthy, Hang, Healthy,
/// One Tweak, Overflow, Stuck Step, Trap.
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

    /// Starts the browser on `address` with a time limit of 2 s; the shell
    /// prints the status it exits with.
    private func browse(_ session: TmuxSession, _ address: String) throws {
        try session.run(
            "SNAPSHOT_FIXTURES=crashes DEMOKIT_BROWSER_TIME_LIMIT=2 \(ShellCommand.quoted(runner.path)) browse \(address); "
                + "echo status-$?")
    }

    /// The sidebar line of the selected demo, `› Title`.
    private func selected(_ title: String) -> (String) -> Bool {
        { screen in screen.split(separator: "\n").contains { $0.hasPrefix("› \(title) ") } }
    }

    /// Checks the browser quit with status 0 and the shell works: the
    /// command is echoed as typed, runs on Enter, and the terminal is back
    /// in line mode with echo.
    private func expectUsableShell(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try session.waitFor("status-0", sourceLocation: sourceLocation)
        let screen = try session.waitForLineModeWithEcho(after: "echo ok-$((6*7))", sourceLocation: sourceLocation)
        #expect(screen.split(separator: "\n").contains("ok-42"), sourceLocation: sourceLocation)
        #expect(!screen.contains("? keys"), "the browser's screen is still showing", sourceLocation: sourceLocation)
    }

    @Test func trapOverflowAndHang_eachShowAnErrorInThePane_andTheCatalogStaysUsable() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try browse(session, "Crashes/trap")
        var screen = try session.waitFor("This demo crashed the browser: signal", timeout: 30)
        #expect(screen.contains("Fatal error: boom"))
        #expect(screen.contains("TrapDemo.render(in:)"), "a backtrace frame names the demo")
        #expect(screen.contains("Crashes/trap stopped the browser; it started again"))
        #expect(selected("Trap")(screen))

        // A live demo renders in the catalog; its script is not played.
        try session.press("k")
        screen = try session.waitForScreen("the live demo's first frame") {
            self.selected("Stuck Step")($0) && $0.contains("presses: 0")
        }

        try session.press("k")
        screen = try session.waitForScreen("the overflow's error", timeout: 30) {
            self.selected("Overflow")($0) && $0.contains("This demo crashed the browser: signal")
                && $0.contains("a stack overflow")
        }
        #expect(screen.contains("Crashes/overflow stopped the browser; it started again"))

        try session.press("k")
        try session.waitForScreen("One Tweak's first tweak") {
            self.selected("One Tweak")($0) && $0.contains("│ * ") && $0.contains("tweak: First (1/3)")
        }

        try session.press("k")
        try session.waitForScreen("the healthy demo") { self.selected("Healthy")($0) && $0.contains("│ healthy ") }

        try session.press("k")
        screen = try session.waitForScreen("the hang's error", timeout: 30) {
            self.selected("Hang")($0) && $0.contains("This demo did not finish within 2 s")
        }
        #expect(screen.contains("Crashes/hang stopped the browser; it started again"))

        // The failed demos are not run again: going back over them is instant.
        try session.press("j", "j", "j", "j", "j")
        screen = try session.waitForScreen("the trap's error again") {
            self.selected("Trap")($0) && $0.contains("Fatal error: boom")
        }
        #expect(!screen.contains("stopped the browser; it started again"), "the trap ran again")
        try session.press("k", "k", "k", "k")
        try session.waitForScreen("the healthy demo again") {
            self.selected("Healthy")($0) && $0.contains("│ healthy ")
        }

        try session.press("q")
        try expectUsableShell(session)
    }

    @Test func aDemoThatCrashesInOneTweak_showsTheErrorForThatTweak_andItsOtherTweaksRender() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try browse(session, "Crashes/oneTweak")
        var screen = try session.waitFor("╭─ One Tweak · First", timeout: 30)
        #expect(screen.contains("│ * "))
        #expect(screen.contains("tweak: First (1/3)"))

        try session.press("Right")
        screen = try session.waitFor("This demo crashed the browser: signal", timeout: 30)
        #expect(screen.contains("Fatal error: Index out of range"))
        #expect(screen.contains("OneTweakDemo.render(in:)"), "a backtrace frame names the demo")
        #expect(screen.contains("Crashes/oneTweak (tweak second) stopped the browser; it started again"))
        #expect(screen.contains("tweak: Second (2/3)"))
        #expect(selected("One Tweak")(screen))

        try session.press("Right")
        screen = try session.waitFor("╭─ One Tweak · Third")
        #expect(screen.contains("│ ** "))
        #expect(screen.contains("tweak: Third (3/3)"))
        #expect(!screen.contains("This demo crashed the browser"))

        // The crashing tweak shows its error again without running again.
        try session.press("Left")
        screen = try session.waitForScreen("the second tweak's error again") {
            $0.contains("tweak: Second (2/3)") && $0.contains("Fatal error: Index out of range")
        }
        #expect(!screen.contains("stopped the browser; it started again"), "the second tweak ran again")

        try session.press("Left")
        screen = try session.waitFor("╭─ One Tweak · First")
        #expect(screen.contains("│ * "))
        #expect(!screen.contains("This demo crashed the browser"))

        try session.press("q")
        try expectUsableShell(session)
    }

    @Test func aLiveDemoWhoseScriptBlocks_showsTheHangInItsPane_andTheCatalogStaysUsable() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try browse(session, "Crashes/stuckStep")
        try session.waitFor("presses: 0", timeout: 30)
        try session.press("s")
        var screen = try session.waitFor("Scripts · Stuck Step")
        #expect(screen.contains("Run · 3 steps"))

        // The browser plays the script when it is chosen, to show its
        // steps; its second step blocks.
        try session.press("Enter")
        screen = try session.waitFor("This demo did not finish within 2 s", timeout: 30)
        #expect(screen.contains("Crashes/stuckStep stopped the browser; it started again"))
        #expect(selected("Stuck Step")(screen))
        #expect(!screen.contains("presses: "))

        try session.press("/")
        try session.type("also")
        try session.waitForScreen("the healthy demo the filter picks") {
            self.selected("Also Healthy")($0) && $0.contains("│ also healthy ")
        }
        try session.press("Escape", "/")
        try session.type("stuck")
        screen = try session.waitForScreen("the live demo's error again") {
            self.selected("Stuck Step")($0) && $0.contains("This demo did not finish within 2 s")
        }
        #expect(!screen.contains("stopped the browser; it started again"), "the live demo ran again")

        try session.press("Escape", "q")
        try expectUsableShell(session)
    }

    @Test func aLiveDemoThatBlocksOnAKey_inTheDemoView_leavesAUsableBrowserAndShell() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try browse(session, "Crashes/stuckStep")
        try session.waitFor("presses: 0", timeout: 30)
        try session.press("Enter")
        try session.waitFor("keys go to the demo · Ctrl-] back to the catalog")
        try session.press("Down")
        try session.waitFor("presses: 1")

        // The second key blocks; the new browser opens in the demo view.
        try session.press("Down")
        var screen = try session.waitFor("This demo did not finish within 2 s", timeout: 30)
        #expect(screen.hasPrefix("! This demo did not finish"))
        #expect(screen.contains("Esc back"))

        try session.press("Escape")
        screen = try session.waitForScreen("the catalog") { self.selected("Stuck Step")($0) && $0.contains("? keys") }
        #expect(screen.contains("This demo did not finish within 2 s"))

        try session.press("q")
        try expectUsableShell(session)
    }
}
