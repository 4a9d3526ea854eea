/// What ``RawTerminal/waitForEvent(timeoutMilliseconds:)`` saw.
package enum TerminalEvent: Sendable, Equatable {
    /// Bytes typed (or pasted).
    case input([UInt8])
    /// The window changed size (SIGWINCH).
    case resized
    /// The process was stopped and continued (SIGCONT): take the terminal
    /// again and redraw.
    case resumed
    /// Bytes on the message descriptor (``RawTerminal/messageInput``):
    /// what a supervisor tells the program.
    case message([UInt8])
    /// Nothing happened within the timeout.
    case timedOut
    /// A signal interrupted the wait; wait again.
    case interrupted
    /// The terminal went away (end of input, hang-up).
    case closed
}
