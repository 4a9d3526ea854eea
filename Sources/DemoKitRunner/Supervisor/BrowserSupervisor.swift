import DemoKitSnapshots
import DemoKitTerminal
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the browser in a child process, so that a demo that crashes or
/// hangs it costs a restart, not the session: `browse` in a terminal.
///
/// The child is this runner again, started with the hidden first argument
/// ``BrowserLaunch/hiddenCommand`` and a ``BrowserLaunch`` file. It reports
/// on descriptor 3 (``BrowserReport``) when it is about to run a demo's
/// code and when it is done. When it dies by a fault signal while running
/// a demo's code, or does not finish within ``timeLimit`` (real time; a
/// demo's virtual time never counts), the supervisor restores the terminal
/// (``TerminalSupervisor``) and starts a new browser at the same place,
/// with that demo marked failed: its pane shows what happened, and its
/// code does not run again this session. Any other end (a quit, Ctrl-C,
/// SIGTERM) is the session's end.
///
/// With `--watch` (``build``), it also watches the package's sources
/// (``SourceWatcher``); when they change, it rebuilds the runner
/// (``PackageBuild``) while the browser goes on, tells the browser the
/// build's progress and errors (``SupervisorMessage``), and on success asks
/// it to quit and starts the new build at the place it was.
package struct BrowserSupervisor {
    /// How a session ended: as the last browser did.
    package enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signaled(Int32)
    }

    /// The runner's own executable.
    let executable: String
    /// The `browse` command line the browser runs (`browse` and its options).
    let browseArguments: [String]
    /// The browser's environment.
    let environment: [String: String]
    /// How long a demo's code may run before the browser is stopped.
    let timeLimit: Duration
    /// What to rebuild when the sources change; `nil` without `--watch`.
    let build: PackageBuild.Settings?
    /// Where the phases of the watch loop are written, with
    /// `DEMOKIT_WATCH_TRACE`.
    let trace: WatchTrace?

    /// The default of ``timeLimit``, which `DEMOKIT_BROWSER_TIME_LIMIT`
    /// (seconds) changes.
    package static let defaultTimeLimit = Duration.seconds(5)

    package init(
        executable: String, browseArguments: [String], environment: [String: String], timeLimit: Duration,
        build: PackageBuild.Settings? = nil
    ) {
        self.executable = executable
        self.build = build
        self.browseArguments = browseArguments
        var environment = environment
        // A backtrace the pane can show, and that never waits for a key.
        environment["SWIFT_BACKTRACE"] = CrashLog.environmentValue
        self.environment = environment
        self.timeLimit = timeLimit
        trace = build == nil ? nil : WatchTrace(environment: environment)
    }

    /// The path of the running executable, to start it again; `nil` when
    /// the system does not say.
    package static func currentExecutable() -> String? {
        if let path = Bundle.main.executablePath, FileManager.default.isExecutableFile(atPath: path) {
            return path
        }
        return nil
    }

    /// Runs browsers until one ends the session.
    ///
    /// - Returns: How the last browser ended; the caller ends this process
    ///   the same way.
    /// - Throws: A failure when the terminal cannot be read or the browser
    ///   cannot be started.
    package func run() throws(RunnerError) -> Ending {
        let terminal = TerminalSupervisor()
        do {
            try terminal.begin()
        } catch {
            throw .failure(error.message)
        }
        defer { terminal.end() }
        let launchFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-browser-\(getpid())-\(UUID().uuidString.prefix(8)).json").path
        defer { try? FileManager.default.removeItem(atPath: launchFile) }
        var launch = BrowserLaunch()
        var rebuild = build.map { Rebuild(settings: $0) }
        defer { rebuild?.current?.cancel() }
        while true {
            do {
                try launch.write(to: launchFile)
            } catch {
                throw .failure(
                    "cannot write the browser's launch file '\(launchFile)' (\(fileSystemErrorReason(error)))")
            }
            let errorStart = terminal.errorOutputLength
            do {
                try terminal.launch(
                    path: executable, arguments: [BrowserLaunch.hiddenCommand, launchFile] + browseArguments,
                    environment: environment)
            } catch {
                throw .failure(error.message)
            }
            if case .ended(let ending) = follow(terminal, errorStart: errorStart, launch: &launch, rebuild: &rebuild) {
                return ending
            }
        }
    }

    private enum Outcome {
        case ended(Ending)
        case relaunch
    }

    /// The sources watched, and the build under way, across browsers.
    private struct Rebuild {
        var watcher: SourceWatcher
        var current: PackageBuild?
        /// The progress last told to the browser.
        var shownProgress: String?
        /// Whether the browser was asked to quit for a new build.
        var isReloading = false
        var startedAt: ContinuousClock.Instant?
        /// The runner's executable as it was when the browser started: a
        /// build that leaves it so (an edit to a test) needs no reload.
        var runnerStamp: ExecutableStamp?

        init(settings: PackageBuild.Settings) {
            watcher = SourceWatcher(root: settings.root)
        }
    }

    /// Follows one browser until it ends; when a demo crashed or hung it,
    /// records the failure in `launch` for the next. Meanwhile, with
    /// `--watch`, rebuilds on changes.
    private func follow(
        _ terminal: TerminalSupervisor, errorStart: Int, launch: inout BrowserLaunch, rebuild: inout Rebuild?
    ) -> Outcome {
        let clock = ContinuousClock()
        var pending: [UInt8] = []
        var busy: (place: BrowserPlace, since: ContinuousClock.Instant)?
        var hung: BrowserPlace?
        // Whether the browser said it quits for the new build: a quit
        // with `q` at the same moment is a quit.
        var quitsForReload = false
        // A browser started for a new build: its first frame is traced.
        var awaitsFirstFrame = rebuild?.isReloading == true
        if awaitsFirstFrame { trace?.mark(.runnerStart) }
        rebuild?.isReloading = false
        rebuild?.runnerStamp = ExecutableStamp(path: executable)
        // A browser started while a build runs or after one failed shows it.
        if let status = launch.build { terminal.send(SupervisorMessage.build(status).line) }
        while true {
            if rebuild != nil { advance(&rebuild, terminal: terminal, launch: &launch, now: clock.now) }
            switch terminal.waitForEvent(timeoutMilliseconds: 100) {
            case .channel(let bytes):
                pending += bytes
                while let newline = pending.firstIndex(of: 10) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    switch BrowserReport(line: Substring(line)) {
                    case .busy(let place): busy = (place, busy?.since ?? clock.now)
                    case .idle(let place):
                        busy = nil
                        launch.place = place
                        if awaitsFirstFrame {
                            trace?.mark(.firstFrame)
                            awaitsFirstFrame = false
                        }
                    case .reloading: quitsForReload = true
                    case nil: break
                    }
                }
            case .timedOut, .woken:
                if hung == nil, let current = busy, clock.now - current.since > timeLimit {
                    hung = current.place
                    terminal.signalChild(SIGKILL)
                }
            case .exited(let status):
                if status == 0, quitsForReload {
                    trace?.mark(.browserEnd)
                    // The new build, where the old one was; it may have fixed them all.
                    launch.failures = []
                    launch.build = nil
                    let seconds = rebuild?.startedAt.map { Self.seconds(clock.now - $0) } ?? "?"
                    launch.notice = "rebuilt in \(seconds) s"
                    return .relaunch
                }
                // A demo that called `exit` (tuist/Noora's Ctrl-C default
                // does) ended the browser while its code ran: a failure of
                // that demo, as a crash is, never a silent quit.
                if let current = busy?.place, !launch.failures.contains(where: { $0.key == current.demoKey }) {
                    terminal.restoreTerminal()
                    launch.failures.append(DemoFailure(
                        key: current.demoKey,
                        summary: "This demo ended the process (exit(\(status))) while its code ran; "
                            + "a demo must return, not call exit"))
                    launch.place = current
                    launch.notice = "\(current.description) stopped the browser; it started again"
                    return .relaunch
                }
                return .ended(.exited(status))
            case .signaled(let signal):
                let failure: DemoFailure
                let place: BrowserPlace
                if let hung {
                    place = hung
                    failure = DemoFailure(
                        key: hung.demoKey,
                        summary: "This demo did not finish within \(Self.seconds(timeLimit)) s; "
                            + "the browser stopped it (SIGKILL)")
                } else if let current = busy?.place,
                    TerminalSupervisor.crashSignals.contains(signal) || signal == SIGKILL
                {
                    place = current
                    let report = CrashReport(standardError: terminal.errorOutput(from: errorStart))
                    failure = DemoFailure(
                        key: current.demoKey,
                        summary: report.summary(signal: signal, signalName: SignalName.describing(signal)),
                        details: report.frames)
                } else {
                    // Ctrl-C, SIGTERM and the like: the browser's own handler
                    // restored the terminal, and a second restore would move
                    // the shell's cursor (leaving the alternate screen again
                    // restores a saved position).
                    if !Self.signalsTheBrowserRestoresOn.contains(signal) { terminal.restoreTerminal() }
                    return .ended(.signaled(signal))
                }
                terminal.restoreTerminal()
                // A demo that fails again after it was marked is not the
                // demo's doing: stop rather than start browsers forever.
                guard !launch.failures.contains(where: { $0.key == failure.key }) else {
                    return .ended(.signaled(signal))
                }
                launch.failures.append(failure)
                launch.place = place
                launch.notice = "\(place.description) stopped the browser; it started again"
                return .relaunch
            }
        }
    }

    /// Starts a build when the sources have changed (stopping one under
    /// way), tells the browser its progress, and when it ends, its errors or
    /// that it should quit for the new build.
    private func advance(
        _ rebuild: inout Rebuild?, terminal: TerminalSupervisor, launch: inout BrowserLaunch,
        now: ContinuousClock.Instant
    ) {
        guard var state = rebuild, let settings = build else { return }
        defer { rebuild = state }
        let wasQuiet = state.watcher.changedAt == nil
        let settled = state.watcher.poll(now: now)
        if wasQuiet, state.watcher.changedAt != nil || settled { trace?.mark(.change) }
        if settled, !state.isReloading {
            trace?.mark(.buildStart)
            state.current?.cancel()
            let build = PackageBuild(settings: settings)
            do {
                try build.start(environment: environment)
                state.current = build
                state.startedAt = now
                state.shownProgress = nil
                launch.build = .building(progress: nil)
            } catch {
                state.current = nil
                launch.build = .failed(errors: ["error: cannot run 'swift build' (\(error.localizedDescription))"])
            }
            launch.build.map { terminal.send(SupervisorMessage.build($0).line) }
        }
        guard let current = state.current else { return }
        switch current.result {
        case nil:
            let progress = current.progress
            if progress != state.shownProgress {
                state.shownProgress = progress
                launch.build = .building(progress: progress)
                terminal.send(SupervisorMessage.build(.building(progress: progress)).line)
            }
        case .succeeded?:
            trace?.mark(.buildEnd)
            state.current = nil
            launch.build = nil
            if let stamp = state.runnerStamp, stamp == ExecutableStamp(path: executable) {
                // The browser runs this very build already.
                terminal.send(SupervisorMessage.upToDate.line)
            } else {
                state.isReloading = true
                terminal.send(SupervisorMessage.reload.line)
                trace?.mark(.reloadSent)
            }
        case .failed(let errors)?:
            trace?.mark(.buildEnd)
            state.current = nil
            launch.build = .failed(errors: errors)
            terminal.send(SupervisorMessage.build(.failed(errors: errors)).line)
            trace?.mark(.errorsShown)
        }
    }

    /// What tells one build of the runner from another: its file's
    /// identity, size and modification time.
    struct ExecutableStamp: Equatable {
        var attributes: [String]

        init?(path: String) {
            guard let values = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
            attributes = [FileAttributeKey.systemFileNumber, .size, .modificationDate].map {
                values[$0].map { "\($0)" } ?? ""
            }
        }
    }

    /// The signals that end a browser through its own handler, which
    /// restores the terminal (``RawTerminal``'s `TerminalRestorer`).
    static let signalsTheBrowserRestoresOn: Set<Int32> = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Whole seconds, or seconds with a decimal.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        guard attoseconds != 0 else { return "\(seconds)" }
        return String(format: "%.1f", Double(seconds) + Double(attoseconds) / 1e18)
    }
}
