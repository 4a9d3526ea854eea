import DemoKitCore

/// A rendering as a terminal shows it: rows of cells, each a grapheme
/// cluster at its column with its style, measured with DemoKit's own display
/// widths. Two screens compare cell by cell, so a report can mark exactly the
/// cells that changed (a colour, a letter, a border moved by one column),
/// and a failure message can name them (``StyleDiff``).
package struct ScreenCells: Equatable {
    package struct Cell: Equatable {
        /// The column the cell starts at.
        package var column: Int
        /// The cluster drawn there.
        package var text: Character
        /// 1, or 2 for a wide character; 0 for one drawn as nothing.
        package var width: Int
        package var style: TextStyle
    }

    package var rows: [[Cell]]

    package init(_ block: TextBlock) {
        rows = block.lines.map { line in
            var cells: [Cell] = []
            var column = 0
            for run in line.runs {
                for character in run.text {
                    let width = DisplayWidth.columns(of: character)
                    cells.append(Cell(column: column, text: character, width: width, style: run.style))
                    column += width
                }
            }
            return cells
        }
    }

    /// For each row and cell of `self`, whether `other` has a different
    /// cell (cluster or style) at that column, or none.
    package func changes(against other: ScreenCells) -> [[Bool]] {
        rows.indices.map { index in
            let row = rows[index]
            guard index < other.rows.count else { return Array(repeating: true, count: row.count) }
            var theirs: [Int: Cell] = [:]
            for cell in other.rows[index] { theirs[cell.column] = cell }
            return row.map { cell in theirs[cell.column] != cell }
        }
    }

    /// Whether a row of `self` ends before the same row of `other`: the
    /// cells it lost are a change too, shown as a marked gap.
    package func lostCells(against other: ScreenCells) -> [Bool] {
        rows.indices.map { index in
            guard index < other.rows.count else { return false }
            let mine = rows[index].last.map { $0.column + $0.width } ?? 0
            let theirs = other.rows[index].last.map { $0.column + $0.width } ?? 0
            return theirs > mine
        }
    }
}
