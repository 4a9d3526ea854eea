import DemoKitCore

/// One thing a rule found in one rendering: where (the script step and the
/// cells), which rule and criterion, and what, with its data.
package struct AuditFinding: Sendable, Hashable {
    /// The rule that found it.
    package var rule: AccessibilityRule
    /// The script step whose screen it is in (0 for the start), or `nil`
    /// for a still rendering or a finding about the whole demo.
    package var step: Int?
    /// The cells it is about, or none for a finding about the whole
    /// rendering.
    package var cells: [CellSpan]
    /// What was found, in one line: `#9AA0A6 on the default background:
    /// 2.54:1, below 4.5:1 in xterm, VS Code Light+`.
    package var message: String
    /// The worst contrast ratio, for a contrast finding.
    package var ratio: Double?
    /// The terminal themes it fails in, for a contrast finding about a
    /// colour a theme decides.
    package var themes: [String]
    /// The reason of the waiver that accepts it, or `nil` when it is not
    /// waived.
    package var waiver: String?

    package init(
        rule: AccessibilityRule, step: Int? = nil, cells: [CellSpan] = [], message: String, ratio: Double? = nil,
        themes: [String] = [], waiver: String? = nil
    ) {
        self.rule = rule
        self.step = step
        self.cells = cells
        self.message = message
        self.ratio = ratio
        self.themes = themes
        self.waiver = waiver
    }

    /// Whether a waiver accepts it.
    package var isWaived: Bool { waiver != nil }

    /// `row 3, columns 4–10; row 4, columns 4–9`, or empty without cells;
    /// rows and columns count from 1, as a terminal's do.
    package var cellsLabel: String {
        let shown = cells.prefix(4).map(\.description)
        let more = cells.count > 4 ? " and \(cells.count - 4) more" : ""
        return shown.joined(separator: "; ") + more
    }
}

/// Cells of one row, from a column to another: what a finding points at.
package struct CellSpan: Sendable, Hashable, CustomStringConvertible {
    /// The row, from 0.
    package var row: Int
    /// The columns, from 0.
    package var columns: Range<Int>

    package init(row: Int, columns: Range<Int>) {
        self.row = row
        self.columns = columns
    }

    /// `row 3, columns 4–10`, counting from 1.
    package var description: String {
        columns.count == 1
            ? "row \(row + 1), column \(columns.lowerBound + 1)"
            : "row \(row + 1), columns \(columns.lowerBound + 1)–\(columns.upperBound)"
    }

    /// The columns of each row merged into spans, rows in order: cells one
    /// column apart join (a space between words has no colour to check).
    package static func spans(of cells: [(row: Int, column: Int, width: Int)]) -> [CellSpan] {
        var spans: [CellSpan] = []
        for cell in cells.sorted(by: { ($0.row, $0.column) < ($1.row, $1.column) }) {
            let end = cell.column + max(1, cell.width)
            if let last = spans.last, last.row == cell.row, last.columns.upperBound + 1 >= cell.column {
                spans[spans.count - 1].columns = last.columns.lowerBound..<max(last.columns.upperBound, end)
            } else {
                spans.append(CellSpan(row: cell.row, columns: cell.column..<end))
            }
        }
        return spans
    }
}
