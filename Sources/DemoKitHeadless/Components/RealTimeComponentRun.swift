import DemoKitCore
import Foundation

/// One run of a stream component on the real clock, for a demo whose
/// ``TimedDemo/timing`` is ``DemoTiming/realTime``: third-party code that
/// reads the wall clock or fires its own timers (tuist/Noora's spinner on
/// a `Timer`, its elapsed times from `DispatchTime.now()`).
///
/// The component runs as it would in a terminal: a synchronous one on a
/// thread of its own, an `async` one as a task, its sleeps taking real
/// time. It may write from any thread, at any moment; the host takes the
/// screen as it is when asked. The run's time is the real time since it
/// started. A host that moves its time on by `d` waits `d` of real time
/// from its last look, so a script's `wait(1 s)` takes a second, and a
/// host that asks for an earlier time than the run has reached starts a
/// new run. Input is delivered as soon as the host hands it over; the
/// host then waits, at most ``reactionLimit``, until the component has read it and is waiting again
/// (for a key or a sleep) or has finished, then at most ``quietLimit`` for
/// the output to be quiet for ``quietPeriod``: what a person would see a
/// moment after pressing. A new run's first screen waits in the same way,
/// until the component has drawn (or waits, or has finished) and is quiet.
final class RealTimeComponentRun: ComponentEngine, ComponentHost, @unchecked Sendable {
    /// How long the output must have been quiet before a screen taken after
    /// input is the component's answer to it.
    static let quietPeriod = Duration.milliseconds(20)
    /// How long the host waits for the component to take and answer input.
    static let reactionLimit = Duration.seconds(2)
    /// How long the host waits, after that, for the output to be quiet.
    static let quietLimit = Duration.milliseconds(100)

    private let condition = NSCondition()
    private var terminal: VirtualTerminal
    private var inputs: [TimedInput]
    private var inputClosed: Bool
    private var horizon: Duration
    private var nextInput = 0
    private var pending = PendingBytes()
    private var ended = false
    private var interrupted = false
    private var finished = false
    private var failure: String?
    private var reportedOutcome: DemoOutcome?
    private var mode = TerminalInputMode.noncanonical
    private var timeLimit = Duration.zero
    /// How many of the component's calls are waiting on the terminal (a
    /// read or a sleep): zero while it works.
    private var waitingCalls = 0
    private var lastWrite: ContinuousClock.Instant
    /// The horizon of the host's last look, and when it was taken.
    private var lastLook: (horizon: Duration, at: ContinuousClock.Instant)
    private var task: Task<Void, Never>?
    /// Calls answered after the run stopped; past the limit the calling
    /// thread parks for good, as in virtual time.
    private var callsAfterEnd = 0
    private var isParkedForGood = false
    private let started: ContinuousClock.Instant

    let columns: Int
    let rows: Int
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
        self.started = .now
        self.lastWrite = started
        self.lastLook = (.zero, started)
    }

    private var elapsed: Duration { ContinuousClock.now - started }

    // MARK: - Host side

    /// Starts the component and waits until `horizon`, as ``advance(inputs:horizon:inputClosed:limit:)`` does.
    func start(_ body: ComponentBody, name: String, limit: Duration) throws(TerminalComponentError) {
        timeLimit = limit
        let handle = HeadlessTerminal(host: self)
        switch body {
        case .blocking(let body):
            let thread = Thread { [self] in
                var failure: String?
                do {
                    try withAlternateSignalStack { try body(handle) }
                } catch {
                    failure = String(describing: error)
                }
                finish(failure: failure)
            }
            thread.stackSize = 8 << 20
            thread.name = "DemoKit real-time stream component: \(name)"
            thread.start()
        case .suspending(let body):
            let task = Task { [self] in
                var failure: String?
                do {
                    try await body(handle)
                } catch {
                    failure = String(describing: error)
                }
                finish(failure: failure)
            }
            condition.lock()
            self.task = task
            condition.unlock()
        }
        try waitForHorizon(limit: limit, afterInput: false)
        if horizon < TerminalComponentRenderer.forever { waitForFirstOutput() }
    }

    /// What a person sees a moment after the component starts: waits, at
    /// most ``reactionLimit``, until it has written, waits on its terminal
    /// (a read or a sleep) or has finished, then for its output to be
    /// quiet. Without it, a script's first screen would be taken before
    /// the component has drawn anything, and a look a moment later would
    /// find it changed.
    private func waitForFirstOutput() {
        condition.lock()
        defer { condition.unlock() }
        let deadline = ContinuousClock.now + Self.reactionLimit
        while !finished && !ended && lastWrite == started && waitingCalls == 0 && ContinuousClock.now < deadline {
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.002))
        }
        waitForQuiet()
        lastLook = (horizon, .now)
    }

    private func finish(failure: String?) {
        condition.lock()
        finished = true
        self.failure = interrupted || ended ? nil : failure
        condition.broadcast()
        condition.unlock()
    }

    func canContinue(with inputs: [TimedInput], horizon: Duration, inputClosed: Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !ended, horizon >= self.horizon, inputClosed == self.inputClosed || !self.inputClosed else { return false }
        guard inputs.count >= self.inputs.count else { return false }
        return inputs.starts(with: self.inputs)
    }

    func advance(inputs: [TimedInput], horizon: Duration, inputClosed: Bool, limit: Duration) throws(TerminalComponentError) {
        condition.lock()
        let newInput = inputs.count > self.inputs.count || inputClosed != self.inputClosed
        self.inputs = inputs
        self.horizon = horizon
        self.inputClosed = inputClosed
        condition.broadcast()
        condition.unlock()
        try waitForHorizon(limit: limit, afterInput: newInput)
    }

    /// Waits until the real time reaches the horizon (a still demo's
    /// horizon, which no time reaches, waits for the component to finish,
    /// at most `limit`), and, after new input, until the component has
    /// answered it.
    ///
    /// The time a host moves on is real time from its last look: a
    /// script's `wait(1 s)` takes a second, and the second look a script
    /// takes 30 ms after a screen (to tell whether it raced the component)
    /// comes 30 ms after it, however long the component took to answer
    /// the input before.
    private func waitForHorizon(limit: Duration, afterInput: Bool) throws(TerminalComponentError) {
        condition.lock()
        defer { condition.unlock() }
        let stillDemo = horizon >= TerminalComponentRenderer.forever
        if stillDemo {
            let deadline = ContinuousClock.now + limit
            while !finished && ContinuousClock.now < deadline {
                _ = condition.wait(until: Date(timeIntervalSinceNow: (deadline - ContinuousClock.now).seconds))
            }
            if !finished {
                endLocked()
                throw .didNotWait(limit: limit)
            }
            // Writes from the component's other threads may still land.
            waitForQuiet()
            return
        }
        defer { lastLook = (horizon, .now) }
        // Even once the component has returned: its other threads may write.
        let target = lastLook.at + max(.zero, horizon - lastLook.horizon)
        let deadline = min(target, ContinuousClock.now + limit * 100)
        while !ended && ContinuousClock.now < deadline {
            _ = condition.wait(until: Date(timeIntervalSinceNow: (deadline - ContinuousClock.now).seconds))
        }
        guard afterInput else { return }
        // The component has answered once it has read the input and waits
        // again (for a key or a sleep)…
        let reactionDeadline = ContinuousClock.now + Self.reactionLimit
        while !finished && ContinuousClock.now < reactionDeadline && !(nextInput >= inputs.count && waitingCalls > 0) {
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.002))
        }
        // … and its output has been quiet a moment.
        waitForQuiet()
    }

    /// Waits, at most ``quietLimit``, for the output to have been quiet for
    /// ``quietPeriod``: a component that animates faster than that is taken
    /// as it is. Called with the lock held.
    private func waitForQuiet() {
        let quietDeadline = ContinuousClock.now + Self.quietLimit
        while ContinuousClock.now < quietDeadline {
            let quietFor = ContinuousClock.now - lastWrite
            if quietFor >= Self.quietPeriod { return }
            _ = condition.wait(until: Date(timeIntervalSinceNow: (Self.quietPeriod - quietFor).seconds))
        }
    }

    func end() {
        condition.lock()
        let deadline = Date(timeIntervalSinceNow: timeLimit.seconds)
        let task = endLocked()
        condition.unlock()
        task?.cancel()
        condition.lock()
        defer { condition.unlock() }
        while !finished && !isParkedForGood {
            if !condition.wait(until: deadline) { return }
        }
    }

    /// Counts a call made after the run stopped; past the limit, parks the
    /// calling thread for good. Called with the lock held.
    private func noteCallAfterEnd() {
        callsAfterEnd += 1
        guard callsAfterEnd > ComponentRun.callsAfterEndLimit else { return }
        isParkedForGood = true
        condition.broadcast()
        while true { condition.wait() }
    }

    @discardableResult
    private func endLocked() -> Task<Void, Never>? {
        ended = true
        condition.broadcast()
        return task
    }

    var currentState: ComponentState {
        condition.lock()
        defer { condition.unlock() }
        if finished { return .finished(failure: failure) }
        // Still going: the host looks again a frame later.
        return .parked(wake: max(horizon, elapsed) + LivePlayer.realTimePollInterval)
    }

    var outcome: DemoOutcome? {
        condition.lock()
        defer { condition.unlock() }
        return reportedOutcome
    }

    var terminalSnapshot: VirtualTerminal {
        condition.lock()
        defer { condition.unlock() }
        return terminal
    }

    // MARK: - Component side

    private var isStopped: Bool { ended || interrupted }

    func write(_ string: String) {
        write(bytes: string.utf8)
    }

    func write<Bytes: Sequence<UInt8>>(bytes: Bytes) {
        condition.lock()
        defer { condition.unlock() }
        guard !isStopped else { return }
        lastWrite = .now
        guard translatesNewlines else {
            terminal.write(bytes: bytes)
            return
        }
        var translated: [UInt8] = []
        translated.reserveCapacity(bytes.underestimatedCount + 16)
        for byte in bytes {
            if byte == 0x0A { translated.append(0x0D) }
            translated.append(byte)
        }
        terminal.write(bytes: translated)
    }

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

    func report(_ outcome: DemoOutcome) {
        condition.lock()
        if !isStopped { reportedOutcome = outcome }
        condition.unlock()
    }

    var virtualTime: Duration {
        condition.lock()
        defer { condition.unlock() }
        return elapsed
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

    /// What a read finds now: bytes, end of input, or nothing yet. Called
    /// with the lock held.
    private func takeInput() -> [UInt8]?? {
        if let bytes = pending.takeAll() { return bytes }
        if isStopped { return .some(nil) }
        guard nextInput < inputs.count else { return inputClosed ? .some(nil) : nil }
        let input = inputs[nextInput].input
        nextInput += 1
        let bytes = input.terminalBytes(
            applicationCursorKeys: terminal.isApplicationCursorKeysEnabled, bracketedPaste: terminal.isBracketedPasteEnabled)
        switch mode.deliver(bytes) {
        case .bytes(let delivered):
            return delivered
        case .interrupt:
            interrupted = true
            reportedOutcome = .cancelled
            condition.broadcast()
            return .some(nil)
        }
    }

    func read(timeout: Duration?) -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = timeout.map { ContinuousClock.now + max($0, .zero) }
        waitingCalls += 1
        condition.broadcast()
        defer { waitingCalls -= 1 }
        if isStopped { noteCallAfterEnd() }
        while true {
            if let found = takeInput() { return found }
            if let deadline {
                if ContinuousClock.now >= deadline { return nil }
                _ = condition.wait(until: Date(timeIntervalSinceNow: (deadline - ContinuousClock.now).seconds))
            } else {
                condition.wait()
            }
        }
    }

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

    func sleep(for duration: Duration) {
        condition.lock()
        defer { condition.unlock() }
        let deadline = ContinuousClock.now + max(duration, .zero)
        waitingCalls += 1
        condition.broadcast()
        defer { waitingCalls -= 1 }
        if isStopped { noteCallAfterEnd() }
        while !isStopped && ContinuousClock.now < deadline {
            _ = condition.wait(until: Date(timeIntervalSinceNow: (deadline - ContinuousClock.now).seconds))
        }
    }

    private func poll() -> [UInt8]?? {
        condition.lock()
        defer { condition.unlock() }
        return takeInput()
    }

    private func noteWaiting(_ delta: Int) {
        condition.lock()
        waitingCalls += delta
        condition.broadcast()
        condition.unlock()
    }

    func suspendingRead(timeout: Duration?) async -> [UInt8]? {
        let deadline = timeout.map { ContinuousClock.now + max($0, .zero) }
        noteWaiting(1)
        defer { noteWaiting(-1) }
        while true {
            if let found = poll() { return found }
            if let deadline, ContinuousClock.now >= deadline { return nil }
            do {
                try await Task.sleep(for: .milliseconds(2))
            } catch {
                return nil
            }
        }
    }

    func suspendingSleep(until deadline: Duration) async throws {
        noteWaiting(1)
        defer { noteWaiting(-1) }
        try await Task.sleep(until: started + deadline, clock: .continuous)
    }
}
