import DemoKitCore
import Foundation

/// A demo of a component that was not written for DemoKit: one that writes
/// text and escape sequences to a terminal (progress bars that redraw with
/// `\r`, spinners that move the cursor up, tables coloured by hand, prompts
/// that read keys).
///
/// The one requirement is ``run(in:)``: run the component from its start
/// against the ``HeadlessTerminal`` it is given. DemoKit runs it against a
/// ``VirtualTerminal`` as wide as the render context and shows the screen
/// it leaves, so the component looks in the catalog, the browser and the
/// goldens as it does in a real terminal.
///
/// <!-- not compiled: calls the reader's own component -->
/// ```swift
/// struct InstallTableDemo: TerminalComponentDemo {
///     func run(in terminal: HeadlessTerminal) {
///         var output = terminal
///         printInstallTable(packages, to: &output)   // the team's own code
///     }
/// }
/// ```
///
/// A still demo runs the component to its end: reads see end of input and
/// sleeps take no time. A component that redraws with time or takes keys
/// is a ``LiveTerminalComponentDemo``.
///
/// What is shown is the main screen with the lines that scrolled off its
/// top (as a terminal's scrollback keeps them), or, while the component is
/// on the alternate screen, that screen alone. Trailing blank cells and
/// rows are dropped. The terminal has ``TerminalComponentHosting/terminalRows`` rows unless the
/// render context sets a height.
public protocol TerminalComponentDemo: TerminalComponentHosting {
    /// Runs the component from its start, writing to `terminal` and reading
    /// its keys and its clock from it. Called on a thread of its own; an
    /// error it throws fails the render (and, for a live demo, ends it with
    /// `DemoOutcome.failed(_:)`).
    func run(in terminal: HeadlessTerminal) throws
}

/// What DemoKit needs to know to host a stream component, whether it is
/// written as a synchronous function (``TerminalComponentDemo``) or an
/// `async` one (``AsyncTerminalComponentDemo``): the terminal's height, how
/// long the component may hold its thread, and how its line feeds are
/// written. Conform to one of those two, not to this.
public protocol TerminalComponentHosting: TimedDemo, _RealTimeWaiting {
    /// The terminal's height when the render context sets none. Defaults to
    /// 24, a terminal's classic height.
    var terminalRows: Int { get }

    /// How long, in real time, the component may run without finishing or
    /// waiting on its terminal before rendering fails with
    /// ``TerminalComponentError/didNotWait(limit:)``. Defaults to 2 seconds;
    /// virtual time (sleeps, scripts' waits) never counts against it. A
    /// demo that runs in real time (`DemoTiming.realTime`) is
    /// given this long to finish a still rendering, 30 seconds by default.
    var timeLimit: Duration { get }

    /// Text that changes from run to run, replaced by stable placeholders
    /// in every rendering of the demo (goldens, `open`, the browser,
    /// `review`, the export): for a demo that runs in real time, its elapsed
    /// times and spinner frames. Defaults to none.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// struct BuildStepDemo: LiveTerminalComponentDemo, AnimatedDemo {
    ///     var session = TerminalSession()
    ///     var timing: DemoTiming { .realTime }
    ///     var redactions: [ScreenRedaction] { [.elapsedTimes, .spinnerFrames] }
    ///
    ///     func run(in terminal: HeadlessTerminal) {
    ///         let start = Date()
    ///         terminal.write("⠋ Building")
    ///         Thread.sleep(forTimeInterval: 0.2)
    ///         terminal.write(String(format: "\r✔ Built [%.1fs]\n", Date().timeIntervalSince(start)))
    ///     }
    /// }
    /// ```
    var redactions: [ScreenRedaction] { get }

    /// Whether the component's line feeds also return the carriage, as they
    /// do on a real terminal whose line discipline processes output (termios
    /// `OPOST` and `ONLCR`, on by default, and kept by programs that only
    /// turn off echo and line buffering). Defaults to `true`, so `print`
    /// starts each line at the left edge. A component that puts the terminal
    /// in fully raw mode (`cfmakeraw`) and writes `\r\n` itself sees no
    /// difference; one that relies on a bare LF keeping its column sets this
    /// to `false`. Input has its twin, set by the component itself:
    /// ``HeadlessTerminal/inputMode``.
    var translatesNewlines: Bool { get }
}

extension TerminalComponentHosting {
    public var terminalRows: Int { 24 }

    public var timeLimit: Duration { timing == .realTime ? .seconds(30) : .seconds(2) }

    public var translatesNewlines: Bool { true }

    public var redactions: [ScreenRedaction] { [] }

    /// Sleeps the calling thread for `duration` of real time when the demo
    /// runs on the real clock: how a script's `wait` takes real time.
    public func _waitRealTime(_ duration: Duration) {
        guard timing == .realTime, duration > .zero else { return }
        Thread.sleep(forTimeInterval: duration.seconds)
    }

    /// The component's code, for a new run.
    var componentBody: ComponentBody {
        if let demo = self as? any TerminalComponentDemo {
            let component = UncheckedSendable<(HeadlessTerminal) throws -> Void>(demo.run(in:))
            return .blocking { terminal in try component.value(terminal) }
        }
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
            let demo = self as? any AsyncTerminalComponentDemo
        {
            let component = UncheckedSendable<(HeadlessTerminal) async throws -> Void>(demo.run(in:))
            return .suspending { terminal in try await component.value(terminal) }
        }
        let name = "\(Self.self)"
        return .blocking { _ in
            throw TerminalComponentError.failed(
                "\(name) conforms to TerminalComponentHosting alone; conform to TerminalComponentDemo or AsyncTerminalComponentDemo")
        }
    }
}

extension TerminalComponentDemo {
    /// Runs the component to its end and returns what the terminal shows.
    public func render(in context: RenderContext) throws -> TextBlock {
        try TerminalComponentRenderer.render(
            self, cache: RunCache(), inputs: [], horizon: TerminalComponentRenderer.forever, inputClosed: true,
            context: context, throwingFailure: true, body: { componentBody })
    }
}

/// A stream component that changes while it is shown: it redraws itself
/// as virtual time passes, takes keys, or both.
///
/// Declare `AnimatedDemo` for one that sleeps and redraws (a spinner, a
/// progress bar), `InteractiveDemo` for one that reads keys (a prompt), and
/// keep a ``TerminalSession`` in a stored property. DemoKit supplies the
/// rest: `InteractiveDemo.handle(_:at:)` hands keys to the component as
/// the bytes a terminal sends, `AnimatedDemo.nextFrame(after:)` is the
/// virtual time at which the component's current sleep ends, and
/// `LiveDemo.outcome(at:)` is what the component reported when it
/// returned (`DemoOutcome.completed` if nothing).
///
/// <!-- not compiled: calls the reader's own component -->
/// ```swift
/// struct LegacyPromptDemo: LiveTerminalComponentDemo, InteractiveDemo {
///     var session = TerminalSession()
///
///     var scripts: [DemoScript] {
///         [DemoScript("pickSecond", steps: [.press(.down), .press(.enter)], expecting: .value("Rust"))]
///     }
///
///     func run(in terminal: HeadlessTerminal) {
///         var output = terminal
///         if let answer = legacyPrompt(["Swift", "Rust"], to: &output, readKey: terminal.read) {
///             terminal.report(.value(answer))
///         }
///     }
/// }
/// ```
///
/// The component runs as written, on its own thread, and is suspended
/// whenever it waits for a key that has not been pressed yet or sleeps past
/// the time being shown; the next frame resumes it there. Showing a minute
/// of animation frame by frame runs it once. A resize, an earlier time or
/// a different input runs it again from its start.
public protocol LiveTerminalComponentDemo: TerminalComponentDemo, LiveTerminalComponentHosting {}

/// What a live stream component keeps between frames, whether it is
/// written as a synchronous function (``LiveTerminalComponentDemo``) or an
/// `async` one (``LiveAsyncTerminalComponentDemo``). Conform to one of
/// those two, not to this.
public protocol LiveTerminalComponentHosting: TerminalComponentHosting, LiveDemo {
    /// The input the component has received and its running thread. Declare
    /// it as `var session = TerminalSession()`, a stored property of a
    /// struct: the component's thread then runs a copy of the demo without
    /// it, and the run ends (its thread exits) when the last copy of the
    /// demo is gone. A class keeps its run until the process ends.
    var session: TerminalSession { get set }
}

extension LiveTerminalComponentDemo {
    /// What the terminal shows at the context's virtual time, after the
    /// keys handled so far. A component that threw shows what it wrote
    /// before; its outcome is `DemoOutcome.failed(_:)`.
    public func render(in context: RenderContext) throws -> TextBlock {
        try renderLive(in: context)
    }
}

extension LiveTerminalComponentHosting {
    func renderLive(in context: RenderContext) throws -> TextBlock {
        try TerminalComponentRenderer.render(
            self, cache: session.cache, inputs: session.inputs, horizon: context.time, inputClosed: false,
            context: context, throwingFailure: false, body: { detachedFromSession.componentBody })
    }

    /// A copy for the component's thread, with a session of its own: the
    /// thread must not hold this session's run cache, or a demo value that
    /// is dropped (a golden rendered, the browser gone to another demo)
    /// would never end its run, and the parked thread would stay for the
    /// life of the process.
    ///
    /// A demo that is a class, or whose `session` lives in storage its
    /// copies share, cannot be copied apart from its session (setting the
    /// copy's would replace its own): it is handed over as it is, and its
    /// run ends with the process.
    var detachedFromSession: Self {
        if Self.self is AnyClass { return self }
        let own = session
        var copy = self
        copy.session = TerminalSession()
        if session.cache !== own.cache {
            copy.session = own
        }
        return copy
    }

    /// How the component ended by `time`: what it reported, or
    /// `DemoOutcome.completed` when it returned without reporting, or
    /// `DemoOutcome.failed(_:)` when it threw or could not run; `nil` while
    /// it runs.
    public func outcome(at time: Duration) -> DemoOutcome? {
        do {
            let run = try TerminalComponentRenderer.run(self, horizon: time, context: nil)
            guard case .finished(let failure) = run.currentState else { return nil }
            if let failure { return .failed(failure) }
            return run.outcome ?? .completed
        } catch {
            return .failed(error.description)
        }
    }
}

extension LiveTerminalComponentHosting where Self: InteractiveDemo {
    /// Queues the input for the component: it reads it as the bytes a
    /// terminal sends for it.
    public mutating func handle(_ input: DemoInput, at time: Duration) {
        session.append(input, at: time)
    }
}

extension LiveTerminalComponentHosting where Self: AnimatedDemo {
    /// Not used to schedule frames (``nextFrame(after:)`` knows when the
    /// component wakes); 100 ms, for code that asks.
    public var frameInterval: Duration { .milliseconds(100) }

    /// When the component's current sleep (or read timeout) ends; `nil`
    /// when it waits only for a key, or has finished.
    public func nextFrame(after time: Duration) -> Duration? {
        guard let run = try? TerminalComponentRenderer.run(self, horizon: time, context: nil),
            case .parked(let wake?) = run.currentState, wake > time
        else { return nil }
        return wake
    }
}

/// A component's code: a synchronous function run on a thread of its own,
/// or an `async` one run as a task on an executor of its own.
enum ComponentBody: Sendable {
    case blocking(@Sendable (HeadlessTerminal) throws -> Void)
    case suspending(@Sendable (HeadlessTerminal) async throws -> Void)
}

/// The shared path from a demo to its component's screen.
enum TerminalComponentRenderer {
    /// A horizon no component reaches: about 34,000 years of virtual time.
    static let forever = Duration.seconds(Int64(1) << 40)

    /// The size last rendered, for `LiveDemo.outcome(at:)` and
    /// `AnimatedDemo.nextFrame(after:)`, which have no context.
    static func run<Demo: LiveTerminalComponentHosting>(
        _ demo: Demo, horizon: Duration, context: RenderContext?
    ) throws(TerminalComponentError) -> any ComponentEngine {
        let size = demo.session.cache.lastSize ?? (80, demo.terminalRows)
        let columns = context?.width ?? size.columns
        let rows = context.map { $0.height ?? demo.terminalRows } ?? size.rows
        return try run(
            demo, cache: demo.session.cache, inputs: demo.session.inputs, horizon: horizon, inputClosed: false,
            columns: columns, rows: rows, reader: context.map(ReaderPreferences.init) ?? demo.session.cache.lastReader,
            body: { demo.detachedFromSession.componentBody })
    }

    /// The run of `demo` in `cache`; a new run runs the code `body` gives.
    static func run<Demo: TerminalComponentHosting>(
        _ demo: Demo, cache: RunCache, inputs: [TimedInput], horizon: Duration, inputClosed: Bool,
        columns: Int, rows: Int, reader: ReaderPreferences, body: () -> ComponentBody
    ) throws(TerminalComponentError) -> any ComponentEngine {
        try cache.run(
            RunRequest(
                columns: columns, rows: rows, translatesNewlines: demo.translatesNewlines, inputs: inputs,
                horizon: horizon, inputClosed: inputClosed, limit: demo.timeLimit, name: "\(Demo.self)",
                realTime: demo.timing == .realTime, reader: reader),
            body: body)
    }

    static func render<Demo: TerminalComponentHosting>(
        _ demo: Demo, cache: RunCache, inputs: [TimedInput], horizon: Duration, inputClosed: Bool,
        context: RenderContext, throwingFailure: Bool, body: () -> ComponentBody
    ) throws -> TextBlock {
        let run = try run(
            demo, cache: cache, inputs: inputs, horizon: horizon, inputClosed: inputClosed, columns: context.width,
            rows: context.height ?? demo.terminalRows, reader: ReaderPreferences(context), body: body)
        if throwingFailure, case .finished(let failure?) = run.currentState {
            throw TerminalComponentError.failed(failure)
        }
        let terminal = run.terminalSnapshot
        return (terminal.isAlternateScreen ? terminal.screen : terminal.transcript).redacting(demo.redactions)
    }
}

/// A demo value handed to the component's thread. The thread is the only
/// user of its copy, and the host waits while it runs.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
