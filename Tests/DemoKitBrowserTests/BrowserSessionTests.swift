import DemoKitCore
@testable import DemoKitBrowser
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
        for (index, write) in terminal.writes.dropFirst().enumerated() {
            #expect(write.text.contains("spin \(index + 1)"))
            // One line moves: the sidebar, frame and status line are not written again.
            #expect(!write.text.contains("Spinner"))
            #expect(!write.text.contains("LiveDemos"))
            #expect(write.text.components(separatedBy: ControlSequence.moveCursor(row: 2, column: 1)).count == 2)
            // One line is written, but for the last frame: the key hints
            // no longer offer `p pause` once the spinner has stopped.
            let lines = index == 11 ? 2 : 1
            #expect(write.text.components(separatedBy: ";1H").count == lines + 1, "\(write.text.debugDescription)")
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
        let screens = terminal.writes.map(\.text).joined()
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
        let screens = terminal.writes.map(\.text).joined()
        #expect(screens.contains("tally 1"))
        #expect(screens.contains("frame 1"))
    }

    @Test func milliseconds_roundUp_soAWaitNeverEndsBeforeTheFrame() {
        #expect(BrowserSession<ClockedTerminal>.milliseconds(nil) == -1)
        #expect(BrowserSession<ClockedTerminal>.milliseconds(.zero) == 0)
        #expect(BrowserSession<ClockedTerminal>.milliseconds(.microseconds(79_001)) == 80)
        #expect(BrowserSession<ClockedTerminal>.milliseconds(.milliseconds(80)) == 80)
    }
}
