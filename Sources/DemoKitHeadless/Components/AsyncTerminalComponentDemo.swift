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
/// of input and its sleeps take no time.
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
public protocol AsyncTerminalComponentDemo: TerminalComponentHosting {
    /// Runs the component from its start, writing to `terminal` and awaiting
    /// its keys and its clock there. An error it throws fails the render
    /// (and, for a live demo, ends it with `DemoOutcome.failed(_:)`); a
    /// `CancellationError` thrown after the run has ended is not a failure.
    func run(in terminal: HeadlessTerminal) async throws
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension AsyncTerminalComponentDemo {
    /// Runs the component to its end and returns what the terminal shows.
    public func render(in context: RenderContext) throws -> TextBlock {
        try TerminalComponentRenderer.render(
            self, cache: RunCache(), inputs: [], horizon: TerminalComponentRenderer.forever, inputClosed: true,
            context: context, throwingFailure: true, body: { componentBody })
    }
}

/// An `async` stream component that changes while it is shown: the twin of
/// ``LiveTerminalComponentDemo`` for a component written as an `async`
/// function. Declare `AnimatedDemo`, `InteractiveDemo` or both, and keep a
/// ``TerminalSession``:
///
/// ```swift
/// struct CountdownDemo: LiveAsyncTerminalComponentDemo, AnimatedDemo, InteractiveDemo {
///     var session = TerminalSession()
///
///     var scripts: [DemoScript] {
///         [DemoScript("skip", steps: [.wait(.seconds(1)), .press(.enter)], expecting: .value("skipped"))]
///     }
///
///     func run(in terminal: HeadlessTerminal) async throws {
///         for remaining in stride(from: 3, to: 0, by: -1) {
///             terminal.write("\rStarting in \(remaining)… (Enter skips)")
///             if await terminal.read(timeout: .seconds(1)) != nil {
///                 terminal.report(.value("skipped"))
///                 return
///             }
///         }
///         terminal.write("\rStarted.                         \n")
///     }
/// }
/// ```
///
/// Frames are paced by the component's own waits: the browser shows the
/// next frame when its sleep or read timeout ends, and a script's wait moves
/// it on. A resize, an earlier time or a different input runs it again
/// from its start.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public protocol LiveAsyncTerminalComponentDemo: AsyncTerminalComponentDemo, LiveTerminalComponentHosting {}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension LiveAsyncTerminalComponentDemo {
    /// What the terminal shows at the context's virtual time, after the
    /// keys handled so far. A component that threw shows what it wrote
    /// before; its outcome is `DemoOutcome.failed(_:)`.
    public func render(in context: RenderContext) throws -> TextBlock {
        try renderLive(in: context)
    }
}
