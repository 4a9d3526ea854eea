import DemoKitSnapshots

/// What a browser that died by a signal printed, reduced to what its
/// demo's pane shows: the runtime's message (`Fatal error: boom`) and the
/// first frames of the backtrace.
package struct CrashReport: Equatable, Sendable {
    /// The runtime's one-line message, if it printed one, or that the stack
    /// overflowed in a recursion (``CrashLog/cause``).
    package var message: String?
    /// The first frames of the backtrace, trimmed.
    package var frames: [String]

    /// How many frames the pane shows.
    package static let frameLimit = 6

    /// Picks the message and frames out of `standardError`, as render
    /// workers do (``CrashLog``).
    package init(standardError: String) {
        let log = CrashLog(standardError, lines: Self.frameLimit)
        message = log.cause
        frames = log.backtrace
    }

    /// `This demo crashed the browser: signal 4 (SIGILL): Fatal error: boom`.
    /// Without a message from the runtime, a SIGSEGV or SIGBUS is most
    /// often a stack overflow (unbounded recursion), which leaves no room
    /// to print one.
    package func summary(signal: Int32, signalName: String) -> String {
        let isMemory = ["SIGSEGV", "SIGBUS"].contains(signalName)
        let cause = message ?? (isMemory ? "a stack overflow or a bad memory access" : nil)
        return "This demo crashed the browser: signal \(signal) (\(signalName))" + (cause.map { ": " + $0 } ?? "")
    }
}
