import DemoKitSnapshots
import Foundation

/// Renders cases in one worker process at a time, for one engine thread:
/// asks for a run of cases in one message, reads the answers in order, and
/// when the worker crashes or overruns the time limit, reports that case and
/// asks a fresh worker for the rest.
///
/// Used by one thread at a time (the pool hands it from one to another).
final class WorkerLane: GoldenRenderingLane, @unchecked Sendable {
    private let launch: WorkerLaunch
    private var worker: WorkerProcess?
    /// Why the last worker could not be started, until one is.
    private var startFailure: String?
    /// The cases asked for and not yet answered, in order, by plain path.
    private var awaiting: [String] = []
    private var awaitingStart = 0

    init(launch: WorkerLaunch) {
        self.launch = launch
    }

    func prepare(_ cases: [GoldenCase]) {
        ask(cases.map(\.plainPath))
    }

    func render(_ goldenCase: GoldenCase) -> GoldenRenderOutcome {
        let path = goldenCase.plainPath
        if awaitingStart == awaiting.count || awaiting[awaitingStart] != path {
            // Not asked for in this order: start over with just this case.
            if awaitingStart < awaiting.count { restart(resending: false) }
            ask([path])
        }
        guard let worker else {
            popAwaiting()
            return .unavailable(
                "cannot start a render worker (\(startFailure ?? "unknown reason")); "
                    + "render in the runner's own process with '--in-process'")
        }
        var progress = worker.progress
        var progressTime = DispatchTime.now().uptimeNanoseconds
        while true {
            switch worker.receive() {
            case .message(.rendered(let rendering)):
                popAwaiting()
                return .rendered(rendering)
            case .message(.threw(let message)):
                popAwaiting()
                return .threw(message)
            case .message(.unavailable(let message)):
                popAwaiting()
                return .unavailable(message)
            case .message(.render):
                popAwaiting()
                restart(resending: true)
                return .unavailable("the render worker answered out of turn")
            case .quiet:
                // Virtual time costs nothing here: only real time without a
                // new screen counts, and it restarts at each one.
                let now = DispatchTime.now().uptimeNanoseconds
                let latest = worker.progress
                if latest != progress {
                    progress = latest
                    progressTime = now
                    continue
                }
                if Double(now - progressTime) / 1e9 < launch.timeout { continue }
                if worker.isReportingCrash {
                    // Crashed: the backtracer is still writing its report.
                    worker.awaitCrashReport(seconds: 30)
                    return crashed(worker)
                }
                worker.terminate()
                _ = worker.exitStatus(waiting: true)
                popAwaiting()
                restart(resending: true)
                let step = goldenCase.script == nil ? nil : Int(max(0, progress.screen + 1))
                return .timedOut(RenderTimeout(seconds: launch.timeout, step: step))
            case .ended:
                return crashed(worker)
            }
        }
    }

    /// Starts a worker now, if none runs.
    func startWorker() {
        if worker == nil { start() }
    }

    /// Tells the worker, if one runs, that no more cases come.
    func hangUp() {
        worker?.hangUp()
    }

    /// Ends the worker, if one runs.
    func stop() {
        worker?.stop()
        worker = nil
    }

    /// The crash of the case at the head of the queue, once `worker` has
    /// ended; the rest go to a fresh worker.
    private func crashed(_ worker: WorkerProcess) -> GoldenRenderOutcome {
        let status = worker.exitStatus(waiting: true)
        let log = CrashLog(worker.logText(lastBytes: 262_144))
        popAwaiting()
        restart(resending: true)
        let signal = status?.signal
        return .crashed(
            RenderCrash(
                signal: signal, signalName: signal.flatMap(SignalName.of), exitStatus: status?.status,
                message: log.message, backtrace: log.backtrace))
    }

    /// Sends `paths` to the worker, starting one if needed.
    private func ask(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        if awaitingStart > 0, awaitingStart == awaiting.count {
            awaiting.removeAll(keepingCapacity: true)
            awaitingStart = 0
        }
        awaiting += paths
        if worker == nil { start() }
        // A worker that died meanwhile is noticed by the next receive.
        worker?.send(.render(paths))
    }

    private func start() {
        do {
            worker = try WorkerProcess(launch)
            startFailure = nil
        } catch {
            worker = nil
            startFailure = error.reason
        }
    }

    /// Replaces the worker; asks the new one for what the old one did not answer.
    private func restart(resending: Bool) {
        worker?.stop()
        worker = nil
        let rest = Array(awaiting[awaitingStart...])
        awaiting.removeAll(keepingCapacity: true)
        awaitingStart = 0
        if resending, !rest.isEmpty {
            ask(rest)
        }
    }

    private func popAwaiting() {
        if awaitingStart < awaiting.count { awaitingStart += 1 }
    }
}
