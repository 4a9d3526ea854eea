import DemoKitCore
import DemoKitTerminal

/// What the browser's session needs of a terminal: raw mode, output, and a
/// wait for the next event with a timeout.
///
/// ``RawTerminal`` is the real one; tests and the browser benchmark drive
/// ``BrowserSession`` with a terminal of their own whose clock is theirs, so
/// that seconds of animation run without sleeping.
package protocol BrowserTerminal {
    /// The terminal's size.
    var size: TerminalSize { get }
    /// Switches to raw mode and the alternate screen.
    func enter() throws(TerminalError)
    /// Takes the terminal again after the process was stopped and continued.
    func reenter() throws(TerminalError)
    /// Restores the terminal; safe to call more than once.
    func leave()
    /// Stops the process, as Ctrl-Z does, until the shell continues it.
    func suspend()
    /// Writes all of `text`.
    func write(_ text: String)
    /// Waits for input, a resize or the timeout (negative: no timeout).
    func waitForEvent(timeoutMilliseconds: Int32) -> TerminalEvent
}

extension RawTerminal: BrowserTerminal {}
