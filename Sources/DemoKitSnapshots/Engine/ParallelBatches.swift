import Dispatch
import Foundation

/// Runs work on a few threads and hands the results back in order, as they
/// come, so that a run streams (memory bounded by a window of results) and
/// its report does not depend on scheduling.
package enum ParallelBatches {
    /// Calls `work` for every index in `0..<count`, `jobs` at a time, and
    /// `deliver` with each result in index order, on the calling thread,
    /// while the work goes on.
    ///
    /// Threads take runs of consecutive indices as they free up (cases of
    /// one demo share a folder, which one thread then lists, and a slow demo
    /// holds up no more than its own run), one run ahead of the one they
    /// work on. No thread starts a run that ends more than `window` indices
    /// past the first result the calling thread has not taken, and that
    /// thread takes the results that are in, in a row, at once (at most
    /// `window`): so at most twice `window` results wait (`window` is raised
    /// to four runs per thread when it is smaller). No thread waits
    /// for a batch of results to be delivered before it goes on, and a
    /// render worker is never left without a run to render.
    ///
    /// - Parameters:
    ///   - makeState: Per-thread scratch state (a read buffer, a render
    ///     worker), made once per thread.
    ///   - willStart: Called with each run of consecutive indices before
    ///     `work` is called for them, on the same thread, while the thread
    ///     may still be working on the run before (a render worker asks for
    ///     the whole run at once, and renders it while the thread checks
    ///     the cases before it).
    ///   - finishState: Called with the state when its thread is done.
    package static func run<State, Result: Sendable>(
        count: Int,
        jobs: Int,
        window: Int = 512,
        chunkSize: Int = 16,
        makeState: @escaping @Sendable () -> State,
        willStart: @escaping @Sendable (Range<Int>, inout State) -> Void = { _, _ in },
        work: @escaping @Sendable (Int, inout State) -> Result,
        finishState: @escaping @Sendable (inout State) -> Void = { _ in },
        deliver: (Result) -> Void
    ) {
        if jobs <= 1 || count < 2 {
            var state = makeState()
            // One run announced ahead, so that a render worker renders the
            // next run while this thread checks the last cases of this one.
            func chunk(at start: Int) -> Range<Int>? {
                start < count ? start..<min(count, start + chunkSize) : nil
            }
            var current = chunk(at: 0)
            if let current { willStart(current, &state) }
            while let run = current {
                let next = chunk(at: run.upperBound)
                if let next { willStart(next, &state) }
                for index in run { deliver(work(index, &state)) }
                current = next
            }
            finishState(&state)
            return
        }
        let threads = min(jobs, count)
        // Runs short enough that every thread gets several, so a small plan
        // still spreads over all of them, and that a thread's two runs fit
        // the window many times over.
        let length = max(1, min(chunkSize, count / (threads * 4), window / (threads * 4)))
        let slots = OrderedSlots<Result>(
            count: count, window: max(window, length * threads * 4), runLength: length, threads: threads)
        let group = DispatchGroup()
        for _ in 0..<threads {
            // A thread of its own each, not one of the shared dispatch
            // pool's: that pool has as many threads as cores on Linux, and
            // work already on it (the listing of obsolete goldens) left a
            // job without a thread, and its render worker without a run, for
            // tens of milliseconds after the others began. The caller waits
            // for this work: it runs at the priority of work a user waits for.
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                var state = makeState()
                var current = slots.takeRun(waiting: true)
                if let current { willStart(current, &state) }
                while let run = current {
                    // The next run now, if the window has room for it: a
                    // thread that waited here while holding an unfinished
                    // run could wait for itself.
                    var next = slots.takeRun(waiting: false)
                    if let next { willStart(next, &state) }
                    // Kept for the run's end: one lock and at most one
                    // wake-up of the delivering thread per run, not per result.
                    var results: [Result] = []
                    results.reserveCapacity(run.count)
                    for index in run { results.append(work(index, &state)) }
                    slots.set(results, from: run.lowerBound)
                    if next == nil {
                        next = slots.takeRun(waiting: true)
                        if let next { willStart(next, &state) }
                    }
                    current = next
                }
                finishState(&state)
            }
            thread.qualityOfService = .userInitiated
            thread.start()
        }
        var delivered = 0
        while delivered < count {
            for result in slots.takeReady() {
                deliver(result)
                delivered += 1
            }
        }
        group.wait()
    }
}

/// Hands out runs of consecutive indices and keeps their results until
/// they are delivered in order, at most `window` indices ahead of the first
/// one not taken. One lock for all of it, taken once per run by the working
/// threads and once per stretch of ready results by the delivering one;
/// each side wakes the other only when it waits.
private final class OrderedSlots<Result: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let runLength: Int
    private let threads: Int
    // Guarded by `condition`.
    private var values: [Result?]
    private var nextStart = 0
    private var nextDelivered = 0
    private var threadsWaitingForRoom = 0
    private var isDelivererWaiting = false

    init(count: Int, window: Int, runLength: Int, threads: Int) {
        self.count = count
        self.runLength = runLength
        self.threads = threads
        values = Array(repeating: nil, count: min(count, window))
    }

    /// The next run, or `nil` when every index has been handed out, or
    /// when the window has no room for it and `waiting` is false.
    func takeRun(waiting: Bool) -> Range<Int>? {
        condition.lock()
        defer { condition.unlock() }
        while nextStart < count, min(count, nextStart + nextLength) > nextDelivered + values.count {
            guard waiting else { return nil }
            threadsWaitingForRoom += 1
            condition.wait()
            threadsWaitingForRoom -= 1
        }
        guard nextStart < count else { return nil }
        let run = nextStart..<min(count, nextStart + nextLength)
        nextStart = run.upperBound
        return run
    }

    /// The length of the next run: `runLength`, shorter towards the end
    /// (a quarter of what is left per thread), so that the threads finish
    /// together rather than one waiting for another's last long run.
    private var nextLength: Int {
        max(1, min(runLength, (count - nextStart) / (threads * 4)))
    }

    /// Keeps the results of the run that starts at `start`.
    func set(_ results: [Result], from start: Int) {
        condition.lock()
        for (offset, result) in results.enumerated() {
            values[(start + offset) % values.count] = result
        }
        if isDelivererWaiting, (start..<(start + results.count)).contains(nextDelivered) {
            condition.broadcast()
        }
        condition.unlock()
    }

    /// The results from the first not taken on, as many as are in a row,
    /// once the first is in.
    func takeReady() -> [Result] {
        condition.lock()
        defer { condition.unlock() }
        while values[nextDelivered % values.count] == nil {
            isDelivererWaiting = true
            condition.wait()
            isDelivererWaiting = false
        }
        var ready: [Result] = []
        while nextDelivered < count, let value = values[nextDelivered % values.count] {
            ready.append(value)
            values[nextDelivered % values.count] = nil
            nextDelivered += 1
        }
        // The window moved: threads waiting for room may go on.
        if threadsWaitingForRoom > 0 { condition.broadcast() }
        return ready
    }
}
