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
/// With `--watch` (``build``), it also watches the package's sources and
/// rebuilds the runner while the browser goes on (``Rebuilder``): the
/// browser is told the build's progress and errors (``SupervisorMessage``),
/// and a new build's runner starts beside it and takes the terminal at
/// the place it was once it is ready.
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
    /// `swift build`'s environment: the runner's own, unchanged. SwiftPM
    /// plans a build again (seconds) when its environment differs from the
    /// last build's, and the last was most likely the `swift run` that
    /// started this runner.
    let buildEnvironment: [String: String]
    /// How long a demo's code may run before the browser is stopped.
    let timeLimit: Duration
    /// What to rebuild when the sources change; `nil` without `--watch`.
    let build: PackageBuild.Settings?
    /// Where the phases of the watch loop are written, with
    /// `DEMOKIT_WATCH_TRACE`.
    let trace: WatchTrace?

    /// The default of ``timeLimit``, which `DEMOKIT_BROWSER_TIME_LIMIT`
    /// (seconds) changes.
    package static let defaultTimeLimit = Duration.seconds(RenderTimeout.defaultSeconds)

    package init(
        executable: String, browseArguments: [String], environment: [String: String], timeLimit: Duration,
        build: PackageBuild.Settings? = nil
    ) {
        self.executable = executable
        self.build = build
        self.browseArguments = browseArguments
        buildEnvironment = environment
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
    package func run() throws(BrowserFailure) -> Ending {
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
        let rebuilder = build.map {
            Rebuilder(
                settings: $0, executable: executable, browseArguments: browseArguments,
                browserEnvironment: environment, buildEnvironment: buildEnvironment, trace: trace,
                standbyLimit: timeLimit)
        }
        defer {
            rebuilder?.cancel()
            rebuilder?.discardStandby(terminal: terminal)
        }
        var next: TerminalSupervisor.Child?
        while true {
            do {
                try launch.write(to: launchFile)
            } catch {
                throw .failure(
                    "cannot write the browser's launch file '\(launchFile)' (\(fileSystemErrorReason(error)))")
            }
            let errorStart = terminal.errorOutputLength
            if let next {
                // The new build's runner, started while the last browser
                // still showed its frame, takes the terminal.
                terminal.adopt(next)
                terminal.send(SupervisorMessage.start(launchFile: launchFile).line)
                trace?.mark(.handOver)
            } else {
                do {
                    try terminal.launch(
                        path: executable, arguments: [BrowserLaunch.hiddenCommand, launchFile] + browseArguments,
                        environment: environment)
                } catch {
                    throw .failure(error.message)
                }
                if rebuilder?.isReloading == true { trace?.mark(.runnerStart) }
            }
            let outcome = follow(
                terminal, errorStart: errorStart, launch: &launch, rebuilder: rebuilder, launchFile: launchFile)
            switch outcome {
            case .ended(let ending): return ending
            case .relaunch: next = nil
            case .handOver(let child): next = child
            }
            // A standby not handed the terminal (the browser ended otherwise) is not needed.
            rebuilder?.discardStandby(terminal: terminal)
        }
    }

    private enum Outcome {
        case ended(Ending)
        case relaunch
        /// The browser quit for a new build, whose runner is ready to take the terminal.
        case handOver(TerminalSupervisor.Child)
    }

    /// Follows one browser until it ends; when a demo crashed or hung it,
    /// records the failure in `launch` for the next. Meanwhile, with
    /// `--watch`, rebuilds on changes.
    private func follow(
        _ terminal: TerminalSupervisor, errorStart: Int, launch: inout BrowserLaunch, rebuilder: Rebuilder?,
        launchFile: String
    ) -> Outcome {
        let clock = ContinuousClock()
        var pending: [UInt8] = []
        var busy: (place: BrowserPlace, since: ContinuousClock.Instant)?
        var hung: BrowserPlace?
        // Whether the browser said it quits for the new build: a quit
        // with `q` at the same moment is a quit.
        var quitsForReload = false
        // A browser started for a new build: its first frame is traced.
        var awaitsFirstFrame = rebuilder?.isReloading == true
        rebuilder?.browserStarted()
        // A browser started while a build runs or after one failed shows it.
        if let status = launch.build { terminal.send(SupervisorMessage.build(status).line) }
        while true {
            rebuilder?.advance(terminal: terminal, launch: &launch, launchFile: launchFile, now: clock.now)
            let event = terminal.waitForEvent(
                timeoutMilliseconds: rebuilder?.timeoutMilliseconds(now: clock.now, limit: 100) ?? 100,
                wakingOn: rebuilder?.descriptors ?? [])
            switch event {
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
                    case .ready, nil: break
                    }
                }
            case .timedOut, .woken:
                if hung == nil, let current = busy, clock.now - current.since > timeLimit {
                    // A demo that crashed while the machine is busy may
                    // still be writing its backtrace: it has not hung, and
                    // its report is what to show. The backtracer gives up
                    // on its own after 30 s; so does this wait.
                    let reporting = CrashLog.isReporting(terminal.errorOutput(from: errorStart))
                    if !reporting || clock.now - current.since > timeLimit + .seconds(30) {
                        hung = current.place
                        terminal.signalChild(SIGKILL)
                    }
                }
            case .exited(let status):
                return exited(
                    status: status, quitsForReload: quitsForReload, busy: busy?.place, terminal: terminal,
                    launch: &launch, rebuilder: rebuilder, now: clock.now)
            case .signaled(let signal):
                return signaled(
                    signal, hung: hung, busy: busy?.place, terminal: terminal, errorStart: errorStart, launch: &launch)
            }
        }
    }

    /// How a browser that exited ends its run: for a new build, handing
    /// over; after a demo called `exit` while its code ran, starting again
    /// with that demo marked failed; else, ending as it did.
    private func exited(
        status: Int32, quitsForReload: Bool, busy: BrowserPlace?, terminal: TerminalSupervisor,
        launch: inout BrowserLaunch, rebuilder: Rebuilder?, now: ContinuousClock.Instant
    ) -> Outcome {
        if status == 0, quitsForReload {
            trace?.mark(.browserEnd)
            // The new build, where the old one was; it may have fixed them all.
            launch.failures = []
            launch.build = nil
            launch.notice = "rebuilt in \(rebuilder?.secondsSinceBuildStart(now: now) ?? "?") s"
            return rebuilder?.takeReadyStandby().map { .handOver($0) } ?? .relaunch
        }
        // A demo that called `exit` (tuist/Noora's Ctrl-C default
        // does) ended the browser while its code ran: a failure of
        // that demo, as a crash is, never a silent quit.
        if let current = busy, !launch.failures.contains(where: { $0.key == current.demoKey }) {
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
    }

    /// How a browser ended by a signal ends its run: a demo that hung it
    /// (`hung`) or crashed it while its code ran (`busy`) is marked failed
    /// and the browser started again; any other signal ends the session.
    private func signaled(
        _ signal: Int32, hung: BrowserPlace?, busy: BrowserPlace?, terminal: TerminalSupervisor, errorStart: Int,
        launch: inout BrowserLaunch
    ) -> Outcome {
        let failure: DemoFailure
        let place: BrowserPlace
        if let hung {
            place = hung
            failure = DemoFailure(
                key: hung.demoKey,
                summary: "This demo did not finish within \(Self.seconds(timeLimit)) s; "
                    + "the browser stopped it (SIGKILL)")
        } else if let current = busy,
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
