import DemoKitCore
import Foundation

/// One run of a stream component on its own thread, against a
/// ``VirtualTerminal``, stepped by virtual time and input.
///
/// The component's code runs as written, blocking calls and all; what makes
/// it deterministic is that it and its host never run at once. The host
/// lets the component run up to a virtual time (the *horizon*) with the
/// input delivered so far and waits; the component runs until it finishes
/// or waits for something beyond that: a key not yet pressed or a sleep
/// past the horizon. Then it parks and the host reads the screen. The next
/// step resumes it where it parked, so showing a 60-second animation frame
/// by frame runs the component once.
///
/// A host that goes back (an earlier time, a different input, another size)
/// starts a new run, and a demo value that is dropped drops its run; the old
/// run is *ended*: its reads see end of input (a read with a timeout returns
/// once its time has passed, at once), its sleeps return at once and its
/// writes go nowhere, so a component that honours end of input, or sleeps
/// until a time, finishes and its thread exits. The host waits for that
/// (``end()``), so that what the component does at its end
/// happens in the time of the demo that ran it, not during the next one.
final class ComponentRun: ComponentEngine, ComponentHost, @unchecked Sendable {
    typealias State = ComponentState

    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var terminal: VirtualTerminal
    private var state = State.running
    private var inputs: [TimedInput] = []
    /// No input will come after `inputs`: reads past them see end of input.
    private var inputClosed: Bool
    private var horizon: Duration
    private var ended = false
    /// Calls made after the run ended; past ``callsAfterEndLimit`` the
    /// thread parks for good rather than spin.
    private var callsAfterEnd = 0
    /// Set when the thread has parked for good after the run ended.
    private var isParkedForGood = false
    /// The demo's time limit: how long ``end()`` waits for the component.
    private var timeLimit = Duration.zero
    private var reportedOutcome: DemoOutcome?
    /// How the line discipline treats input; the component sets it.
    private var mode = TerminalInputMode.noncanonical
    /// Ctrl-C arrived with ``TerminalInputMode/interruptsOnControlC`` on:
    /// for the component the run has ended, as its process would have, and
    /// its outcome is `DemoOutcome.cancelled`.
    private var interrupted = false

    // The component's side: only its thread touches these, while running.
    private var now = Duration.zero
    private var nextInput = 0
    private var pending = PendingBytes()

    /// What the run has consumed, for the host to tell whether a request
    /// continues it.
    private(set) var columns: Int
    private(set) var rows: Int
    /// Whether LF is written as CR LF, as a terminal's line discipline does
    /// with output processing on (termios `OPOST` and `ONLCR`).
    let translatesNewlines: Bool

    init(
        columns: Int, rows: Int, translatesNewlines: Bool, inputs: [TimedInput], horizon: Duration, inputClosed: Bool
    ) {
        self.translatesNewlines = translatesNewlines
        self.terminal = VirtualTerminal(columns: columns, rows: rows)
        self.columns = terminal.columns
        self.rows = terminal.rows
        self.inputs = inputs
        self.horizon = horizon
        self.inputClosed = inputClosed
    }

    // MARK: - Host side

    /// Starts the component on a thread of its own and waits until it parks
    /// or finishes, at most `limit` of real time.
    func start(
        _ body: @escaping @Sendable (HeadlessTerminal) throws -> Void, name: String, limit: Duration
    ) throws(TerminalComponentError) {
        timeLimit = limit
        let handle = HeadlessTerminal(host: self)
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

    /// Whether a request for `inputs` at `horizon` continues this run.
    func canContinue(with inputs: [TimedInput], horizon: Duration, inputClosed: Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return !ended
            && RunProgress(inputs: self.inputs, horizon: self.horizon, inputClosed: self.inputClosed)
                .isContinued(by: inputs, horizon: horizon, inputClosed: inputClosed)
    }

    /// Lets the component run on to `horizon` with `inputs`, and waits until
    /// it parks or finishes, at most `limit` of real time.
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

    private func waitForComponent(limit: Duration) throws(TerminalComponentError) {
        let deadline = Date(timeIntervalSinceNow: limit.seconds)
        condition.lock()
        defer { condition.unlock() }
        while state == .running {
            if !condition.wait(until: deadline) {
                if state != .running { break }
                endLocked()
                throw .didNotWait(limit: limit)
            }
        }
    }

    /// Ends the run (the component sees end of input, and sleeps and timed
    /// reads that return at once with their time passed) and waits, at most
    /// the demo's time limit, until the component has finished or its
    /// thread has parked for good.
    func end() {
        condition.lock()
        let deadline = Date(timeIntervalSinceNow: timeLimit.seconds)
        defer { condition.unlock() }
        endLocked()
        while !isParkedForGood {
            if case .finished = state { return }
            if !condition.wait(until: deadline) { return }
        }
    }

    private func endLocked() {
        ended = true
        condition.broadcast()
    }

    /// The state the component stopped in.
    var currentState: State {
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

    // MARK: - Component side (called by HeadlessTerminal on the run's thread)

    /// Whether the component's side of the run is over: the host ended it,
    /// or Ctrl-C interrupted it.
    private var isStopped: Bool { ended || interrupted }

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
            if !isStopped { terminal.write(string) }
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
    }

    func report(_ outcome: DemoOutcome) {
        condition.lock()
        if !isStopped { reportedOutcome = outcome }
        condition.unlock()
    }

    var virtualTime: Duration {
        condition.lock()
        defer { condition.unlock() }
        return now
    }

    var size: (columns: Int, rows: Int) {
        condition.lock()
        defer { condition.unlock() }
        return (terminal.columns, terminal.rows)
    }

    var isAtEnd: Bool {
        condition.lock()
        defer { condition.unlock() }
        return pending.isEmpty && nextInput >= inputs.count && (inputClosed || isStopped)
    }

    func sleep(for duration: Duration) {
        condition.lock()
        defer { condition.unlock() }
        let target = now + max(duration, .zero)
        while true {
            if isStopped {
                noteCallAfterEnd()
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
    func read(timeout: Duration?) -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        if let bytes = pending.takeAll() { return bytes }
        let deadline = timeout.map { now + max($0, .zero) }
        while true {
            if isStopped {
                // End of input, as below: a read with a timeout waits it
                // out at once, so a component that sleeps by reading with
                // a timeout (Ctrl-C cuts the sleep short) still moves on.
                noteCallAfterEnd()
                if let deadline { now = max(now, deadline) }
                return nil
            }
            if nextInput < inputs.count {
                let arrival = max(inputs[nextInput].time, now)
                if deadline == nil || arrival <= deadline ?? arrival {
                    now = arrival
                    let input = inputs[nextInput].input
                    nextInput += 1
                    let bytes = input.terminalBytes(
                        applicationCursorKeys: terminal.isApplicationCursorKeysEnabled,
                        bracketedPaste: terminal.isBracketedPasteEnabled)
                    switch mode.deliver(bytes) {
                    case .bytes(let delivered):
                        return delivered
                    case .interrupt:
                        // ISIG: SIGINT, whose default action ends the
                        // program.
                        interrupted = true
                        reportedOutcome = .cancelled
                        if let deadline { now = max(now, deadline) }
                        return nil
                    }
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

    /// A synchronous component has no task to suspend: its terminal's
    /// suspending read (called from a task it started) waits as `read(timeout:)`
    /// does.
    func suspendingRead(timeout: Duration?) async -> [UInt8]? {
        read(timeout: timeout)
    }

    /// Waits, as `sleep(for:)` does, until the component's time reaches
    /// `deadline`.
    func suspendingSleep(until deadline: Duration) async throws {
        sleep(for: deadline - virtualTime)
        try Task.checkCancellation()
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

    /// Parks the component until the host changes something. Called with
    /// the lock held; returns with it held.
    private func park(wake: Duration?) {
        state = .parked(wake: wake)
        condition.broadcast()
        while case .parked = state, !ended {
            condition.wait()
        }
    }

    /// How many reads and sleeps an ended run answers before its thread
    /// parks for good: plenty for a component to finish, few enough that one
    /// that never does (an endless spinner, a loop that ignores end of
    /// input) costs little before it stops.
    static let callsAfterEndLimit = 1_000

    private func noteCallAfterEnd() {
        callsAfterEnd += 1
        if callsAfterEnd > Self.callsAfterEndLimit {
            isParkedForGood = true
            // An interrupted process is gone, whether or not this thread
            // returns: the host sees it finished.
            if interrupted && !ended { state = .finished(failure: nil) }
            condition.broadcast()
            while true { condition.wait() }
        }
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
