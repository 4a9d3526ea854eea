/// A terminal that cannot be set up: its settings cannot be read or set,
/// or the pipe that wakes the input loop cannot be made.
package struct TerminalError: Error, Equatable, CustomStringConvertible {
    /// What failed, with the system's reason, as one line.
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    static func failure(_ message: String) -> TerminalError {
        TerminalError(message)
    }

    package var description: String { message }
}
