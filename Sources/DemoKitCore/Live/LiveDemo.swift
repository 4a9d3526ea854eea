/// A demo that changes while it is shown: it responds to keys
/// (``InteractiveDemo``), changes with time (``AnimatedDemo``), or both.
///
/// A live demo renders from its current state and the render context's
/// ``RenderContext/time`` exactly as a still demo renders: ``Demoable/render(in:)``
/// stays the one way it draws. What it adds is ``scripts``: named, replayable
/// interactions, each pinned by a golden that reads as a story of screens.
public protocol LiveDemo: Demoable {
    /// The demo's scripts: named sequences of key presses, typed text,
    /// pastes, waits and resizes. Each tweak × script gets a golden file
    /// with one screen per step. Defaults to none.
    var scripts: [DemoScript] { get }

    /// How the demo has ended by virtual time `time`, or `nil` while it goes
    /// on. Defaults to an ``InteractiveDemo``'s ``InteractiveDemo/outcome``,
    /// and to `nil` for a demo that only animates.
    ///
    /// Implement it when the ending depends on time: a progress step that
    /// completes at 3 s ends with ``DemoOutcome/completed`` then, without any
    /// key. The runner stops `open --play` at an outcome, and scripts check it.
    func outcome(at time: Duration) -> DemoOutcome?
}

extension LiveDemo {
    public var scripts: [DemoScript] { [] }

    public func outcome(at time: Duration) -> DemoOutcome? {
        (self as? any InteractiveDemo)?.outcome
    }
}

/// A demo that takes input: a prompt, a text field, a selectable table.
///
/// The one requirement is ``handle(_:at:)``. The runner creates the demo,
/// configures its tweak, and then hands it each key press or paste in turn,
/// rendering after each; a test or a script does the same. State lives in
/// the demo value, so a `struct` is the natural conformance:
///
/// ```swift
/// struct YesNoDemo: InteractiveDemo {
///     var answer = true
///     var outcome: DemoOutcome?
///
///     mutating func handle(_ input: DemoInput, at time: Duration) {
///         switch input {
///         case .key(.left), .key(.right), .key(.tab): answer.toggle()
///         case .key(.character("y")): answer = true
///         case .key(.character("n")): answer = false
///         case .key(.enter): outcome = .value(answer ? "yes" : "no")
///         case .key(.escape), .key(.control("c")): outcome = .cancelled
///         default: break
///         }
///     }
///
///     func render(in context: RenderContext) throws -> TextBlock {
///         TextBlock(answer ? "▸ Yes  No" : "  Yes ▸ No")
///     }
/// }
/// ```
public protocol InteractiveDemo: LiveDemo {
    /// Responds to a key press or a paste.
    ///
    /// - Parameters:
    ///   - input: What the person did.
    ///   - time: The virtual time since the demo started, for a demo that is
    ///     also animated (a progress step cancelled at 1.2 s).
    mutating func handle(_ input: DemoInput, at time: Duration)

    /// How the interaction ended (the chosen option, the typed text,
    /// cancelled), or `nil` while it goes on. The runner shows it, and a
    /// script can check it. Defaults to `nil`. (A demo whose ending also
    /// depends on time implements ``LiveDemo/outcome(at:)`` instead.)
    var outcome: DemoOutcome? { get }
}

extension InteractiveDemo {
    public var outcome: DemoOutcome? { nil }
}

/// A demo that changes with time: a spinner, a progress bar, an elapsed-time
/// label.
///
/// Time is virtual: the runner, a script or a test supplies it as
/// ``RenderContext/time``, so a golden at 1.2 s is the same on every machine
/// and under any load. A demo never reads the clock.
///
/// The one requirement is ``frameInterval``, how often the rendering
/// changes. A demo that stops changing (a step that completes after 3 s)
/// says when with ``animationDuration``; one whose changes are not evenly
/// spaced implements ``nextFrame(after:)``:
///
/// ```swift
/// struct SpinnerDemo: AnimatedDemo {
///     var frameInterval: Duration { .milliseconds(80) }
///     var animationDuration: Duration? { .seconds(3) }
///
///     func render(in context: RenderContext) throws -> TextBlock {
///         let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
///         let tick = Int(context.time / frameInterval)
///         return TextBlock(context.time < .seconds(3) ? "\(frames[tick % frames.count]) Building" : "✔ Built")
///     }
/// }
/// ```
public protocol AnimatedDemo: LiveDemo {
    /// How often the rendering changes while time passes: 80 ms for a
    /// spinner, one second for an elapsed-time label.
    var frameInterval: Duration { get }

    /// The virtual time at which the rendering stops changing by itself (a
    /// step that completes at 3 s), or `nil` when it animates for as long
    /// as it is shown. Defaults to `nil`.
    var animationDuration: Duration? { get }

    /// The next virtual time after `time` at which the rendering may change,
    /// or `nil` when it will not change again by itself. The browser sleeps
    /// until then. Defaults to the next multiple of ``frameInterval``, and
    /// to ``animationDuration`` itself when that comes first; `nil` from
    /// then on.
    func nextFrame(after time: Duration) -> Duration?
}

extension AnimatedDemo {
    public var animationDuration: Duration? { nil }

    public func nextFrame(after time: Duration) -> Duration? {
        guard let next = defaultNextFrame(after: time) else { return nil }
        guard let end = animationDuration else { return next }
        return time < end ? min(next, end) : nil
    }

    /// The next multiple of ``frameInterval`` after `time`; `nil` when the
    /// interval is not positive.
    public func defaultNextFrame(after time: Duration) -> Duration? {
        guard frameInterval > .zero else { return nil }
        let ticks = Int(time / frameInterval)
        return frameInterval * (ticks + 1)
    }
}
