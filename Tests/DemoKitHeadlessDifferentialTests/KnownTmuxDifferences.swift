import DemoKitCore
@testable import DemoKitHeadless

/// The differences from tmux 3.3a that `VirtualTerminal` keeps on purpose,
/// because tmux there departs from the standard (README, "A headless
/// terminal: `VirtualTerminal`", the list of tmux quirks), and the generator
/// rule that keeps the seeded streams clear of them.
///
/// ``avoiding(_:)`` drops from a stream exactly the pieces that would meet
/// one of these differences, judged from the state a `VirtualTerminal` is in
/// just before the piece (its cursor, pending wrap, scroll region, style and
/// the cells of the cursor's row). Every other piece stays, so
/// the rest of the stream is still compared cell by cell; a test keeps the
/// share of dropped pieces small, and another checks that tmux still shows
/// each quirk.
enum KnownTmuxDifferences {
    /// Which difference a dropped piece would have met.
    enum Quirk: String, Sendable, CaseIterable {
        /// An ICH, DCH, ECH, EL or ED whose edge falls between the halves of
        /// a wide character: tmux moves or clears the cells and leaves the
        /// other half in its grid (`grid_view_insert_cells`,
        /// `grid_view_delete_cells`, `grid_clear` know nothing of wide
        /// characters); xterm blanks the whole character (util.c,
        /// `InsertChar`, `DeleteChar`, `ClearRight`, `ClearLeft`: "If we
        /// delete part of a multi-column character, fill the rest of it
        /// with blanks").
        case editCutsAWideCharacter
        /// ICH of more than half the cells from the cursor to the margin:
        /// tmux's `grid_view_insert_cells` moves the cells that stay and
        /// clears only the cells they left, so cells between keep their old
        /// text (with all of them, none is cleared); ECMA-48 8.3.64 inserts
        /// erased characters.
        case insertCharactersPastHalfTheRow
        /// IL outside the scroll region of more than half the rows from the
        /// cursor down: `grid_view_insert_lines` has the same gap as ICH
        /// (ECMA-48 8.3.67 inserts erased lines).
        case insertLinesOutsideTheRegionPastHalfTheRows
        /// ASCII text that starts on the right half of a wide character in
        /// column 0: tmux's fast path for ASCII (`screen_write_collect_end`)
        /// stops looking back at column 1 and leaves the wide character's
        /// left half; everywhere else, and in xterm, the character is
        /// blanked.
        case asciiOverTheRightHalfOfAWideCharacterInColumnZero
        /// VPA while a wrap is pending: tmux moves the row and keeps its
        /// cursor past the last column (`screen_write_cursormove` with
        /// `px` -1), so the next character wraps; xterm's `CursorSet` resets
        /// the wrap, as every cursor positioning does in DEC STD 070.
        case verticalPositionKeepsAPendingWrap
        /// Text that autowraps on the bottom row of the scroll region while
        /// the background is not the default: tmux scrolls in a row of the
        /// default background (`screen_write_linefeed(ctx, 1, 8)`); xterm
        /// fills it with the current background, as for every other scroll
        /// (`xtermScroll`, `ClearCurBackground`).
        case autowrapScrollsInTheDefaultBackground
    }

    /// `stream` without the pieces that meet a known difference.
    static func avoiding(_ stream: TerminalStream) -> TerminalStream {
        var kept = stream
        kept.pieces = []
        var terminal = VirtualTerminal(columns: stream.columns, rows: stream.rows)
        for piece in stream.pieces {
            if quirk(of: piece, in: terminal) != nil { continue }
            terminal.write(bytes: piece)
            kept.pieces.append(piece)
        }
        return kept
    }

    /// The known difference `piece` meets when `terminal` is in its present
    /// state, if any.
    static func quirk(of piece: [UInt8], in terminal: VirtualTerminal) -> Quirk? {
        let columns = terminal.columns
        let row = terminal.cursor.row
        let column = terminal.cursor.column
        let emulator = terminal.emulator
        if let sequence = ControlSequence(piece) {
            let count = max(sequence.first ?? 1, 1)
            // Where the edit's edges fall: a cut between `edge - 1` and
            // `edge` when `edge` holds the right half of a wide character.
            var edges: [Int] = []
            switch (sequence.final, sequence.first ?? 0) {
            case (UInt8(ascii: "@"), _):
                let inserted = min(count, columns - column)
                if column < columns - 1, 2 * inserted > columns - column { return .insertCharactersPastHalfTheRow }
                edges = [column, columns - inserted]
            case (UInt8(ascii: "P"), _), (UInt8(ascii: "X"), _): edges = [column, column + count]
            case (UInt8(ascii: "K"), 0), (UInt8(ascii: "J"), 0): edges = [column]
            case (UInt8(ascii: "K"), 1), (UInt8(ascii: "J"), 1): edges = [column + 1]
            case (UInt8(ascii: "L"), _):
                let rows = terminal.rows
                let inserted = min(count, rows - row)
                let outside = row < emulator.region.top || row > emulator.region.bottom
                if outside, 2 * inserted > rows - row { return .insertLinesOutsideTheRegionPastHalfTheRows }
            case (UInt8(ascii: "d"), _):
                if emulator.pendingWrap { return .verticalPositionKeepsAPendingWrap }
            default: break
            }
            if edges.contains(where: { isRightHalf(column: $0, in: terminal) }) { return .editCutsAWideCharacter }
            return nil
        }
        guard let first = piece.first, first >= 0x20, first != 0x7F else { return nil }
        if first < 0x7F, column == 1, isRightHalf(column: 1, in: terminal) {
            return .asciiOverTheRightHalfOfAWideCharacterInColumnZero
        }
        if emulator.style.background != nil, emulator.modes.autowrap, row <= emulator.region.bottom {
            // The rows the text reaches, counting the wraps it makes (a
            // wide character at the edge wraps early, so one more).
            let width = String(decoding: piece, as: UTF8.self).reduce(0) { $0 + DisplayWidth.columns(of: $1) }
            let start = emulator.pendingWrap ? columns : column
            let wraps = start + width > columns ? (start + width - 1) / columns + 1 : 0
            if wraps > 0, row + wraps > emulator.region.bottom { return .autowrapScrollsInTheDefaultBackground }
        }
        return nil
    }

    /// Whether `column` of the cursor's row holds the right half of a wide
    /// character.
    private static func isRightHalf(column: Int, in terminal: VirtualTerminal) -> Bool {
        guard column > 0, column < terminal.columns else { return false }
        let lines = terminal.screen.lines
        let row = terminal.cursor.row
        guard row < lines.count else { return false }
        let grid = ScreenGrid(TextBlock([lines[row]]), columns: terminal.columns, rows: 1)
        let cell = grid.cells[0][column]
        return cell.isWritten && cell.text.isEmpty
    }

    /// A piece that is one CSI sequence without a private marker: its
    /// numeric parameters (an empty one is nil, and 0) and final byte.
    struct ControlSequence {
        var parameters: [Int]
        var final: UInt8
        var first: Int? { parameters.first }

        init?(_ piece: [UInt8]) {
            guard piece.count >= 3, piece[0] == 0x1B, piece[1] == UInt8(ascii: "["),
                let final = piece.last, final >= 0x40, final <= 0x7E
            else { return nil }
            let body = piece[2..<piece.count - 1]
            guard body.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ";") }) else { return nil }
            parameters = body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
                Int(String(decoding: $0, as: UTF8.self)) ?? 0
            }
            if body.isEmpty { parameters = [] }
            self.final = final
        }
    }
}
