import DemoKitCore
@testable import DemoKitBrowser
import DemoKitHeadless
import DemoKitSnapshots
@testable import DemoKitTerminal
import Testing

/// The session loop under an injected clock: it waits for input until the
/// next frame, draws only what changed, and lets pause stop the waits.
@Suite struct BrowserSessionTests {
    private let size = TerminalSize(columns: 100, rows: 30)

    private func run(_ demo: String, events: [(time: Duration, event: TerminalEvent)]) throws -> ClockedTerminal {
        let terminal = ClockedTerminal(size: size, events: events)
        let controller = BrowserController(
            state: Fixtures.liveState(demo, size: size), preferences: Preferences(), store: nil)
        var session = BrowserSession(controller: controller, terminal: terminal) { terminal.now }
        try session.run()
        #expect(!terminal.isActive)
        return terminal
    }

    private func key(_ text: String) -> TerminalEvent { .input(Array(text.utf8)) }

    /// The screens a terminal showed after each write, one after the other
    /// (the writer writes only what changed, so the writes alone do not
    /// hold them).
    private func shownScreens(_ terminal: ClockedTerminal) -> String {
        var shown = VirtualTerminal(columns: size.columns, rows: size.rows)
        return terminal.writes.map {
            shown.write($0.text)
            return shown.screen.plainText
        }.joined(separator: "\n")
    }

    @Test func anAnimatedDemo_isDrawnAtItsOwnRate_writingOnlyTheLinesThatChanged() throws {
        let terminal = try run("spinner", events: [(.milliseconds(2000), key("q"))])
        // The first frame, then one per 80 ms until the spinner stops at 1 s.
        #expect(terminal.writes.count == 1 + 12)
        #expect(terminal.writes.dropFirst().map(\.time) == (1...12).map { .milliseconds(80 * $0) })
        #expect(Array(terminal.timeouts.prefix(3)) == [80, 80, 80])
        // Once it stands still, the session waits for a key without a timeout.
        #expect(terminal.timeouts.last == -1)
        let first = try #require(terminal.writes.first?.text)
        #expect(first.contains("Spinner"))
        let begin = ControlSequence.beginSynchronizedUpdate
        let end = ControlSequence.endSynchronizedUpdate
        var shown = VirtualTerminal(columns: size.columns, rows: size.rows)
        shown.write(first)
        for (index, write) in terminal.writes.dropFirst().enumerated() {
            shown.write(write.text)
            #expect(shown.screen.plainText.contains("spin \(index + 1)"))
            // Only the count's changed digits are written, on row 2: the
            // sidebar, frame and status line are not written again, but
            // for the last frame, where the key hints no longer offer
            // `p pause` once the spinner has stopped.
            #expect(write.text.hasPrefix(begin + "\u{1B}[2;") && write.text.hasSuffix(end))
            let body = write.text.dropFirst(begin.count + 3).dropLast(end.count)
            let digits = body.drop { $0 != "H" }.dropFirst()
            if index < 11 {
                #expect(!digits.isEmpty && "spin \(index + 1)".hasSuffix(digits), "\(write.text.debugDescription)")
            }
        }
        #expect(terminal.writes.last?.text.contains("p pause") == false)
    }

    @Test func p_stopsTheFrames_andTheSessionWaitsForKeysOnly_untilPResumes() throws {
        let terminal = try run(
            "spinner",
            events: [(.milliseconds(250), key("p")), (.milliseconds(5000), key("p")), (.milliseconds(5100), key("q"))])
        let times = terminal.writes.map(\.time)
        // Frames at 80, 160 and 240 ms, the pause at 250 ms (its notice),
        // nothing until 5 s, then frames again 80 ms of virtual time apart.
        #expect(Array(times.prefix(5)) == [.zero, .milliseconds(80), .milliseconds(160), .milliseconds(240), .milliseconds(250)])
        #expect(times[5] == .milliseconds(5000))
        #expect(times[6] == .milliseconds(5070))
        #expect(terminal.timeouts.contains(-1))
    }

    @Test func keys_reachAFocusedDemo_atTheirVirtualTime() throws {
        let terminal = try run(
            "tally",
            events: [
                (.milliseconds(120), key("\r")), (.milliseconds(330), key("\u{1B}[A")), (.milliseconds(400), key("\u{1D}")),
                (.milliseconds(450), key("q")),
            ])
        let screens = shownScreens(terminal)
        #expect(screens.contains("tally 1"))
        #expect(screens.contains("last input at 330 ms"))
        #expect(screens.contains("keys go to the demo"))
    }

    @Test func aLoneEscape_waitsForTheRestOfItsSequence_evenWhenAFrameComesFirst() throws {
        // ESC at 50 ms, `[A` at 90 ms: the frame due at 80 ms comes
        // between them, and the two halves still make one ↑.
        let terminal = try run(
            "tally",
            events: [
                (.milliseconds(5), key("\r")), (.milliseconds(50), key("\u{1B}")), (.milliseconds(90), key("[A")),
                (.milliseconds(300), key("\u{1D}q")),
            ])
        #expect(shownScreens(terminal).contains("tally 1"))
        #expect(shownScreens(terminal).contains("frame 1"))
    }

    @Test func milliseconds_roundUp_soAWaitNeverEndsBeforeTheFrame() {
        #expect(BrowserSession<ClockedTerminal>.milliseconds(nil) == -1)
        #expect(BrowserSession<ClockedTerminal>.milliseconds(.zero) == 0)
        #expect(BrowserSession<ClockedTerminal>.milliseconds(.microseconds(79_001)) == 80)
        #expect(BrowserSession<ClockedTerminal>.milliseconds(.milliseconds(80)) == 80)
    }
}
