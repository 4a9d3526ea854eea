import DemoKitCore

/// One composed screen: a line per terminal row, none wider than the
/// terminal.
package struct BrowserFrame: Sendable, Hashable {
    /// The rows, top to bottom.
    package var lines: [StyledText]
    /// How far the demo on this screen can scroll; fed back to
    /// ``BrowserState/noteDemoScrollLimit(_:)``.
    package var demoScrollLimit: Int

    /// The rows as plain text without trailing spaces, as `tmux
    /// capture-pane -p` shows them.
    package var plainLines: [String] {
        lines.map { line in
            String(line.plainText.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// The whole screen as plain text, rows joined by newlines.
    package var plainText: String { plainLines.joined(separator: "\n") }
}
