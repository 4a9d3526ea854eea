import DemoKitSnapshots

/// Command lines for a POSIX shell (`sh -c`, a tmux window, the command
/// `tmux new-session` runs), with every interpolated word quoted by the
/// runner's own ``ShellWord``, so that tests pass in a checkout whose path
/// holds a space, a quote or a non-ASCII letter.
///
/// ```swift
/// try session.run(ShellCommand.line([runner.path, "browse"]) + "; echo status-$?")
/// ```
package enum ShellCommand {
    /// `word` as one shell word.
    package static func quoted(_ word: String) -> String {
        ShellWord.quoted(word)
    }

    /// `words` as one command, each quoted.
    package static func line(_ words: [String]) -> String {
        words.map(ShellWord.quoted).joined(separator: " ")
    }
}
