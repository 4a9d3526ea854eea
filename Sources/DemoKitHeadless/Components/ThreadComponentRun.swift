import DemoKitCore
import Foundation

/// The scheduler of a synchronous stream component in virtual time: its
/// code runs as written, blocking calls and all, on a thread of its own.
///
/// What makes it deterministic is that the component and its host never
/// run at once. The host lets the component run up to a virtual time (the
/// *horizon*) with the input delivered so far and waits; the component runs
/// until it finishes or waits for something beyond that: a key not yet
/// pressed or a sleep past the horizon. Then it parks and the host reads
/// the screen. The next step resumes it where it parked, so showing a
/// 60-second animation frame by frame runs the component once.
final class ThreadComponentRun: ComponentRun, @unchecked Sendable {
    // The component's side: only its thread touches this, while running.
    private var now = Duration.zero

    /// Starts the component on a thread of its own and waits until it parks
    /// or finishes, at most `limit` of real time.
    func start(
        _ body: @escaping @Sendable (HeadlessTerminal) throws -> Void, name: String, limit: Duration
    ) throws(TerminalComponentError) {
        timeLimit = limit
        let handle = HeadlessTerminal(run: self)
        let thread = Thread { [self] in
            var failure: String?
            do {
                try withAlternateSignalStack { try body(handle) }
            } catch {
                failure = String(describing: error)
            }
            condition.lock()
            // An interrupted component's last acts are not its outcome.
            state = .finished(failure: interrupted ? nil : failure)
            componentReturned = true
            condition.broadcast()
            condition.unlock()
        }
        // Secondary threads get 512 KiB on macOS; a component's recursion
        // should not overflow sooner here than in its own main thread.
        thread.stackSize = 8 << 20
        // Named after the demo: a crash report names the thread that crashed.
        thread.name = "DemoKit stream component: \(name)"
        thread.start()
        try waitForComponent(limit: limit)
    }

    override var virtualTime: Duration {
        condition.lock()
        defer { condition.unlock() }
        return now
    }

    override func sleep(for duration: Duration) {
        condition.lock()
        defer { condition.unlock() }
        let target = now + max(duration, .zero)
        while true {
            if isStopped {
                answerAfterEnd()
                now = target
                return
            }
            if target <= horizon {
                now = target
                return
            }
            park(wake: target)
        }
    }

    /// The bytes of the next input: buffered bytes first, then the next key
    /// or paste, encoded as the terminal's modes say. `nil` at end of input,
    /// or when `timeout` of virtual time passes first.
    override func read(timeout: Duration?) -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        if let bytes = pending.takeAll() { return bytes }
        let deadline = timeout.map { now + max($0, .zero) }
        while true {
            if isStopped {
                // End of input, as below: a read with a timeout waits it
                // out at once, so a component that sleeps by reading with
                // a timeout (Ctrl-C cuts the sleep short) still moves on.
                answerAfterEnd()
                if let deadline { now = max(now, deadline) }
                return nil
            }
            if nextInput < inputs.count {
                let arrival = max(inputs[nextInput].time, now)
                if deadline == nil || arrival <= deadline ?? arrival {
                    now = arrival
                    if let delivered = deliverNextInput() { return delivered }
                    if let deadline { now = max(now, deadline) }
                    return nil
                }
            }
            if let deadline, deadline <= horizon {
                // Time runs out before the next input arrives.
                now = deadline
                return nil
            }
            if inputClosed && nextInput >= inputs.count {
                if let deadline { now = max(now, deadline) }
                return nil
            }
            park(wake: deadline)
        }
    }

    /// Parks the component until the host changes something. Called with
    /// the lock held; returns with it held.
    private func park(wake: Duration?) {
        state = .parked(wake: wake)
        condition.broadcast()
        while case .parked = state, !ended {
            condition.wait()
        }
    }

    /// Answers a call made after the run stopped, or, past the limit, parks
    /// the thread for good. Called with the lock held.
    private func answerAfterEnd() {
        guard !noteCallAfterEnd() else { return }
        // An interrupted process is gone, whether or not this thread
        // returns: the host sees it finished.
        if interrupted && !ended { state = .finished(failure: nil) }
        condition.broadcast()
        parkForGood()
    }
}
