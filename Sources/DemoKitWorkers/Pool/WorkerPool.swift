import DemoKitSnapshots
import Foundation

/// The render workers of one snapshot run: one per engine thread at a time
/// (so `--jobs N` means N workers), kept for the whole run, stopped at its
/// end.
final class WorkerPool: GoldenRenderingPool, @unchecked Sendable {
    private let launch: WorkerLaunch
    // Guarded by `lock`.
    private var idle: [WorkerLane] = []
    private var all: [WorkerLane] = []
    private let lock = NSLock()
    /// Left once the workers ``prestart(_:)`` starts have been started.
    private let started = DispatchGroup()

    init(launch: WorkerLaunch) {
        self.launch = launch
    }

    /// Starts `count` workers now, on other threads and all at once, so
    /// that they load and build their catalog while the runner builds its
    /// own, and the runner does not wait for each start in turn (a start
    /// returns once the child has loaded the executable, a fraction of a
    /// millisecond to a few each, which in a row grew with the jobs).
    /// ``checkOut()`` and ``finish()`` wait for them.
    func prestart(_ count: Int) {
        let lanes = (0..<count).map { _ in WorkerLane(launch: launch) }
        lock.lock()
        idle += lanes
        all += lanes
        lock.unlock()
        let starting = StartingLanes(lanes: lanes)
        DispatchQueue.global(qos: .userInitiated).async(group: started) {
            DispatchQueue.concurrentPerform(iterations: starting.lanes.count) { index in
                starting.lanes[index].startWorker()
            }
        }
    }

    func checkOut() -> any GoldenRenderingLane {
        started.wait()
        lock.lock()
        defer { lock.unlock() }
        if let lane = idle.popLast() { return lane }
        let lane = WorkerLane(launch: launch)
        all.append(lane)
        return lane
    }

    func checkIn(_ lane: any GoldenRenderingLane) {
        guard let lane = lane as? WorkerLane else { return }
        lock.lock()
        idle.append(lane)
        lock.unlock()
    }

    func finish() {
        started.wait()
        lock.lock()
        let lanes = all
        all = []
        idle = []
        lock.unlock()
        // All told first: each worker exits as soon as it reads the end of
        // its input, and they do so together. They are reaped on a thread
        // of their own, so the run's summary does not wait for their exit
        // (a few milliseconds of a short run); one that does not end is
        // killed there.
        for lane in lanes { lane.hangUp() }
        let released = Released(workers: lanes.compactMap { $0.release() })
        guard !released.workers.isEmpty else { return }
        let reaper = Thread {
            for worker in released.workers { worker.stop() }
        }
        reaper.stackSize = 128 * 1024
        reaper.start()
    }
}

/// Lanes handed to the threads that start their workers; each is used by
/// one thread until ``WorkerPool/prestart(_:)``'s group is left.
private final class StartingLanes: @unchecked Sendable {
    let lanes: [WorkerLane]

    init(lanes: [WorkerLane]) {
        self.lanes = lanes
    }
}

/// Workers handed to the thread that reaps them; no other thread touches
/// them after the hand-over.
private final class Released: @unchecked Sendable {
    let workers: [WorkerProcess]

    init(workers: [WorkerProcess]) {
        self.workers = workers
    }
}

extension GoldenRendering {
    /// Renders in worker processes started with `launch`: a demo that
    /// crashes or hangs fails its own golden and the run goes on.
    ///
    /// ```swift
    /// configuration.rendering = .workers(launch)
    /// ```
    package static func workers(_ launch: WorkerLaunch) -> GoldenRendering {
        GoldenRendering { WorkerPool(launch: launch) }
    }

    /// Renders in worker processes, `count` of which start now rather than
    /// when the run begins: a worker's start-up (loading, building the
    /// catalog) then overlaps the runner's own. One run uses them; workers
    /// a run did not use end when the rendering is released.
    package static func workers(_ launch: WorkerLaunch, startingNow count: Int) -> GoldenRendering {
        let pool = WorkerPool(launch: launch)
        pool.prestart(count)
        return GoldenRendering { pool }
    }
}
