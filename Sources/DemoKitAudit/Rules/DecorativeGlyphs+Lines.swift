import DemoKitSnapshots

extension DecorativeGlyphs {
    /// The ASCII characters that draw a horizontal line or its junctions:
    /// a table's `+-----+`, a `=====` rule, a progress bar's `-----` track,
    /// a `......` leader.
    static let horizontalLine: Set<Character> = ["-", "=", "_", ".", ":", "+"]

    /// For each row and cell of `screen`, whether the cell is decoration,
    /// which no contrast minimum applies to (WCAG 1.4.3 exempts "pure
    /// decoration"; 1.4.11 asks 3:1 only of what is needed to understand
    /// the content): a glyph this type contains, wherever it is, but a
    /// bar's fill (``isFill(_:)``), and an ASCII character that draws a
    /// line with its neighbours.
    ///
    /// An ASCII cell draws a line when its colour has no hue (the default
    /// colour or a grey: chroma under 40, as ``ColorDepthRule`` tells
    /// greys) and it is one of two things:
    /// - A horizontal line: one of `- = _ . : +` in a run of three or more
    ///   non-blank cells with no letter or digit, whose neighbours on both
    ///   sides are blank (or the screen's edge). `+-----+`, `=====`, the
    ///   `-----` after a bar's `#####`, a `......` leader are lines; the
    ///   dots of `Loading...`, the dash of `a - b` and `--verbose` touch a
    ///   word or stand alone, and are text.
    /// - A vertical line or a separator: a `|` whose neighbours on both
    ///   sides are blank, the screen's edge or a horizontal line: the column
    ///   rules of an ASCII table, even where a narrow width wraps its rows
    ///   out of line, and the `|` between `left | right`, whose words are
    ///   still measured. A `|` beside another (htop's meter `[|||||`) draws
    ///   an amount, not a line, and is measured.
    ///
    /// A line in a colour with a hue is measured: a colour picked out of
    /// the palette for a line codes something (git's graph lanes, the
    /// green `+++` and red `---` of a diffstat, which count changes), and
    /// 1.4.11 holds such graphics to contrast too. Other symbols in a run
    /// (a bar's `#` fill, an arrow's `>`) are measured: a bar's fill
    /// carries its value.
    package static func mask(of screen: ScreenCells) -> [[Bool]] {
        let rows = screen.rows
        var mask = rows.map { $0.map { contains($0.text) && !isFill($0.text) } }
        func isBlank(_ cell: ScreenCells.Cell) -> Bool { cell.text.isWhitespace }
        func isWordy(_ cell: ScreenCells.Cell) -> Bool { cell.text.isLetter || cell.text.isNumber }
        func isGrey(_ cell: ScreenCells.Cell) -> Bool { cell.style.foreground.flatMap(ColorDepthRule.hue) == nil }
        // Horizontal lines: the line characters of each run of symbols set
        // apart by blanks.
        for (row, cells) in rows.enumerated() {
            var start = 0
            while start < cells.count {
                guard !isBlank(cells[start]), !isWordy(cells[start]) else { start += 1; continue }
                var end = start
                while end < cells.count, !isBlank(cells[end]), !isWordy(cells[end]) { end += 1 }
                let touchesWord = (start > 0 && isWordy(cells[start - 1])) || (end < cells.count && isWordy(cells[end]))
                if end - start >= 3, !touchesWord {
                    for index in start..<end
                    where horizontalLine.contains(cells[index].text) && isGrey(cells[index]) {
                        mask[row][index] = true
                    }
                }
                start = end
            }
        }
        // Vertical lines and separators, against the horizontal ones just found.
        func isSide(_ row: Int, _ index: Int) -> Bool {
            guard rows[row].indices.contains(index) else { return true }
            return isBlank(rows[row][index]) || (mask[row][index] && rows[row][index].text != "|")
        }
        for (row, cells) in rows.enumerated() {
            for (index, cell) in cells.enumerated() where cell.text == "|" && isGrey(cell) {
                if isSide(row, index - 1), isSide(row, index + 1) { mask[row][index] = true }
            }
        }
        return mask
    }
}
