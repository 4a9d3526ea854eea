import DemoKitCore

/// One thing a rule found in one rendering: where (the script steps and the
/// cells), which rule and criterion, and what, with its data.
///
/// A rendering reports the same rule, cells and message once, with every
/// script step it is found at (``merged(_:)``): a hint line a script leaves
/// on the screen is one finding, not one per step.
package struct AuditFinding: Sendable, Hashable {
    /// The rule that found it.
    package var rule: AccessibilityRule
    /// The script steps whose screens it is in (0 for the start), in
    /// order; empty for a still rendering or a finding about the whole demo.
    package var steps: [Int]
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
        rule: AccessibilityRule, steps: [Int] = [], cells: [CellSpan] = [], message: String, ratio: Double? = nil,
        themes: [String] = [], waiver: String? = nil
    ) {
        self.rule = rule
        self.steps = steps
        self.cells = cells
        self.message = message
        self.ratio = ratio
        self.themes = themes
        self.waiver = waiver
    }

    /// Whether a waiver accepts it.
    package var isWaived: Bool { waiver != nil }

    /// `step 2`, `steps 0–3, 5`, or empty without steps.
    package var stepsLabel: String {
        guard !steps.isEmpty else { return "" }
        var runs: [ClosedRange<Int>] = []
        for step in steps {
            if let last = runs.last, last.upperBound + 1 == step {
                runs[runs.count - 1] = last.lowerBound...step
            } else {
                runs.append(step...step)
            }
        }
        let text = runs.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }
        return (steps.count == 1 ? "step " : "steps ") + text.joined(separator: ", ")
    }

    /// The finding at each of its steps, one a step (itself without steps):
    /// what a waiver of one step is matched against.
    package var perStep: [AuditFinding] {
        guard steps.count > 1 else { return [self] }
        return steps.map { step in
            var one = self
            one.steps = [step]
            return one
        }
    }

    /// `findings` with those of the same rule, cells, message, data and
    /// waiver joined into one that lists all their steps, in the order each
    /// is first found.
    package static func merged(_ findings: [AuditFinding]) -> [AuditFinding] {
        var merged: [AuditFinding] = []
        var index: [AuditFinding: Int] = [:]
        for finding in findings {
            var key = finding
            key.steps = []
            if let at = index[key] {
                merged[at].steps = Array(Set(merged[at].steps + finding.steps)).sorted()
            } else {
                index[key] = merged.count
                merged.append(finding)
            }
        }
        return merged
    }

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
