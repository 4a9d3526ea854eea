import DemoKitCore

/// How a long-running step goes in virtual time: it runs for a fixed
/// duration and then succeeds or fails, unless it is cancelled first.
///
/// Every question is asked at a time, so the same run drawn at 1.2 s is the
/// same on every machine, and scrubbing back shows it running again.
struct StepRun: Sendable, Hashable {
    enum Ending: Sendable, Hashable {
        case success
        case failure
    }

    /// Where the step is at a time, with the elapsed time it shows.
    enum Phase: Sendable, Hashable {
        case running(elapsed: Duration)
        case succeeded(after: Duration)
        case failed(after: Duration)
        case cancelled(after: Duration)

        var isFinished: Bool {
            if case .running = self { return false }
            return true
        }
    }

    /// How long the work takes until it ends.
    let duration: Duration
    let ending: Ending
    /// When the person cancelled it (Ctrl-C), if they did before it ended.
    private(set) var cancelledAt: Duration?

    init(duration: Duration, ending: Ending) {
        self.duration = max(.zero, duration)
        self.ending = ending
    }

    /// When the step stops: its end, or the cancellation before it.
    var end: Duration { min(cancelledAt ?? duration, duration) }

    func phase(at time: Duration) -> Phase {
        if let cancelledAt, time >= cancelledAt { return .cancelled(after: cancelledAt) }
        guard time >= duration else { return .running(elapsed: time) }
        return ending == .success ? .succeeded(after: duration) : .failed(after: duration)
    }

    /// Cancels the step at `time`; nothing if it had already ended then.
    ///
    /// - Returns: Whether the step was cancelled.
    @discardableResult
    mutating func cancel(at time: Duration) -> Bool {
        guard cancelledAt == nil, time < duration else { return false }
        cancelledAt = time
        return true
    }

    /// The first time after `time` at which something drawn from the run
    /// changes: the next `tick` (a spinner's frame), the next of `events`
    /// (a message, a line of output), or the end; `nil` once it has ended.
    func nextChange(after time: Duration, tick: Duration?, events: [Duration] = []) -> Duration? {
        guard time < end else { return nil }
        var next = end
        if let tick, tick > .zero { next = min(next, tick * (Int(time / tick) + 1)) }
        if let event = events.filter({ $0 > time }).min() { next = min(next, event) }
        return next
    }

    /// How the step has ended by `time`, as a program running it would see
    /// it: completed, failed with `errorMessage`, or cancelled; `nil` while
    /// it runs.
    func outcome(at time: Duration, errorMessage: String) -> DemoOutcome? {
        switch phase(at: time) {
        case .running: nil
        case .succeeded: .completed
        case .failed: .failed(errorMessage)
        case .cancelled: .cancelled
        }
    }
}

extension Duration {
    /// Elapsed time as a step's ending shows it: `0.4s`, `3.0s`, `12.5s`
    /// (tenths, rounded down, so a label never runs ahead of the time).
    var elapsedLabel: String {
        let (seconds, attoseconds) = components
        let tenths = max(0, seconds) * 10 + max(0, attoseconds) / 100_000_000_000_000_000
        return "\(tenths / 10).\(tenths % 10)s"
    }

}
