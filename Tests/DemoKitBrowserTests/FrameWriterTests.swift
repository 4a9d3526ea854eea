import DemoKitCore
import Testing
import DemoKitTerminal

@Suite struct FrameWriterTests {
    private let size = TerminalSize(columns: 10, rows: 3)
    private let escape = "\u{1B}["

    private func frame(_ lines: [StyledText]) -> [StyledText] {
        lines
    }

    @Test func firstFrame_clearsTheScreenAndDrawsEveryLine_inOneSynchronizedUpdate() {
        var writer = FrameWriter(colorSupport: .none)
        let output = writer.output(for: frame(["one", "", "three"]), size: size)
        // After the clear, no line needs clearing; the blank line is skipped
        // by a carriage return and two line feeds, shorter than a position.
        #expect(output == escape + "?2026h" + escape + "H" + escape + "2Jone\r\n\nthree" + escape + "?2026l")
    }

    @Test func unchangedFrame_writesNothing() {
        var writer = FrameWriter(colorSupport: .none)
        _ = writer.output(for: frame(["one", "two", "three"]), size: size)
        #expect(writer.output(for: frame(["one", "two", "three"]), size: size) == "")
    }

    @Test func changedLine_onlyItsChangedCellsAreRedrawn() {
        var writer = FrameWriter(colorSupport: .none)
        _ = writer.output(for: frame(["one", "two", "three"]), size: size)
        #expect(writer.output(for: frame(["one", "twO", "three"]), size: size) == escape + "?2026h" + escape + "2;3HO" + escape + "?2026l")
        #expect(writer.output(for: frame(["one", "TwO", "thReE"]), size: size)
            == escape + "?2026h" + escape + "2HT" + escape + "3;3HReE" + escape + "?2026l")
    }

    @Test func shorterLine_isClearedFromItsNewEnd_longerLineIsNot() {
        var writer = FrameWriter(colorSupport: .none)
        _ = writer.output(for: frame(["one", "two", "three"]), size: size)
        #expect(writer.output(for: frame(["one", "two", "thr"]), size: size) == escape + "?2026h" + escape + "3;4H" + escape + "K" + escape + "?2026l")
        #expect(writer.output(for: frame(["one", "two", "three"]), size: size) == escape + "?2026h" + escape + "3;4Hee" + escape + "?2026l")
    }

    @Test func lineOfWideCharacters_isWrittenWhole() {
        var writer = FrameWriter(colorSupport: .none)
        _ = writer.output(for: frame(["界界", "two", "three"]), size: size)
        #expect(writer.output(for: frame(["界界界", "two", "three"]), size: size) == escape + "?2026h" + escape + "H界界界" + escape + "K" + escape + "?2026l")
    }

    @Test func resizeOrInvalidate_redrawsTheWholeScreen() {
        var writer = FrameWriter(colorSupport: .none)
        _ = writer.output(for: frame(["one", "two", "three"]), size: size)
        let resized = writer.output(for: frame(["one", "two", "three"]), size: TerminalSize(columns: 12, rows: 3))
        #expect(resized.contains(escape + "2J"))
        writer.invalidate()
        let again = writer.output(for: frame(["one", "two", "three"]), size: TerminalSize(columns: 12, rows: 3))
        #expect(again.contains(escape + "2J") && again.contains("two"))
    }

    @Test func lineFillingTheRow_isNotFollowedByClearToEndOfLine() {
        // Clearing after the last column would erase the last character.
        var writer = FrameWriter(colorSupport: .none)
        _ = writer.output(for: frame(["0123456789", "short", ""]), size: size)
        let output = writer.output(for: frame(["0123456789", "界界界界界", ""]), size: size)
        #expect(output == escape + "?2026h" + escape + "2H界界界界界" + escape + "?2026l")
    }

    @Test func styles_areWrittenAsChangesFromTheTextBefore_endingPlain() {
        var writer = FrameWriter(colorSupport: .ansi16)
        let line = StyledText("a").bold() + StyledText("b").bold().foreground(.red) + StyledText("c")
            + StyledText("d").italic()
        let output = writer.output(for: frame([line, "", ""]), size: size)
        #expect(output == escape + "?2026h" + escape + "H" + escape + "2J" + escape + "1ma" + escape + "31mb" + escape + "mc"
            + escape + "3md" + escape + "m" + escape + "?2026l")
    }

    @Test func styles_areEncodedForTheColorSupport() {
        var none = FrameWriter(colorSupport: .none)
        #expect(!none.output(for: frame([StyledText("hi").bold(), "", ""]), size: size).contains("m"))
        var rgb = FrameWriter(colorSupport: .ansi256)
        #expect(rgb.output(for: frame([StyledText("hi").foreground(.rgb(255, 0, 0)), "", ""]), size: size).contains(escape + "38;5;196mhi"))
    }

    @Test func pen_changesByWhatItAdds_orByAResetAndTheRest() {
        let red = SGRPen(TextStyle(foreground: .red), colorSupport: .ansi16)
        let boldRed = SGRPen(TextStyle(foreground: .red, attributes: .bold), colorSupport: .ansi16)
        #expect(SGRPen.plain.change(to: red) == escape + "31m")
        #expect(red.change(to: boldRed) == escape + "1m")
        #expect(boldRed.change(to: red) == escape + "0;31m")
        #expect(red.change(to: .plain) == escape + "m")
        #expect(red.change(to: red) == "")
        // Styles that look the same are one pen.
        #expect(SGRPen(TextStyle(foreground: .rgb(255, 0, 0)), colorSupport: .none) == .plain)
    }
}
