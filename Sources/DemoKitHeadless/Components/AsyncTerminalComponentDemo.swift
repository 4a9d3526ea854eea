import DemoKitCore

/// A demo of a stream component written as an `async` function: one that
/// awaits its work, its keys and its sleeps, as tuist/Noora's progress
/// steps and most components built on Swift concurrency do.
///
/// It is the `async` twin of ``TerminalComponentDemo``: the component runs
/// as written, with no bridge, and its ``HeadlessTerminal``'s reads and
/// sleeps *suspend* (`await terminal.read()`, `try await terminal.sleep(for:)`,
/// and ``HeadlessTerminal/clock`` for code that takes a `Clock`), in the
/// demo's virtual time. A still demo runs it to its end: its reads see end
/// of input and its sleeps take no time. Like its twin, it is live when it
/// also conforms to `AnimatedDemo`, `InteractiveDemo` or both, and stores
/// nothing: the run is DemoKit's.
///
/// ```swift
/// struct DownloadDemo: AsyncTerminalComponentDemo {
///     func run(in terminal: HeadlessTerminal) async throws {
///         for percent in stride(from: 0, through: 100, by: 25) {
///             terminal.write("\rDownloading… \(percent)%")
///             try await terminal.sleep(for: .milliseconds(200))
///         }
///         terminal.write("\rDownloaded.      \n")
///     }
/// }
/// ```
///
/// **Where it runs.** The component's task prefers an executor that belongs
/// to its run: one thread, not the cooperative pool. Its child tasks
/// (`async let`, task groups) and the default actors it calls run there
/// too, one job at a time, and when none is ready the run moves virtual time
/// to the next wake-up, so the same inputs give the same screens on every
/// machine, under any load, while tests run in parallel on two cores: a
/// host that waits for a frame never blocks a thread the component needs.
/// Work it hands elsewhere (the main actor, an actor with its own executor,
/// a `Task.detached`, real I/O) runs outside virtual time; awaiting it is
/// fine, but what it does is not paced by the demo's clock.
///
/// **Availability.** Task executors (SE-0417) are what keeps the component
/// off the cooperative pool; they need Swift 6's runtime: macOS 15, iOS 18,
/// tvOS 18, watchOS 11 or visionOS 2, and any Linux.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public protocol AsyncTerminalComponentDemo: _HostedDemo {
    /// Runs the component from its start, writing to `terminal` and awaiting
    /// its keys and its clock there. An error it throws fails the render
    /// (and, for a live demo, ends it with `DemoOutcome.failed(_:)`); a
    /// `CancellationError` thrown after the run has ended is not a failure.
    func run(in terminal: HeadlessTerminal) async throws

    /// The terminal's height when the render context sets none. Defaults to
    /// 24, as ``TerminalComponentDemo/terminalRows`` does.
    var terminalRows: Int { get }

    /// How long, in real time, the component may run without finishing or
    /// waiting on its terminal; as ``TerminalComponentDemo/timeLimit``.
    var timeLimit: Duration { get }

    /// Text replaced by stable placeholders in every rendering; as
    /// ``TerminalComponentDemo/redactions``. Defaults to none.
    var redactions: [ScreenRedaction] { get }

    /// Whether the component's line feeds also return the carriage; as
    /// ``TerminalComponentDemo/translatesNewlines``. Defaults to `true`.
    var translatesNewlines: Bool { get }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension AsyncTerminalComponentDemo {
    public var terminalRows: Int { 24 }

    public var timeLimit: Duration { timing == .realTime ? .seconds(30) : .seconds(2) }

    public var translatesNewlines: Bool { true }

    public var redactions: [ScreenRedaction] { [] }

    /// What the terminal shows: for a still demo, once the component has
    /// run to its end; for a live one, at the context's virtual time after
    /// the input handed to it so far.
    public func render(in context: RenderContext) throws -> TextBlock {
        try hosted.render(in: context)
    }

    /// Sleeps the calling thread for `duration` of real time when the demo
    /// runs on the real clock: how a script's `wait` takes real time.
    public func _waitRealTime(_ duration: Duration) {
        hosted.waitRealTime(duration)
    }

    /// How the run kept in `context`'s session has ended by `time`.
    public func _outcome(at time: Duration, in context: RenderContext) -> DemoOutcome? {
        hosted.outcome(at: time, in: context)
    }

    /// When the run kept in `context`'s session next wakes after `time`.
    public func _nextFrame(after time: Duration, in context: RenderContext) -> Duration? {
        hosted.nextFrame(after: time, in: context)
    }

    /// What DemoKit needs to host the component.
    var hosted: HostedComponent {
        let component = UncheckedSendable<(HeadlessTerminal) async throws -> Void>(run(in:))
        return HostedComponent(self) { .suspending { terminal in try await component.value(terminal) } }
    }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension AsyncTerminalComponentDemo where Self: LiveDemo {
    /// How the component ended by `time`, as
    /// ``TerminalComponentDemo/outcome(at:)`` says.
    public func outcome(at time: Duration) -> DemoOutcome? {
        hosted.outcome(at: time, in: nil)
    }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension AsyncTerminalComponentDemo where Self: InteractiveDemo {
    /// Nothing to do: the player that hands the input keeps it, and the
    /// component reads it as the bytes a terminal sends for it.
    public mutating func handle(_ input: DemoInput, at time: Duration) {}
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension AsyncTerminalComponentDemo where Self: AnimatedDemo {
    /// Not used to schedule frames; 100 ms, for code that asks.
    public var frameInterval: Duration { .milliseconds(100) }

    /// When the component's current sleep (or read timeout) ends; `nil`
    /// when it waits only for a key, or has finished.
    public func nextFrame(after time: Duration) -> Duration? {
        hosted.nextFrame(after: time, in: nil)
    }
}
