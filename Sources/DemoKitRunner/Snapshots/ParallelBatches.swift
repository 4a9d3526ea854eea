import Dispatch
import Foundation

/// Runs work on a few threads in batches and hands the results back in
/// order, so that a run streams (memory bounded by one batch) and its report
/// does not depend on scheduling.
enum ParallelBatches {
    /// Calls `work` for every index in `0..<count`, `jobs` at a time, then
    /// `deliver` with each result in index order, a batch at a time.
    ///
    /// - Parameters:
    ///   - makeState: Per-thread scratch state (a read buffer), made once per
    ///     thread and batch.
    static func run<State, Result: Sendable>(
        count: Int,
        jobs: Int,
        batchSize: Int = 512,
        makeState: @Sendable () -> State,
        work: @Sendable (Int, inout State) -> Result,
        deliver: (Result) -> Void
    ) {
        if jobs <= 1 || count < 2 {
            var state = makeState()
            for index in 0..<count { deliver(work(index, &state)) }
            return
        }
        var start = 0
        while start < count {
            let end = min(count, start + batchSize)
            let slots = Slots<Result>(count: end - start)
            let lowerBound = start
            let workers = min(jobs, end - start)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var state = makeState()
                var index = lowerBound + worker
                while index < end {
                    slots.set(index - lowerBound, work(index, &state))
                    index += workers
                }
            }
            for result in slots.take() { deliver(result) }
            start = end
        }
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
