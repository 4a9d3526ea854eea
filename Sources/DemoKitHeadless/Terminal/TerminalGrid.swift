/// A rectangle of cells, row after row in one array, and which rows
/// autowrap continued onto the next.
///
/// The grid knows nothing of cursors or modes: it fills, shifts and scrolls
/// cells, and keeps wide characters whole (a character cut in half by an
/// edit becomes blank, as in xterm).
struct TerminalGrid: Sendable {
    private(set) var columns: Int
    private(set) var rows: Int
    var cells: [TerminalCell]
    /// `wrapped[row]`: autowrap continued the row on the next one.
    var wrapped: [Bool]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: .blank, count: columns * rows)
        wrapped = Array(repeating: false, count: rows)
    }

    @inline(__always)
    subscript(row: Int, column: Int) -> TerminalCell {
        get { cells[row &* columns &+ column] }
        set { cells[row &* columns &+ column] = newValue }
    }

    /// The cells of one row.
    func row(_ row: Int) -> ArraySlice<TerminalCell> {
        cells[row * columns..<(row + 1) * columns]
    }

    /// Marks the row above `row` as not continued by autowrap: tmux does
    /// this when it clears whole rows from `row` or moves rows there
    /// (`grid_clear_lines`, `grid_move_lines`), and BS at the start of a row
    /// reads it.
    mutating func clearWrap(above row: Int) {
        if row > 0 { wrapped[row - 1] = false }
    }

    /// Fills `columnRange` of `row` with `cell`. A fill of the whole row
    /// also ends the wrap into it and out of it, as in tmux.
    mutating func fill(row: Int, columns columnRange: Range<Int>, with cell: TerminalCell) {
        guard !columnRange.isEmpty else { return }
        if columnRange.count == columns {
            wrapped[row] = false
            clearWrap(above: row)
        }
        let start = row * columns
        cells.withUnsafeMutableBufferPointer { buffer in
            for column in columnRange { buffer[start + column] = cell }
        }
        repairWideCharacters(row: row)
    }

    /// Fills whole rows with `cell`.
    mutating func fill(rows rowRange: Range<Int>, with cell: TerminalCell) {
        guard !rowRange.isEmpty else { return }
        cells.replaceSubrange(
            rowRange.lowerBound * columns..<rowRange.upperBound * columns,
            with: repeatElement(cell, count: rowRange.count * columns))
        for row in rowRange { wrapped[row] = false }
    }

    /// Moves rows `top...bottom` up by `count`, filling the rows freed at
    /// the bottom with `fill`.
    mutating func scrollUp(top: Int, bottom: Int, count: Int, fill: TerminalCell) {
        let count = min(count, bottom - top + 1)
        guard count > 0 else { return }
        let moved = bottom - top + 1 - count
        if moved > 0 {
            cells.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                (base + top * columns).update(from: base + (top + count) * columns, count: moved * columns)
            }
            for row in top..<top + moved { wrapped[row] = wrapped[row + count] }
        }
        self.fill(rows: bottom - count + 1..<bottom + 1, with: fill)
    }

    /// Moves rows `top...bottom` down by `count`, filling the rows freed at
    /// the top with `fill`.
    mutating func scrollDown(top: Int, bottom: Int, count: Int, fill: TerminalCell) {
        let count = min(count, bottom - top + 1)
        guard count > 0 else { return }
        let moved = bottom - top + 1 - count
        if moved > 0 {
            cells.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                // Overlapping, towards higher addresses: `update(from:)`
                // copies like memmove.
                (base + (top + count) * columns).update(from: base + top * columns, count: moved * columns)
            }
            for row in stride(from: bottom, through: top + count, by: -1) { wrapped[row] = wrapped[row - count] }
        }
        self.fill(rows: top..<top + count, with: fill)
    }

    /// Inserts `count` cells of `fill` at `column`, pushing the rest of the
    /// row right; cells pushed past the edge are lost.
    mutating func insertCells(row: Int, column: Int, count: Int, fill: TerminalCell) {
        let count = min(count, columns - column)
        guard count > 0 else { return }
        let start = row * columns
        cells.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let kept = columns - column - count
            if kept > 0 { (base + start + column + count).update(from: base + start + column, count: kept) }
            for index in column..<column + count { buffer[start + index] = fill }
        }
        repairWideCharacters(row: row)
    }

    /// Deletes `count` cells at `column`, pulling the rest of the row left
    /// and filling the end with `fill`.
    mutating func deleteCells(row: Int, column: Int, count: Int, fill: TerminalCell) {
        let count = min(count, columns - column)
        guard count > 0 else { return }
        if count == columns {
            self.fill(row: row, columns: 0..<columns, with: fill)
            return
        }
        let start = row * columns
        cells.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let kept = columns - column - count
            if kept > 0 { (base + start + column).update(from: base + start + column + count, count: kept) }
            for index in columns - count..<columns { buffer[start + index] = fill }
        }
        repairWideCharacters(row: row)
    }

    /// Blanks the halves of wide characters an edit separated: a spacer
    /// without its first cell, and a first cell without its spacer.
    mutating func repairWideCharacters(row: Int) {
        let start = row * columns
        let columns = columns
        cells.withUnsafeMutableBufferPointer { buffer in
            var column = 0
            while column < columns {
                let cell = buffer[start + column]
                if cell.isWide {
                    if column + 1 < columns, buffer[start + column + 1].isSpacer {
                        column += 2
                        continue
                    }
                    buffer[start + column] = .blank(style: cell.style)
                } else if cell.isSpacer {
                    buffer[start + column] = .blank(style: cell.style)
                }
                column += 1
            }
        }
    }

    /// Prepares `column` of `row` to be overwritten by a character
    /// `width` cells wide: the half of a wide character left uncovered
    /// becomes a blank in the default style, whatever the character's
    /// colours (tmux 3.3a writes `grid_default_cell` there, in
    /// `screen_write_overwrite` and `screen_write_collect_end`).
    @inline(__always)
    mutating func clearOverlap(row: Int, column: Int, width: Int) {
        let start = row &* columns
        if cells[start &+ column].isSpacer, column > 0 {
            cells[start &+ column &- 1] = .blank
        }
        let last = column &+ width &- 1
        if cells[start &+ last].isWide, last &+ 1 < columns {
            cells[start &+ last &+ 1] = .blank
        }
    }

    /// The grid at a new size: the top-left content kept, the rest clipped
    /// or blank.
    func resized(columns newColumns: Int, rows newRows: Int) -> TerminalGrid {
        var grid = TerminalGrid(columns: newColumns, rows: newRows)
        let keptColumns = min(columns, newColumns)
        for row in 0..<min(rows, newRows) {
            for column in 0..<keptColumns { grid[row, column] = self[row, column] }
            grid.wrapped[row] = wrapped[row] && newColumns == columns
            grid.repairWideCharacters(row: row)
        }
        return grid
    }
}
