/// The size of a terminal or of a screen being composed for one.
package struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
    package var columns: Int
    package var rows: Int

    package init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    package var description: String { "\(columns)×\(rows)" }
}
