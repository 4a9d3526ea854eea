import DemoKitCore
import Foundation

/// The scheduler of a stream component on the real clock, for a demo whose
/// `timing` is ``DemoTiming/realTime``: third-party code that
/// reads the wall clock or fires its own timers (tuist/Noora's spinner on
/// a `Timer`, its elapsed times from `DispatchTime.now()`).
///
/// The component runs as it would in a terminal: a synchronous one on a
/// thread of its own, an `async` one as a task, its sleeps taking real
/// time. It may write from any thread, at any moment; the host takes the
/// screen as it is when asked. The run's time is the real time since it
/// started: a host that asks for time `t` waits until then, so a script's
/// `wait(1 s)` takes a second, and a host that asks for an earlier time
/// than the run has reached starts a new run; a new size does not (the
/// terminal is resized in place, as a window is). Input is delivered as soon
/// as the host hands it over; the host then waits, at most
/// ``reactionLimit``, until the component has read it and is waiting again
/// (for a key or a sleep) or has finished, then at most ``quietLimit`` for
/// the output to be quiet for ``quietPeriod``: what a person would see a
/// moment after pressing.
final class RealTimeComponentRun: ComponentRun, @unchecked Sendable {
    /// How long the output must have been quiet before a screen taken after
    /// input is the component's answer to it.
    static let quietPeriod = Duration.milliseconds(20)
    /// How long the host waits for the component to take and answer input.
    static let reactionLimit = Duration.seconds(2)
    /// How long the host waits, after that, for the output to be quiet.
    static let quietLimit = Duration.milliseconds(100)

    // Everything below is guarded by `condition`.
    /// The host has taken the screen since the component finished.
    private var shownSinceFinish = false
    private var failure: String?
    /// How many of the component's calls are waiting on the terminal (a
    /// read or a sleep): zero while it works.
    private var waitingCalls = 0
    private var lastWrite: ContinuousClock.Instant
    /// How many writes the component has made.
    private var writeCount = 0
    private let started: ContinuousClock.Instant
    /// `async` reads waiting for input.
    private var readers: [RealTimeReader] = []

    /// Resizes the terminal in place: a run on the real clock cannot start
    /// again when the host's size changes, so it is resized as a terminal
    /// window is (the component reads the new size from the terminal, as
    /// after `SIGWINCH`).
    func resize(columns: Int, rows: Int) {
        condition.lock()
        terminal.resize(columns: columns, rows: rows)
        condition.unlock()
    }

    override init(
        columns: Int, rows: Int, translatesNewlines: Bool, inputs: [TimedInput], horizon: Duration, inputClosed: Bool
    ) {
        self.started = .now
        self.lastWrite = started
        super.init(
            columns: columns, rows: rows, translatesNewlines: translatesNewlines, inputs: inputs, horizon: horizon,
            inputClosed: inputClosed)
    }

    private var elapsed: Duration { ContinuousClock.now - started }

    // MARK: - Host side

    /// Starts the component and waits until `horizon`, as ``advance(inputs:horizon:inputClosed:limit:)`` does.
    func start(_ body: ComponentBody, name: String, limit: Duration) throws(TerminalComponentError) {
        timeLimit = limit
        let handle = HeadlessTerminal(run: self)
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
            guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
                throw .failed("async stream components need macOS 15 or later (task executors)")
            }
            // A thread of its own, as in virtual time: a test process whose
            // cooperative pool is busy with other tests' renders must not
            // starve a component that runs on the real clock.
            let executor = ThreadExecutor(name: "DemoKit real-time stream component: \(name)")
            let task = Task(executorPreference: executor) { [self] in
                var failure: String?
                do {
                    try await body(handle)
                } catch {
                    failure = String(describing: error)
                }
                finish(failure: failure)
                executor.stop()
            }
            condition.lock()
            self.task = task
            condition.unlock()
        }
        // The start is taken as the screen after input is: once the
        // component has drawn it.
        try waitForHorizon(limit: limit, afterInput: true, writesBefore: 0)
    }

    private func finish(failure: String?) {
        condition.lock()
        componentReturned = true
        self.failure = interrupted || ended ? nil : failure
        condition.broadcast()
        condition.unlock()
    }

    override func advance(inputs: [TimedInput], horizon: Duration, inputClosed: Bool, limit: Duration) throws(TerminalComponentError) {
        condition.lock()
        let newInput = inputs.count > self.inputs.count || inputClosed != self.inputClosed
        let writesBefore = writeCount
        self.inputs = inputs
        self.horizon = horizon
        self.inputClosed = inputClosed
        condition.broadcast()
        wakeReaders()
        condition.unlock()
        try waitForHorizon(limit: limit, afterInput: newInput, writesBefore: writesBefore)
    }

    /// Waits until the real time reaches the horizon (a still demo's
    /// horizon, which no time reaches, waits for the component to finish,
    /// at most `limit`), and, after new input, until the component has
    /// answered it.
    private func waitForHorizon(limit: Duration, afterInput: Bool, writesBefore: Int) throws(TerminalComponentError) {
        condition.lock()
        defer { condition.unlock() }
        let stillDemo = horizon >= HostedComponent.forever
        // The host's time is never ahead of the run's.
        let deadline = stillDemo ? ContinuousClock.now + limit : started + horizon
        while !componentReturned && ContinuousClock.now < deadline {
            _ = condition.wait(until: Date(timeIntervalSinceNow: (deadline - ContinuousClock.now).seconds))
        }
        if stillDemo && !componentReturned {
            _ = endLocked()
            throw .didNotWait(limit: limit)
        }
        if stillDemo {
            // Writes from the component's other threads may still land.
            waitForQuiet()
            return
        }
        guard afterInput else { return }
        // The component has answered once it has read the input and waits
        // again (for a key or a sleep on this terminal), or, for one that
        // waits elsewhere (its own timers and sleeps), once it has written
        // and gone quiet…
        // Each of these is a condition the component's calls signal (a
        // read, a sleep, a write, its end) or a deadline: no polling.
        let reactionDeadline = ContinuousClock.now + Self.reactionLimit
        while !componentReturned && ContinuousClock.now < reactionDeadline {
            let consumed = nextInput >= inputs.count
            let wrote = writeCount > writesBefore
            let quietAt = lastWrite + Self.quietPeriod
            if consumed && (waitingCalls > 0 || wrote && ContinuousClock.now >= quietAt) { break }
            // Woken by the component's next call, or when its last write
            // has been quiet long enough.
            let wake = consumed && wrote ? min(quietAt, reactionDeadline) : reactionDeadline
            _ = condition.wait(until: Date(timeIntervalSinceNow: (wake - ContinuousClock.now).seconds))
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

    /// Answers a call made after the run stopped, or, past the limit, parks
    /// the calling thread for good, as in virtual time. Called with the lock
    /// held.
    private func answerAfterEnd() {
        if !noteCallAfterEnd() { parkForGood() }
    }

    override func endLocked() -> Task<Void, Never>? {
        let task = super.endLocked()
        wakeReaders()
        return task
    }

    override var currentState: ComponentState {
        condition.lock()
        defer { condition.unlock() }
        // A component that finished after the host last took the screen
        // has a last frame to show first.
        if componentReturned && shownSinceFinish { return .finished(failure: failure) }
        // Still going: the host looks again a frame later (in the host's
        // time: a host that asks for the time it reached is never early).
        return .parked(wake: horizon + LivePlayer.realTimePollInterval)
    }

    override var terminalSnapshot: VirtualTerminal {
        condition.lock()
        defer { condition.unlock() }
        if componentReturned { shownSinceFinish = true }
        return terminal
    }

    // MARK: - Component side

    override func didWrite() {
        lastWrite = .now
        writeCount += 1
        // A host waiting for the component's answer to input counts writes.
        condition.broadcast()
    }

    override func didInterrupt() {
        condition.broadcast()
        wakeReaders()
    }

    override     var virtualTime: Duration {
        condition.lock()
        defer { condition.unlock() }
        return elapsed
    }

    /// What a read finds now: bytes, end of input, or nothing yet. Called
    /// with the lock held.
    private func takeInput() -> [UInt8]?? {
        if let bytes = pending.takeAll() { return bytes }
        if isStopped { return .some(nil) }
        guard nextInput < inputs.count else { return inputClosed ? .some(nil) : nil }
        return .some(deliverNextInput())
    }

    override func read(timeout: Duration?) -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = timeout.map { ContinuousClock.now + max($0, .zero) }
        waitingCalls += 1
        condition.broadcast()
        defer { waitingCalls -= 1 }
        if isStopped { answerAfterEnd() }
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

    override func sleep(for duration: Duration) {
        condition.lock()
        defer { condition.unlock() }
        let deadline = ContinuousClock.now + max(duration, .zero)
        waitingCalls += 1
        condition.broadcast()
        defer { waitingCalls -= 1 }
        if isStopped { answerAfterEnd() }
        while !isStopped && ContinuousClock.now < deadline {
            _ = condition.wait(until: Date(timeIntervalSinceNow: (deadline - ContinuousClock.now).seconds))
        }
    }


    private func noteWaiting(_ delta: Int) {
        condition.lock()
        waitingCalls += delta
        condition.broadcast()
        condition.unlock()
    }

    /// Suspends the task until input arrives, `timeout` passes, the run
    /// ends or the task is cancelled: a waiter that the host's new input,
    /// the end of the run and a timer on the deadline resume, whichever
    /// comes first.
    override func suspendingRead(timeout: Duration?) async -> [UInt8]? {
        let deadline = timeout.map { ContinuousClock.now + max($0, .zero) }
        noteWaiting(1)
        defer { noteWaiting(-1) }
        while true {
            let waiter = RealTimeReader()
            switch enqueue(waiter, deadline: deadline) {
            case .input(let found): return found
            case .timedOut: return nil
            case .waiting: break
            }
            let timer = deadline.map { deadline in
                Task {
                    try? await Task.sleep(until: deadline, clock: .continuous)
                    waiter.wake()
                }
            }
            await withTaskCancellationHandler {
                await waiter.wait()
            } onCancel: {
                waiter.wake()
            }
            timer?.cancel()
            dequeue(waiter)
            if Task.isCancelled { return nil }
        }
    }

    private enum ReadAttempt {
        /// Bytes, or `nil` at end of input.
        case input([UInt8]?)
        case timedOut
        case waiting
    }

    /// Takes the input there is, or registers `waiter` for the next.
    private func enqueue(_ waiter: RealTimeReader, deadline: ContinuousClock.Instant?) -> ReadAttempt {
        condition.lock()
        defer { condition.unlock() }
        if let found = takeInput() { return .input(found) }
        if let deadline, ContinuousClock.now >= deadline { return .timedOut }
        readers.append(waiter)
        return .waiting
    }

    private func dequeue(_ waiter: RealTimeReader) {
        condition.lock()
        readers.removeAll { $0 === waiter }
        condition.unlock()
    }

    /// Wakes the tasks waiting for input: new input came, or the run ended.
    /// Called with the lock held.
    private func wakeReaders() {
        for reader in readers { reader.wake() }
    }

    override func suspendingSleep(until deadline: Duration) async throws {
        noteWaiting(1)
        defer { noteWaiting(-1) }
        try await Task.sleep(until: started + deadline, clock: .continuous)
    }
}


/// An `async` read waiting on the real clock: resumed once, by whichever
/// comes first of input, its deadline, the end of the run and
/// cancellation.
private final class RealTimeReader: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Never>?
    private var woken = false

    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            if !park(continuation) { continuation.resume() }
        }
    }

    /// Keeps `continuation` for ``wake()``; `false` when already woken.
    private func park(_ continuation: CheckedContinuation<Void, Never>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if woken { return false }
        self.continuation = continuation
        return true
    }

    func wake() {
        lock.lock()
        woken = true
        let continuation = self.continuation
        self.continuation = nil
        lock.unlock()
        continuation?.resume()
    }
}

/// A task executor with one thread of its own, running jobs in the order
/// they come: where a real-time `async` component's task runs.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopped = false

    init(name: String) {
        let thread = Thread { [self] in
            withAlternateSignalStack { runJobs() }
        }
        thread.stackSize = 8 << 20
        thread.name = name
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the thread exit once no job is left.
    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        condition.lock()
        while true {
            if !jobs.isEmpty {
                let job = jobs.removeFirst()
                condition.unlock()
                job.runSynchronously(on: asUnownedTaskExecutor())
                condition.lock()
                continue
            }
            if stopped { break }
            condition.wait()
        }
        condition.unlock()
    }
}
