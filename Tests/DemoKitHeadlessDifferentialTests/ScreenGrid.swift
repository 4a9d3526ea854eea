import DemoKitCore

/// One cell of a screen.
struct ScreenCell: Sendable, Hashable {
    /// The cell's grapheme cluster; `""` for the right half of a wide
    /// character.
    var text: String
    var style: TextStyle
    /// Whether the row reaches this cell. tmux's capture stops at the last
    /// cell written (see ``ScreenComparison``); a renderer's row may stop at
    /// its last non-blank cell.
    var isWritten: Bool

    /// A cell past the end of its row.
    static let unwritten = ScreenCell(text: " ", style: .plain, isWritten: false)

    /// A space, written or not.
    var isBlank: Bool { text == " " }
}

/// A screen as a grid of cells: rows × columns, each row's text laid out
/// with DemoKit's width rules (a wide character takes its cell and a
/// continuation cell after it; a zero-width character joins the cell
/// before it).
struct ScreenGrid: Sendable, Hashable {
    let columns: Int
    let rows: Int
    private(set) var cells: [[ScreenCell]]
    /// What did not fit: a row past the last, text past the last column.
    private(set) var overflow: [String] = []

    init(_ block: TextBlock, columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: .unwritten, count: columns), count: rows)
        for (row, line) in block.lines.enumerated() {
            guard row < rows else {
                if !line.plainText.allSatisfy({ $0 == " " }) {
                    overflow.append("row \(row) is past the last row: \"\(line.plainText)\"")
                }
                continue
            }
            var column = 0
            for run in line.runs {
                for character in run.text {
                    let width = DisplayWidth.columns(of: character)
                    if width == 0 {
                        if column > 0 {
                            var previous = column - 1
                            while previous > 0, cells[row][previous].text.isEmpty { previous -= 1 }
                            cells[row][previous].text.append(character)
                        } else {
                            overflow.append("row \(row) starts with a zero-width \"\(character)\"")
                        }
                        continue
                    }
                    guard column < columns else {
                        // A blank past the margin shows nothing, whatever
                        // its style; tmux's rows can hold some (see
                        // ScreenComparison).
                        if character == " " {
                            column += width
                            continue
                        }
                        overflow.append("row \(row) runs past column \(columns - 1) with \"\(character)\"")
                        column += width
                        continue
                    }
                    // A wide character may start in the last column and be
                    // cut by the margin: tmux leaves one there when ICH
                    // pushes it right (grid_move_cells drops only its right
                    // half). It takes the last cell.
                    cells[row][column] = ScreenCell(text: String(character), style: run.style, isWritten: true)
                    for continuation in 1..<max(1, min(width, columns - column)) {
                        cells[row][column + continuation] = ScreenCell(text: "", style: run.style, isWritten: true)
                    }
                    column += width
                }
            }
        }
    }

    /// The rows as plain text, with `·` for cells past the end of a row.
    var drawing: [String] {
        cells.map { row in
            row.map { cell in cell.isWritten ? cell.text : "·" }.joined()
        }
    }

    /// The rows as plain text, trailing blanks trimmed: what
    /// `tmux capture-pane -p` prints.
    var plainRows: [String] {
        cells.map { row in
            var text = row.map { cell in cell.isWritten ? cell.text : " " }.joined()
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
    }
}
