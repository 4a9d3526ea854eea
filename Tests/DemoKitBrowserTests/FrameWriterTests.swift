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
        #expect(output.hasPrefix(escape + "?2026h" + escape + "H" + escape + "2J"))
        #expect(output.hasSuffix(escape + "?2026l"))
        #expect(output.contains(escape + "1;1Hone" + escape + "K"))
        #expect(!output.contains(escape + "2;1H"))
        #expect(output.contains(escape + "3;1Hthree" + escape + "K"))
    }

    @Test func unchangedFrame_writesNothing() {
        var writer = FrameWriter(colorSupport: .none)
        _ = writer.output(for: frame(["one", "two", "three"]), size: size)
        #expect(writer.output(for: frame(["one", "two", "three"]), size: size) == "")
    }

    @Test func changedLine_isTheOnlyOneRedrawn() {
        var writer = FrameWriter(colorSupport: .none)
        _ = writer.output(for: frame(["one", "two", "three"]), size: size)
        let output = writer.output(for: frame(["one", "TWO", "three"]), size: size)
        #expect(output == escape + "?2026h" + escape + "2;1HTWO" + escape + "K" + escape + "?2026l")
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
        let output = writer.output(for: frame(["0123456789", "short", ""]), size: size)
        #expect(output.contains("0123456789" + escape + "2;1H"))
        #expect(output.contains("short" + escape + "K"))
    }

    @Test func styledLines_areEncodedForTheColorSupport() {
        var writer = FrameWriter(colorSupport: .ansi16)
        let output = writer.output(for: frame([StyledText("hi").bold(), "", ""]), size: size)
        #expect(output.contains(escape + "1;1H" + escape + "1mhi" + escape + "0m"))
    }
}
