/// Notices when a package's Swift sources change (``SourceTree``), and says
/// so once the changes of one save have come in: an editor that writes a
/// file in several steps, or saves several files at once, starts one build.
///
/// It watches with the system's file events where it can: inotify on
/// Linux (``InotifySource``), kqueue on macOS (``KqueueSource``); elsewhere,
/// or when those cannot watch the whole package, or with
/// `DEMOKIT_WATCH=poll` (a network file system whose changes made on
/// another machine raise no events), it reads the tree every 100 ms
/// (``PollingSource``). With events, a save is said ``quietTime`` after
/// its last change; with polling, after the first scan that finds no
/// further change. Changes that never stop are said ``longestWait``
/// after the first.
///
/// The caller waits on ``descriptor`` (or for ``timeUntilDue(now:)``)
/// and then calls ``poll(now:)``.
package final class SourceWatcher {
    /// How changes are noticed.
    package enum Mechanism: String, Sendable {
        case inotify
        case kqueue
        case polling = "poll"
    }

    /// The variable that asks for polling (`poll`).
    package static let environmentVariable = "DEMOKIT_WATCH"
    /// How long after a save's last event it is said.
    package static let quietTime = Duration.milliseconds(30)
    /// How long changes that never stop are gathered at most.
    package static let longestWait = Duration.seconds(1)

    /// The package's root folder.
    package let root: String
    /// How changes are noticed.
    package let mechanism: Mechanism
    private let source: any FileEventSource
    private var firstChange: ContinuousClock.Instant?
    private var lastChange: ContinuousClock.Instant?
    private var gathered: Set<String> = []

    /// The paths of the last changes said, for tests.
    package private(set) var lastChanges: Set<String> = []
    /// How many times changes were said.
    package private(set) var changeCount = 0

    /// Watches the sources below `root`.
    ///
    /// - Parameters:
    ///   - root: The package's root folder's path.
    ///   - mechanism: How to watch; `nil` takes the system's file events,
    ///     and polling where they cannot be had.
    package init(root: String, mechanism: Mechanism? = nil) {
        self.root = root
        var chosen: (Mechanism, any FileEventSource)?
        #if canImport(Glibc) || canImport(Musl)
        if mechanism ?? .inotify == .inotify, let source = InotifySource.make(root: root) {
            chosen = (.inotify, source)
        }
        #elseif canImport(Darwin)
        if mechanism ?? .kqueue == .kqueue, let source = KqueueSource.make(root: root) {
            chosen = (.kqueue, source)
        }
        #endif
        let (mechanism, source) = chosen ?? (.polling, PollingSource(root: root))
        self.mechanism = mechanism
        self.source = source
    }

    /// The mechanism `environment` asks for: polling with `poll`; else the
    /// system's.
    package static func mechanism(in environment: [String: String]) -> Mechanism? {
        environment[environmentVariable] == Mechanism.polling.rawValue ? .polling : nil
    }

    /// A descriptor that is readable when events wait: wait on it, then
    /// call ``poll(now:)``. `nil` when the watcher must be polled on a
    /// cadence (``timeUntilDue(now:)``).
    package var descriptor: Int32? { source.descriptor }

    /// How many folders are watched.
    package var folderCount: Int { source.folderCount }

    /// Whether changes have come in that are not said yet.
    package var hasPendingChanges: Bool { firstChange != nil }

    /// How long the caller may wait, at most, before the next
    /// ``poll(now:)``: until a save's changes are due, or the next scan;
    /// `nil` to wait for ``descriptor`` alone.
    package func timeUntilDue(now: ContinuousClock.Instant) -> Duration? {
        var due: [Duration] = []
        if let interval = source.interval { due.append(interval) }
        if let lastChange, let firstChange {
            due.append(min(lastChange + quietTime - now, firstChange + Self.longestWait - now))
        }
        return due.min().map { max(.zero, $0) }
    }

    /// Reads the changes that came in.
    ///
    /// - Returns: `true` once for each save: when changes came in and none
    ///   has for ``quietTime`` since (with polling: a scan found none),
    ///   or ``longestWait`` has passed since the first.
    package func poll(now: ContinuousClock.Instant) -> Bool {
        let changes = source.readChanges(now: now)
        if !changes.isEmpty {
            gathered.formUnion(changes)
            firstChange = firstChange ?? now
            lastChange = now
        }
        guard let firstChange, let lastChange,
            now - lastChange >= quietTime || now - firstChange >= Self.longestWait
        else { return false }
        self.firstChange = nil
        self.lastChange = nil
        lastChanges = gathered
        gathered = []
        changeCount += 1
        return true
    }

    /// With polling, a scan that finds nothing new; with events, the time
    /// their last burst needs to be over.
    private var quietTime: Duration {
        source.interval.map { max($0, Self.quietTime) } ?? Self.quietTime
    }
}
