/// How a classic step (the progress bar, the spinner) ended.
enum ClassicStepOutcome: Sendable, Hashable {
    case succeeded
    case failed
    /// `isCancelled` said so (the tool's SIGINT handler set its flag).
    case cancelled
}
