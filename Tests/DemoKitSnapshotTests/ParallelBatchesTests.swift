import Foundation
import Testing

@testable import DemoKitSnapshots

/// The engine's scheduler: every index worked once, results delivered in
/// order while the work goes on, never more than two windows of them
/// waiting, and each thread told of its runs before it works on them.
@Suite("Parallel batches") struct ParallelBatchesTests {
    /// What the threads did, under a lock.
    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var worked: [Int] = []
        private var announced: [Int: Int] = [:]
        private var finished = 0
        private var highest = -1

        func announce(_ run: Range<Int>, thread: Int) {
            lock.withLock { for index in run { announced[index] = thread } }
        }

        /// Notes `index` as worked; whether it was announced to `thread`.
        func work(_ index: Int, thread: Int) -> Bool {
            lock.withLock {
                worked.append(index)
                highest = max(highest, index)
                return announced[index] == thread
            }
        }

        func finish() { lock.withLock { finished += 1 } }

        var workedIndices: [Int] { lock.withLock { worked } }
        var finishedStates: Int { lock.withLock { finished } }
        var highestWorked: Int { lock.withLock { highest } }
    }

    /// Numbers the threads' states.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        func take() -> Int {
            lock.withLock {
                defer { next += 1 }
                return next
            }
        }

        /// How many were taken.
        var current: Int { lock.withLock { next } }
    }

    @Test(arguments: [(0, 2), (1, 2), (2, 2), (17, 1), (100, 3), (1_000, 2), (5_000, 8), (64, 64)])
    func everyIndex_isWorkedOnce_andDeliveredInOrder(count: Int, jobs: Int) {
        let log = Log()
        let threads = Counter()
        var delivered: [Int] = []
        ParallelBatches.run(
            count: count, jobs: jobs, window: 128, chunkSize: 16,
            makeState: { threads.take() },
            willStart: { run, thread in log.announce(run, thread: thread) },
            work: { index, thread in
                // Some work takes longer, so that threads finish out of order.
                if index % 7 == 0 { usleep(50) }
                return (index, log.work(index, thread: thread))
            },
            finishState: { _ in log.finish() },
            deliver: { index, wasAnnounced in
                #expect(wasAnnounced, "index \(index) was worked by the thread it was announced to")
                delivered.append(index)
            })
        #expect(delivered == Array(0..<count))
        #expect(log.workedIndices.sorted() == Array(0..<count))
        #expect(log.finishedStates == threads.take(), "every state made is finished")
    }

    @Test func noResultIsMade_twoWindowsAheadOfDelivery() {
        let log = Log()
        let window = 64
        var delivered = 0
        var worstLead = 0
        ParallelBatches.run(
            count: 2_000, jobs: 4, window: window, chunkSize: 4,
            makeState: { 0 },
            work: { index, _ in _ = log.work(index, thread: 0) },
            deliver: { _ in
                // A slow reader: the threads must wait for it, not run on.
                // It takes the results ready in a row at once (at most a
                // window of them), and the window then holds the `window`
                // indices after those.
                usleep(20)
                worstLead = max(worstLead, log.highestWorked - delivered)
                delivered += 1
            })
        #expect(delivered == 2_000)
        #expect(worstLead <= 2 * window)
        #expect(worstLead > window / 2, "the threads do run ahead")
    }

    @Test func deliveryBegins_whenTheFirstRunIsDone_notTheFirstWindow() {
        // Results stream: the first is delivered long before a window's worth
        // is worked (each index takes 0.2 ms; filling the window would take
        // 25 ms).
        let log = Log()
        let window = 256
        var highestWorkedAtFirstDelivery: Int?
        ParallelBatches.run(
            count: 1_000, jobs: 2, window: window, chunkSize: 8,
            makeState: { 0 },
            work: { index, _ in
                usleep(200)
                _ = log.work(index, thread: 0)
            },
            deliver: { _ in
                if highestWorkedAtFirstDelivery == nil { highestWorkedAtFirstDelivery = log.highestWorked }
            })
        #expect((highestWorkedAtFirstDelivery ?? window) < window / 2)
    }

    /// Every job gets a thread at once, even when the shared dispatch pool
    /// is busy: a job that waited for one left its render worker idle while
    /// the others ran (the listing of obsolete goldens took one of the
    /// pool's threads, as many as cores on Linux).
    @Test func everyJobStarts_whileTheDispatchPoolIsBusy() {
        let jobs = 2
        let states = Counter()
        // More busy tasks than the pool has threads, each busy (runnable,
        // so that the pool adds no thread for it) until every job has made
        // its state, or for at most 10 seconds.
        let busy = ProcessInfo.processInfo.activeProcessorCount * 2
        let gaveUp = Counter()
        let group = DispatchGroup()
        for _ in 0..<busy {
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                let deadline = Date().addingTimeInterval(10)
                while states.current < jobs {
                    if Date() > deadline {
                        _ = gaveUp.take()
                        return
                    }
                }
            }
        }
        var delivered: [Int] = []
        ParallelBatches.run(
            count: 8, jobs: jobs, chunkSize: 1,
            makeState: { states.take() },
            work: { index, _ in index },
            deliver: { delivered.append($0) })
        group.wait()
        #expect(delivered == Array(0..<8))
        #expect(states.current == jobs)
        #expect(gaveUp.current == 0, "a job waited for a thread of the busy pool")
    }
}
