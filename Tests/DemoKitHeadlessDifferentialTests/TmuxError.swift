/// A tmux command failed, or a pane never finished reading its stream.
struct TmuxError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
