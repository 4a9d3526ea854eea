import DemoKitCore
import DemoKitTerminal
import Testing

/// The writer behind `open --play`: draws in place below the cursor and
/// rewrites only what changed.
@Suite struct InlineFrameWriterTests {
    let size = TerminalSize(columns: 20, rows: 10)
    let begin = "\u{1B}[?2026h"
    let end = "\u{1B}[?2026l"

    func lines(_ texts: String...) -> [StyledText] { texts.map { StyledText($0) } }

    @Test func firstFrame_isDrawnWhereTheCursorIs_leavingItBelow() {
        var writer = InlineFrameWriter(colorSupport: .none)
        let output = writer.output(for: lines("one", "two"), size: size)
        #expect(output == begin + "\r\u{1B}[Kone\r\n\u{1B}[Ktwo\r\n" + end)
        #expect(writer.height == 2)
    }

    @Test func sameFrame_writesNothing() {
        var writer = InlineFrameWriter(colorSupport: .none)
        _ = writer.output(for: lines("one", "two"), size: size)
        #expect(writer.output(for: lines("one", "two"), size: size) == "")
    }

    @Test func changedLine_isTheOnlyOneRewritten() {
        var writer = InlineFrameWriter(colorSupport: .none)
        _ = writer.output(for: lines("one", "two", "three"), size: size)
        let output = writer.output(for: lines("one", "2", "three"), size: size)
        #expect(output == begin + "\u{1B}[3A\r" + "\r\n" + "\u{1B}[K2\r\n" + "\r\n" + end)
    }

    @Test func shorterFrame_clearsWhatIsLeftBelow() {
        var writer = InlineFrameWriter(colorSupport: .none)
        _ = writer.output(for: lines("one", "two", "three"), size: size)
        let output = writer.output(for: lines("one"), size: size)
        #expect(output == begin + "\u{1B}[3A\r" + "\r\n" + "\u{1B}[J" + end)
        #expect(writer.height == 1)
    }

    @Test func longerFrame_addsLinesBelow() {
        var writer = InlineFrameWriter(colorSupport: .none)
        _ = writer.output(for: lines("one"), size: size)
        let output = writer.output(for: lines("one", "two"), size: size)
        #expect(output == begin + "\u{1B}[1A\r" + "\r\n" + "\u{1B}[Ktwo\r\n" + end)
    }

    @Test func resize_clearsTheOldFrameAndDrawsTheNewWhole() {
        var writer = InlineFrameWriter(colorSupport: .none)
        _ = writer.output(for: lines("one", "two"), size: size)
        let output = writer.output(for: lines("one", "two"), size: TerminalSize(columns: 30, rows: 10))
        #expect(output == begin + "\u{1B}[2A\r\u{1B}[J" + "\u{1B}[Kone\r\n\u{1B}[Ktwo\r\n" + end)
    }

    @Test func invalidate_drawsTheNextFrameWholeWhereTheCursorIs() {
        var writer = InlineFrameWriter(colorSupport: .none)
        _ = writer.output(for: lines("one", "two"), size: size)
        writer.invalidate()
        #expect(writer.output(for: lines("one", "two"), size: size) == begin + "\r\u{1B}[Kone\r\n\u{1B}[Ktwo\r\n" + end)
    }

    @Test func linesAreCutToTheWidthWithAnEllipsis_andTheFrameToOneRowLessThanTheHeight() {
        var writer = InlineFrameWriter(colorSupport: .none)
        let output = writer.output(
            for: lines("abcdefghij", "2", "3", "4"), size: TerminalSize(columns: 4, rows: 3))
        #expect(output == begin + "\r\u{1B}[Kabc…\r\n\u{1B}[K2\r\n" + end)
        #expect(writer.height == 2)
    }

    @Test func styles_areEncodedForTheColourSupport() {
        var writer = InlineFrameWriter(colorSupport: .ansi16)
        let output = writer.output(for: [StyledText("hi").bold()], size: size)
        #expect(output == begin + "\r\u{1B}[K\u{1B}[1mhi\u{1B}[0m\r\n" + end)
    }
}
