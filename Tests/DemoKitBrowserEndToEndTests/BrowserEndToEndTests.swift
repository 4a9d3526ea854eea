import DemoKitTestSupport
import Foundation
import Testing

/// `demo-runner` in a real terminal: tmux runs it in a 100 × 30 window,
/// types keys and reads the screen.
///
/// Each test starts on Components/badges through the preferences file, so
/// that demos added to the catalog do not move what the tests look for;
/// they rely only on Components listing Badges, Buttons and Callout first.
@Suite(
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed; .ci/run installs it (apt-get install tmux)"))
struct BrowserEndToEndTests {
    private let runner: URL

    init() throws {
        runner = try #require(BuiltProducts.demoRunner(), "demo-runner was not built beside the tests")
    }

    /// A command that writes its shell's process ID to `pidFile`, then
    /// becomes the runner: `sh -c 'echo $$ > "$1"; exec "$2"' sh PID RUNNER`,
    /// so that the paths are arguments rather than part of the script.
    private static func recordingPID(in pidFile: URL, of runner: URL) -> String {
        ShellCommand.line(["sh", "-c", #"echo $$ > "$1"; exec "$2""#, "sh", pidFile.path, runner.path])
    }

    /// Starts the runner with no arguments on Components/badges (unless a
    /// test remembered another demo) and waits for its first screen.
    @discardableResult
    private func start(_ session: TmuxSession, arguments: String = "") throws -> String {
        if !FileManager.default.fileExists(atPath: session.preferencesFile.path) {
            try session.remember(group: "Components", demo: "badges")
        }
        try session.run(ShellCommand.quoted(runner.path) + " \(arguments)")
        return try session.waitFor("? keys")
    }

    /// Checks the browser is gone and the shell works: the command is
    /// echoed as typed, runs on Enter, and the terminal is back in line mode
    /// with echo.
    private func expectUsableShell(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try session.waitForScreen("the shell prompt", sourceLocation: sourceLocation) { screen in
            screen.split(separator: "\n").last { !$0.isEmpty } == "$"
        }
        let screen = try session.waitForLineModeWithEcho(after: "echo ok-$((6*7))", sourceLocation: sourceLocation)
        #expect(screen.contains("echo ok-$((6*7))"), sourceLocation: sourceLocation)
        #expect(screen.split(separator: "\n").contains("ok-42"), sourceLocation: sourceLocation)
        #expect(!screen.contains("? keys"), "the browser's screen is still showing", sourceLocation: sourceLocation)
    }

    @Test func start_showsSidebarDemoAndStatusLine_andQReturnsToAUsableShell() throws {
        let session = try TmuxSession()
        defer { session.close() }
        let screen = try start(session)
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 30)
        #expect(lines.contains { $0.hasPrefix("Components ") })
        #expect(lines.contains { $0.hasPrefix("› Badges ") })
        #expect(lines[0].contains("│ ╭─ Badges"))
        #expect(lines[28].contains("Components › Badges"))
        #expect(lines[29].contains("t tweaks"))
        try session.press("q")
        try expectUsableShell(session)
    }

    @Test func arrowsAndEnter_navigateToADemo_andEscapeReturnsToTheCatalog() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try start(session)
        try session.press("Down")
        try session.waitFor("› Buttons")
        try session.press("j")
        var screen = try session.waitFor("› Callout")
        #expect(screen.contains("Components › Callout"))
        try session.press("k", "Enter")
        screen = try session.waitFor("Esc back")
        #expect(screen.hasPrefix("╭─ Buttons"))
        #expect(!screen.contains("› Badges"))
        try session.press("Escape")
        try session.waitFor("› Buttons")
        try session.press("q")
        try expectUsableShell(session)
    }

    @Test func tweakKeysAndMenu_switchTheTweak_andTheNextRunReopensIt() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try start(session)
        try session.press("j")
        try session.waitFor("tweak: Primary (1/6)")
        try session.press("Right")
        try session.waitFor("tweak: Secondary (2/6)")
        try session.press("]", "[", "t")
        var screen = try session.waitFor("Tweaks · Buttons")
        #expect(screen.contains("› 2 Secondary ●"))
        try session.press("Down", "Enter")
        screen = try session.waitFor("tweak: Red (3/6)")
        #expect(screen.contains("╭─ Buttons · Red"))
        #expect(!screen.contains("Tweaks · Buttons"))
        try session.press("q")
        try expectUsableShell(session)

        let saved = try String(contentsOf: session.preferencesFile, encoding: .utf8)
        #expect(saved.contains("\"demo\" : \"buttons\""))
        #expect(saved.contains("\"tweak\" : \"red\""))
        try session.run("clear")
        screen = try start(session)
        #expect(screen.contains("› Buttons"))
        #expect(screen.contains("tweak: Red (3/6)"))
        try session.press("q")
        try expectUsableShell(session)
    }

    /// A text is a draft while it is typed, and the demo shows it on Enter:
    /// the demo's code never runs on a half-typed value.
    @Test func controlsPanel_typingALabel_showsItInTheDemoOnEnter_andTheNextRunReopensIt() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try start(session)
        try session.press("j")
        try session.waitFor("› Buttons")
        try session.press("c")
        var screen = try session.waitFor("Controls · Buttons")
        #expect(screen.contains("› label"))
        try session.press("Enter", "C-u")
        try session.type("Erase all")
        screen = try session.waitFor("\"Erase all▏\"")
        #expect(!screen.contains("label=Erase all"), "a draft is not applied: \(screen)")
        try session.press("Enter")
        screen = try session.waitFor("label=Erase all")
        #expect(screen.contains("Erase all  "), "the demo shows the label entered")
        try session.press("Escape")
        screen = try session.waitForScreen("the panel closed") { !$0.contains("Controls · Buttons") }
        #expect(screen.split(separator: "\n").contains { $0.contains("│") && $0.contains("Erase all") })
        try session.press("q")
        try expectUsableShell(session)

        let saved = try String(contentsOf: session.preferencesFile, encoding: .utf8)
        #expect(saved.contains("label=Erase all"))
        try session.run("clear")
        screen = try start(session)
        #expect(screen.contains("label=Erase all"))
        try session.press("q")
        try expectUsableShell(session)
    }

    @Test func anInteractiveDemo_takesTheKeys_untilCtrlBracket_andTheTerminalIsRestored() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try session.remember(group: "Components", demo: "counter")
        try start(session)
        // It animates in the catalog: the spinner's elapsed time moves on.
        try session.waitForScreen("the elapsed time to move") { screen in
            screen.contains("Counting by 1 · ") && !screen.contains("Counting by 1 · 0.0 s")
        }
        try session.press("Enter")
        try session.waitFor("keys go to the demo · Ctrl-] back to the catalog")
        // q and d are the browser's keys in the catalog; here they go to the counter.
        try session.press("Up", "Up", "q", "d", "Up")
        var screen = try session.waitFor("Count: 3")
        #expect(screen.hasPrefix("╭─ Counter"))
        try session.press("Enter")
        try session.waitFor("outcome: value \"3\"")
        try session.press("C-]")
        screen = try session.waitFor("? keys")
        #expect(screen.contains("› Counter"))
        #expect(screen.contains("✔ Counted to 3"))
        #expect(screen.contains("Enter use again"))
        try session.press("q")
        try expectUsableShell(session)
    }

    @Test func scriptMenu_playsAScriptStepByStep_andTheNextRunReopensIt() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try session.remember(group: "Components", demo: "counter")
        try start(session)
        try session.press("s")
        try session.waitFor("Scripts · Counter")
        try session.press("Enter", ".", ".")
        var screen = try session.waitFor("script countToThree · step 2/5: ↑ (t = 0 s)")
        #expect(screen.contains("Count: 2"))
        try session.press(".", ".", ".")
        screen = try session.waitFor("outcome: value \"3\"")
        #expect(screen.contains("✔ Counted to 3"))
        try session.press("q")
        try expectUsableShell(session)
        let saved = try String(contentsOf: session.preferencesFile, encoding: .utf8)
        #expect(saved.contains("\"script\" : \"countToThree\""))
        try session.run("clear")
        screen = try start(session)
        #expect(screen.contains("script countToThree · step 0/5: start"))
        try session.press("q")
        try expectUsableShell(session)
    }

    @Test func slash_filtersDemosAsYouType_andEscapeClearsTheFilter() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try start(session)
        try session.press("/")
        try session.type("PROG")
        var screen = try session.waitFor("› Progress bar")
        #expect(screen.contains("/ PROG"))
        #expect(!screen.contains("  Badges"))
        try session.press("Escape")
        screen = try session.waitFor("  Badges")
        #expect(screen.contains("› Progress bar"))
        try session.press("/")
        try session.type("qqq")
        try session.waitFor("No demo matches 'qqq'")
        try session.press("Escape", "q")
        try expectUsableShell(session)
    }

    @Test func resizingTheWindow_laysTheScreenOutAgainAtOnce() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try start(session)
        try session.resize(columns: 60, rows: 20)
        var screen = try session.waitFor(String(repeating: "─", count: 60))
        var lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 20)
        #expect(lines.contains { $0.hasPrefix("› Badges") })
        #expect(lines.contains { $0.hasPrefix("╭─ Badges") })
        #expect(lines[18].contains("Components › Badges"))
        try session.resize(columns: 100, rows: 30)
        screen = try session.waitForScreen("the side-by-side layout") { screen in
            screen.split(separator: "\n").first?.contains("│ ╭─ Badges") == true
        }
        lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 30)
        #expect(lines[28].contains("Components › Badges"))
        try session.press("q")
        try expectUsableShell(session)
    }

    @Test func controlC_quitsAndRestoresTheTerminal() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try start(session)
        try session.press("t")
        try session.waitFor("Tweaks · Badges")
        try session.press("C-c")
        try expectUsableShell(session)
    }

    @Test func controlZ_suspendsToTheShell_andFgResumesWhereItWas() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try start(session)
        try session.press("j")
        try session.waitFor("› Buttons")
        try session.press("C-z")
        let screen = try session.waitFor("Stopped")
        #expect(!screen.contains("? keys"))
        try session.run("fg")
        try session.waitFor("› Buttons")
        try session.press("j")
        try session.waitFor("Components › Callout")
        try session.press("q")
        try expectUsableShell(session)
    }

    @Test func killTSTP_restoresTheTerminal_andFgTakesItAgainInRawMode() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try session.remember(group: "Components", demo: "badges")
        let pidFile = session.directory.appendingPathComponent("pid")
        try session.run(Self.recordingPID(in: pidFile, of: runner))
        try session.waitFor("? keys")
        let pidText = try String(contentsOf: pidFile, encoding: .utf8)
        let pid = try #require(Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, SIGTSTP) == 0)
        let stopped = try session.waitFor("Stopped")
        #expect(!stopped.contains("? keys"), "the browser's screen is still showing")
        try session.waitForLineModeWithEcho()
        try session.run("fg")
        try session.waitFor("? keys")
        // Raw mode again: a single key, with no Enter, moves the selection.
        try session.press("j")
        try session.waitFor("Components › Buttons")
        try session.press("q")
        try expectUsableShell(session)
    }

    #if os(Linux)
    @Test func standardError_whileBrowsing_isShownOnTheMainScreenAfterwards() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try session.remember(group: "Components", demo: "badges")
        let pidFile = session.directory.appendingPathComponent("pid")
        try session.run(Self.recordingPID(in: pidFile, of: runner))
        try session.waitFor("? keys")
        let pidText = try String(contentsOf: pidFile, encoding: .utf8)
        let pid = try #require(Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
        // What a crashing demo's runtime would print, written to the
        // browser's standard error as it runs.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: "/proc/\(pid)/fd/2"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("Fatal error: written while browsing\n".utf8))
        try handle.close()
        try session.press("q")
        let screen = try session.waitFor("Fatal error: written while browsing")
        #expect(!screen.contains("? keys"))
        try expectUsableShell(session)
    }
    #endif

    @Test func unwritablePreferences_warnOnce_thenTheKeyHintsComeBack() throws {
        let session = try TmuxSession()
        defer { session.close() }
        // Nobody, not even root, can create a file there.
        try session.run("DEMO_RUNNER_PREFERENCES=/proc/no-such-folder/preferences.json " + ShellCommand.line([runner.path, "browse"]))
        // The start remembers the first demo, and says once that it cannot.
        let warned = try session.waitFor("! cannot save preferences")
        #expect(!warned.contains("? keys"))
        try session.press("j")
        try session.waitFor("? keys")
        try session.press("j")
        try session.press("k")
        let screen = try session.waitFor("? keys")
        #expect(!screen.contains(" ! "))
        try session.press("q")
        try expectUsableShell(session)
    }

    @Test func sigterm_restoresTheTerminal_andEndsWithTheSignal() throws {
        let session = try TmuxSession()
        defer { session.close() }
        let pidFile = session.directory.appendingPathComponent("pid")
        try session.run(Self.recordingPID(in: pidFile, of: runner) + "; echo status=$?")
        try session.waitFor("? keys")
        let pidText = try String(contentsOf: pidFile, encoding: .utf8)
        let pid = try #require(Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, SIGTERM) == 0)
        try session.waitFor("status=143")
        try expectUsableShell(session)
    }

    @Test func questionMark_showsEveryKey_andAnyKeyClosesIt() throws {
        let session = try TmuxSession()
        defer { session.close() }
        try start(session)
        try session.press("?")
        let screen = try session.waitFor("╭─ Keys")
        for text in ["Previous / next demo", "Tweak menu", "Filter demos", "Dark / light", "Quit"] {
            #expect(screen.contains(text), "missing \(text)")
        }
        try session.press("x")
        try session.waitForScreen("the help to close") { !$0.contains("╭─ Keys") }
        try session.press("q")
        try expectUsableShell(session)
    }
}
