import DemoKitCore
import DemoKitTestSupport

/// Generates strings that mix the scripts and grapheme clusters a terminal
/// renderer gets wrong: ASCII words, CJK, emoji (with modifiers, ZWJ
/// sequences, keycaps and flags), combining marks, Arabic and Persian,
/// Hangul, Devanagari conjuncts, control characters and odd spacing.
struct TextGenerator {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    static let pieces: [String] = [
        // ASCII
        "a", "Hello", "world", "x", "DemoKit", "42", ".", ",", "-", "(ok)", "supercalifragilistic",
        // Latin with accents, precomposed and combining
        "é", "e\u{301}", "n\u{303}", "Ångström", "a\u{308}\u{304}", "Z\u{335}\u{32A}",
        // CJK and fullwidth
        "中", "文字", "日本語", "한국어", "ｶﾞ", "ＡＢＣ", "。", "、", "漢字かな交じり文",
        // Hangul jamo
        "\u{1100}\u{1161}\u{11A8}", "\u{1100}\u{1100}\u{AC00}",
        // Emoji
        "😀", "👍🏽", "👩‍💻", "👨‍👩‍👧‍👦", "🏳️‍🌈", "❤️", "❤", "☺︎", "⌚︎", "1️⃣", "#⃣", "🇳🇴", "🇯🇵",
        "\u{1F1FA}", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", "🫨", "\u{1F3FB}",
        // Right-to-left
        "سلام", "دنیا", "مرحبا بالعالم", "فارسی\u{200C}ها", "שלום", "\u{064B}", "١٢٣",
        // Indic
        "क्ष", "कि", "हिन्दी", "\u{094D}", "தமிழ்",
        // Zero-width and ignorable
        "\u{200B}", "\u{200D}", "\u{FE0F}", "\u{AD}", "\u{2060}", "\u{200F}",
        // Bidi controls and separators, shown as pictures
        "\u{202E}", "\u{2067}", "\u{2069}", "\u{2028}", "\u{2029}",
        // Controls
        "\t", "\u{1B}", "\u{7F}", "\u{85}", "\r", "\r\n",
        // Spaces
        " ", " ", "  ", "   ", "\u{A0}", "\u{3000}",
    ]

    /// A string of `count` random pieces.
    mutating func string(pieces count: Int) -> String {
        var result = ""
        for _ in 0..<count {
            result += Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
        }
        return result
    }

    /// A string of `count` random scalars from anywhere in Unicode, weighted
    /// towards the ranges with interesting widths.
    mutating func scalars(count: Int) -> String {
        var scalars = String.UnicodeScalarView()
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x00...0x2FF, 0x300...0x36F, 0x590...0x6FF, 0x900...0xDFF, 0x1100...0x11FF,
            0x200B...0x206F, 0x2E80...0x9FFF, 0xAC00...0xD7A3, 0xFE00...0xFE0F, 0xFF00...0xFFEF,
            0x1F000...0x1FAFF, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0xE0000...0xE007F, 0x0...0x10FFFF,
        ]
        while scalars.count < count {
            let range = ranges[Int(random.next() % UInt64(ranges.count))]
            let value = range.lowerBound + UInt32(random.next() % UInt64(range.count))
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    /// A random integer in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }
}

extension TextGenerator {
    static let colors: [TextColor] = [
        .red, .brightBlue, .indexed(208), .indexed(244), .rgb(30, 144, 255), .hex(0xF5B94A),
    ]

    /// A random style, plain about a third of the time.
    mutating func style() -> TextStyle {
        guard random.next() % 3 != 0 else { return .plain }
        var style = TextStyle()
        if random.next() % 2 == 0 { style.foreground = Self.colors[int(in: 0...Self.colors.count - 1)] }
        if random.next() % 4 == 0 { style.background = Self.colors[int(in: 0...Self.colors.count - 1)] }
        style.attributes = TextAttributes(rawValue: UInt8(random.next() % 32))
        return style
    }

    /// A line of `count` pieces in runs of random styles.
    mutating func styledText(pieces count: Int) -> StyledText {
        var runs: [StyledText.Run] = []
        var remaining = count
        while remaining > 0 {
            let take = int(in: 1...max(1, min(remaining, 8)))
            runs.append(StyledText.Run(string(pieces: take), style: style()))
            remaining -= take
        }
        return StyledText(runs: runs)
    }
}
