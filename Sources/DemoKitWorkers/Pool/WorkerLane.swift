import DemoKitSnapshots
import Foundation

/// Renders cases in one worker process at a time, for one engine thread:
/// asks for a run of cases in one message, reads the answers in order, and
/// when the worker crashes or overruns the time limit, reports that case and
/// asks a fresh worker for the rest.
///
/// Used by one thread at a time (the pool hands it from one to another).
final class WorkerLane: GoldenRenderingLane, @unchecked Sendable {
    /// A case asked for: how the worker is told it (its place in the
    /// catalog and its path), and whether a script plays (a hang then names
    /// its step).
    private struct Asked {
        var name: WorkerMessage.CaseName
        var hasScript: Bool


        init(_ goldenCase: GoldenCase) {
            name = WorkerMessage.CaseName(
                location: goldenCase.location, path: goldenCase.basePath, probe: goldenCase.probe)
            hasScript = goldenCase.script != nil
        }
    }

    private let launch: WorkerLaunch
    private var worker: WorkerProcess?
    /// Why the last worker could not be started, until one is.
    private var startFailure: String?
    /// The cases asked for and not yet answered, in order.
    private var awaiting: [Asked] = []
    private var awaitingStart = 0
    /// How many answers the current worker gave.
    private var answered = 0
    /// The outcomes of cases that crashed or hung a worker while the
    /// answers before them were still on their way, by place in the
    /// catalog: given when the engine comes to them, without rendering them
    /// again.
    private var settled: [WorkerMessage.CaseName: GoldenRenderOutcome] = [:]
    /// The snapshot root the engine named, told to each new worker.
    private var goldensRoot: String?
    /// Whether the current worker was told ``goldensRoot``.
    private var toldGoldens = false

    init(launch: WorkerLaunch) {
        self.launch = launch
    }

    func prepare(_ cases: [GoldenCase], goldens: GoldenStore) {
        if goldensRoot != goldens.root {
            goldensRoot = goldens.root
            toldGoldens = false
        }
        ask(cases.map(Asked.init))
    }

    func render(_ goldenCase: GoldenCase) -> GoldenRenderOutcome {
        let name = Asked(goldenCase).name
        if !settled.isEmpty, let outcome = settled.removeValue(forKey: name) { return outcome }
        if awaitingStart == awaiting.count || awaiting[awaitingStart].name != name {
            // Not asked for in this order: start over with just this case.
            if awaitingStart < awaiting.count { restart(resending: false) }
            ask([Asked(goldenCase)])
        }
        guard let worker else {
            popAwaiting()
            return .unavailable(
                "cannot start a render worker (\(startFailure ?? "unknown reason")); "
                    + "render in the runner's own process with '--in-process'")
        }
        // Read at the first pause in the answers, not now: most cases are
        // answered before one, and the time limit then counts from that
        // first look, at most a tenth of the limit late, never early.
        var progress: WorkerProgress?
        var progressTime = DispatchTime.now().uptimeNanoseconds
        while true {
            let outcome: GoldenRenderOutcome
            switch worker.receive() {
            case .message(.rendered(let rendering)):
                outcome = .rendered(rendering)
            case .message(.matched(let hasStyles)):
                outcome = .matched(hasStyles: hasStyles)
            case .message(.threw(let message)):
                outcome = .threw(message)
            case .message(.unavailable(let message)):
                outcome = .unavailable(message)
            case .message(.render), .message(.goldens):
                popAwaiting()
                restart(resending: true)
                return .unavailable("the render worker answered out of turn")
            case .quiet:
                // Virtual time costs nothing here: only real time without a
                // new screen counts, and it restarts at each one.
                let now = DispatchTime.now().uptimeNanoseconds
                let latest = worker.progress
                if latest != progress {
                    // Moved, or the first look.
                    progress = latest
                    progressTime = now
                    continue
                }
                if Double(now - progressTime) / 1e9 < launch.timeout { continue }
                if worker.isReportingCrash {
                    // Crashed: the backtracer is still writing its report.
                    worker.awaitCrashReport(seconds: 30)
                    return failed(worker, crashed(worker), for: goldenCase)
                }
                worker.terminate()
                _ = worker.wait(blocking: true)
                let timeout = launch.timeout
                let setting = launch.timeoutSetting
                // The step after the last screen rendered; set, since the
                // time limit runs only once the progress was read.
                let step = Int(max(0, (progress?.screen ?? -1) + 1))
                return failed(worker, for: goldenCase) { hung in
                    .timedOut(RenderTimeout(seconds: timeout, step: hung.hasScript ? step : nil, setting: setting))
                }
            case .ended:
                return failed(worker, crashed(worker), for: goldenCase)
            }
            answered += 1
            popAwaiting()
            return outcome
        }
    }

    /// What to say of the case a worker that ended was on: the one its
    /// progress file names, which is not `goldenCase` when the answers of
    /// the cases before it were still in the worker's batch. Those are asked
    /// again of a fresh worker, with the rest; the failed case is not, and
    /// its outcome waits for the engine in ``settled``.
    private func failed(
        _ worker: WorkerProcess, _ outcome: GoldenRenderOutcome, for goldenCase: GoldenCase
    ) -> GoldenRenderOutcome {
        failed(worker, for: goldenCase) { _ in outcome }
    }

    private func failed(
        _ worker: WorkerProcess, for goldenCase: GoldenCase, _ outcome: (Asked) -> GoldenRenderOutcome
    ) -> GoldenRenderOutcome {
        let offset = Int(worker.progress.cases) - 1 - answered
        let index = awaitingStart + ((0..<(awaiting.count - awaitingStart)).contains(offset) ? offset : 0)
        let failedCase = awaiting.remove(at: index)
        let result = outcome(failedCase)
        restart(resending: true)
        if index == awaitingStart { return result }
        settled[failedCase.name] = result
        return render(goldenCase)
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

    /// Gives up the worker, if one runs, to be stopped by the caller.
    func release() -> WorkerProcess? {
        defer { worker = nil }
        return worker
    }

    /// The crash of a worker that has ended, from its exit status and log.
    private func crashed(_ worker: WorkerProcess) -> GoldenRenderOutcome {
        let end = worker.end()
        let log = CrashLog(worker.logText(lastBytes: 262_144))
        let signal = end?.signal
        return .crashed(
            RenderCrash(
                signal: signal, signalName: signal.flatMap(SignalName.of), exitStatus: end?.exitStatus,
                message: log.cause, backtrace: log.backtrace))
    }

    /// Asks the worker for `cases`, starting one if needed.
    private func ask(_ cases: [Asked]) {
        guard !cases.isEmpty else { return }
        if awaitingStart > 0, awaitingStart == awaiting.count {
            awaiting.removeAll(keepingCapacity: true)
            awaitingStart = 0
        }
        awaiting += cases
        if worker == nil { start() }
        // A worker that died meanwhile is noticed by the next receive.
        if let goldensRoot, !toldGoldens {
            worker?.send(.goldens(goldensRoot))
            toldGoldens = true
        }
        worker?.send(.render(cases.map(\.name)))
    }

    private func start() {
        toldGoldens = false
        answered = 0
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
