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
/// sleeps take no time.
///
/// **Live components.** A component that redraws with time or takes keys
/// also conforms to `AnimatedDemo`, `InteractiveDemo` or both, as every
/// other live demo does. DemoKit supplies their requirements: keys handed
/// to the demo reach the component as the bytes a terminal sends,
/// `AnimatedDemo.nextFrame(after:)` is the virtual time at which the
/// component's current sleep ends, and `LiveDemo.outcome(at:)` is what the
/// component reported when it returned (`DemoOutcome.completed` if
/// nothing). The demo stores nothing: the run is DemoKit's, kept by the
/// player that shows the demo (the browser, a script, DemoKitTesting's
/// `DemoDriver`).
///
/// <!-- not compiled: calls the reader's own component -->
/// ```swift
/// struct LegacyPromptDemo: TerminalComponentDemo, InteractiveDemo {
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
///
/// What is shown is the main screen with the lines that scrolled off its
/// top (as a terminal's scrollback keeps them), or, while the component is
/// on the alternate screen, that screen alone. Trailing blank cells and
/// rows are dropped. The terminal has ``terminalRows`` rows unless the
/// render context sets a height.
public protocol TerminalComponentDemo: _HostedDemo {
    /// Runs the component from its start, writing to `terminal` and reading
    /// its keys and its clock from it. Called on a thread of its own; an
    /// error it throws fails the render (and, for a live demo, ends it with
    /// `DemoOutcome.failed(_:)`).
    func run(in terminal: HeadlessTerminal) throws

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
    /// struct BuildStepDemo: TerminalComponentDemo, AnimatedDemo {
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

extension TerminalComponentDemo {
    public var terminalRows: Int { 24 }

    public var timeLimit: Duration { timing == .realTime ? .seconds(30) : .seconds(2) }

    public var translatesNewlines: Bool { true }

    public var redactions: [ScreenRedaction] { [] }

    /// What the terminal shows: for a still demo, once the component has
    /// run to its end; for a live one, at the context's virtual time after
    /// the input handed to it so far. A still component that threw fails the
    /// render; a live one shows what it wrote before, and its outcome is
    /// `DemoOutcome.failed(_:)`.
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
        let component = UncheckedSendable<(HeadlessTerminal) throws -> Void>(run(in:))
        return HostedComponent(self) { .blocking { terminal in try component.value(terminal) } }
    }
}

extension TerminalComponentDemo where Self: LiveDemo {
    /// How the component ended by `time`: what it reported, or
    /// `DemoOutcome.completed` when it returned without reporting, or
    /// `DemoOutcome.failed(_:)` when it threw or could not run; `nil` while
    /// it runs. Asked of the demo alone, with no player, it is the run with
    /// no input.
    public func outcome(at time: Duration) -> DemoOutcome? {
        hosted.outcome(at: time, in: nil)
    }
}

extension TerminalComponentDemo where Self: InteractiveDemo {
    /// Nothing to do: the player that hands the input keeps it, and the
    /// component reads it as the bytes a terminal sends for it.
    public mutating func handle(_ input: DemoInput, at time: Duration) {}
}

extension TerminalComponentDemo where Self: AnimatedDemo {
    /// Not used to schedule frames (``nextFrame(after:)`` knows when the
    /// component wakes); 100 ms, for code that asks.
    public var frameInterval: Duration { .milliseconds(100) }

    /// When the component's current sleep (or read timeout) ends; `nil`
    /// when it waits only for a key, or has finished. Asked of the demo
    /// alone, with no player, it is the run with no input.
    public func nextFrame(after time: Duration) -> Duration? {
        hosted.nextFrame(after: time, in: nil)
    }
}

/// A demo value handed to the component's thread. The thread is the only
/// user of its copy, and the host waits while it runs.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
