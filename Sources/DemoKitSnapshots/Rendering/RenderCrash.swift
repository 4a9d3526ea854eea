/// A render worker that died while rendering a case: the signal, the
/// runtime's message and the first lines of the crashed thread's backtrace,
/// as the Swift runtime's backtracer printed them.
package struct RenderCrash: Sendable, Equatable {
    /// The signal that ended the worker (4 for a trap on Linux), or `nil`
    /// when it exited by itself.
    package var signal: Int32?
    /// `SIGILL`, or `nil` without a signal.
    package var signalName: String?
    /// The exit status when it exited without a signal.
    package var exitStatus: Int32?
    /// `Fatal error: boom`, or the backtracer's `Program crashed: …` line,
    /// or `nil` when the worker printed neither.
    package var message: String?
    /// The first lines of the crashed thread's backtrace, trimmed.
    package var backtrace: [String]

    package init(
        signal: Int32?, signalName: String?, exitStatus: Int32? = nil, message: String?, backtrace: [String]
    ) {
        self.signal = signal
        self.signalName = signalName
        self.exitStatus = exitStatus
        self.message = message
        self.backtrace = backtrace
    }
}
