import DemoKitCore
import Testing

@Suite struct LayoutTests {
    static let ltr = RenderContext(width: 20)
    static let rtl = RenderContext(width: 20, direction: .rightToLeft)

    @Test func alignment_isMirroredRightToLeft() {
        let line = StyledText("ab")
        #expect(line.padded(to: 5, alignment: .leading).plainText == "ab   ")
        #expect(line.padded(to: 5, alignment: .trailing).plainText == "   ab")
        #expect(line.padded(to: 5, alignment: .center).plainText == " ab  ")
        #expect(line.padded(to: 5, alignment: .leading, direction: .rightToLeft).plainText == "   ab")
        #expect(line.padded(to: 5, alignment: .trailing, direction: .rightToLeft).plainText == "ab   ")
        #expect(StyledText("日本").padded(to: 5, alignment: .trailing).plainText == " 日本")
    }

    @Test func padding_swapsLeadingAndTrailingRightToLeft() {
        let block = TextBlock([StyledText("abc"), StyledText("d")])
        #expect(block.padding(leading: 2, in: Self.ltr).lines.map(\.plainText) == ["  abc", "  d  "])
        #expect(block.padding(leading: 2, in: Self.rtl).lines.map(\.plainText) == ["abc  ", "  d  "])
        #expect(block.padding(top: 1, bottom: 1, in: Self.ltr).plainText == "\nabc\nd\n")
    }

    @Test func horizontalStacks_runRightToLeft() {
        let icon = TextBlock("★")
        let label = TextBlock([StyledText("سلام"), StyledText("دنیا!")])
        #expect(TextBlock.horizontal([icon, label], in: Self.ltr).plainText == "★ سلام\n  دنیا!")
        #expect(TextBlock.horizontal([icon, label], in: Self.rtl).plainText == " سلام ★\nدنیا!")
    }

    @Test func horizontalStacks_alignShorterBlocks() {
        let tall = TextBlock("1\n2\n3")
        let short = TextBlock("x")
        #expect(TextBlock.horizontal([tall, short], alignment: .center, in: Self.ltr).plainText == "1\n2 x\n3")
        #expect(TextBlock.horizontal([tall, short], alignment: .bottom, in: Self.ltr).plainText == "1\n2\n3 x")
    }

    @Test func joined_putsTheIconOnTheReadingSide() {
        #expect(StyledText.joined(["✔", "Saved"], in: Self.ltr).plainText == "✔ Saved")
        #expect(StyledText.joined(["✔", "ذخیره شد"], in: Self.rtl).plainText == "ذخیره شد ✔")
    }

    @Test func truncation_keepsGraphemesWhole_andDropsSpacesBeforeTheEllipsis() {
        #expect(StyledText("Norwegian Wood").truncated(to: 10).plainText == "Norwegian…")
        #expect(StyledText("日本語のテキスト").truncated(to: 7).plainText == "日本語…")
        #expect(StyledText("👩‍💻👩‍💻").truncated(to: 3).plainText == "👩‍💻…")
        #expect(StyledText("abc").truncated(to: 3).plainText == "abc")
        #expect(StyledText("abc").truncated(to: 1).plainText == "a")
    }

    @Test func repeating_fillsExactlyTheCount() {
        #expect(StyledText.repeating("─", count: 5).plainText == "─────")
        #expect(StyledText.repeating("═", count: 0).plainText == "")
        #expect(StyledText.repeating("中", count: 5).displayWidth == 5)
        #expect(StyledText.repeating("-=", count: 5).displayWidth == 5)
    }

    @Test func textBlock_splitsLinesAtLFAndCRLF() {
        #expect(TextBlock("a\r\nb\nc").lines.map(\.plainText) == ["a", "b", "c"])
    }

    @Test func rendering_isDeterministic() {
        var generator = TextGenerator(seed: 99)
        let text = generator.styledText(pieces: 80)
        let table = TextTable(columns: [.init("A"), .init("B", width: .flexible(weight: 2))], rows: [[text, text]])
        let render = { (context: RenderContext) in
            TextBlock.vertical([TextBlock.wrapping(text, width: 30), table.render(in: context)])
                .bordered(.double, title: text, in: context).encoded(for: context.colorSupport)
        }
        for support in ColorSupport.allCases {
            let context = RenderContext(width: 60, colorSupport: support, appearance: .dark, direction: .rightToLeft)
            #expect(render(context) == render(context))
        }
    }
}
