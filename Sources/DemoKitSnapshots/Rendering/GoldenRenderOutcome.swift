/// How rendering one case ended.
package enum GoldenRenderOutcome: Sendable, Equatable {
    /// The demo rendered.
    case rendered(GoldenRenderer.Rendering)
    /// The demo rendered exactly its goldens, byte for byte: the plain
    /// golden, and the styles golden when `hasStyles`, or no styles golden
    /// when not; the script ended as expected. A lane that was given the
    /// goldens (``GoldenRenderingLane/prepare(_:goldens:)``) may answer this
    /// instead of ``rendered(_:)``, so that a rendering that passes need not
    /// travel from a worker process to the engine.
    case matched(hasStyles: Bool)
    /// The demo threw; `String(describing:)` of the error.
    case threw(String)
    /// The process that rendered it crashed (a trap, a stack overflow).
    case crashed(RenderCrash)
    /// It did not finish within the time limit and was stopped.
    case timedOut(RenderTimeout)
    /// It could not be rendered for a reason that is not the demo's (a
    /// worker that could not be started); the message says what to do.
    case unavailable(String)
}
