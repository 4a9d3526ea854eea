import DemoKitCore

/// Text in many scripts, wrapped and framed: wide CJK characters, emoji
/// sequences and combining accents must line up with plain ASCII.
struct InternationalTextDemo: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case greetings
        case emoji
        case accents
        case wrapped
    }

    var tweak = Tweaks.greetings

    func render(in context: RenderContext) throws -> TextBlock {
        let rows: [(String, String)]
        switch tweak {
        case .greetings:
            rows = [
                ("English", "Hello"), ("日本語", "こんにちは"), ("中文", "你好，世界"),
                ("한국어", "안녕하세요"), ("Ελληνικά", "Γειά σου"),
            ]
        case .emoji:
            rows = [
                ("Flag", "🇳🇴 🇯🇵 🇧🇷"), ("Family", "👨‍👩‍👧‍👦"), ("Skin tone", "👋🏽 👍🏿"),
                ("Keycap", "1️⃣ 2️⃣ #️⃣"), ("Text style", "☺︎ ✔︎"),
            ]
        case .accents:
            // Precomposed and decomposed forms must take the same width.
            rows = [
                ("Precomposed", "café naïve"), ("Combining", "cafe\u{301} nai\u{308}ve"),
                ("Vietnamese", "Tiếng Việt"), ("Stacked", "Z\u{335}\u{30C}a\u{336}l\u{334}g\u{337}o"),
            ]
        case .wrapped:
            let text = "DemoKit は端末の幅に合わせて折り返します。😀 Emoji and 漢字 take two columns, "
                + "combining accents such as e\u{301} take none."
            return TextBlock.wrapping(StyledText(text), width: context.width)
                .aligned(.leading, width: context.width, in: context)
        }
        // Two columns, label then sample in reading order: right to left the
        // labels take the right-hand column and the samples the left.
        let labelWidth = rows.reduce(0) { max($0, DisplayWidth.columns(of: $1.0)) }
        let sampleWidth = rows.reduce(0) { max($0, DisplayWidth.columns(of: $1.1)) }
        let sampleRoom = context.width - labelWidth - 2
        let lines = rows.map { label, sample in
            let label = StyledText(label, style: TextStyle(foreground: context.palette.secondaryText))
                .padded(to: labelWidth, direction: context.direction)
            guard sampleRoom > 0 else {
                return StyledText.joined([label, StyledText(sample)], separator: "  ", in: context)
                    .truncated(to: context.width)
            }
            let shown = StyledText(sample).truncated(to: sampleRoom)
                .padded(to: min(sampleWidth, sampleRoom), direction: context.direction)
            return StyledText.joined([label, shown], separator: "  ", in: context)
        }
        return TextBlock(lines).aligned(.leading, width: context.width, in: context)
    }
}
