@testable import DemoKitCore

/// Compares a renderer's screen with tmux's, cell by cell (text and
/// style), and the cursor, and says where they differ.
///
/// Normalisations, each because of how tmux reports its screen, not how it
/// draws it:
/// 1. **Cells past the end of tmux's row.** `capture-pane` writes a row only
///    up to its last written cell (`gl->cellused` in `grid_string_cells`,
///    tmux 3.3a grid.c), even with `-N`. Cells an erase filled with a
///    background colour past that point (`grid_clear`, which does not move
///    `cellused`) are on tmux's screen but not in its capture. There the
///    renderer's cell must be blank, in any style.
/// 2. **A blank written cell in the default style is the same as no cell.**
///    A renderer trims trailing blanks; tmux keeps written spaces.
/// 3. **The cursor column while a wrap is pending.** After a character in
///    the last column tmux keeps its cursor one past it (`cursor_x` equals
///    the width); a terminal in the DEC manner keeps the cursor on the last
///    column with a wrap flag (vt100.net, "DEC STD 070", and xterm's CPR
///    report the last column). tmux's column is clamped to the last column.
/// 4. **Blanks past the right margin** are dropped from both rows: tmux
///    keeps the left half of a wide character when an erase starts on its
///    right half, so its captured row can be a column too wide.
///
/// Attributes the text model cannot hold (blink, conceal, overline,
/// underline colour and style) are dropped on both sides by `SGR`, so they
/// are not compared.
struct ScreenComparison: Sendable {
    /// A cell that differs.
    struct Difference: Sendable, Hashable {
        var row: Int
        var column: Int
        var expected: ScreenCell
        var actual: ScreenCell
    }

    let stream: TerminalStream
    let expected: TerminalScreen
    let actual: TerminalScreen
    let expectedGrid: ScreenGrid
    let actualGrid: ScreenGrid
    private(set) var differences: [Difference] = []
    private(set) var otherDifferences: [String] = []
    /// What tmux's capture held that no screen can, shown in the report.
    private(set) var tmuxNotes: [String] = []
    /// Said at the end of the report: how the stream was shrunk.
    var note: String?

    init(stream: TerminalStream, tmux expected: TerminalScreen, renderer actual: TerminalScreen) {
        self.stream = stream
        self.expected = expected
        self.actual = actual
        expectedGrid = ScreenGrid(expected.screen, columns: stream.columns, rows: stream.rows)
        actualGrid = ScreenGrid(actual.screen, columns: stream.columns, rows: stream.rows)
        // Not a difference by itself: tmux's grid can hold a wide character
        // and, in the cell of its right half, another (an erase that starts
        // on the right half of a wide character keeps the left half), so a
        // captured row can be wider than the screen. The cells then differ
        // from any renderer that erases the whole character.
        tmuxNotes = expectedGrid.overflow.map { "tmux's \($0) (a wide character partly overwritten)" }
        otherDifferences += actualGrid.overflow.map { "the renderer's \($0)" }
        for row in 0..<stream.rows {
            for column in 0..<stream.columns {
                let tmuxCell = expectedGrid.cells[row][column]
                let cell = actualGrid.cells[row][column]
                if !Self.matches(tmux: tmuxCell, cell) {
                    differences.append(Difference(row: row, column: column, expected: tmuxCell, actual: cell))
                }
            }
        }
        let tmuxColumn = min(expected.cursorColumn, stream.columns - 1)
        if (expected.cursorRow, tmuxColumn, expected.cursorVisible) != (actual.cursorRow, actual.cursorColumn, actual.cursorVisible) {
            otherDifferences.append(
                "cursor: tmux \(Self.describeCursor(expected.cursorRow, tmuxColumn, expected.cursorVisible)), "
                    + "renderer \(Self.describeCursor(actual.cursorRow, actual.cursorColumn, actual.cursorVisible))")
        }
        if let tmuxAlternate = expected.isAlternateScreen, let alternate = actual.isAlternateScreen,
            tmuxAlternate != alternate
        {
            otherDifferences.append("alternate screen: tmux \(tmuxAlternate ? "on" : "off"), renderer \(alternate ? "on" : "off")")
        }
    }

    /// Whether the screens match, after the normalisations above.
    var matches: Bool { differences.isEmpty && otherDifferences.isEmpty }

    static func matches(tmux expected: ScreenCell, _ actual: ScreenCell) -> Bool {
        if !expected.isWritten { return actual.isBlank }  // 1
        let plainBlank = ScreenCell(text: " ", style: .plain, isWritten: true)
        let normalised = actual.isWritten ? actual : plainBlank  // 2
        return expected.text == normalised.text && expected.style == normalised.style
    }

    /// A report for a failure message: what differs, both screens, the
    /// stream.
    func report(limit: Int = 12) -> String {
        var lines = ["The screen differs from tmux's for \(stream.origin) (\(stream.columns) × \(stream.rows)):"]
        for difference in differences.prefix(limit) {
            lines.append(
                "  row \(difference.row), column \(difference.column): tmux \(Self.describe(difference.expected)), "
                    + "renderer \(Self.describe(difference.actual))")
        }
        if differences.count > limit { lines.append("  … and \(differences.count - limit) more cells") }
        lines += otherDifferences.map { "  " + $0 }
        lines += tmuxNotes.map { "  note: " + $0 }
        let tmuxRows = expectedGrid.drawing
        let rows = actualGrid.drawing
        let differingRows = Set(differences.map(\.row))
        lines.append("tmux (· past the end of a row) | renderer:")
        for row in 0..<stream.rows {
            let marker = differingRows.contains(row) ? "*" : " "
            let number = String(row).count < 2 ? " " + String(row) : String(row)
            lines.append("\(marker)\(number) |\(tmuxRows[row])| |\(rows[row])|")
        }
        lines.append("stream (for printf '%b'): \(stream.escaped)")
        if let note { lines.append(note) }
        return lines.joined(separator: "\n")
    }

    static func describeCursor(_ row: Int, _ column: Int, _ visible: Bool) -> String {
        "row \(row), column \(column), \(visible ? "shown" : "hidden")"
    }

    static func describe(_ cell: ScreenCell) -> String {
        guard cell.isWritten else { return "nothing" }
        let text = cell.text.isEmpty ? "(right half of a wide character)" : "\"\(cell.text)\""
        return "\(text) \(describe(cell.style))"
    }

    static func describe(_ style: TextStyle) -> String {
        var words: [String] = []
        if let foreground = style.foreground { words.append("fg " + describe(foreground)) }
        if let background = style.background { words.append("bg " + describe(background)) }
        let names: [(TextAttributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
            (.inverse, "inverse"), (.strikethrough, "strikethrough"),
        ]
        for (attribute, name) in names where style.attributes.contains(attribute) { words.append(name) }
        return words.isEmpty ? "[plain]" : "[" + words.joined(separator: " ") + "]"
    }

    static func describe(_ color: TextColor) -> String {
        switch color.storage {
        case .ansi(let index): "ansi \(index)"
        case .indexed(let index): "256:\(index)"
        case .rgb(let red, let green, let blue): "rgb(\(red),\(green),\(blue))"
        }
    }
}
