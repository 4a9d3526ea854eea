/// A tmux command failed, or the screen never showed what a test waited for.
struct TmuxError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
