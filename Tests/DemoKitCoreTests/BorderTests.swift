import DemoKitCore
import Testing

@Suite struct BorderTests {
    static let contexts = [
        RenderContext(width: 40),
        RenderContext(width: 40, colorSupport: .trueColor, appearance: .dark, direction: .rightToLeft),
    ]

    @Test func borderedBlock_everyLineHasTheSameWidth_forGeneratedText() {
        for seed in UInt64(1)...300 {
            var generator = TextGenerator(seed: seed)
            let width = generator.int(in: 1...60)
            let block = TextBlock.wrapping(generator.styledText(pieces: generator.int(in: 0...40)), width: width)
            let title = generator.random.next() % 3 == 0 ? nil : generator.styledText(pieces: generator.int(in: 0...6))
            let style = BorderStyle.allStyles[generator.int(in: 0...BorderStyle.allStyles.count - 1)]
            let context = Self.contexts[generator.int(in: 0...1)]
            let framed = block.bordered(style, title: title, in: context)
            let widths = framed.lines.map(\.displayWidth)
            // Never wider than the context: a wider block is cut inside the frame.
            let expected = min(block.width, context.width - 4) + 4
            #expect(widths.allSatisfy { $0 == expected }, "seed \(seed): widths \(widths), expected \(expected)")
            #expect(framed.height == block.height + 2)
            if !widths.allSatisfy({ $0 == expected }) { return }
        }
    }

    @Test func bordered_fitsTheContext_cuttingTheBlock_orLeavingOutTheFrame() {
        let block = TextBlock(["Twelve chars", "ok"])
        #expect(block.bordered(.light, in: RenderContext(width: 9)).plainText == "┌───────┐\n│ Twel… │\n│ ok    │\n└───────┘")
        #expect(block.bordered(.light, in: RenderContext(width: 5)).plainText == "┌───┐\n│ T │\n│ o │\n└───┘")
        // No room for the frame and one column: the block alone, cut.
        #expect(block.bordered(.light, in: RenderContext(width: 4)).plainText == "Twe…\nok")
        #expect(block.bordered(.light, in: RenderContext(width: 1)).plainText == "T\no")
    }

    @Test func bordered_drawsEachStyle() {
        let block = TextBlock("Hi")
        let context = RenderContext()
        #expect(block.bordered(.light, in: context).plainText == "┌────┐\n│ Hi │\n└────┘")
        #expect(block.bordered(.rounded, in: context).plainText == "╭────╮\n│ Hi │\n╰────╯")
        #expect(block.bordered(.heavy, in: context).plainText == "┏━━━━┓\n┃ Hi ┃\n┗━━━━┛")
        #expect(block.bordered(.double, in: context).plainText == "╔════╗\n║ Hi ║\n╚════╝")
        #expect(block.bordered(.ascii, in: context).plainText == "+----+\n| Hi |\n+----+")
    }

    @Test func bordered_putsTheTitleInTheTopEdge_atTheRightInRightToLeft() {
        let block = TextBlock("Some content")
        #expect(block.bordered(title: "Title", in: RenderContext()).lines[0].plainText == "┌─ Title ──────┐")
        let rtl = RenderContext(direction: .rightToLeft)
        #expect(block.bordered(title: "Title", in: rtl).lines[0].plainText == "┌────── Title ─┐")
    }

    @Test func bordered_truncatesALongTitleWithAnEllipsis() {
        let framed = TextBlock("Short").bordered(title: "A very long title", in: RenderContext())
        // Four columns for the title; the space after "A" goes before the ellipsis.
        #expect(framed.plainText == "┌─ A… ──┐\n│ Short │\n└───────┘")
        #expect(framed.lines.map(\.displayWidth) == [9, 9, 9])
    }

    @Test func bordered_keepsShortLinesToTheReadingSide() {
        let block = TextBlock([StyledText("سلام دنیا"), StyledText("خوش")])
        let rtl = block.bordered(in: RenderContext(direction: .rightToLeft))
        #expect(rtl.lines[2].plainText == "│       خوش │")
        let ltr = block.bordered(in: RenderContext())
        #expect(ltr.lines[2].plainText == "│ خوش       │")
    }

    @Test func bordered_linesUpWideAndCombiningCharacters() {
        let block = TextBlock([StyledText("日本語"), StyledText("e\u{301}te\u{301}"), StyledText("👩‍💻🇳🇴")])
        let framed = block.bordered(title: "漢字のタイトル", in: RenderContext())
        #expect(Set(framed.lines.map(\.displayWidth)) == [10])
        #expect(framed.lines[0].plainText == "┌─ 漢… ──┐")
    }
}
