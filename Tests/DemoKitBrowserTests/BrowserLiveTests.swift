import DemoKitCore
@testable import DemoKitBrowser
@testable import DemoKitRunner
import DemoKitSnapshots
@testable import DemoKitTerminal
import Testing

/// Live demos in the browser: focus, keys, outcomes, time, scripts.
@Suite struct BrowserLiveTests {
    /// The screen as plain lines, from a screen kept across compositions,
    /// as the controller keeps it (so its caches are in play).
    private func lines(_ state: BrowserState, on screen: inout BrowserScreen) -> [String] {
        screen.compose(state).plainLines
    }

    private func statusLine(_ state: BrowserState) -> String {
        var screen = BrowserScreen()
        let lines = screen.compose(state).plainLines
        return state.view == .demo ? lines[lines.count - 1] : lines[lines.count - 2]
    }

    // MARK: - Focus

    @Test func enter_onAnInteractiveDemo_givesItTheKeys_inTheDemoView() {
        var state = Fixtures.liveState("tally")
        #expect(state.live?.isInteractive == true)
        #expect(!state.isFocused)
        #expect(state.press(.enter) == [])
        #expect(state.isFocused)
        #expect(state.view == .demo)
        #expect(statusLine(state).hasSuffix("keys go to the demo · Ctrl-] back to the catalog"))
    }

    @Test func keysAndPastes_whileFocused_reachTheDemo_evenQAndTheBrowsersOwnKeys() {
        var state = Fixtures.liveState("tally")
        var screen = BrowserScreen()
        state.press(.enter)
        #expect(lines(state, on: &screen).contains { $0.contains("tally 0 text ''") })
        // q, t, ?, d and ← are the browser's keys in the catalog; here they are the demo's.
        #expect(state.press(.up, .up, .character("q"), .character("t"), .character("?"), .left) == [])
        #expect(state.handle(.paste("!x")) == [])
        #expect(state.isFocused)
        #expect(state.overlay == nil)
        #expect(state.selectedTweak?.identifier == "ones")
        let shown = lines(state, on: &screen)
        #expect(shown.contains { $0.contains("tally 2 text 'qt?!x'") })
    }

    @Test func ctrlBracket_givesTheKeysBack_returningToTheCatalog_withTheDemoAsItWas() {
        var state = Fixtures.liveState("tally")
        state.press(.enter, .up)
        #expect(state.press(BrowserState.leaveKey) == [])
        #expect(!state.isFocused)
        #expect(state.view == .catalog)
        // The catalog's keys work again, and the demo kept its state.
        state.press(.character("d"))
        #expect(state.settings.appearance == .dark)
        #expect(Fixtures.screen(state).contains { $0.contains("tally 1 text ''") })
    }

    @Test func ctrlBracket_isTheOnlyKeyThatLeaves_escapeGoesToTheDemo() {
        var state = Fixtures.liveState("tally")
        state.press(.enter, .escape, .backspace, .control("c"))
        #expect(state.isFocused)
        #expect(state.view == .demo)
    }

    @Test func enter_onAStillOrAnimatedDemo_opensItWithoutFocus() {
        var state = Fixtures.liveState("spinner")
        state.press(.enter)
        #expect(state.view == .demo)
        #expect(!state.isFocused)
        state.press(.escape)
        #expect(state.view == .catalog)
    }

    // MARK: - Outcome

    @Test func outcome_isShownInTheStatusLine_andEnterStartsTheDemoAgain() {
        var state = Fixtures.liveState("tally")
        state.press(.enter, .up, .up, .up, .enter)
        #expect(state.live?.player.outcome == .value("3"))
        #expect(statusLine(state).contains("outcome: value \"3\""))
        state.press(BrowserState.leaveKey)
        #expect(statusLine(state).contains("outcome: value \"3\""))
        #expect(Fixtures.screen(state).last?.contains("Enter use again") == true)
        state.press(.enter)
        #expect(state.isFocused)
        #expect(state.live?.player.outcome == nil)
        #expect(Fixtures.screen(state).contains { $0.contains("tally 0 text ''") })
    }

    @Test func escapeOrBackspace_afterTheOutcome_returnToTheCatalog() {
        for key in [KeyPress.escape, .backspace] {
            var state = Fixtures.liveState("tally")
            state.press(.enter, .up, .up, .up, .enter)
            #expect(state.live?.player.outcome == .value("3"))
            #expect(statusLine(state).hasSuffix("Esc back to the catalog"))
            state.press(key)
            #expect(!state.isFocused)
            #expect(state.view == .catalog)
        }
    }

    /// Issue 36: `outcome: valu…demo ended · Esc back to the catalog` at
    /// 100 columns. At every width, the hint shortens, then goes, before
    /// the outcome is cut; only the edge of the screen cuts it.
    @Test func outcome_isNeverCutToKeepAKeyHint_theHintShortensThenGoes() {
        let outcome = "outcome: value \"3\""
        var sawShortHint = false
        var sawNoHint = false
        for columns in 20...140 {
            var state = Fixtures.liveState("tally", size: TerminalSize(columns: columns, rows: 30))
            state.press(.enter, .up, .up, .up, .enter)
            #expect(state.live?.player.outcome == .value("3"))
            let line = statusLine(state)
            let hinted = line.hasSuffix("Esc back to the catalog") || line.hasSuffix("Esc back")
            if hinted { #expect(line.contains(outcome), "\(columns) columns: \(line)") }
            if line.contains(outcome), line.hasSuffix(" Esc back") { sawShortHint = true }
            if !hinted { sawNoHint = true }
        }
        #expect(sawShortHint)
        #expect(sawNoHint)
        // The full hint where there is room for both.
        var state = Fixtures.liveState("tally")
        state.press(.enter, .up, .up, .up, .enter)
        #expect(statusLine(state).contains(outcome))
    }

    @Test func longLiveStatus_isCut_beforeTheWidthAppearanceAndDirection() {
        var state = Fixtures.liveState("tally", size: TerminalSize(columns: 72, rows: 30))
        state.press(.enter, .up, .up, .up, .enter)
        state.press(BrowserState.leaveKey)
        state.press(.character("d"))
        let line = statusLine(state)
        #expect(line.hasSuffix("· dark · LTR"), "\(line)")
        #expect(line.contains("…"), "\(line)")
    }

    @Test func zero_startsALiveDemoAgainFromTimeZero() {
        var state = Fixtures.liveState("tally")
        state.tick(now: .zero)
        state.press(.enter, .up)
        state.press(BrowserState.leaveKey)
        state.tick(now: .milliseconds(350))
        state.press(.character("0"))
        #expect(state.live?.player.time == .zero)
        #expect(Fixtures.screen(state).contains { $0.contains("tally 0 text ''") })
        #expect(state.message?.text == "Tally started again")
    }

    // MARK: - Render cache

    @Test func aLiveDemosRendering_isNeverServedStale_fromTheScreensCaches() {
        var state = Fixtures.liveState("tally")
        var screen = BrowserScreen()
        state.press(.enter)
        var seen: [String] = []
        for _ in 0..<3 {
            state.press(.up)
            seen.append(lines(state, on: &screen).first { $0.contains("tally") } ?? "")
        }
        #expect(seen.map { $0.contains("tally 1") } == [true, false, false])
        #expect(seen[2].contains("tally 3"))
        state.tick(now: .zero)
        state.tick(now: .milliseconds(250))
        #expect(lines(state, on: &screen).contains { $0.contains("frame 2") })
    }

    // MARK: - Time

    @Test func tick_advancesVirtualTimeByRealTime_andSaysWhenAFrameIsDue() {
        var state = Fixtures.liveState("spinner")
        var due = state.tick(now: .seconds(5))
        #expect(!due)  // the first reading only sets the origin
        #expect(state.timeUntilNextFrame(now: .seconds(5)) == .milliseconds(80))
        #expect(state.timeUntilNextFrame(now: .seconds(5) + .milliseconds(30)) == .milliseconds(50))
        due = state.tick(now: .seconds(5) + .milliseconds(50))
        #expect(!due)
        due = state.tick(now: .seconds(5) + .milliseconds(85))
        #expect(due)
        #expect(state.live?.player.time == .milliseconds(85))
        #expect(Fixtures.screen(state).contains { $0.contains("spin 1") })
        // After a second the spinner stands still: no more frames to wait for.
        state.tick(now: .seconds(7))
        #expect(state.timeUntilNextFrame(now: .seconds(7)) == nil)
    }

    @Test func p_pausesAndResumesTime_andTheStatusLineSaysWhere() {
        var state = Fixtures.liveState("spinner")
        state.tick(now: .zero)
        state.tick(now: .milliseconds(200))
        state.press(.character("p"))
        #expect(state.live?.isPaused == true)
        #expect(state.message?.text == "Spinner paused at 0.2 s · . steps a frame, p plays")
        let due = state.tick(now: .seconds(3))
        #expect(!due)
        #expect(state.live?.player.time == .milliseconds(200))
        #expect(state.timeUntilNextFrame(now: .seconds(3)) == nil)
        #expect(statusLine(state).contains("paused at 0.2 s"))
        state.press(.character("p"))
        #expect(state.message?.text == "Spinner playing")
        // Time resumes from where it stood, not from the real clock.
        state.tick(now: .seconds(3) + .milliseconds(100))
        #expect(state.live?.player.time == .milliseconds(300))
    }

    @Test func dot_pausesAndStepsOneFrameAtATime() {
        var state = Fixtures.liveState("spinner")
        state.tick(now: .zero)
        state.press(.character("."))
        #expect(state.live?.isPaused == true)
        #expect(state.live?.player.time == .milliseconds(80))
        state.press(.character("."))
        #expect(state.live?.player.time == .milliseconds(160))
        #expect(Fixtures.screen(state).contains { $0.contains("spin 2") })
        for _ in 0..<20 { state.press(.character(".")) }
        #expect(state.live?.player.time == .seconds(1) - .milliseconds(40))
        #expect(state.message?.text == "Spinner has no frame after 0.96 s")
    }

    @Test func pauseAndStep_onAStillDemo_sayItIsNotAnimated() {
        var state = Fixtures.liveState("plain")
        #expect(state.live == nil)
        state.press(.character("p"))
        #expect(state.message?.text == "Plain is not animated")
        state.press(.character("s"))
        #expect(state.message?.text == "Plain has no scripts")
    }

    @Test func aNewDemo_startsAtTimeZero_andAnotherTweakStartsAfresh() {
        var state = Fixtures.liveState("tally")
        state.tick(now: .zero)
        state.press(.enter, .up)
        state.press(BrowserState.leaveKey)
        state.tick(now: .milliseconds(500))
        state.press(.right)
        #expect(state.selectedTweak?.identifier == "twos")
        #expect(state.live?.player.time == .zero)
        #expect(Fixtures.screen(state).contains { $0.contains("tally 0") })
        state.press(.up)
        #expect(state.selectedAddress == "LiveDemos/spinner")
        #expect(state.live?.isInteractive == false)
    }

    // MARK: - Scripts

    @Test func s_opensTheScriptMenu_andEnterShowsTheScriptsStartScreen() {
        var state = Fixtures.liveState("tally")
        state.press(.character("s"))
        #expect(state.overlay == .scriptMenu(cursor: 0))
        let menu = Fixtures.screen(state)
        #expect(menu.contains { $0.contains("Scripts · Tally") })
        #expect(menu.contains { $0.contains("› 1 Count Two · 4 steps") })
        #expect(menu.contains { $0.contains("2 Type Hi · 1 step") })
        #expect(state.press(.down, .enter) == [
            .remember(Preferences.DemoReference(group: "LiveDemos", demo: "tally", tweak: "ones", script: "typeHi"))
        ])
        #expect(state.script?.identifier == "typeHi")
        #expect(state.script?.step == 0)
        #expect(statusLine(state).contains("script typeHi · step 0/1: start (t = 0 s)"))
    }

    @Test func scriptSteps_goForwardsAndBack_showingEachStepsScreenAndHeader() {
        var state = Fixtures.liveState("tally")
        var screen = BrowserScreen()
        state.press(.character("s"), .character("1"))
        #expect(state.script?.identifier == "countTwo")
        state.press(.character("."), .character("n"))
        #expect(state.script?.step == 2)
        #expect(lines(state, on: &screen).contains { $0.contains("tally 2") })
        #expect(statusLine(state).contains("script countTwo · step 2/4: ↑ (t = 0 s)"))
        state.press(.character("n"))
        #expect(statusLine(state).contains("step 3/4: wait 0.16 s (t = 0.16 s)"))
        #expect(lines(state, on: &screen).contains { $0.contains("frame 1") })
        state.press(.character("n"), .character("n"))
        #expect(state.script?.step == 4)
        let last = lines(state, on: &screen)
        #expect(last.last?.hasPrefix(" outcome: value \"2\"") == true)
        state.press(.character(","), .character("N"))
        #expect(state.script?.step == 2)
        #expect(lines(state, on: &screen).contains { $0.contains("tally 2") })
        // Script keys win over pause and step; the live demo's time stands still.
        #expect(state.timeUntilNextFrame(now: .zero) == nil)
    }

    @Test func escape_leavesTheScript_andTheLiveDemoShowsAgain() {
        var state = Fixtures.liveState("tally")
        state.press(.character("s"), .enter, .character("n"), .character("n"))
        #expect(state.press(.escape) == [
            .remember(Preferences.DemoReference(group: "LiveDemos", demo: "tally", tweak: "ones"))
        ])
        #expect(state.script == nil)
        #expect(Fixtures.screen(state).contains { $0.contains("tally 0") })
    }

    @Test func anotherTweak_keepsTheScriptAndStep_whenItHasTheScript() {
        var state = Fixtures.liveState("tally")
        state.press(.character("s"), .enter, .character("n"), .character("n"))
        state.press(.right)
        #expect(state.script?.identifier == "countTwo")
        #expect(state.script?.step == 2)
        #expect(Fixtures.screen(state).contains { $0.contains("tally 4") })
        state.press(.left, .character("s"), .character("2"))
        #expect(state.script?.identifier == "typeHi")
        // The second tweak has no `typeHi`: the script goes.
        state.press(.right)
        #expect(state.script == nil)
    }

    @Test func enter_withAScriptShown_opensTheDemoViewOnTheScript_withoutFocus() {
        var state = Fixtures.liveState("tally", size: TerminalSize(columns: 130, rows: 30))
        state.press(.character("s"), .enter, .enter)
        #expect(state.view == .demo)
        #expect(!state.isFocused)
        #expect(statusLine(state).hasSuffix(". next step  , previous  Esc leave script"))
        state.press(.escape)
        #expect(state.script == nil)
        #expect(state.view == .demo)
        state.press(.enter)
        #expect(state.isFocused)
    }

    @Test func init_withARememberedScript_startsOnIt() {
        let state = Fixtures.liveState("tally", script: "typeHi")
        #expect(state.script?.identifier == "typeHi")
        #expect(state.reference?.script == "typeHi")
        #expect(Fixtures.liveState("tally", script: "gone").script == nil)
    }

    @Test func rememberedScript_thatHasGone_isANotice() throws {
        let catalog = Fixtures.liveCatalog
        let selection = try DemoSelection.resolve(
            address: "LiveDemos/tally", tweak: "twos", remembered: nil, catalog: catalog, commandName: "demo-runner"
        ).selection()
        let kept = BrowseCommand.rememberedScript(
            Preferences.DemoReference(group: "LiveDemos", demo: "tally", tweak: "twos", script: "countTwo"),
            in: selection)
        #expect(kept.script == "countTwo")
        #expect(kept.notice == nil)
        let gone = BrowseCommand.rememberedScript(
            Preferences.DemoReference(group: "LiveDemos", demo: "tally", tweak: "twos", script: "typeHi"),
            in: selection)
        #expect(gone.script == nil)
        #expect(gone.notice == "the last script of LiveDemos/tally (tweak twos), 'typeHi', no longer exists; showing the demo")
    }

    @Test func help_listsTheLeaveKeyAndTheLiveKeys() {
        var state = Fixtures.liveState("tally", size: TerminalSize(columns: 100, rows: 40))
        state.press(.character("?"))
        let help = Fixtures.screen(state).joined(separator: "\n")
        #expect(help.contains("Ctrl-]"))
        #expect(help.contains("Give the keys back: from the demo to the catalog"))
        #expect(help.contains("Script menu"))
        #expect(help.contains("Pause / play time"))
    }

    @Test func keysLine_offersUseScriptsAndPause_forALiveDemo() throws {
        let state = Fixtures.liveState("tally")
        let keys = try #require(Fixtures.screen(state).last)
        #expect(keys.contains("Enter use"))
        #expect(keys.contains("s scripts"))
        #expect(keys.contains("p pause"))
        #expect(keys.contains("? keys"))
    }
}
