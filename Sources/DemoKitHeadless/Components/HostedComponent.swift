import DemoKitCore
import Foundation

/// A component's code: a synchronous function run on a thread of its own,
/// or an `async` one run as a task on an executor of its own.
enum ComponentBody: Sendable {
    case blocking(@Sendable (HeadlessTerminal) throws -> Void)
    case suspending(@Sendable (HeadlessTerminal) async throws -> Void)
}

/// What DemoKit needs to host a stream component, whichever of the two
/// protocols it conforms to: the one path from a demo to its component's
/// screen, its outcome and its next frame.
struct HostedComponent {
    /// A horizon no component reaches: about 34,000 years of virtual time.
    static let forever = Duration.seconds(Int64(1) << 40)

    let name: String
    let terminalRows: Int
    let timeLimit: Duration
    let translatesNewlines: Bool
    let redactions: [ScreenRedaction]
    let realTime: Bool
    /// Whether the demo is live (`InteractiveDemo`, `AnimatedDemo`): it is
    /// shown at a time, after input, rather than run to its end.
    let isLive: Bool
    /// The demo value's identity, for a run asked of the demo alone.
    let identity: () -> String
    /// The component's code, for a new run.
    let body: () -> ComponentBody

    init<Demo: _HostedDemo>(
        _ demo: Demo, terminalRows: Int, timeLimit: Duration, translatesNewlines: Bool,
        redactions: [ScreenRedaction], body: @escaping () -> ComponentBody
    ) {
        name = "\(Demo.self)"
        self.terminalRows = terminalRows
        self.timeLimit = timeLimit
        self.translatesNewlines = translatesNewlines
        self.redactions = redactions
        realTime = demo.timing == .realTime
        isLive = demo is any LiveDemo
        identity = { HostedRuns.identity(of: demo) }
        self.body = body
    }

    /// Sleeps the calling thread for `duration` of real time when the demo
    /// runs on the real clock.
    func waitRealTime(_ duration: Duration) {
        guard realTime, duration > .zero else { return }
        Thread.sleep(forTimeInterval: duration.seconds)
    }

    /// Where the run is kept, and the input handed to the demo: the
    /// player's session, or, asked of the demo alone, the run with no input
    /// that DemoKit keeps for the demo's identity.
    private func session(in context: RenderContext?) -> (cache: RunCache, inputs: [TimedInput]) {
        if let session = context?.session {
            return (Self.cache(in: session.storage), session.inputs)
        }
        return (HostedRuns.shared.cache(for: identity()), [])
    }

    /// Guards every session's storage: the core has no lock of its own.
    private static let storageLock = NSLock()

    /// The run cache kept in a player's session, made the first time.
    private static func cache(in storage: LiveSessionStorage) -> RunCache {
        storageLock.lock()
        defer { storageLock.unlock() }
        if let stored = storage.object as? RunCache { return stored }
        let made = RunCache()
        storage.object = made
        return made
    }

    /// What the terminal shows for `context`.
    func render(in context: RenderContext) throws -> TextBlock {
        let reader = ReaderPreferences(context)
        let rows = context.height ?? terminalRows
        guard isLive else {
            let request = request(
                columns: context.width, rows: rows, inputs: [], horizon: Self.forever, inputClosed: true,
                reader: reader)
            return try RunCache().withRun(request, body: body) { run in
                if case .finished(let failure?) = run.currentState { throw TerminalComponentError.failed(failure) }
                return screen(of: run)
            }
        }
        let (cache, inputs) = session(in: context)
        let request = request(
            columns: context.width, rows: rows, inputs: inputs, horizon: context.time, inputClosed: false,
            reader: reader)
        return try cache.withRun(request, body: body) { screen(of: $0) }
    }

    private func screen(of run: ComponentRun) -> TextBlock {
        let terminal = run.terminalSnapshot
        let rows = terminal.rows(transcript: !terminal.isAlternateScreen)
        return rows.lines.redacting(redactions, width: terminal.columns, continued: rows.continued)
    }

    /// How the component ended by `time`: what it reported, or
    /// `DemoOutcome.completed` when it returned without reporting, or
    /// `DemoOutcome.failed(_:)` when it threw or could not run; `nil` while
    /// it runs, and for a still demo.
    func outcome(at time: Duration, in context: RenderContext?) -> DemoOutcome? {
        guard isLive else { return nil }
        do {
            return try withLastRun(horizon: time, in: context) { run in
                guard case .finished(let failure) = run.currentState else { return nil }
                if let failure { return .failed(failure) }
                return run.outcome ?? .completed
            }
        } catch {
            return .failed(String(describing: error))
        }
    }

    /// When the component's current sleep (or read timeout) ends; `nil`
    /// when it waits only for a key, or has finished.
    func nextFrame(after time: Duration, in context: RenderContext?) -> Duration? {
        guard isLive,
            let wake = try? withLastRun(horizon: time, in: context, { run -> Duration? in
                guard case .parked(let wake?) = run.currentState else { return nil }
                return wake
            }),
            wake > time
        else { return nil }
        return wake
    }

    /// The run at `horizon` in the size last rendered (`LiveDemo.outcome(at:)`
    /// and `AnimatedDemo.nextFrame(after:)` are asked without the size the
    /// demo is shown at).
    private func withLastRun<T>(
        horizon: Duration, in context: RenderContext?, _ read: (ComponentRun) -> T
    ) throws -> T {
        let (cache, inputs) = session(in: context)
        let size = cache.lastSize ?? (80, terminalRows)
        let request = request(
            columns: size.columns, rows: size.rows, inputs: inputs, horizon: horizon, inputClosed: false,
            reader: cache.lastReader)
        return try cache.withRun(request, body: body, read)
    }

    private func request(
        columns: Int, rows: Int, inputs: [TimedInput], horizon: Duration, inputClosed: Bool,
        reader: ReaderPreferences
    ) -> RunRequest {
        RunRequest(
            columns: columns, rows: rows, translatesNewlines: translatesNewlines, inputs: inputs, horizon: horizon,
            inputClosed: inputClosed, limit: timeLimit, name: name, realTime: realTime, reader: reader)
    }
}

extension HostedComponent {
    /// A synchronous component's hosting.
    init<Demo: TerminalComponentDemo>(_ demo: Demo, body: @escaping () -> ComponentBody) {
        self.init(
            demo, terminalRows: demo.terminalRows, timeLimit: demo.timeLimit,
            translatesNewlines: demo.translatesNewlines, redactions: demo.redactions, body: body)
    }

    /// An `async` component's hosting.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    init<Demo: AsyncTerminalComponentDemo>(_ demo: Demo, body: @escaping () -> ComponentBody) {
        self.init(
            demo, terminalRows: demo.terminalRows, timeLimit: demo.timeLimit,
            translatesNewlines: demo.translatesNewlines, redactions: demo.redactions, body: body)
    }
}

/// The runs DemoKit keeps for demos asked without a player (a live
/// component's `render(in:)`, `outcome(at:)` or `nextFrame(after:)` called
/// on the demo itself): keyed by the demo's identity, the few most recent,
/// so that a caller stepping one demo through time runs it once, and a
/// run nobody asks for again ends.
final class HostedRuns: @unchecked Sendable {
    static let shared = HostedRuns()

    /// How many runs are kept.
    static let capacity = 8

    private let lock = NSLock()
    private var caches: [(identity: String, cache: RunCache)] = []

    /// A demo value's identity: the instance for a class; else its type and
    /// stored values, with the instances of the objects it holds (two values
    /// that print alike but hold different objects are different demos).
    static func identity(of demo: some Any) -> String {
        if type(of: demo) is AnyClass { return instance(demo) }
        let objects = Mirror(reflecting: demo).children.compactMap { child -> String? in
            guard type(of: child.value) is AnyClass else { return nil }
            return instance(child.value)
        }
        return ([String(reflecting: demo)] + objects).joined(separator: " ")
    }

    private static func instance(_ object: Any) -> String {
        "\(type(of: object))@\(ObjectIdentifier(object as AnyObject).hashValue)"
    }

    /// The run cache for `identity`, the most recent from now on.
    func cache(for identity: String) -> RunCache {
        var evicted: RunCache?
        let cache: RunCache
        lock.lock()
        if let index = caches.firstIndex(where: { $0.identity == identity }) {
            let entry = caches.remove(at: index)
            cache = entry.cache
            caches.append(entry)
        } else {
            cache = RunCache()
            caches.append((identity, cache))
            if caches.count > Self.capacity { evicted = caches.removeFirst().cache }
        }
        lock.unlock()
        // Ending the evicted run waits for its component: not under the lock.
        _ = evicted
        return cache
    }
}
