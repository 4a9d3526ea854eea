import DemoKitCore

/// The braille spinner of a running step, one frame every 80 ms, or its
/// still mark when the reader asked for reduced motion.
enum Spinner {
    static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let interval = Duration.milliseconds(80)
    /// What stands still in the spinner's place: the mark of a step shown
    /// without a spinner.
    static let still: Character = "ℹ"

    /// The frame shown at the context's time, or ``still`` with reduced
    /// motion.
    static func mark(in context: RenderContext) -> Character {
        context.reduceMotion ? still : frame(at: context.time)
    }

    /// The frame shown at `time`.
    static func frame(at time: Duration) -> Character {
        frames[Int(max(.zero, time) / interval) % frames.count]
    }
}
