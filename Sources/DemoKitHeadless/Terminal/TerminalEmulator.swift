import DemoKitCore

/// The state of a ``VirtualTerminal`` and what each piece of parsed output
/// does to it: the handler ``ANSIParser`` drives.
///
/// The cursor follows the DEC model: it stays on the last column after a
/// character is written there, with ``pendingWrap`` set, and the next
/// printable character wraps first. Where the standards leave room, this
/// does what tmux 3.3a does (the reference of the differential tests).
struct TerminalEmulator: ANSIParserHandler, Sendable {
    /// A cursor saved by DECSC, `CSI s` or mode 1049, with the style and
    /// the character sets (which mode 1049 does not restore, as in tmux).
    struct SavedCursor: Sendable {
        var row = 0
        var column = 0
        var style = TextStyle.plain
        var characterSets = TerminalCharacterSets()
    }

    /// The rows scrolling moves: DECSTBM's region, both rows included.
    struct ScrollRegion: Sendable, Equatable {
        var top: Int
        var bottom: Int
    }

    /// The modes a program sets and resets.
    struct TerminalModes: Sendable, Equatable {
        /// DECAWM: a character written past the last column wraps.
        var autowrap = true
        /// Mode 2004: pasted text comes between `ESC [200~` and `ESC [201~`.
        var bracketedPaste = false
        /// DECCKM: arrow keys send `ESC O` rather than `ESC [`.
        var applicationCursorKeys = false
        /// DECTCEM: the cursor is shown.
        var cursorVisible = true
    }

    /// Rows scrolled off the top of the main screen, oldest first, without
    /// their trailing blank cells; the first ``start`` are dropped ones not
    /// yet removed, and at most ``limit`` are kept.
    struct Scrollback: Sendable {
        var rows: [[TerminalCell]] = []
        /// `continued[i]`: autowrap continued `rows[i]` on the next row.
        var continued: [Bool] = []
        var start = 0
        var limit: Int
    }

    private(set) var columns: Int
    private(set) var rows: Int

    /// The screen being drawn on, and the other one (the main screen while
    /// the alternate screen is shown, and the reverse).
    var grid: TerminalGrid
    var inactiveGrid: TerminalGrid
    private(set) var isAlternateScreen = false

    var cursorRow = 0
    var cursorColumn = 0
    var pendingWrap = false

    var style = TextStyle.plain
    var characterSets = TerminalCharacterSets()
    /// The index of ``style``, and of the style erased cells get: the
    /// current background only (background colour erase, as tmux does).
    var styleIndex: UInt32 = 0
    var eraseStyleIndex: UInt32 = 0
    var styles = TerminalStyleTable()
    var clusters = TerminalClusterTable()

    var savedCursor = SavedCursor()
    /// The cursor mode 1049 saved on entering the alternate screen; none
    /// until it has (tmux's `saved_cx` is `UINT_MAX` until then).
    var alternateSavedCursor: SavedCursor?

    /// The scroll region, both rows included.
    var region: ScrollRegion
    var tabStops: [Bool]

    /// The modes a program sets and resets (DECAWM, DECTCEM, DECCKM, 2004).
    var modes = TerminalModes()

    var scrollback: Scrollback

    init(columns: Int, rows: Int, scrollbackLimit: Int) {
        self.columns = columns
        self.rows = rows
        scrollback = Scrollback(limit: max(scrollbackLimit, 0))
        grid = TerminalGrid(columns: columns, rows: rows)
        inactiveGrid = TerminalGrid(columns: columns, rows: rows)
        region = ScrollRegion(top: 0, bottom: rows - 1)
        tabStops = Self.defaultTabStops(columns: columns)
    }

    static func defaultTabStops(columns: Int) -> [Bool] {
        (0..<columns).map { $0 % 8 == 0 && $0 > 0 }
    }

    // MARK: - Printing

    mutating func printASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
        if characterSets.active == .decSpecialGraphics {
            for byte in bytes {
                print(Unicode.Scalar(TerminalCharacterSets.graphic(for: byte)) ?? Unicode.Scalar(byte))
            }
            return
        }
        let count = bytes.count
        var index = 0
        let columns = columns
        while index < count {
            if pendingWrap {
                // With autowrap off the cursor stays past the last column
                // and tmux drops what is written there.
                guard modes.autowrap else { return }
                wrap()
            }
            let run = min(columns &- cursorColumn, count &- index)
            let row = cursorRow
            let column = cursorColumn
            grid.clearOverlap(row: row, column: column, width: 1)
            if run > 1 { grid.clearOverlap(row: row, column: column &+ run &- 1, width: 1) }
            let style = styleIndex
            grid.cells.withUnsafeMutableBufferPointer { cells in
                guard let base = cells.baseAddress else { return }
                let start = base + (row &* columns &+ column)
                for offset in 0..<run {
                    start[offset] = TerminalCell(content: UInt32(bytes[index &+ offset]), style: style)
                }
            }
            index &+= run
            if column &+ run == columns {
                cursorColumn = columns &- 1
                if modes.autowrap {
                    pendingWrap = true
                } else if index < count {
                    // Without autowrap every further character lands on
                    // the last column: only the last one stays.
                    grid[row, columns &- 1] = TerminalCell(content: UInt32(bytes[count &- 1]), style: style)
                    index = count
                }
            } else {
                cursorColumn = column &+ run
            }
        }
    }

    mutating func print(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        // C1 controls sent as UTF-8: tmux drops them.
        if value >= 0x80, value <= 0x9F { return }
        let width = DisplayWidth.terminalColumns(of: scalar)
        if width == 0 {
            combine(scalar)
            return
        }
        if pendingWrap {
            guard modes.autowrap else { return }
            wrap()
        }
        if width == 2, cursorColumn == columns - 1 {
            // A wide character that does not fit wraps whole, as in xterm
            // and tmux; without autowrap (or one column) it is dropped.
            guard modes.autowrap, columns > 1 else { return }
            pendingWrap = true
            wrap()
        }
        let row = cursorRow
        let column = cursorColumn
        grid.clearOverlap(row: row, column: column, width: width)
        if width == 2 {
            grid[row, column] = TerminalCell(content: value | TerminalCell.wideFlag, style: styleIndex)
            grid[row, column + 1] = TerminalCell(content: TerminalCell.spacerFlag | 0x20, style: styleIndex)
        } else {
            grid[row, column] = TerminalCell(content: value, style: styleIndex)
        }
        if column + width >= columns {
            cursorColumn = columns - 1
            pendingWrap = modes.autowrap
        } else {
            cursorColumn = column + width
        }
    }

    /// Adds a zero-width scalar to the character before the cursor (the one
    /// under it when a wrap is pending), as tmux does; at the start of a row
    /// there is none and it is dropped.
    private mutating func combine(_ scalar: Unicode.Scalar) {
        var column = pendingWrap ? cursorColumn : cursorColumn - 1
        guard column >= 0 else { return }
        if grid[cursorRow, column].isSpacer, column > 0 { column -= 1 }
        var cell = grid[cursorRow, column]
        var text = characterText(of: cell)
        guard text.utf8.count + scalar.utf8.count <= TerminalClusterTable.maximumUTF8Count else { return }
        text.unicodeScalars.append(scalar)
        cell.content = TerminalCell.clusterFlag | clusters.index(of: text) | (cell.content & TerminalCell.wideFlag)
        grid[cursorRow, column] = cell
    }

    /// The text one cell shows.
    func characterText(of cell: TerminalCell) -> String {
        if cell.isCluster { return clusters[cell.value] }
        return String(Unicode.Scalar(cell.value).map(Character.init) ?? " ")
    }

    /// Goes to the start of the next row because a character did not fit:
    /// the autowrap of a pending wrap.
    private mutating func wrap() {
        pendingWrap = false
        guard modes.autowrap else { return }
        grid.wrapped[cursorRow] = true
        cursorColumn = 0
        lineFeed()
    }

    // MARK: - Controls

    mutating func execute(_ byte: UInt8) {
        switch byte {
        case 0x08: backspace()
        case 0x09: tab(count: 1)
        case 0x0A, 0x0B, 0x0C: lineFeed()
        case 0x0D:
            cursorColumn = 0
            pendingWrap = false
        case 0x0E: characterSets.isShiftedOut = true  // SO: G1 into GL
        case 0x0F: characterSets.isShiftedOut = false  // SI: G0 into GL
        default:
            break  // BEL and the rest: nothing on the screen.
        }
    }

    /// Moves down a row, scrolling the region when the cursor is on its
    /// bottom row. A pending wrap stays pending, as in tmux.
    mutating func lineFeed() {
        if cursorRow == region.bottom {
            scrollUp(count: 1)
        } else if cursorRow < rows - 1 {
            cursorRow += 1
        }
    }

    /// Moves up a row, scrolling the region down when the cursor is on its
    /// top row (RI).
    mutating func reverseIndex() {
        if cursorRow == region.top {
            scrollRegionDown(count: 1)
        } else if cursorRow > 0 {
            cursorRow -= 1
        }
    }

    /// BS: a pending wrap is cancelled without moving (tmux's cursor sits
    /// past the last column and steps back onto it); at the start of a row
    /// that continues a wrapped one, back to the end of that one.
    private mutating func backspace() {
        if pendingWrap {
            pendingWrap = false
        } else if cursorColumn > 0 {
            cursorColumn -= 1
        } else if cursorRow > 0, grid.wrapped[cursorRow - 1] {
            cursorRow -= 1
            cursorColumn = columns - 1
        }
    }

    /// HT and CHT: to the next tab stop, or the last column; nothing when a
    /// wrap is pending or the cursor is on the last column (tmux).
    mutating func tab(count: Int) {
        for _ in 0..<count {
            guard cursorColumn < columns - 1, !pendingWrap else { return }
            var column = cursorColumn + 1
            while column < columns - 1, !tabStops[column] { column += 1 }
            cursorColumn = column
        }
    }

    /// CBT: back to the previous tab stop, or the first column.
    mutating func backTab(count: Int) {
        pendingWrap = false
        for _ in 0..<count {
            guard cursorColumn > 0 else { return }
            var column = cursorColumn - 1
            while column > 0, !tabStops[column] { column -= 1 }
            cursorColumn = column
        }
    }

    // MARK: - Scrolling

    /// Scrolls the region up; rows leaving the top of the main screen go to
    /// the scrollback when the region is the whole screen. On the
    /// alternate screen, which keeps no history, the row above the region
    /// stops being continued (tmux's `grid_move_lines`).
    mutating func scrollUp(count: Int) {
        let count = min(count, region.bottom - region.top + 1)
        if !isAlternateScreen, region.top == 0, region.bottom == rows - 1, scrollback.limit > 0 {
            for row in 0..<count { pushScrollback(row: row) }
        }
        grid.scrollUp(top: region.top, bottom: region.bottom, count: count, fill: .blank(style: eraseStyleIndex))
        if isAlternateScreen { grid.clearWrap(above: region.top) }
    }

    /// Scrolls the region down (RI, SD). As tmux's `grid_move_lines` does,
    /// the top row stops being continued before it moves, and so does the
    /// row above the region.
    mutating func scrollRegionDown(count: Int) {
        grid.wrapped[region.top] = false
        grid.scrollDown(top: region.top, bottom: region.bottom, count: count, fill: .blank(style: eraseStyleIndex))
        grid.clearWrap(above: region.top)
    }

    mutating func pushScrollback(row: Int) {
        let cells = grid.row(row)
        var end = cells.endIndex
        while end > cells.startIndex, cells[end - 1] == .blank { end -= 1 }
        scrollback.rows.append(Array(cells[cells.startIndex..<end]))
        scrollback.continued.append(grid.wrapped[row])
        if scrollback.rows.count - scrollback.start > scrollback.limit {
            scrollback.start += 1
            // Drop the oldest rows in one go once they are half the array.
            if scrollback.start > scrollback.limit / 2 + 16 {
                scrollback.rows.removeFirst(scrollback.start)
                scrollback.continued.removeFirst(scrollback.start)
                scrollback.start = 0
            }
        }
    }

    mutating func clearScrollback() {
        scrollback.rows.removeAll()
        scrollback.continued.removeAll()
        scrollback.start = 0
    }

    // MARK: - Style, cursor saving, screens, reset

    /// Sets the current style, and the style erased cells get from it.
    mutating func setStyle(_ newStyle: TextStyle) {
        guard newStyle != style else { return }
        style = newStyle
        styleIndex = styles.index(of: newStyle)
        eraseStyleIndex = styles.index(of: TextStyle(background: newStyle.background))
    }

    func currentCursor() -> SavedCursor {
        SavedCursor(row: cursorRow, column: cursorColumn, style: style, characterSets: characterSets)
    }

    /// Restores a saved cursor, and its character sets unless mode 1049
    /// saved it (tmux's `saved_cell` holds no sets). A wrap that was pending
    /// is not: tmux restores onto the last column and the next character
    /// overwrites it.
    mutating func restore(_ saved: SavedCursor, characterSets restoringSets: Bool = true) {
        cursorRow = min(saved.row, rows - 1)
        cursorColumn = min(saved.column, columns - 1)
        pendingWrap = false
        setStyle(saved.style)
        if restoringSets { characterSets = saved.characterSets }
    }

    /// Shows the alternate screen (modes 47, 1047, 1049), cleared: tmux
    /// clears it on entry for all three. Every entry saves the style, only
    /// 1049's the position (tmux's `screen_alternate_on`).
    mutating func enterAlternateScreen(savingCursor: Bool) {
        guard !isAlternateScreen else { return }
        if savingCursor {
            alternateSavedCursor = currentCursor()
        } else {
            alternateSavedCursor?.style = style
        }
        swap(&grid, &inactiveGrid)
        isAlternateScreen = true
        grid.fill(rows: 0..<rows, with: .blank)
    }

    /// Back to the main screen. Mode 1049 restores the cursor 1049 last
    /// saved, if one ever did, even when the main screen is already shown
    /// (tmux's `screen_alternate_off`).
    mutating func leaveAlternateScreen(restoringCursor: Bool) {
        // tmux brings a cursor past the last column back onto it, so a
        // pending wrap ends, on either screen.
        pendingWrap = false
        if restoringCursor, let saved = alternateSavedCursor { restore(saved, characterSets: false) }
        guard isAlternateScreen else { return }
        swap(&grid, &inactiveGrid)
        isAlternateScreen = false
    }

    /// DECSTR: the modes, style and character sets (G0 and G1 ASCII, G0 in
    /// GL) back to their defaults; the screen and the cursor position stay
    /// (xterm).
    mutating func softReset() {
        characterSets = TerminalCharacterSets()
        modes.cursorVisible = true
        modes.autowrap = true
        modes.applicationCursorKeys = false
        region.top = 0
        region = ScrollRegion(top: 0, bottom: rows - 1)
        setStyle(.plain)
        savedCursor = SavedCursor()
        pendingWrap = false
    }

    /// RIS: everything back to how a new terminal starts, scrollback too.
    mutating func fullReset() {
        let limit = scrollback.limit
        self = TerminalEmulator(columns: columns, rows: rows, scrollbackLimit: limit)
    }

    mutating func resize(columns newColumns: Int, rows newRows: Int) {
        if isAlternateScreen { swap(&grid, &inactiveGrid) }
        grid = grid.resized(columns: newColumns, rows: newRows)
        inactiveGrid = inactiveGrid.resized(columns: newColumns, rows: newRows)
        if isAlternateScreen { swap(&grid, &inactiveGrid) }
        // As on the grid, rows of another width are no longer continued.
        if newColumns != columns { scrollback.continued = Array(repeating: false, count: scrollback.continued.count) }
        if newColumns > columns {
            tabStops += (columns..<newColumns).map { $0 % 8 == 0 }
        } else {
            tabStops.removeLast(columns - newColumns)
        }
        columns = newColumns
        rows = newRows
        region.top = 0
        region.bottom = newRows - 1
        cursorRow = min(cursorRow, newRows - 1)
        cursorColumn = min(cursorColumn, newColumns - 1)
        pendingWrap = false
    }
}
