import DemoKitCore
import Foundation

/// One run of a stream component against a ``VirtualTerminal``: the one
/// engine behind every stream component demo.
///
/// It owns what every run has: the lock, the terminal, the inputs and the
/// horizon the host has asked for, the bytes of an input read a byte at a
/// time, the input mode, the outcome, the end of the run (and the bound on
/// what a component that ignores it may still do), and the component's
/// writes, reports and size. What differs is a small scheduler, a subclass
/// each: how the body starts, what "now" is, and how a read or a sleep
/// (a wait for an event until a deadline) resumes its caller:
///
/// - ``ThreadComponentRun``: a synchronous component on a thread of its
///   own, parked in virtual time;
/// - ``AsyncComponentRun``: an `async` component on an executor of its
///   own, a discrete-event scheduler in virtual time;
/// - ``RealTimeComponentRun``: either kind on the wall clock.
///
/// A host that goes back (an earlier time, a different input, another size)
/// starts a new run, and a player that is dropped drops its run; the old
/// run is *ended*: its reads see end of input (a read with a timeout returns
/// once its time has passed, at once), its sleeps return at once and its
/// writes go nowhere, so a component that honours end of input, or sleeps
/// until a time, finishes and its thread exits. The host waits for that
/// (``end()``), so that what the component does at its end happens in the
/// time of the demo that ran it, not during the next one.
class ComponentRun: @unchecked Sendable {
    // Everything below is guarded by `condition`.
    let condition = NSCondition()
    var terminal: VirtualTerminal
    /// Why the run stopped for its host (the virtual-time schedulers').
    var state = ComponentState.running
    var inputs: [TimedInput]
    /// No input will come after `inputs`: reads past them see end of input.
    var inputClosed: Bool
    var horizon: Duration
    var nextInput = 0
    var pending = PendingBytes()
    var ended = false
    /// Ctrl-C arrived with ``TerminalInputMode/interruptsOnControlC`` on:
    /// for the component the run has ended, as its process would have, and
    /// its outcome is `DemoOutcome.cancelled`.
    var interrupted = false
    var reportedOutcome: DemoOutcome?
    /// How the line discipline treats input; the component sets it.
    var mode = TerminalInputMode.noncanonical
    /// The demo's time limit: how long ``end()`` waits for the component.
    var timeLimit = Duration.zero
    /// The component's code has returned or thrown.
    var componentReturned = false
    /// The component's task, for a body that is `async`: cancelled when the
    /// run ends.
    var task: Task<Void, Never>?
    /// Calls made after the run ended; past ``callsAfterEndLimit`` they are
    /// left waiting for good rather than answered.
    var callsAfterEnd = 0
    /// Set once calls after the end are left waiting for good.
    var isParkedForGood = false

    /// Whether LF is written as CR LF, as a terminal's line discipline does
    /// with output processing on (termios `OPOST` and `ONLCR`).
    let translatesNewlines: Bool

    init(
        columns: Int, rows: Int, translatesNewlines: Bool, inputs: [TimedInput], horizon: Duration, inputClosed: Bool
    ) {
        self.translatesNewlines = translatesNewlines
        self.terminal = VirtualTerminal(columns: columns, rows: rows)
        self.inputs = inputs
        self.horizon = horizon
        self.inputClosed = inputClosed
    }

    // MARK: - Host side

    /// The terminal's size, for the host to tell whether a request
    /// continues this run.
    var columns: Int {
        condition.lock()
        defer { condition.unlock() }
        return terminal.columns
    }

    var rows: Int {
        condition.lock()
        defer { condition.unlock() }
        return terminal.rows
    }

    /// Whether a request for `inputs` at `horizon` continues this run.
    func canContinue(with inputs: [TimedInput], horizon: Duration, inputClosed: Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return !ended
            && RunProgress(inputs: self.inputs, horizon: self.horizon, inputClosed: self.inputClosed)
                .isContinued(by: inputs, horizon: horizon, inputClosed: inputClosed)
    }

    /// Lets the component run on to `horizon` with `inputs`, and waits until
    /// it parks or finishes, at most `limit` of real time: in virtual time,
    /// a parked component is let go when anything changed.
    func advance(inputs: [TimedInput], horizon: Duration, inputClosed: Bool, limit: Duration) throws(TerminalComponentError) {
        condition.lock()
        let changed = inputs.count != self.inputs.count || horizon != self.horizon || inputClosed != self.inputClosed
        self.inputs = inputs
        self.horizon = horizon
        self.inputClosed = inputClosed
        if changed, case .parked = state {
            state = .running
            condition.broadcast()
        }
        condition.unlock()
        try waitForComponent(limit: limit)
    }

    /// Waits until the component parks or finishes, at most `limit` of real
    /// time; past it, ends the run and throws.
    func waitForComponent(limit: Duration) throws(TerminalComponentError) {
        let deadline = Date(timeIntervalSinceNow: limit.seconds)
        condition.lock()
        while state == .running {
            if !condition.wait(until: deadline) {
                if state != .running { break }
                let error = limitPassed(limit)
                let task = endLocked()
                condition.unlock()
                task?.cancel()
                throw error
            }
        }
        condition.unlock()
    }

    /// Why the component did not park within `limit`. Called with the lock
    /// held.
    func limitPassed(_ limit: Duration) -> TerminalComponentError {
        .didNotWait(limit: limit)
    }

    /// Ends the run (the component sees end of input, and sleeps and timed
    /// reads that return at once with their time passed) and waits, at most
    /// the demo's time limit, until the component has returned or its calls
    /// are left waiting for good.
    func end() {
        condition.lock()
        let deadline = Date(timeIntervalSinceNow: timeLimit.seconds)
        let task = endLocked()
        condition.unlock()
        // Cancelling runs the task's cancellation handlers, which take the
        // lock.
        task?.cancel()
        condition.lock()
        defer { condition.unlock() }
        while !isParkedForGood && !componentReturned {
            if !condition.wait(until: deadline) { return }
        }
    }

    /// Marks the run ended and wakes every waiter; returns the task to
    /// cancel once the lock is released. Called with the lock held.
    @discardableResult
    func endLocked() -> Task<Void, Never>? {
        guard !ended else { return nil }
        ended = true
        condition.broadcast()
        return task
    }

    /// The state the component stopped in.
    var currentState: ComponentState {
        condition.lock()
        defer { condition.unlock() }
        return state
    }

    /// The outcome the component reported, if any.
    var outcome: DemoOutcome? {
        condition.lock()
        defer { condition.unlock() }
        return reportedOutcome
    }

    /// A copy of the terminal as the component left it.
    var terminalSnapshot: VirtualTerminal {
        condition.lock()
        defer { condition.unlock() }
        return terminal
    }

    // MARK: - Component side (called by HeadlessTerminal)

    /// Whether the component's side of the run is over: the host ended it,
    /// or Ctrl-C interrupted it.
    var isStopped: Bool { ended || interrupted }

    var inputMode: TerminalInputMode {
        get {
            condition.lock()
            defer { condition.unlock() }
            return mode
        }
        set {
            condition.lock()
            mode = newValue
            condition.unlock()
        }
    }

    func write(_ string: String) {
        guard translatesNewlines, string.utf8.contains(0x0A) else {
            condition.lock()
            if !isStopped {
                terminal.write(string)
                didWrite()
            }
            condition.unlock()
            return
        }
        write(bytes: string.utf8)
    }

    func write<Bytes: Sequence<UInt8>>(bytes: Bytes) {
        condition.lock()
        defer { condition.unlock() }
        guard !isStopped else { return }
        terminal.write(componentBytes: bytes, translatesNewlines: translatesNewlines)
        didWrite()
    }

    /// Called with the lock held after each write that reached the
    /// terminal.
    func didWrite() {}

    func report(_ outcome: DemoOutcome) {
        condition.lock()
        if !isStopped { reportedOutcome = outcome }
        condition.unlock()
    }

    var size: (columns: Int, rows: Int) {
        condition.lock()
        defer { condition.unlock() }
        return (terminal.columns, terminal.rows)
    }

    /// Whether every input has been read and no more will come.
    var isAtEnd: Bool {
        condition.lock()
        defer { condition.unlock() }
        return pending.isEmpty && nextInput >= inputs.count && (inputClosed || isStopped)
    }

    /// One byte of input, for a component that reads byte by byte.
    func readByte(timeout: Duration?) -> UInt8? {
        condition.lock()
        if let byte = pending.takeByte() {
            condition.unlock()
            return byte
        }
        condition.unlock()
        guard let bytes = read(timeout: timeout) else { return nil }
        condition.lock()
        defer { condition.unlock() }
        return pending.split(bytes)
    }

    /// Takes the next input and delivers it through the line discipline:
    /// its bytes as the terminal's modes encode them, or `nil` when it is
    /// Ctrl-C and interrupts (ISIG: SIGINT, whose default action ends the
    /// program), which ends the run for the component as cancelled. Called
    /// with the lock held, with an input left.
    func deliverNextInput() -> [UInt8]? {
        let input = inputs[nextInput].input
        nextInput += 1
        let bytes = input.terminalBytes(
            applicationCursorKeys: terminal.isApplicationCursorKeysEnabled,
            bracketedPaste: terminal.isBracketedPasteEnabled)
        switch mode.deliver(bytes) {
        case .bytes(let delivered):
            return delivered
        case .interrupt:
            interrupted = true
            reportedOutcome = .cancelled
            didInterrupt()
            return nil
        }
    }

    /// Called with the lock held when Ctrl-C interrupted the component.
    func didInterrupt() {}

    /// How many reads and sleeps an ended run answers before it leaves them
    /// waiting for good: plenty for a component to finish, few enough that
    /// one that never does (an endless spinner, a loop that ignores end of
    /// input) costs little before it stops.
    static let callsAfterEndLimit = 1_000

    /// Counts a call answered after the run stopped; `false` once past the
    /// limit, when calls are left waiting for good. Called with the lock
    /// held.
    func noteCallAfterEnd() -> Bool {
        callsAfterEnd += 1
        guard callsAfterEnd > Self.callsAfterEndLimit else { return true }
        isParkedForGood = true
        condition.broadcast()
        return false
    }

    /// Blocks the calling thread for good. Called with the lock held.
    func parkForGood() -> Never {
        while true { condition.wait() }
    }

    // MARK: - The scheduler's part

    /// The run's time: virtual, or real time since the run started.
    var virtualTime: Duration { fatalError("a scheduler defines the run's time") }

    /// The next input's bytes; `nil` at end of input or after `timeout`.
    /// Blocks the calling thread.
    func read(timeout: Duration?) -> [UInt8]? { fatalError("a scheduler defines how a read waits") }

    /// Waits `duration`, blocking the calling thread.
    func sleep(for duration: Duration) { fatalError("a scheduler defines how a sleep waits") }

    /// The next input's bytes, suspending the calling task.
    func suspendingRead(timeout: Duration?) async -> [UInt8]? { read(timeout: timeout) }

    /// Suspends the calling task until the run's time reaches `deadline`;
    /// throws `CancellationError` when the task is cancelled or the run
    /// ends first.
    func suspendingSleep(until deadline: Duration) async throws {
        sleep(for: deadline - virtualTime)
        try Task.checkCancellation()
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
