import DemoKitCore
import DemoKitSnapshots

/// One composed screen: a line per terminal row, none wider than the
/// terminal.
package struct BrowserFrame: Sendable, Hashable {
    /// The rows, top to bottom.
    package var lines: [StyledText]
    /// How far the demo on this screen can scroll; fed back to
    /// ``BrowserState/noteDemoScrollLimit(_:)``.
    package var demoScrollLimit: Int
    /// How many of the demo's lines the pane shows between its hints: what
    /// PgDn scrolls by, so that the line under `↓ N more below` comes next.
    package var demoPageRows: Int

    package init(lines: [StyledText], demoScrollLimit: Int, demoPageRows: Int = 0) {
        self.lines = lines
        self.demoScrollLimit = demoScrollLimit
        self.demoPageRows = demoPageRows
    }

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
