import DemoKitCore

/// What the control sequences, escape sequences and modes a
/// ``VirtualTerminal`` knows do. Anything else is ignored whole.
extension TerminalEmulator {
    mutating func dispatch(_ sequence: ANSIControlSequence) {
        let parameters = sequence.parameters
        if sequence.privateMarker == 0x3F {  // ?
            guard sequence.intermediates.isEmpty else { return }
            switch sequence.final {
            case 0x68: setPrivateModes(parameters, enabled: true)  // h
            case 0x6C: setPrivateModes(parameters, enabled: false)  // l
            default: break
            }
            return
        }
        guard sequence.privateMarker == 0 else { return }
        if sequence.intermediates == [0x21] {  // !
            if sequence.final == 0x70 { softReset() }  // DECSTR, CSI ! p
            return
        }
        guard sequence.intermediates.isEmpty else { return }
        let count = parameters.value(at: 0, default: 1)
        switch sequence.final {
        case 0x41: cursorUp(count)  // CUU
        case 0x42: cursorDown(count)  // CUD
        case 0x43, 0x61: moveCursor(row: cursorRow, column: cursorColumn + count)  // CUF, HPR
        case 0x44:  // CUB, from past the last column when a wrap is pending (tmux)
            moveCursor(row: cursorRow, column: (pendingWrap ? columns : cursorColumn) - count)
        case 0x45:  // CNL
            cursorDown(count)
            cursorColumn = 0
        case 0x46:  // CPL
            cursorUp(count)
            cursorColumn = 0
        case 0x47, 0x60: moveCursor(row: cursorRow, column: count - 1)  // CHA, HPA
        case 0x48, 0x66:  // CUP, HVP
            moveCursor(row: count - 1, column: parameters.value(at: 1, default: 1) - 1)
        case 0x64: moveCursor(row: count - 1, column: cursorColumn)  // VPA
        case 0x5A: backTab(count: count)  // CBT
        case 0x4A: eraseInDisplay(parameters.value(at: 0, default: 0))  // ED
        case 0x4B: eraseInLine(parameters.value(at: 0, default: 0))  // EL
        case 0x58:  // ECH
            guard !pendingWrap else { return }
            grid.fill(
                row: cursorRow, columns: cursorColumn..<min(cursorColumn + count, columns),
                with: .blank(style: eraseStyleIndex))
        case 0x40:  // ICH
            guard !pendingWrap else { return }
            grid.insertCells(row: cursorRow, column: cursorColumn, count: count, fill: .blank(style: eraseStyleIndex))
        case 0x50:  // DCH
            guard !pendingWrap else { return }
            grid.deleteCells(row: cursorRow, column: cursorColumn, count: count, fill: .blank(style: eraseStyleIndex))
        case 0x4C: insertLines(count)  // IL
        case 0x4D: deleteLines(count)  // DL
        case 0x53: scrollUp(count: count)  // SU
        case 0x54:  // SD (with more than one parameter: mouse tracking)
            guard parameters.count <= 1 else { return }
            scrollRegionDown(count: count)
        case 0x72: setScrollRegion(parameters)  // DECSTBM
        case 0x6D:  // SGR
            var newStyle = style
            SGR.apply(parameters, to: &newStyle)
            setStyle(newStyle)
        case 0x67:  // TBC
            switch parameters.value(at: 0, default: 0, zeroIsDefault: false) {
            case 0: tabStops[cursorColumn] = false
            case 3: tabStops = Array(repeating: false, count: columns)
            default: break
            }
        case 0x73:  // SCOSC
            guard parameters.isEmpty else { return }
            savedCursor = currentCursor()
        case 0x75:  // SCORC
            guard parameters.isEmpty else { return }
            restore(savedCursor)
        default:
            // Modes (h, l), reports, window operations: no effect. CHT
            // (`CSI I`) too: tmux 3.3a ignores it.
            break
        }
    }

    mutating func dispatchEscape(intermediates: [UInt8], final: UInt8) {
        if intermediates == [0x23], final == 0x38 {  // DECALN, ESC # 8
            grid.fill(rows: 0..<rows, with: TerminalCell(content: 0x45, style: 0))
            region.top = 0
            region.bottom = rows - 1
            moveCursor(row: 0, column: 0)
            return
        }
        if intermediates == [0x28] || intermediates == [0x29] {  // SCS: ESC ( F, ESC ) F
            let set: TerminalCharacterSets.Set
            switch final {
            case 0x30: set = .decSpecialGraphics  // 0
            case 0x42: set = .ascii  // B
            default: return  // Other sets: ignored, as tmux does.
            }
            if intermediates == [0x28] { characterSets.g0 = set } else { characterSets.g1 = set }
            return
        }
        guard intermediates.isEmpty else { return }
        switch final {
        case 0x37: savedCursor = currentCursor()  // DECSC, ESC 7
        case 0x38: restore(savedCursor)  // DECRC, ESC 8
        case 0x44: lineFeed()  // IND, ESC D
        case 0x45:  // NEL, ESC E
            cursorColumn = 0
            pendingWrap = false
            lineFeed()
        case 0x4D: reverseIndex()  // RI, ESC M
        case 0x48:  // HTS, ESC H
            if !pendingWrap { tabStops[cursorColumn] = true }
        case 0x63: fullReset()  // RIS, ESC c
        default: break
        }
    }

    mutating func dispatchOSC(_ payload: [UInt8]) {
        // Titles, hyperlinks, clipboard writes: nothing on the screen.
    }

    // MARK: - Cursor movement

    /// Moves the cursor, clamped to the screen; a pending wrap is cancelled.
    mutating func moveCursor(row: Int, column: Int) {
        cursorRow = min(max(row, 0), rows - 1)
        cursorColumn = min(max(column, 0), columns - 1)
        pendingWrap = false
    }

    /// CUU: up, stopping at the top of the scroll region when the cursor
    /// is inside or below it (tmux).
    mutating func cursorUp(_ count: Int) {
        let limit = cursorRow >= region.top ? region.top : 0
        moveCursor(row: max(cursorRow - count, limit), column: cursorColumn)
    }

    /// CUD: down, stopping at the bottom of the scroll region when the
    /// cursor is inside or above it.
    mutating func cursorDown(_ count: Int) {
        let limit = cursorRow <= region.bottom ? region.bottom : rows - 1
        moveCursor(row: min(cursorRow + count, limit), column: cursorColumn)
    }

    // MARK: - Erasing and editing

    /// EL. With a wrap pending the cursor counts as past the last column,
    /// as in tmux: `CSI K` erases nothing and the wrap stays pending.
    mutating func eraseInLine(_ mode: Int) {
        let column = pendingWrap ? columns : cursorColumn
        let fill = TerminalCell.blank(style: eraseStyleIndex)
        switch mode {
        case 0: grid.fill(row: cursorRow, columns: column..<columns, with: fill)
        case 1: grid.fill(row: cursorRow, columns: 0..<min(column + 1, columns), with: fill)
        case 2: grid.fill(row: cursorRow, columns: 0..<columns, with: fill)
        default: break
        }
    }

    /// ED. `CSI 2J` on the main screen first moves the rows down to the
    /// last one in use into the scrollback (tmux's `scroll-on-clear`, on by
    /// default); `CSI 3J` empties the scrollback.
    mutating func eraseInDisplay(_ mode: Int) {
        let fill = TerminalCell.blank(style: eraseStyleIndex)
        switch mode {
        case 0:
            eraseInLine(0)
            grid.fill(rows: cursorRow + 1..<rows, with: fill)
            if cursorRow + 1 < rows { grid.clearWrap(above: cursorRow + 1) }
        case 1:
            grid.fill(rows: 0..<cursorRow, with: fill)
            eraseInLine(1)
        case 2:
            if !isAlternateScreen, scrollback.limit > 0 {
                var lastUsed = rows - 1
                while lastUsed >= 0, grid.row(lastUsed).allSatisfy({ $0 == .blank }) { lastUsed -= 1 }
                if lastUsed >= 0 { for row in 0...lastUsed { pushScrollback(row: row) } }
            }
            grid.fill(rows: 0..<rows, with: fill)
        case 3:
            clearScrollback()
        default:
            break
        }
    }

    /// IL: inside the scroll region, rows from the cursor's down to the
    /// region's bottom move down; outside it, down to the screen's bottom
    /// (tmux). The cursor stays; the row above stops being continued.
    mutating func insertLines(_ count: Int) {
        let bottom = (region.top...region.bottom).contains(cursorRow) ? region.bottom : rows - 1
        // tmux's `grid_move_lines`: the row that will sit just above the
        // moved ones stops being continued before the move.
        let inserted = min(count, bottom - cursorRow + 1)
        if inserted <= bottom - cursorRow { grid.wrapped[cursorRow + inserted - 1] = false }
        grid.scrollDown(top: cursorRow, bottom: bottom, count: count, fill: .blank(style: eraseStyleIndex))
        grid.clearWrap(above: cursorRow)
    }

    /// DL: the reverse of ``insertLines(_:)``.
    mutating func deleteLines(_ count: Int) {
        let bottom = (region.top...region.bottom).contains(cursorRow) ? region.bottom : rows - 1
        grid.scrollUp(top: cursorRow, bottom: bottom, count: count, fill: .blank(style: eraseStyleIndex))
        grid.clearWrap(above: cursorRow)
        // Deleting as many rows as stay, or more, ends the wrap out of the
        // last row that moved (tmux clears the rows below it).
        let moved = bottom - cursorRow + 1 - min(count, bottom - cursorRow + 1)
        if moved > 0, count >= moved { grid.wrapped[cursorRow + moved - 1] = false }
    }

    /// DECSTBM: a region of at least two rows; the cursor goes home. An
    /// invalid region is ignored.
    mutating func setScrollRegion(_ parameters: ANSIParameters) {
        let top = min(parameters.value(at: 0, default: 1), rows) - 1
        let bottom = min(parameters.value(at: 1, default: rows), rows) - 1
        guard top < bottom else { return }
        region.top = top
        region.bottom = bottom
        moveCursor(row: 0, column: 0)
    }

    // MARK: - Modes

    mutating func setPrivateModes(_ parameters: ANSIParameters, enabled: Bool) {
        for index in 0..<parameters.count {
            switch parameters[index] {
            case 1: modes.applicationCursorKeys = enabled
            case 7:
                // A pending wrap stays: tmux's cursor stays past the last
                // column, and BS steps back onto it.
                modes.autowrap = enabled
            case 25: modes.cursorVisible = enabled
            case 47, 1047:
                if enabled { enterAlternateScreen(savingCursor: false) } else { leaveAlternateScreen(restoringCursor: false) }
            case 1048:
                if enabled { savedCursor = currentCursor() } else { restore(savedCursor) }
            case 1049:
                if enabled { enterAlternateScreen(savingCursor: true) } else { leaveAlternateScreen(restoringCursor: true) }
            case 2004: modes.bracketedPaste = enabled
            default: break
            }
        }
    }
}
