import DemoKitTerminal
import Foundation

/// `browse --watch`'s half of ``BrowserSupervisor``, across the browsers it
/// runs: the sources watched (``SourceWatcher``) and the build under way
/// (``PackageBuild``).
///
/// When a save's changes are in, it builds the runner's product and tells
/// the browser the build's progress and errors (``SupervisorMessage``);
/// when a build changes the runner, it asks the browser to quit, to be
/// started again from the new build at the place it was.
///
/// The supervisor waits on ``descriptors`` (the watcher's events, the
/// build's output) with ``timeoutMilliseconds(now:limit:)``, and calls
/// ``advance(terminal:launch:now:)`` after each wait.
final class Rebuilder {
    let settings: PackageBuild.Settings
    let watcher: SourceWatcher
    private let executable: String
    private let environment: [String: String]
    private let trace: WatchTrace?
    private var current: PackageBuild?
    /// The progress last told to the browser.
    private var shownProgress: String?
    /// Whether the browser was asked to quit for a new build: saves are
    /// read after the next browser has started.
    private(set) var isReloading = false
    private var startedAt: ContinuousClock.Instant?
    /// The runner's executable as it was when the browser started: a build
    /// that leaves it so (an edit to a test) needs no reload.
    private var runnerStamp: ExecutableStamp?

    /// - Parameters:
    ///   - settings: What to build.
    ///   - executable: The runner's executable, which the build replaces.
    ///   - environment: `swift build`'s environment: the one the runner was
    ///     built in, as far as it can be known
    ///     (``BrowserSupervisor/buildEnvironment``).
    ///   - trace: Where the loop's phases are written.
    init(settings: PackageBuild.Settings, executable: String, environment: [String: String], trace: WatchTrace?) {
        self.settings = settings
        self.executable = executable
        self.environment = environment
        self.trace = trace
        watcher = SourceWatcher(
            root: settings.root.standardizedFileURL.path, mechanism: SourceWatcher.mechanism(in: environment))
    }

    /// A browser has started: the reload, if there was one, is over.
    func browserStarted() {
        isReloading = false
        runnerStamp = ExecutableStamp(path: executable)
    }

    /// What to wake on: the watcher's events (not while reloading: a save
    /// then waits for the next browser) and the build's output.
    var descriptors: [Int32] {
        var descriptors: [Int32] = []
        if !isReloading, let events = watcher.descriptor { descriptors.append(events) }
        if let current, current.descriptor >= 0 { descriptors.append(current.descriptor) }
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

    /// Stops the build under way.
    func cancel() {
        current?.cancel()
    }

    /// Starts a build when a save's changes are in (stopping one under
    /// way), tells the browser its progress, and when it ends, its errors,
    /// or that it is up to date, or that it should quit for the new build.
    func advance(terminal: TerminalSupervisor, launch: inout BrowserLaunch, now: ContinuousClock.Instant) {
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
                terminal.send(SupervisorMessage.reload.line)
                trace?.mark(.reloadSent)
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
            try build.start(environment: environment)
            current = build
            startedAt = now
            shownProgress = nil
            launch.build = .building(progress: nil)
        } catch {
            current = nil
            launch.build = .failed(errors: ["error: cannot run 'swift build' (\(error.localizedDescription))"])
        }
        launch.build.map { terminal.send(SupervisorMessage.build($0).line) }
    }
}
