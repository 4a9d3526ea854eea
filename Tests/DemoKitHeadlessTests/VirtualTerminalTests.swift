import DemoKitCore
import DemoKitHeadless
import Testing

/// Focused tests, one behaviour each. Every expected screen was first
/// checked in tmux 3.3a: `tmux new-session -d -x W -y H`, the bytes written
/// by `stty raw -echo; cat FILE` in the pane, then `capture-pane -p -e -N`
/// and `display -p '#{cursor_x},#{cursor_y}'`. The comment on each test
/// gives the bytes and what tmux showed.
@Suite("VirtualTerminal") struct VirtualTerminalTests {
    private func terminal(_ columns: Int, _ rows: Int, _ input: String) -> VirtualTerminal {
        var terminal = VirtualTerminal(columns: columns, rows: rows)
        terminal.write(input)
        return terminal
    }

    private func lines(_ terminal: VirtualTerminal) -> [String] {
        terminal.screen.lines.map(\.plainText)
    }

    private func position(_ terminal: VirtualTerminal) -> [Int] {
        [terminal.cursor.row, terminal.cursor.column]
    }

    // MARK: - Text, wrapping

    @Test func sizeIsClampedToOneCell() {
        let terminal = VirtualTerminal(columns: 0, rows: -3)
        #expect(terminal.columns == 1 && terminal.rows == 1)
        #expect(terminal.screen == .empty)
    }

    /// tmux 10x3 `abcdefghij`: row 0 full, cursor_x 10 (past the edge);
    /// then `\nX`: X on row 2 (LF keeps the wrap pending).
    @Test func writingTheLastColumn_leavesAWrapPendingThatLineFeedKeeps() {
        var terminal = terminal(10, 3, "abcdefghij")
        #expect(lines(terminal) == ["abcdefghij"])
        #expect(position(terminal) == [0, 9])
        terminal.write("\nX")
        #expect(lines(terminal) == ["abcdefghij", "", "X"])
        #expect(position(terminal) == [2, 1])
    }

    /// tmux 10x3 `abcdefghij\rX` → `Xbcdefghij`, cursor 1,0.
    @Test func carriageReturn_cancelsThePendingWrap() {
        let terminal = terminal(10, 3, "abcdefghij\rX")
        #expect(lines(terminal) == ["Xbcdefghij"])
        #expect(position(terminal) == [0, 1])
    }

    /// tmux 10x3 `abcdefghij\x1b[2DX` → `abcdefghXj`: CUB counts from past
    /// the last column while a wrap is pending, as BS does.
    @Test func cursorBackWithAWrapPending_countsFromPastTheLastColumn() {
        #expect(lines(terminal(10, 3, "abcdefghij\u{1B}[2DX")) == ["abcdefghXj"])
    }

    /// tmux 10x3 `abcdefghij\bX` → `abcdefghiX` (BS only steps back onto
    /// the last column); `abcdefghij\x1b[CZ` → `abcdefghiZ`.
    @Test func backspaceAndCursorForward_cancelThePendingWrapOnTheLastColumn() {
        #expect(lines(terminal(10, 3, "abcdefghij\u{8}X")) == ["abcdefghiX"])
        #expect(lines(terminal(10, 3, "abcdefghij\u{1B}[CZ")) == ["abcdefghiZ"])
    }

    /// tmux 10x3 `abcdefghijkl\x1b[2K\r\bX` → `abcdefghij` / `X`: clearing
    /// a whole row ends the wrap into it (`grid_clear_lines`), and so does
    /// moving rows there: `…\x1b[M\r\bX` and `…\x1b[2d\x1b[L\x1b[3d\r\bX`
    /// (`grid_move_lines`). BS then stays at the start of the row.
    /// tmux 10x4 `abcdefghijkl\x1b[A\x1b[L\n\r\n\bX` → ``, `abcdefghij`,
    /// `Xl`; with RI (`\x1bM`) for IL the same: the row that moves down is
    /// no longer continued.
    @Test func clearingOrMovingRows_endsTheWrapBackspaceFollows() {
        #expect(lines(terminal(10, 4, "abcdefghijkl\u{1B}[A\u{1B}[L\n\r\n\u{8}X")) == ["", "abcdefghij", "Xl"])
        #expect(lines(terminal(10, 4, "abcdefghijkl\u{1B}[A\u{1B}M\n\r\n\u{8}X")) == ["", "abcdefghij", "Xl"])
        #expect(lines(terminal(10, 3, "abcdefghijkl\u{1B}[2K\r\u{8}X")) == ["abcdefghij", "X"])
        #expect(lines(terminal(10, 3, "abcdefghijkl\u{1B}[M\r\u{8}X")) == ["abcdefghij", "X"])
        #expect(lines(terminal(10, 3, "abcdefghijkl\u{1B}[2d\u{1B}[L\u{1B}[3d\r\u{8}X")) == ["abcdefghij", "", "Xl"])
    }

    /// tmux 10x3 `abcdefghij\x1b[?7l\bX` → `abcdefghiX`: turning autowrap
    /// off keeps tmux's cursor past the last column, so BS steps back onto
    /// it; `abcdefghij\x1b[?47lX` → `abcdefghiX`: leaving the alternate
    /// screen (even when not on it) brings the cursor back onto the last
    /// column, the wrap no longer pending.
    /// `abcdefghij\x1b[?7lX中é\x1b[?7hY` → `abcdefghij` / `Y`: what is
    /// written there meanwhile is dropped, and the wrap is still pending.
    @Test func autowrapOffKeepsAPendingWrap_leavingTheAlternateScreenEndsIt() {
        #expect(lines(terminal(10, 3, "abcdefghij\u{1B}[?7l\u{8}X")) == ["abcdefghiX"])
        #expect(lines(terminal(10, 3, "abcdefghij\u{1B}[?7lX中é\u{1B}[?7hY")) == ["abcdefghij", "Y"])
        #expect(lines(terminal(10, 3, "abcdefghij\u{1B}[?47lX")) == ["abcdefghiX"])
        #expect(lines(terminal(10, 3, "abcdefghij\u{1B}[?1049lX")) == ["abcdefghiX"])
    }

    /// tmux 10x3 `abcdefghijkl\r\b\bX` → `abcdefghXj` / `kl`, cursor 9,0:
    /// BS at the start of a wrapped row goes back to the row above.
    @Test func backspaceAtTheStartOfAWrappedRow_goesBackToTheEndOfTheRowAbove() {
        let terminal = terminal(10, 3, "abcdefghijkl\r\u{8}\u{8}X")
        #expect(lines(terminal) == ["abcdefghXj", "kl"])
        #expect(position(terminal) == [0, 9])
    }

    /// tmux 10x3 `\x1b[?7labcdefghijklm\x1b[?7hZ` → `abcdefghiZ`.
    @Test func withoutAutowrap_charactersPastTheEdgeOverwriteTheLastColumn() {
        var terminal = terminal(10, 3, "\u{1B}[?7labcdefghijklm")
        #expect(lines(terminal) == ["abcdefghim"])
        #expect(!terminal.isAutowrapEnabled)
        terminal.write("\u{1B}[?7hZ")
        #expect(lines(terminal) == ["abcdefghiZ"])
    }

    // MARK: - Wide characters and clusters

    /// tmux 10x3 `abcdefghi中Z`: 中 does not fit in the last column and
    /// wraps whole; cursor 3,1.
    @Test func wideCharacterAtTheLastColumn_wraps() {
        let terminal = terminal(10, 3, "abcdefghi中Z")
        #expect(lines(terminal) == ["abcdefghi", "中Z"])
        #expect(position(terminal) == [1, 3])
    }

    /// tmux 10x3 `é` as e + U+0301 `ab`: one cell; U+0301 at column 0 is
    /// dropped (`\u{301}ab` → `ab`); after a pending wrap it joins the last
    /// column (`abcdefghij\u{301}Z` → `abcdefghij\u{301}` / `Z`).
    @Test func combiningMarks_joinTheCharacterBefore() {
        let joined = terminal(10, 3, "e\u{301}ab")
        #expect(lines(joined) == ["e\u{301}ab"])
        #expect(position(joined) == [0, 3])
        #expect(lines(terminal(10, 3, "\u{301}ab")) == ["ab"])
        #expect(lines(terminal(10, 3, "abcdefghij\u{301}Z")) == ["abcdefghij\u{301}", "Z"])
        // After a wide character the mark joins it, not its spacer.
        let wide = terminal(10, 3, "中\u{301}x")
        #expect(lines(wide) == ["中\u{301}x"])
        #expect(position(wide) == [0, 3])
    }

    /// tmux 3.3a lays out scalars: `❤\u{FE0F}Z` puts Z on column 1 (the
    /// heart takes one cell, U+FE0F joins it); cursor 2,0.
    @Test func variationSelector_joinsWithoutWidening() {
        let terminal = terminal(10, 3, "❤\u{FE0F}Z")
        #expect(lines(terminal) == ["❤\u{FE0F}Z"])
        #expect(position(terminal) == [0, 2])
    }

    /// tmux 10x3 `中中\rAX` → `AX中`. (Writing over only the second half of
    /// a wide character, `中中\r\x1b[CX`, leaves tmux showing `中X中`, five
    /// columns on a four-column stretch: its ASCII fast path skips the
    /// check. Here, as in xterm, the cut character becomes a space.)
    @Test func overwritingHalfAWideCharacter_blanksTheOtherHalf() {
        #expect(lines(terminal(10, 3, "中中\rAX")) == ["AX中"])
        #expect(lines(terminal(10, 3, "中中\r\u{1B}[CX")) == [" X中"])
        #expect(lines(terminal(10, 3, "中中\r\u{1B}[C文")) == [" 文"])
    }

    /// tmux 10x2 `\x1b[41m中中\r\x1b[49mx` → `x 中`, and
    /// `\x1b[41m中中\r\x1b[49m\x1b[2Cx` → `中x`: the half left over is a
    /// blank in the default style, not in the wide character's colours
    /// (`grid_default_cell` in `screen_write_overwrite` and
    /// `screen_write_collect_end`); `…\x1b[C文` → ` 文`, all plain.
    @Test func overwritingHalfAWideCharacter_leavesAPlainBlank() {
        let red = TextStyle(background: .red)
        #expect(terminal(10, 2, "\u{1B}[41m中中\r\u{1B}[49mx").screen.lines == [StyledText("x ") + StyledText("中", style: red)])
        #expect(terminal(10, 2, "\u{1B}[41m中中\r\u{1B}[49m\u{1B}[2Cx").screen.lines == [StyledText("中", style: red) + "x"])
        #expect(terminal(10, 2, "\u{1B}[41m中中\r\u{1B}[49m\u{1B}[C文").screen.lines == [StyledText(" 文")])
    }

    /// tmux 10x3 `a\u{85}b\u{9B}c` (C1 controls as UTF-8) → `abc`.
    @Test func c1ControlsInUTF8_areDropped() {
        #expect(lines(terminal(10, 3, "a\u{85}b\u{9B}c")) == ["abc"])
    }

    @Test func utf8SplitAcrossWrites_isReassembled() {
        var terminal = VirtualTerminal(columns: 10, rows: 2)
        let bytes = Array("中\u{1B}[31mé".utf8)
        for byte in bytes { terminal.write(bytes: [byte]) }
        #expect(terminal.screen == TextBlock([StyledText("中") + StyledText("é").foreground(.red)]))
    }

    // MARK: - Tabs

    /// tmux 20x3 `ab\t\t\t\tZ` → Z on the last column (19): a tab stops at
    /// the last column and does nothing there.
    @Test func tab_stopsEveryEightColumnsAndAtTheLastColumn() {
        let terminal = terminal(20, 3, "ab\t\t\t\tZ")
        #expect(lines(terminal) == ["ab" + String(repeating: " ", count: 17) + "Z"])
    }

    /// tmux 10x3 `abcdefghij\tZ` → Z on row 1: the tab keeps the wrap.
    @Test func tabWithAWrapPending_doesNothing() {
        #expect(lines(terminal(10, 3, "abcdefghij\tZ")) == ["abcdefghij", "Z"])
    }

    /// tmux 20x3 `\x1b[3g\x1b[5G\x1bH\ra\tb\tc` → `a   b              c`;
    /// 30x3 `xy\x1b[2Ia\x1b[Zb` → `bya` (tmux ignores CHT; CBT goes back).
    @Test func tabStops_setClearedAndBackTab() {
        #expect(lines(terminal(20, 3, "\u{1B}[3g\u{1B}[5G\u{1B}H\ra\tb\tc")) == ["a   b              c"])
        #expect(lines(terminal(30, 3, "xy\u{1B}[2Ia\u{1B}[Zb")) == ["bya"])
    }

    // MARK: - Erasing (background colour erase)

    /// tmux 10x3 `abcdef\x1b[41;1;4m\r\x1b[3C\x1b[K\x1b[0mZ`: the erased
    /// cells are red, without bold or underline (tmux's capture shows only
    /// the erased cells up to the last one written before).
    @Test func eraseInLine_fillsWithTheBackgroundOnly() {
        let terminal = terminal(10, 3, "abcdef\u{1B}[41;1;4m\r\u{1B}[3C\u{1B}[K\u{1B}[0mZ")
        let red = TextStyle(background: .red)
        #expect(terminal.screen.lines == [StyledText("abcZ") + StyledText("      ", style: red)])
    }

    /// tmux 10x3 `abcdefghij\x1b[KZ` → row 0 kept, Z on row 1: with a
    /// wrap pending EL 0 erases nothing.
    @Test func eraseInLineWithAWrapPending_erasesNothing() {
        #expect(lines(terminal(10, 3, "abcdefghij\u{1B}[KZ")) == ["abcdefghij", "Z"])
    }

    @Test func eraseInLine_modes() {
        #expect(lines(terminal(10, 1, "abcdef\u{1B}[3G\u{1B}[1K")) == ["   def"])
        #expect(lines(terminal(10, 1, "abcdef\u{1B}[3G\u{1B}[2KZ")) == ["  Z"])
    }

    /// tmux 10x4 `a\r\nb\r\nc\r\n\x1b[Hxy\x1b[2JZ` → `  Z`, cursor 3,0,
    /// history 3 lines (scroll-on-clear).
    @Test func eraseDisplay2_movesTheUsedRowsToTheScrollback() {
        let terminal = terminal(10, 4, "a\r\nb\r\nc\r\n\u{1B}[Hxy\u{1B}[2JZ")
        #expect(lines(terminal) == ["  Z"])
        #expect(terminal.scrollback.map(\.plainText) == ["xy", "b", "c"])
        #expect(terminal.transcript.lines.map(\.plainText) == ["xy", "b", "c", "  Z"])
    }

    @Test func eraseDisplay_belowAboveAndScrollback() {
        #expect(lines(terminal(5, 3, "aaaaa\r\nbbbbb\r\nccccc\u{1B}[2;3H\u{1B}[J")) == ["aaaaa", "bb"])
        #expect(lines(terminal(5, 3, "aaaaa\r\nbbbbb\r\nccccc\u{1B}[2;3H\u{1B}[1J")) == ["", "   bb", "ccccc"])
        let cleared = terminal(5, 2, "1\r\n2\r\n3\r\n\u{1B}[3J")
        #expect(cleared.scrollback.isEmpty)
        #expect(lines(cleared) == ["3"])
    }

    /// tmux 10x3 `abcdef\r\x1b[C\x1b[3XZ` → `aZ  ef`, cursor 2,0.
    @Test func eraseCharacters_keepsTheCursor() {
        let terminal = terminal(10, 3, "abcdef\r\u{1B}[C\u{1B}[3XZ")
        #expect(lines(terminal) == ["aZ  ef"])
        #expect(position(terminal) == [0, 2])
    }

    // MARK: - Inserting and deleting

    /// tmux 10x3 `abcdef\r\x1b[2C\x1b[2P\r\n123456\r\x1b[2C\x1b[2@` →
    /// `abef` / `12  3456`.
    @Test func deleteAndInsertCharacters_shiftTheRestOfTheRow() {
        #expect(lines(terminal(10, 3, "abcdef\r\u{1B}[2C\u{1B}[2P\r\n123456\r\u{1B}[2C\u{1B}[2@")) == ["abef", "12  3456"])
        // tmux 10x2 `abcdefghij\r\x1b[2C\x1b[3@` → `ab   cdefg`: cells pushed
        // past the edge are lost.
        #expect(lines(terminal(10, 2, "abcdefghij\r\u{1B}[2C\u{1B}[3@")) == ["ab   cdefg"])
    }

    /// tmux 10x4 `aaa\r\nbbb\r\nccc\x1b[A\x1b[LZ` → `aaa` / `   Z` / `bbb` /
    /// `ccc`: IL keeps the cursor's column.
    @Test func insertLines_pushTheRowsBelowDown() {
        let terminal = terminal(10, 4, "aaa\r\nbbb\r\nccc\u{1B}[A\u{1B}[LZ")
        #expect(lines(terminal) == ["aaa", "   Z", "bbb", "ccc"])
        #expect(position(terminal) == [1, 4])
    }

    /// tmux 10x4 `a\r\nb\r\nc\r\nd\x1b[2;1H\x1b[M` → `a` / `c` / `d`.
    @Test func deleteLines_pullTheRowsBelowUp() {
        let terminal = terminal(10, 4, "a\r\nb\r\nc\r\nd\u{1B}[2;1H\u{1B}[M")
        #expect(lines(terminal) == ["a", "c", "d"])
        #expect(position(terminal) == [1, 0])
    }

    // MARK: - Scrolling

    /// tmux 10x4 `a\r\nb\r\nc\r\nd\x1b[S\x1b[2T` → ``, ``, `b`, `c`; the
    /// history holds `a`.
    @Test func scrollUpAndDown() {
        let terminal = terminal(10, 4, "a\r\nb\r\nc\r\nd\u{1B}[S\u{1B}[2T")
        #expect(lines(terminal) == ["", "", "b", "c"])
        #expect(terminal.scrollback == ["a"])
    }

    /// tmux 10x3 `a\nb\nc\x1b[42m\nd\x1b[0m` (LF only, no CR): the row
    /// scrolled in is green (background colour erase).
    @Test func lineFeedAtTheBottom_scrollsAndFillsWithTheBackground() {
        let terminal = terminal(10, 3, "a\nb\nc\u{1B}[42m\nd\u{1B}[0m")
        let green = TextStyle(background: .green)
        #expect(terminal.scrollback == ["a"])
        #expect(terminal.screen.lines == [" b", "  c", StyledText("   d" + String(repeating: " ", count: 6), style: green)])
    }

    /// tmux 10x5 `1\r\n2\r\n3\r\n4\r\n5\x1b[2;4r\x1b[4;1Hx\ny\nz` → `1`,
    /// `x`, ` y`, `  z`, `5`, cursor 3,3.
    @Test func scrollRegion_scrollsOnlyItsRows() {
        let terminal = terminal(10, 5, "1\r\n2\r\n3\r\n4\r\n5\u{1B}[2;4r\u{1B}[4;1Hx\ny\nz")
        #expect(lines(terminal) == ["1", "x", " y", "  z", "5"])
        #expect(position(terminal) == [3, 3])
        // Rows scrolled out of a region that is not the whole screen are
        // not scrollback.
        #expect(terminal.scrollback.isEmpty)
    }

    /// tmux 10x4 `a\r\nb\r\nc\x1b[H\x1bMz` → `z`, `a`, `b`, `c`.
    @Test func reverseIndexAtTheTop_scrollsDown() {
        #expect(lines(terminal(10, 4, "a\r\nb\r\nc\u{1B}[H\u{1B}Mz")) == ["z", "a", "b", "c"])
    }

    @Test func scrollback_keepsAtMostItsLimit() {
        var terminal = VirtualTerminal(columns: 5, rows: 2, scrollbackLimit: 3)
        for index in 0..<100 { terminal.write("\(index)\r\n") }
        #expect(terminal.scrollback == ["96", "97", "98"])
        #expect(lines(terminal) == ["99"])
    }

    // MARK: - Cursor

    @Test func cursorMoves_areClampedToTheScreen() {
        var terminal = VirtualTerminal(columns: 10, rows: 5)
        terminal.write("\u{1B}[3;4H")
        #expect(position(terminal) == [2, 3])
        terminal.write("\u{1B}[99B\u{1B}[99C")
        #expect(position(terminal) == [4, 9])
        terminal.write("\u{1B}[2A\u{1B}[3D")
        #expect(position(terminal) == [2, 6])
        terminal.write("\u{1B}[E")
        #expect(position(terminal) == [3, 0])
        terminal.write("\u{1B}[5G\u{1B}[2F")
        #expect(position(terminal) == [1, 0])
        terminal.write("\u{1B}[4d\u{1B}[7`")
        #expect(position(terminal) == [3, 6])
        terminal.write("\u{1B}[0;0f")
        #expect(position(terminal) == [0, 0])
    }

    /// tmux 10x3 `\x1b[31mab\x1b7\x1b[0m\r\ncd\x1b8ef` → red `abef`, `cd`.
    @Test func saveAndRestoreCursor_includeTheStyle() {
        let red = TextStyle(foreground: .red)
        let expected = TextBlock([StyledText("abef", style: red), "cd"])
        #expect(terminal(10, 3, "\u{1B}[31mab\u{1B}7\u{1B}[0m\r\ncd\u{1B}8ef").screen == expected)
        #expect(terminal(10, 3, "\u{1B}[31mab\u{1B}[s\u{1B}[0m\r\ncd\u{1B}[uef").screen == expected)
        // tmux 10x3 `abc\r\ndef\x1b8Z`: nothing saved restores home.
        #expect(lines(terminal(10, 3, "abc\r\ndef\u{1B}8Z")) == ["Zbc", "def"])
    }

    /// tmux 5x3 `abcde\x1b7\r\n\x1b8X` → `abcdX`: the pending wrap is not
    /// restored.
    @Test func restoreCursor_doesNotRestoreAPendingWrap() {
        #expect(lines(terminal(5, 3, "abcde\u{1B}7\r\n\u{1B}8X")) == ["abcdX"])
    }

    @Test func cursorVisibility() {
        var terminal = terminal(10, 3, "\u{1B}[?25l")
        #expect(!terminal.cursor.isVisible)
        terminal.write("\u{1B}[?25h")
        #expect(terminal.cursor.isVisible)
    }

    // MARK: - Screens and modes

    /// tmux 10x3 `main\x1b[?1049hALT\x1b[?1049lX` → `mainX`; the alternate
    /// screen showed `    ALT`; with `?47` the cursor is not restored
    /// (`main   X`).
    @Test func alternateScreen() {
        var terminal = terminal(10, 3, "main\u{1B}[?1049hALT")
        #expect(terminal.isAlternateScreen)
        #expect(lines(terminal) == ["    ALT"])
        terminal.write("\u{1B}[?1049lX")
        #expect(!terminal.isAlternateScreen)
        #expect(lines(terminal) == ["mainX"])
        #expect(lines(self.terminal(10, 3, "main\u{1B}[?47hALT\u{1B}[?47lX")) == ["main   X"])
        // Entering again starts from a clear screen.
        #expect(lines(self.terminal(10, 3, "\u{1B}[?1047hA\u{1B}[?1047l\u{1B}[?1047h")) == [])
    }

    /// tmux 10x3 `ab\x1b[?47h\r\n\x1b[?1049l` → cursor row 1, column 0:
    /// leaving with 1049 restores only a cursor a 1049 entry saved
    /// (`saved_cx` stays `UINT_MAX` until then, tmux screen.c); once one
    /// is saved, a later 1049 exit restores it even from the main screen.
    @Test func leavingWith1049_restoresOnlyACursorThat1049Saved() {
        #expect(position(terminal(10, 3, "ab\u{1B}[?47h\r\n\u{1B}[?1049l")) == [1, 0])
        #expect(position(terminal(10, 3, "ab\u{1B}[?1049h\u{1B}[?1049l\r\nx\u{1B}[?1049l")) == [0, 2])
    }

    @Test func alternateScreen_keepsNoScrollback() {
        let terminal = terminal(5, 2, "\u{1B}[?1049h1\r\n2\r\n3\r\n4")
        #expect(terminal.scrollback.isEmpty)
        #expect(lines(terminal) == ["3", "4"])
    }

    @Test func trackedModes() {
        var terminal = terminal(10, 3, "\u{1B}[?2004h\u{1B}[?1h")
        #expect(terminal.isBracketedPasteEnabled && terminal.isApplicationCursorKeysEnabled)
        terminal.write("\u{1B}[?2004;1l")
        #expect(!terminal.isBracketedPasteEnabled && !terminal.isApplicationCursorKeysEnabled)
    }

    @Test func fullReset_clearsEverything() {
        let terminal = terminal(5, 2, "1\r\n2\r\n3\u{1B}[31m\u{1B}[?25l\u{1B}[?1049h\u{1B}cx")
        #expect(terminal.screen == TextBlock(["x"]))
        #expect(terminal.scrollback.isEmpty && !terminal.isAlternateScreen && terminal.cursor.isVisible)
    }

    /// DECSTR as xterm does it (tmux 3.3a ignores `CSI ! p`): style,
    /// cursor visibility and autowrap reset, the screen kept.
    @Test func softReset_resetsModesAndStyle() {
        let terminal = terminal(10, 3, "\u{1B}[?25l\u{1B}[31mab\u{1B}[!pcd")
        #expect(terminal.screen == TextBlock([StyledText("ab").foreground(.red) + "cd"]))
        #expect(terminal.cursor.isVisible)
    }

    // MARK: - Styles, unknown input

    @Test func sgr_stylesTheCellsWritten() {
        let terminal = terminal(20, 2, "\u{1B}[1;38;2;1;2;3mA\u{1B}[22;4:3mB\u{1B}[mC")
        #expect(terminal.screen == TextBlock([
            StyledText("A", style: TextStyle(foreground: .rgb(1, 2, 3), attributes: .bold))
                + StyledText("B", style: TextStyle(foreground: .rgb(1, 2, 3), attributes: .underline)) + "C",
        ]))
    }

    /// `\e[5mA\e[25mB`: tmux keeps blink on A (`GRID_ATTR_BLINK`).
    @Test func sgrBlink_isKeptInTheCells() {
        let terminal = terminal(20, 1, "\u{1B}[5mA\u{1B}[25mB")
        #expect(terminal.screen == TextBlock([StyledText("A").blink() + "B"]))
    }

    @Test func unknownAndStringSequences_changeNothing() {
        let input = "a\u{1B}]0;title\u{7}b\u{1B}]8;;https://x\u{1B}\\c\u{1B}P1$r\u{1B}\\d\u{1B}[>4;2m\u{1B}[5n\u{1B}(Ae\u{1B}[1 qf\u{7}"
        let terminal = terminal(20, 2, input)
        #expect(lines(terminal) == ["abcdef"])
        #expect(position(terminal) == [0, 6])
    }

    // MARK: - Value semantics, size

    /// The example in the README.
    @Test func readmeExample_redrawsAProgressLine() {
        var terminal = VirtualTerminal(columns: 40, rows: 5)
        terminal.write("Downloading  10%\r")
        terminal.write("Downloading \u{1B}[32m100%\u{1B}[0m\r\n")
        #expect(terminal.screen == TextBlock([StyledText("Downloading ") + StyledText("100%").foreground(.green)]))
        #expect(terminal.cursor == VirtualTerminal.Cursor(row: 1, column: 0, isVisible: true))
        #expect(terminal.transcript == terminal.screen)
    }

    @Test func copiesAreIndependent() {
        let original = terminal(10, 2, "abc")
        var copy = original
        copy.write("\rX")
        #expect(lines(original) == ["abc"])
        #expect(lines(copy) == ["Xbc"])
    }

    @Test func resize_keepsTheTopLeftAndClips() {
        var terminal = terminal(6, 3, "abcdef\r\n12中\r\nxyz")
        terminal.resize(columns: 3, rows: 2)
        #expect(lines(terminal) == ["abc", "12"])
        #expect(terminal.columns == 3 && terminal.rows == 2)
        #expect(position(terminal) == [1, 2])
        terminal.resize(columns: 8, rows: 3)
        terminal.write("\u{1B}[3;1H\tT")
        #expect(lines(terminal) == ["abc", "12", "       T"])
    }

    @Test func printToTheTerminal_asATextOutputStream() {
        var terminal = VirtualTerminal(columns: 10, rows: 3)
        print("one", to: &terminal)
        print("two", to: &terminal)
        // A bare LF does not return the carriage, as on a raw terminal.
        #expect(lines(terminal) == ["one", "   two"])
    }
}
