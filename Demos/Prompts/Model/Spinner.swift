/// The braille spinner of a running step, one frame every 80 ms.
enum Spinner {
    static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let interval = Duration.milliseconds(80)

    /// The frame shown at `time`.
    static func frame(at time: Duration) -> Character {
        frames[Int(max(.zero, time) / interval) % frames.count]
    }
}
