import DemoKitCore
import Foundation

/// The scheduler of an `async` stream component in virtual time: the
/// component's task runs on an executor of its own.
///
/// The component's task prefers this executor (`Task(executorPreference:)`),
/// so its code, its child tasks and the default actors it calls run on one
/// thread that belongs to the run, never on the cooperative pool: a host
/// that waits for the component (a golden rendered from a test running on
/// the pool, on a machine with two cores) blocks no thread the component
/// needs. Reads, sleeps and the clock's sleeps *suspend*: each registers a
/// waiter and gives the thread back.
///
/// The executor is a discrete-event scheduler. It runs every job that is
/// ready; when none is, the component is idle in virtual time, and the run
/// takes the earliest event (the next input for a waiting read, a read's
/// timeout, a sleep's deadline), moves its time there and resumes the
/// waiter, as long as that time is within the host's horizon. When the
/// next event lies beyond the horizon, or there is none, the run parks
/// and tells the host when it would wake. Events at the same time fire in
/// the order they were registered, inputs first, so a run is the same on
/// every machine and under any load.
///
/// A blocking call (`HeadlessTerminal/read()` rather than `await read()`)
/// made on the run's thread works too: it advances the run's time past the
/// events before it, as the suspending call would, but the tasks those
/// events resume wait until it returns.
///
/// Ending the run cancels the component's task: its sleeps throw
/// `CancellationError`, its reads see end of input.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class AsyncComponentRun: ComponentRun, TaskExecutor, @unchecked Sendable {
    private enum Resumption {
        case sleep(CheckedContinuation<Void, any Error>)
        case read(CheckedContinuation<[UInt8]?, Never>)
        /// A blocking call on the run's thread: the result is stored.
        case blocking
    }

    private enum WaitResult {
        /// The deadline passed (a sleep's end, a read's timeout).
        case timedOut
        case input([UInt8])
        /// End of input, or the run ended.
        case endOfInput
        /// The run ended or the task was cancelled: a sleep throws.
        case cancelled
    }

    private struct Waiter {
        let id: Int
        let deadline: Duration?
        let wantsInput: Bool
        let resumption: Resumption
    }

    // Everything below is guarded by `condition`.
    private var now = Duration.zero
    private var jobs: [UnownedJob] = []
    private var jobHead = 0
    private var waiters: [Waiter] = []
    private var nextWaiterID = 0
    private var blockingResults: [Int: WaitResult] = [:]
    /// Waits made after the run stopped, past the limit: never resumed, so
    /// a component that loops on them stops costing anything.
    private var abandoned: [Resumption] = []
    private var taskFailure: String?
    /// The task waits on something outside the run, and nothing of the
    /// run's is left: see ``runLoop()``.
    private var waitingOutside = false

    // MARK: - Host side

    /// Starts the component's task on the run's thread and waits until it
    /// parks or finishes, at most `limit` of real time.
    func start(
        _ body: @escaping @Sendable (HeadlessTerminal) async throws -> Void, name: String, limit: Duration
    ) throws(TerminalComponentError) {
        timeLimit = limit
        let handle = HeadlessTerminal(run: self)
        let thread = Thread { [self] in
            withAlternateSignalStack { runLoop() }
        }
        thread.stackSize = 8 << 20
        thread.name = "DemoKit async stream component: \(name)"
        thread.start()
        let task = Task(executorPreference: self) { [self] in
            var failure: String?
            do {
                try await body(handle)
            } catch {
                failure = String(describing: error)
            }
            finishTask(failure: failure)
        }
        condition.lock()
        self.task = task
        let cancelled = ended
        condition.unlock()
        if cancelled { task.cancel() }
        try waitForComponent(limit: limit)
    }

    override func limitPassed(_ limit: Duration) -> TerminalComponentError {
        waitingOutside ? .waitedOutside(limit: limit) : .didNotWait(limit: limit)
    }

    private func finishTask(failure: String?) {
        condition.lock()
        componentReturned = true
        taskFailure = interrupted ? nil : failure
        condition.unlock()
    }

    // MARK: - The executor

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        if case .parked = state { state = .running }
        condition.broadcast()
        condition.unlock()
    }

    /// The run's thread: runs jobs, and fires events when none is ready.
    private func runLoop() {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let job = nextJob() {
                condition.unlock()
                job.runSynchronously(on: asUnownedTaskExecutor())
                condition.lock()
                continue
            }
            if let resume = fireNextEvent() {
                condition.unlock()
                resume()
                condition.lock()
                continue
            }
            if componentReturned {
                state = .finished(failure: taskFailure)
                condition.broadcast()
                // Nothing of the component's is left to run; a job that
                // still arrives (a task it left behind) is run.
                if ended && jobHead >= jobs.count { return }
            } else if isParkedForGood || interrupted && callsAfterEnd > Self.callsAfterEndLimit {
                state = .finished(failure: nil)
                condition.broadcast()
                if ended { return }
            } else if waiters.isEmpty && !isStopped {
                // Nothing of the run's is left to run or to fire, and the
                // task waits on nothing of its terminal: it waits outside
                // the run (a `Task.sleep` on the real clock, work elsewhere).
                // For the host it is still working, as a synchronous
                // component in a real sleep is: a frame taken now would
                // freeze it where it stands.
                waitingOutside = true
            } else {
                state = .parked(wake: nextEventTime())
                condition.broadcast()
            }
            // Woken by the host (a new horizon, input, the end) or a job.
            condition.wait()
        }
    }

    private func nextJob() -> UnownedJob? {
        guard jobHead < jobs.count else { return nil }
        let job = jobs[jobHead]
        jobHead += 1
        if jobHead == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            jobHead = 0
        }
        if state != .running { state = .running }
        waitingOutside = false
        return job
    }

    private var firstReaderIndex: Int? { waiters.firstIndex { $0.wantsInput } }

    /// The time of the earliest event, or `nil` when only input can wake
    /// the run.
    private func nextEventTime() -> Duration? {
        var earliest: Duration?
        for waiter in waiters {
            if let deadline = waiter.deadline { earliest = min(earliest ?? deadline, deadline) }
        }
        if firstReaderIndex != nil, nextInput < inputs.count {
            let arrival = max(inputs[nextInput].time, now)
            earliest = min(earliest ?? arrival, arrival)
        }
        return earliest.map { max($0, now) }
    }

    /// Fires the earliest event within the horizon, if any: moves time to
    /// it and takes its waiter. Returns the resumption to perform after
    /// unlocking (`{}` for a blocking waiter, whose result is stored).
    private func fireNextEvent() -> (() -> Void)? {
        if isStopped {
            guard !waiters.isEmpty else { return nil }
            if !noteCallAfterEnd() { return nil }
            let waiter = waiters.removeFirst()
            if let deadline = waiter.deadline { now = max(now, deadline) }
            return complete(waiter, with: waiter.wantsInput ? .endOfInput : .cancelled)
        }
        // The first reader takes the next input when it arrives before
        // its own timeout and every other deadline.
        var best: (time: Duration, index: Int, result: WaitResult)?
        if let reader = firstReaderIndex {
            if nextInput < inputs.count {
                best = (max(inputs[nextInput].time, now), reader, .input([]))
            } else if inputClosed {
                best = (max(now, waiters[reader].deadline ?? now), reader, .endOfInput)
            }
        }
        for (index, waiter) in waiters.enumerated() {
            guard let deadline = waiter.deadline else { continue }
            let time = max(deadline, now)
            if best == nil || time < best?.time ?? time {
                best = (time, index, .timedOut)
            }
        }
        guard let best, best.time <= horizon else { return nil }
        now = best.time
        let waiter = waiters.remove(at: best.index)
        guard case .input = best.result else { return complete(waiter, with: best.result) }
        if let delivered = deliverNextInput() {
            return complete(waiter, with: .input(delivered))
        } else {
            // ISIG: the process is gone. Its task is cancelled and every
            // wait ends; what it does from now on is dropped.
            let resume = complete(waiter, with: .endOfInput)
            let task = task
            return {
                resume()
                task?.cancel()
            }
        }
    }

    private func complete(_ waiter: Waiter, with result: WaitResult) -> () -> Void {
        switch waiter.resumption {
        case .blocking:
            blockingResults[waiter.id] = result
            return {}
        case .sleep(let continuation):
            if case .cancelled = result { return { continuation.resume(throwing: CancellationError()) } }
            return { continuation.resume() }
        case .read(let continuation):
            if case .input(let bytes) = result { return { continuation.resume(returning: bytes) } }
            return { continuation.resume(returning: nil) }
        }
    }

    // MARK: - Waiting

    private func register(deadline: Duration?, wantsInput: Bool, _ resumption: Resumption) -> Int {
        let id = nextWaiterID
        nextWaiterID += 1
        waiters.append(Waiter(id: id, deadline: deadline, wantsInput: wantsInput, resumption: resumption))
        return id
    }

    /// Removes a cancelled task's waiter; its resumption, if it was still
    /// waiting.
    private func cancelWaiter(_ id: Int) -> (() -> Void)? {
        condition.lock()
        defer { condition.unlock() }
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }
        let waiter = waiters.remove(at: index)
        return complete(waiter, with: waiter.wantsInput ? .endOfInput : .cancelled)
    }

    /// A blocking wait on the run's own thread: fires events in time order
    /// (resuming other tasks' waiters, whose jobs run after this returns)
    /// until this one's, parking for the host when the horizon is reached.
    /// Called with the lock held.
    private func waitBlocking(deadline: Duration?, wantsInput: Bool) -> WaitResult {
        let id = register(deadline: deadline, wantsInput: wantsInput, .blocking)
        var resumes: [() -> Void] = []
        defer {
            condition.unlock()
            for resume in resumes { resume() }
            condition.lock()
        }
        while true {
            if let result = blockingResults.removeValue(forKey: id) { return result }
            if let resume = fireNextEvent() {
                resumes.append(resume)
                continue
            }
            if isParkedForGood {
                while true { condition.wait() }
            }
            state = .parked(wake: nextEventTime())
            condition.broadcast()
            condition.wait()
            state = .running
        }
    }

    // MARK: - Component side

    override var virtualTime: Duration {
        condition.lock()
        defer { condition.unlock() }
        return now
    }

    override     func suspendingSleep(until deadline: Duration) async throws {
        let id = LockedID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                condition.lock()
                defer { condition.unlock() }
                switch admission() {
                case .refused:
                    abandoned.append(.sleep(continuation))
                case .cancelled:
                    continuation.resume(throwing: CancellationError())
                case .admitted:
                    id.set(register(deadline: max(deadline, now), wantsInput: false, .sleep(continuation)))
                }
            }
        } onCancel: {
            if let waiter = id.value, let resume = cancelWaiter(waiter) { resume() }
        }
    }

    /// Whether a new wait is taken, answered at once (the task is
    /// cancelled, or the run has stopped), or left waiting for good (the
    /// run stopped and its component has made too many calls since).
    /// Called with the lock held.
    private func admission() -> Admission {
        if isStopped {
            return noteCallAfterEnd() ? .cancelled : .refused
        }
        return Task.isCancelled ? .cancelled : .admitted
    }

    private enum Admission {
        case admitted, cancelled, refused
    }

    private func takePendingBytes() -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        return pending.takeAll()
    }

    override func suspendingRead(timeout: Duration?) async -> [UInt8]? {
        if let bytes = takePendingBytes() { return bytes }
        let id = LockedID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<[UInt8]?, Never>) in
                condition.lock()
                defer { condition.unlock() }
                switch admission() {
                case .refused:
                    abandoned.append(.read(continuation))
                case .cancelled:
                    // End of input; a read with a timeout waits it out at once.
                    if isStopped, let timeout { now += max(timeout, .zero) }
                    continuation.resume(returning: nil)
                case .admitted:
                    id.set(register(deadline: timeout.map { now + max($0, .zero) }, wantsInput: true, .read(continuation)))
                }
            }
        } onCancel: {
            if let waiter = id.value, let resume = cancelWaiter(waiter) { resume() }
        }
    }

    override func read(timeout: Duration?) -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        if let bytes = pending.takeAll() { return bytes }
        if case .input(let bytes) = waitBlocking(deadline: timeout.map { now + max($0, .zero) }, wantsInput: true) {
            return bytes
        }
        return nil
    }

    override func sleep(for duration: Duration) {
        condition.lock()
        defer { condition.unlock() }
        _ = waitBlocking(deadline: now + max(duration, .zero), wantsInput: false)
    }
}

/// A waiter's identifier, set inside a continuation's closure and read by
/// the cancellation handler, which may run on another thread.
private final class LockedID: @unchecked Sendable {
    private let lock = NSLock()
    private var id: Int?

    var value: Int? {
        lock.lock()
        defer { lock.unlock() }
        return id
    }

    func set(_ id: Int) {
        lock.lock()
        self.id = id
        lock.unlock()
    }
}
