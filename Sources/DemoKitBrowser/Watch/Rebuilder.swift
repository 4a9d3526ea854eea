import DemoKitTerminal
import Foundation

/// `browse --watch`'s half of ``BrowserSupervisor``, across the browsers it
/// runs: the sources watched (``SourceWatcher``), the build under way
/// (``PackageBuild``), and the new build's runner, started while the old
/// one still shows its frame.
///
/// When a save's changes are in, it builds the runner's product and tells
/// the browser the build's progress and errors (``SupervisorMessage``).
/// When a build changes the runner, it starts the new runner at once as a
/// standby (``BrowserLaunch/standby``): the process starts and reads its
/// catalog beside the browser on screen and says it is ready
/// (``BrowserReport/ready``); only then is the browser on screen asked to
/// quit, and the supervisor hands the terminal to the standby
/// (``SupervisorMessage/start(launchFile:)``) at the place the old browser
/// was. A standby that ends, or is not ready within the supervisor's time
/// limit, is stopped, and the new build is started the plain way after
/// the old browser quits.
///
/// The supervisor waits on ``descriptors`` (the watcher's events, the
/// build's output, the standby's reports) with ``timeoutMilliseconds(now:)``,
/// and calls ``advance(terminal:launch:launchFile:now:)`` after each wait.
final class Rebuilder {
    /// A new build's runner, started before the browser on screen quits.
    private struct Standby {
        let child: TerminalSupervisor.Child
        let since: ContinuousClock.Instant
        var isReady = false
        var pending: [UInt8] = []
    }

    let settings: PackageBuild.Settings
    let watcher: SourceWatcher
    private let executable: String
    private let browseArguments: [String]
    private let browserEnvironment: [String: String]
    private let buildEnvironment: [String: String]
    private let trace: WatchTrace?
    /// How long a standby may take to be ready.
    private let standbyLimit: Duration
    private var current: PackageBuild?
    /// The progress last told to the browser.
    private var shownProgress: String?
    /// Whether the browser was (or will be, once the standby is ready)
    /// asked to quit for a new build: saves are read after the next
    /// browser has started.
    private(set) var isReloading = false
    private var startedAt: ContinuousClock.Instant?
    /// The runner's executable as it was when the browser started: a build
    /// that leaves it so (an edit to a test) needs no reload.
    private var runnerStamp: ExecutableStamp?
    private var standby: Standby?

    /// - Parameters:
    ///   - settings: What to build.
    ///   - executable: The runner's executable, which the build replaces.
    ///   - browseArguments: The browser's command line after the launch file.
    ///   - browserEnvironment: The new runner's environment.
    ///   - buildEnvironment: `swift build`'s: the one the runner was built
    ///     in, as far as it can be known (``BrowserSupervisor/buildEnvironment``).
    ///   - trace: Where the loop's phases are written.
    ///   - standbyLimit: How long a standby may take to be ready.
    init(
        settings: PackageBuild.Settings, executable: String, browseArguments: [String],
        browserEnvironment: [String: String], buildEnvironment: [String: String], trace: WatchTrace?,
        standbyLimit: Duration
    ) {
        self.settings = settings
        self.executable = executable
        self.browseArguments = browseArguments
        self.browserEnvironment = browserEnvironment
        self.buildEnvironment = buildEnvironment
        self.trace = trace
        self.standbyLimit = standbyLimit
        watcher = SourceWatcher(
            root: settings.root.standardizedFileURL.path, mechanism: SourceWatcher.mechanism(in: buildEnvironment))
    }

    /// A browser has started: the reload, if there was one, is over.
    func browserStarted() {
        isReloading = false
        runnerStamp = ExecutableStamp(path: executable)
    }

    /// What to wake on: the watcher's events (not while reloading: a save
    /// then waits for the next browser), the build's output, the standby's
    /// report that it is ready.
    var descriptors: [Int32] {
        var descriptors: [Int32] = []
        if !isReloading, let events = watcher.descriptor { descriptors.append(events) }
        if let current, current.descriptor >= 0 { descriptors.append(current.descriptor) }
        // Until it is ready: after that it says nothing until it is told
        // to start, and an end of its channel would wake every wait.
        if let standby, !standby.isReady { descriptors.append(standby.child.channel) }
        return descriptors
    }

    /// How long to wait at most: `limit`, or less when the watcher's
    /// changes come due or its next scan does.
    func timeoutMilliseconds(now: ContinuousClock.Instant, limit: Int32) -> Int32 {
        guard !isReloading, let due = watcher.timeUntilDue(now: now) else { return limit }
        let (seconds, attoseconds) = due.components
        // Rounded up, so the wait never ends before the changes are due.
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: min(Int64(limit), milliseconds))
    }

    /// The time since the last build started, for the next browser's notice.
    func secondsSinceBuildStart(now: ContinuousClock.Instant) -> String {
        startedAt.map { BrowserSupervisor.seconds(now - $0) } ?? "?"
    }

    /// The standby, when it is ready: the browser on screen quit for the
    /// new build, and it takes the terminal.
    func takeReadyStandby() -> TerminalSupervisor.Child? {
        guard let ready = standby, ready.isReady else { return nil }
        standby = nil
        return ready.child
    }

    /// Stops the standby, if there is one: the browser ended otherwise, or
    /// the session did.
    func discardStandby(terminal: TerminalSupervisor) {
        guard let discarded = standby else { return }
        standby = nil
        terminal.discard(discarded.child)
    }

    /// Stops the build under way.
    func cancel() {
        current?.cancel()
    }

    /// Follows the standby's reports, starts a build when a save's changes
    /// are in (stopping one under way), tells the browser its progress, and
    /// when it ends, its errors, or that the browser is up to date, or
    /// starts the new runner and asks the browser to quit for it.
    func advance(
        terminal: TerminalSupervisor, launch: inout BrowserLaunch, launchFile: String, now: ContinuousClock.Instant
    ) {
        followStandby(terminal: terminal, now: now)
        if !isReloading {
            let wasPending = watcher.hasPendingChanges
            let settled = watcher.poll(now: now)
            if !wasPending, watcher.hasPendingChanges || settled { trace?.mark(.change) }
            if settled { startBuild(terminal: terminal, launch: &launch, now: now) }
        }
        guard let build = current else { return }
        switch build.result {
        case nil:
            let progress = build.progress
            if progress != shownProgress {
                shownProgress = progress
                launch.build = .building(progress: progress)
                terminal.send(SupervisorMessage.build(.building(progress: progress)).line)
            }
        case .succeeded?:
            trace?.mark(.buildEnd)
            current = nil
            launch.build = nil
            if let stamp = runnerStamp, stamp == ExecutableStamp(path: executable) {
                // The browser runs this very build already.
                terminal.send(SupervisorMessage.upToDate.line)
            } else {
                isReloading = true
                startStandby(terminal: terminal, launchFile: launchFile, now: now)
            }
        case .failed(let errors)?:
            trace?.mark(.buildEnd)
            current = nil
            launch.build = .failed(errors: errors)
            terminal.send(SupervisorMessage.build(.failed(errors: errors)).line)
            trace?.mark(.errorsShown)
        }
    }

    private func startBuild(terminal: TerminalSupervisor, launch: inout BrowserLaunch, now: ContinuousClock.Instant) {
        trace?.mark(.buildStart)
        current?.cancel()
        let build = PackageBuild(settings: settings)
        do {
            try build.start(environment: buildEnvironment)
            current = build
            startedAt = now
            shownProgress = nil
            launch.build = .building(progress: nil)
        } catch {
            current = nil
            launch.build = .failed(errors: ["error: cannot run 'swift build' (\(error.reason))"])
        }
        launch.build.map { terminal.send(SupervisorMessage.build($0).line) }
    }

    /// Starts the new build's runner as a standby; where that cannot be
    /// done, asks the browser to quit at once, for a plain start.
    private func startStandby(terminal: TerminalSupervisor, launchFile: String, now: ContinuousClock.Instant) {
        // A path on one line, to send in a message.
        guard !launchFile.contains("\n") else { return reload(terminal: terminal) }
        do {
            var waiting = BrowserLaunch()
            waiting.standby = true
            try waiting.write(to: launchFile)
            let child = try terminal.spawn(
                path: executable, arguments: [BrowserLaunch.hiddenCommand, launchFile] + browseArguments,
                environment: browserEnvironment)
            standby = Standby(child: child, since: now)
            trace?.mark(.runnerStart)
        } catch {
            reload(terminal: terminal)
        }
    }

    /// Reads the standby's reports: when it is ready, asks the browser on
    /// screen to quit; when it ended, said something else or took too long,
    /// stops it and asks the browser to quit for a plain start.
    private func followStandby(terminal: TerminalSupervisor, now: ContinuousClock.Instant) {
        guard var waiting = standby, !waiting.isReady else { return }
        var failed = now - waiting.since > standbyLimit
        while !failed, let bytes = terminal.readChannel(of: waiting.child) {
            if bytes.isEmpty {
                failed = true
                break
            }
            waiting.pending += bytes
        }
        if let newline = waiting.pending.firstIndex(of: 10) {
            // A runner that does not know standby (built from another
            // DemoKit) reports where it is instead: not ready.
            let line = String(decoding: waiting.pending[..<newline], as: UTF8.self)
            if BrowserReport(line: Substring(line)) == .ready {
                waiting.isReady = true
            } else {
                failed = true
            }
        }
        standby = waiting
        if failed {
            discardStandby(terminal: terminal)
            reload(terminal: terminal)
        } else if waiting.isReady {
            reload(terminal: terminal)
        }
    }

    private func reload(terminal: TerminalSupervisor) {
        terminal.send(SupervisorMessage.reload.line)
        trace?.mark(.reloadSent)
    }
}
