import Dispatch
import Foundation

/// Runs work on a few threads in batches and hands the results back in
/// order, so that a run streams (memory bounded by one batch) and its report
/// does not depend on scheduling.
package enum ParallelBatches {
    /// Calls `work` for every index in `0..<count`, `jobs` at a time, then
    /// `deliver` with each result in index order, a batch at a time.
    ///
    /// - Parameters:
    ///   - makeState: Per-thread scratch state (a read buffer, a render
    ///     worker), made once per thread and batch.
    ///   - willStart: Called with each run of consecutive indices before
    ///     `work` is called for them, on the same thread (a render worker
    ///     asks for the whole run at once).
    ///   - finishState: Called with the state when its thread is done with
    ///     the batch.
    package static func run<State, Result: Sendable>(
        count: Int,
        jobs: Int,
        batchSize: Int = 512,
        chunkSize: Int = 16,
        makeState: @Sendable () -> State,
        willStart: @Sendable (Range<Int>, inout State) -> Void = { _, _ in },
        work: @Sendable (Int, inout State) -> Result,
        finishState: @Sendable (inout State) -> Void = { _ in },
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
        var start = 0
        while start < count {
            let end = min(count, start + batchSize)
            let slots = Slots<Result>(count: end - start)
            let lowerBound = start
            let workers = min(jobs, end - start)
            // Runs of consecutive indices, taken as workers free up: cases
            // of one demo share a folder, which one worker then lists, and a
            // slow demo holds up no more than its own run.
            // Runs short enough that every worker gets several, so a small
            // plan still spreads over all of them.
            let length = max(1, min(chunkSize, (end - start) / (workers * 4)))
            let runs = RunCounter(lowerBound: lowerBound, upperBound: end, length: length)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                var state = makeState()
                // One run taken ahead, as above.
                var current = runs.takeRun()
                if let current { willStart(current, &state) }
                while let run = current {
                    let next = runs.takeRun()
                    if let next { willStart(next, &state) }
                    for index in run { slots.set(index - lowerBound, work(index, &state)) }
                    current = next
                }
                finishState(&state)
            }
            for result in slots.take() { deliver(result) }
            start = end
        }
    }
}

/// Hands out consecutive runs of indices to the workers, under a lock.
private final class RunCounter: @unchecked Sendable {
    // Guarded by `lock`.
    private var nextStart: Int
    private let upperBound: Int
    private let length: Int
    private let lock = NSLock()

    init(lowerBound: Int, upperBound: Int, length: Int) {
        nextStart = lowerBound
        self.upperBound = upperBound
        self.length = max(1, length)
    }

    /// The next run, or `nil` when every index has been handed out.
    func takeRun() -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard nextStart < upperBound else { return nil }
        let run = nextStart..<min(upperBound, nextStart + length)
        nextStart = run.upperBound
        return run
    }
}

/// Results written by several threads, one slot each, under a lock.
private final class Slots<Result: Sendable>: @unchecked Sendable {
    // Guarded by `lock`; each index is written by exactly one thread.
    private var values: [Result?]
    private let lock = NSLock()

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Result) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    func take() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        return values.compactMap { $0 }
    }
}
