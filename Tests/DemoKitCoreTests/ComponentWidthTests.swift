import DemoKitCore
import Testing

/// A component built the way demos build them stays within every width the
/// runner may give it, and every line of its frame lines up.
@Suite struct ComponentWidthTests {
    static func card(in context: RenderContext) -> TextBlock {
        let inner = context.with(width: context.width - 4)
        let text = StyledText("Café e\u{301}te\u{301} — 日本語のテキスト、한국어 👍🏽 👩‍💻 🇳🇴, ")
            + StyledText("سلام دنیا، مرحبا بالعالم, हिन्दी क्षमा.").italic()
        let table = TextTable(
            columns: [
                .init("Key", width: .fixed(8)),
                .init("値", width: .flexible(minimum: 4, weight: 2)),
                .init("حالة", width: .flexible(minimum: 3), alignment: .trailing, overflow: .truncate),
            ],
            rows: [["buttons", "主要 primary", "جاهز ✅"], ["日本語", "幅の広い文字", "12 KB"]],
            border: .rounded, rowSeparators: true)
        return TextBlock.vertical(
            [
                TextBlock.wrapping(text, width: inner.width),
                TextBlock(StyledText.joined(["✔", "ذخیره شد"], in: context)),
                table.render(in: inner),
            ],
            spacing: 1
        ).bordered(.double, title: "タイトル Title 👩‍💻", in: context)
    }

    @Test(arguments: LayoutDirection.allCases)
    func card_staysWithinEveryWidthFrom20To200(direction: LayoutDirection) {
        for width in 20...200 {
            let context = RenderContext(width: width, colorSupport: .trueColor, direction: direction)
            let block = Self.card(in: context)
            let widths = Set(block.lines.map(\.displayWidth))
            #expect(widths == [width], "width \(width): \(widths.sorted())")
            let plain = block.plainText.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(plain.allSatisfy { $0.displayWidth <= width }, "width \(width)")
            // The terminal gets the same text, with zero-width isolates.
            #expect(block.encoded(for: .none).filter { $0 != "\u{2067}" && $0 != "\u{2069}" } == block.plainText)
        }
    }
}
