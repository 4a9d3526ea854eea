/// How rendering one case ended.
package enum GoldenRenderOutcome: Sendable, Equatable {
    /// The demo rendered.
    case rendered(GoldenRenderer.Rendering)
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
