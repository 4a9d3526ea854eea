import DemoKitCore

/// A typical component: a framed card with a wrapped mixed-script
/// paragraph, a status line and a small table.
struct SampleCard {
    let paragraph: StyledText = StyledText("Release notes: ").bold()
        + StyledText(
            "DemoKit renders components as text that lines up in real terminals — café, naïve, "
                + "日本語のテキスト, 한국어, Ελληνικά, русский, مرحبا بالعالم, سلام دنیا, हिन्दी — "
                + "and emoji such as 👍🏽, 👩‍💻 and 🇳🇴 take two columns. ")
        + StyledText("Every line is measured by grapheme cluster.").italic().foreground(.hex(0x5EA8FF))

    let table = TextTable(
        columns: [
            .init("Component", width: .fixed(12)),
            .init("Description", width: .flexible(minimum: 10, weight: 3)),
            .init("Status", width: .flexible(minimum: 6), alignment: .trailing, overflow: .truncate),
        ],
        rows: [
            ["Buttons", "Primary, secondary and destructive buttons", StyledText("ready").foreground(.green)],
            ["Badges", "Small status labels: 新, ベータ, جديد", StyledText("ready").foreground(.green)],
            ["Tables", "Fixed and flexible columns that share the width", StyledText("beta").foreground(.yellow)],
        ],
        border: .light)

    func render(in context: RenderContext) -> String {
        let inner = context.with(width: context.width - 4)
        let status = StyledText.joined(
            [StyledText("✔").foreground(context.palette.success), StyledText("All checks passed").dim()],
            in: context)
        return TextBlock.vertical(
            [
                TextBlock.wrapping(paragraph, width: inner.width),
                TextBlock(status),
                table.render(in: inner),
            ],
            spacing: 1
        )
        .bordered(.rounded, title: StyledText("DemoKit 1.0").bold(), in: context)
        .encoded(for: context.colorSupport)
    }
}
