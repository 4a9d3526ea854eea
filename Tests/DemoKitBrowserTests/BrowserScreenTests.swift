import DemoKitCore
@testable import DemoKitBrowser
import DemoKitSnapshots
@testable import DemoKitTerminal
import Testing

@Suite struct BrowserScreenTests {
    @Test func wideTerminal_showsTheSidebarBesideTheFramedDemo_andTheStatusAndKeyLines() {
        var state = Fixtures.state()
        state.press(.down, .down)
        let screen = Fixtures.screen(state)
        #expect(screen.count == 30)
        #expect(screen[0].hasPrefix("Widgets"))
        #expect(screen[1].hasPrefix("  Badge"))
        #expect(screen[3].hasPrefix("› Toggle"))
        #expect(screen[0].contains("│ ╭─ Toggle · Plain ─"))
        #expect(screen[1].contains("│ tone plain width"))
        #expect(screen[28].contains("Widgets › Toggle"))
        #expect(screen[28].contains("tweak: Plain (1/3)"))
        #expect(screen[28].contains("light · LTR"))
        #expect(screen[29].contains("? keys"))
        #expect(screen[29].contains("q quit"))
        #expect(screen[29].contains("Tab group"))
    }

    /// The tweak keys are hinted only on a demo with tweaks to step
    /// through, in the catalog's key line and in the demo view's status.
    @Test func tweakKeys_areHintedOnlyOnADemoWithTweaks() {
        let wider = TerminalSize(columns: 200, rows: 30)
        for (presses, hinted) in [(0, false), (2, true)] {
            var state = Fixtures.state(size: wider)
            for _ in 0..<presses { state.press(.down) }
            let name = state.selectedDemo?.identifier ?? "?"
            let keys = BrowserScreen.keysLine(state).plainText
            #expect(keys.contains("←→ tweak") == hinted, "\(name): \(keys)")
            #expect(keys.contains("t tweaks") == hinted, "\(name): \(keys)")
            #expect(keys.contains("/ filter"), "\(name): \(keys)")
            state.press(.enter)
            let status = BrowserScreen.statusLine(state).plainText
            #expect(status.contains("←→ tweak") == hinted, "\(name): \(status)")
            #expect(status.contains("? keys"), "\(name): \(status)")
        }
    }

    @Test func demo_isRenderedAtThePaneWidth_lessItsFrame() {
        var state = Fixtures.state()
        state.press(.down, .down)
        let pane = state.layout.pane
        #expect(pane.width == 100 - 18 - 2)
        let screen = Fixtures.screen(state)
        #expect(screen[1].contains("tone plain width \(pane.width - DemoPresenter.frameWidth)"))
    }

    @Test func narrowTerminal_stacksTheSidebarAboveTheDemo() {
        var state = Fixtures.state(size: Fixtures.narrow)
        state.press(.down, .down)
        let screen = Fixtures.screen(state)
        #expect(state.layout.arrangement == .stacked)
        #expect(screen[0] == "Widgets")
        #expect(screen[3].hasPrefix("› Toggle"))
        let rule = state.layout.pane.y - 1
        #expect(screen[rule] == String(repeating: "─", count: 60))
        #expect(screen[rule + 1].hasPrefix("╭─ Toggle · Plain"))
        #expect(screen[rule + 2].contains("width \(60 - DemoPresenter.frameWidth)"))
    }

    @Test func everyLine_fitsTheTerminal_inEveryPanelAndSize() {
        let sizes = [
            TerminalSize(columns: 100, rows: 30), TerminalSize(columns: 80, rows: 24),
            TerminalSize(columns: 60, rows: 20), TerminalSize(columns: 30, rows: 8),
            TerminalSize(columns: 10, rows: 3),
        ]
        let keys: [[KeyPress]] = [
            [], [.down, .down, .character("t")], [.character("?")], [.character("/"), .character("o")],
            [.end, .enter], [.character("w"), .character("w"), .character("w"), .character("w")],
        ]
        for size in sizes {
            for sequence in keys {
                var state = Fixtures.state(size: size)
                for key in sequence { state.press(key) }
                var screen = BrowserScreen()
                let frame = screen.compose(state)
                #expect(frame.lines.count == size.rows)
                for line in frame.lines {
                    #expect(line.displayWidth <= size.columns, "\(size) \(sequence): \(line.plainText)")
                }
            }
        }
    }

    @Test func shortNarrowTerminal_givesTheDemoRows_droppingKeyHintsThenTheSidebar() {
        for rows in 5...9 {
            for columns in [24, 40, 79] {
                let size = TerminalSize(columns: columns, rows: rows)
                var state = Fixtures.state(size: size)
                state.press(.down, .down)
                let layout = state.layout
                #expect(layout.pane.height >= BrowserLayout.minimumStackedPaneRows, "\(size)")
                #expect(layout.statusRow == rows - 1 || layout.keysRow == rows - 1, "\(size)")
                let screen = Fixtures.screen(state)
                #expect(screen.count == rows)
                #expect(screen[layout.pane.y].hasPrefix("╭─ Toggle"), "\(size): \(screen)")
                #expect(screen[layout.statusRow ?? 0].contains("Toggle"), "\(size)")
            }
        }
        let seven = Fixtures.state(size: TerminalSize(columns: 60, rows: 7)).layout
        #expect(seven.keysRow == nil)
        #expect(seven.sidebar?.height == 3)
        #expect(seven.pane.height == 2)
        let six = Fixtures.state(size: TerminalSize(columns: 60, rows: 6)).layout
        #expect(six.sidebar?.height == 2)
        #expect(six.pane.height == 2)
        let five = Fixtures.state(size: TerminalSize(columns: 60, rows: 5)).layout
        #expect(five.sidebar == nil)
        #expect(five.pane.height == 4)
    }

    @Test func tooSmallTerminal_saysHowBigItMustBe() {
        let screen = Fixtures.screen(Fixtures.state(size: TerminalSize(columns: 22, rows: 4)))
        #expect(screen == ["Terminal too small", "(22×4, need 24×5)", "q quits", ""])
    }

    @Test func fullScreenDemo_opened_getsEveryRowButTheStatusLine_andSaysHowToGoBack() {
        var state = Fixtures.state()
        state.press(.tab, .down, .enter)
        #expect(state.selectedAddress == "Screens/dashboard")
        let screen = Fixtures.screen(state)
        #expect(screen[0] == "dashboard 100x29")
        #expect(screen[29].contains("Esc back"))
        #expect(!screen.contains { $0.contains("│") })
    }

    @Test func fullScreenDemo_inTheCatalog_isPreviewedAtThePaneSize() {
        var state = Fixtures.state()
        state.press(.tab, .down)
        let pane = state.layout.pane
        #expect(Fixtures.screen(state)[0].hasSuffix("dashboard \(pane.width)x\(pane.height)"))
    }

    @Test func failingDemo_showsTheErrorInThePane_inRed_andTheBrowserGoesOn() {
        var state = Fixtures.state(colorSupport: .ansi16)
        state.press(.tab)
        var screen = BrowserScreen()
        let frame = screen.compose(state)
        #expect(frame.plainLines[0].contains("! Screens/broken failed to render:"))
        #expect(frame.plainLines[2].contains("the printer is out of ink"))
        let errorRun = frame.lines[0].runs.first { $0.text.contains("failed to render") }
        #expect(errorRun?.style.foreground == .red)
        state.press(.down)
        #expect(screen.compose(state).plainLines[0].contains("dashboard"))
    }

    @Test func tallDemo_showsHowMuchIsBelow_andPageDownShowsTheLineUnderTheHintNext() {
        var state = Fixtures.state()
        state.press(.end)
        var screen = BrowserScreen()
        var frame = screen.compose(state)
        #expect(frame.plainLines[0].hasSuffix("entry 1"))
        #expect(frame.plainLines[26].hasSuffix("entry 27"))
        #expect(frame.plainLines[27].hasSuffix("↓ 33 more below · PgDn"))
        #expect(frame.demoScrollLimit == 33)
        #expect(frame.demoPageRows == 27)
        state.noteDemoScrollLimit(frame.demoScrollLimit, pageRows: frame.demoPageRows)
        state.press(.pageDown)
        frame = screen.compose(state)
        #expect(frame.plainLines[0].hasSuffix("↑ 27 more above · PgUp"))
        #expect(frame.plainLines[1].hasSuffix("entry 28"))
        #expect(frame.plainLines[26].hasSuffix("entry 53"))
        #expect(frame.plainLines[27].hasSuffix("↓ 7 more below · PgDn"))
        state.noteDemoScrollLimit(frame.demoScrollLimit, pageRows: frame.demoPageRows)
        state.press(.pageDown)
        frame = screen.compose(state)
        #expect(frame.plainLines[0].hasSuffix("↑ 33 more above · PgUp"))
        #expect(frame.plainLines[1].hasSuffix("entry 34"))
        #expect(frame.plainLines[27].hasSuffix("entry 60"))
        state.noteDemoScrollLimit(frame.demoScrollLimit, pageRows: frame.demoPageRows)
        state.press(.pageUp)
        frame = screen.compose(state)
        // The last line the `↑ more above` hint hid comes last.
        #expect(frame.plainLines[0].hasSuffix("↑ 7 more above · PgUp"))
        #expect(frame.plainLines[26].hasSuffix("entry 33"))
    }

    @Test func tweakMenu_listsNumberedTweaks_markingTheCurrentAndHighlighted() {
        var state = Fixtures.state()
        state.press(.down, .down, .right, .character("t"), .down)
        let screen = Fixtures.screen(state)
        #expect(screen[0].contains("╭─ Tweaks · Toggle ─"))
        #expect(screen[1].contains("│   1 Plain"))
        #expect(screen[2].contains("│   2 Loud ●"))
        #expect(screen[3].contains("│ › 3 Quiet"))
        #expect(screen[29].contains("Enter pick"))
    }

    @Test func tweakMenu_inAShortPane_marksWhatIsAboveAndBelow_keepingTheCursorInView() {
        let rows = (1...10).map { StyledText("tweak \($0)") }
        func window(_ cursor: Int) -> [String] {
            BrowserScreen.scrolledWindow(of: rows, cursor: cursor, room: 5).map(\.plainText)
        }
        #expect(window(0) == ["tweak 1", "tweak 2", "tweak 3", "tweak 4", "  ↓ 6 more"])
        #expect(window(5) == ["  ↑ 4 more", "tweak 5", "tweak 6", "tweak 7", "  ↓ 3 more"])
        #expect(window(9) == ["  ↑ 6 more", "tweak 7", "tweak 8", "tweak 9", "tweak 10"])
        for cursor in 0..<10 {
            let shown = window(cursor)
            #expect(shown.count == 5)
            #expect(shown.contains("tweak \(cursor + 1)"), "cursor \(cursor): \(shown)")
        }
        #expect(BrowserScreen.scrolledWindow(of: rows, cursor: 3, room: 12).count == 10)
    }

    @Test func helpPanel_listsEveryKey() {
        var state = Fixtures.state()
        state.press(.character("?"))
        let text = Fixtures.screen(state).joined(separator: "\n")
        let keys = ["↑ ↓  j k", "Enter", "t ", "← →  [ ]", "/ ", "d ", "r ", "w W", "q  Ctrl-C", "Tab ⇧Tab", "Ctrl-Z"]
        for keys in keys {
            #expect(text.contains("│ " + keys), "missing \(keys)")
        }
    }

    @Test func filterLine_showsTheTextAndTheCount() {
        var state = Fixtures.state()
        state.press(.character("/"))
        state.type("o")
        let screen = Fixtures.screen(state)
        #expect(screen[0].hasPrefix("/ o▏"))
        #expect(screen[0].contains(" 4/6 │"))
        #expect(screen[29].contains("Esc clear"))
    }

    @Test func darkAndRightToLeft_reachTheDemosContext_andFixedWidthsAlignToTheEdge() {
        var state = Fixtures.state()
        state.press(.down, .down, .character("d"), .character("r"), .character("w"))
        let screen = Fixtures.screen(state)
        #expect(screen[2].contains("dark rtl"))
        #expect(screen[28].contains("40 cols · dark · RTL"))
        // Right to left, the rendering sits at the right of the pane.
        let pane = state.layout.pane
        #expect(screen[0].hasSuffix("╮"))
        #expect(screen[0].count == pane.x + pane.width)
    }

    @Test func widerPreset_thanThePane_isClippedAtThePaneEdge_withoutAnEllipsis_andSaysSo() {
        var state = Fixtures.state(size: TerminalSize(columns: 90, rows: 20))
        state.press(.down, .down, .character("w"), .character("w"), .character("w"), .character("w"))
        var screen = BrowserScreen()
        let frame = screen.compose(state)
        let lines = frame.plainLines
        #expect(state.widthPreset == .columns(120))
        #expect(lines[18].contains("120 cols (clipped)"))
        #expect(!lines[0].contains("…"))
        // The top border runs to the pane's edge: nothing dropped, nothing
        // added.
        let pane = state.layout.pane
        #expect(frame.lines[0].plainText.count == 90)
        #expect(lines[0].count == pane.x + pane.width)
        #expect(lines[0].hasSuffix("─"))
    }

    @Test func widerPreset_rightToLeft_keepsTheRightEdge() {
        var state = Fixtures.state(size: TerminalSize(columns: 90, rows: 20))
        state.press(.down, .down, .character("r"))
        state.press(.character("w"), .character("w"), .character("w"), .character("w"))
        let screen = Fixtures.screen(state)
        let pane = state.layout.pane
        #expect(state.widthPreset == .columns(120))
        #expect(!screen[0].contains("…"))
        #expect(screen[0].hasSuffix("╮"))
        #expect(screen[0].count == pane.x + pane.width)
        #expect(!screen[0].contains("╭"))
    }
}
