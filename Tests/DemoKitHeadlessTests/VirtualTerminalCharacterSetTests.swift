import DemoKitCore
import DemoKitHeadless
import Testing

/// DEC special graphics, as terminfo's `smacs`, `rmacs` and `acsc` use
/// them: designation of G0 and G1, SO and SI, and what resets, saves and
/// restores them. Checked in tmux 3.3a as ``VirtualTerminalTests`` are; the
/// differential tests replay the same streams in tmux.
@Suite("VirtualTerminal character sets") struct VirtualTerminalCharacterSetTests {
    private func lines(_ columns: Int, _ rows: Int, _ input: String) -> [String] {
        var terminal = VirtualTerminal(columns: columns, rows: rows)
        terminal.write(input)
        return terminal.screen.lines.map(\.plainText)
    }

    /// `ESC ( 0` draws lines with G0 until `ESC ( B`.
    @Test func designatingG0_drawsLinesUntilASCIIIsDesignated() {
        #expect(lines(10, 2, "\u{1B}(0lqqk\r\nmqqj\u{1B}(B lqk") == ["┌──┐", "└──┘ lqk"])
    }

    /// Every byte tmux draws from the graphics set (tty-acs.c); the rest,
    /// `_` among them, stay themselves.
    @Test func graphicsSet_mapsTmuxsTable() {
        let text = "\u{1B}(0+,-.0_`abcdefghijklmnopqrstuvwxyz{|}~A1\u{1B}(B"
        #expect(lines(50, 1, text) == ["→←↑↓▮_◆▒␉␌␍␊°±␤␋┘┐┌└┼⎺⎻─⎼⎽├┤┴┬│≤≥π≠£·A1"])
    }

    /// `ESC ) 0` designates G1, which only SO brings into use; SI goes
    /// back to G0.
    @Test func shiftOutAndShiftIn_switchBetweenG0AndG1() {
        #expect(lines(20, 1, "q\u{1B})0q\u{0E}q\u{0F}q\u{0E}x\u{1B})Bx") == ["qq─q│x"])
    }

    /// The graphics set applies to text written while a wrap is pending and
    /// after, and through the row's end.
    @Test func graphicsSet_wrapsLikeText() {
        #expect(lines(3, 2, "\u{1B}(0qqqqq") == ["───", "──"])
    }

    /// DECSC saves the sets and the shift with the cursor, DECRC restores
    /// them (xterm's `CursorSave`, tmux's `input_save_state`).
    @Test func saveAndRestoreCursor_keepTheCharacterSets() {
        #expect(lines(20, 1, "\u{1B}(0\u{1B}7\u{1B}(Bq\u{1B}8\u{1B}[2Gq") == ["q─"])
        #expect(lines(20, 1, "\u{1B})0\u{0E}\u{1B}7\u{0F}q\u{1B}8\u{1B}[2Gq") == ["q─"])
        #expect(lines(20, 1, "\u{1B}7\u{1B}(0q\u{1B}8\u{1B}[2Gq") == ["─q"])
    }

    /// Mode 1049 saves no character sets: leaving it keeps the ones in use.
    @Test func leavingTheAlternateScreen_keepsTheCharacterSetsInUse() {
        #expect(lines(20, 1, "\u{1B}[?1049h\u{1B}(0\u{1B}[?1049lq") == ["─"])
    }

    /// RIS and DECSTR put G0 and G1 back to ASCII and G0 in use.
    @Test func fullAndSoftReset_resetTheCharacterSets() {
        #expect(lines(20, 1, "\u{1B}(0\u{1B})0\u{0E}\u{1B}cq\u{0E}q") == ["qq"])
        #expect(lines(20, 1, "\u{1B}(0\u{1B})0\u{0E}\u{1B}[!pq\u{0E}q") == ["qq"])
    }

    /// Other sets (`ESC ( A`, the UK set) are ignored, as tmux does.
    @Test func otherSets_areIgnored() {
        #expect(lines(20, 1, "\u{1B}(0\u{1B}(Aq\u{1B}(Bq") == ["─q"])
    }

    /// Text outside ASCII is not translated.
    @Test func graphicsSet_leavesNonASCIIText() {
        #expect(lines(20, 1, "\u{1B}(0éq") == ["é─"])
    }
}
