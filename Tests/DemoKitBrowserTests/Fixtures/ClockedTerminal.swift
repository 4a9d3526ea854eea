@testable import DemoKitBrowser
import DemoKitCore
@testable import DemoKitTerminal

/// A terminal whose clock is its own: a wait with a timeout moves the clock
/// on by the timeout at once, and scripted input arrives at its time, so a
/// session runs seconds of animation without sleeping.
final class ClockedTerminal: BrowserTerminal {
    /// What the session wrote, with the clock's reading.
    private(set) var writes: [(time: Duration, text: String)] = []
    /// The timeouts the session asked for, in milliseconds.
    private(set) var timeouts: [Int32] = []
    /// The clock.
    private(set) var now: Duration = .zero
    private var events: [(time: Duration, event: TerminalEvent)]
    private(set) var isActive = false

    let size: TerminalSize

    /// - Parameters:
    ///   - size: The terminal's size.
    ///   - events: What happens, and when. With none left, a wait without
    ///     a timeout sees the terminal close.
    init(size: TerminalSize, events: [(time: Duration, event: TerminalEvent)]) {
        self.size = size
        self.events = events
    }

    func enter() throws(TerminalError) { isActive = true }
    func reenter() throws(TerminalError) { isActive = true }
    func leave() { isActive = false }
    func suspend() {}

    func write(_ text: String) {
        writes.append((now, text))
    }

    func waitForEvent(timeoutMilliseconds: Int32) -> TerminalEvent {
        timeouts.append(timeoutMilliseconds)
        let deadline = timeoutMilliseconds < 0 ? nil : now + .milliseconds(Int(timeoutMilliseconds))
        if let next = events.first, deadline.map({ next.time <= $0 }) ?? true {
            events.removeFirst()
            now = max(now, next.time)
            return next.event
        }
        guard let deadline else { return .closed }
        now = deadline
        return .timedOut
    }
}
