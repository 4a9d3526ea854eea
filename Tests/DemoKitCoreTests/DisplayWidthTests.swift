import Testing

@testable import DemoKitCore

@Suite struct DisplayWidthTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let width: Int
        let note: String
        var testDescription: String { "\(note) \(text.debugDescription) → \(width)" }
    }

    static let characters: [Case] = [
        Case(text: "a", width: 1, note: "ASCII letter"),
        Case(text: " ", width: 1, note: "space"),
        Case(text: "é", width: 1, note: "precomposed Latin"),
        Case(text: "e\u{301}", width: 1, note: "e + combining acute"),
        Case(text: "a\u{308}\u{304}\u{332}", width: 1, note: "several combining marks"),
        Case(text: "\u{301}", width: 0, note: "lone combining mark"),
        Case(text: "中", width: 2, note: "CJK ideograph"),
        Case(text: "\u{20000}", width: 2, note: "CJK extension B"),
        Case(text: "\u{3400}", width: 2, note: "CJK extension A"),
        Case(text: "あ", width: 2, note: "hiragana"),
        Case(text: "ア", width: 2, note: "katakana"),
        Case(text: "ｱ", width: 1, note: "halfwidth katakana"),
        Case(text: "ｶﾞ", width: 2, note: "halfwidth katakana + sound mark"),
        Case(text: "Ａ", width: 2, note: "fullwidth Latin"),
        Case(text: "\u{3000}", width: 2, note: "ideographic space"),
        Case(text: "가", width: 2, note: "Hangul syllable"),
        Case(text: "\u{1100}\u{1161}\u{11A8}", width: 2, note: "Hangul jamo L V T"),
        Case(text: "😀", width: 2, note: "emoji presentation"),
        Case(text: "🫨", width: 2, note: "Unicode 15 emoji"),
        Case(text: "❤", width: 1, note: "text-default emoji"),
        Case(text: "❤️", width: 2, note: "text-default emoji + VS16"),
        Case(text: "⌚", width: 2, note: "wide emoji"),
        Case(text: "⌚︎", width: 2, note: "wide emoji + VS15: stays wide, as wcwidth and tmux draw it"),
        Case(text: "😀\u{FE0E}", width: 2, note: "emoji-presentation emoji + VS15"),
        Case(text: "☺︎", width: 1, note: "text emoji + VS15"),
        Case(text: "1️⃣", width: 2, note: "keycap"),
        Case(text: "#⃣", width: 1, note: "keycap without VS16"),
        Case(text: "👍🏽", width: 2, note: "skin-tone modifier"),
        Case(text: "✌🏽", width: 2, note: "text-default base + modifier"),
        Case(text: "\u{1F3FB}", width: 2, note: "lone skin-tone modifier"),
        Case(text: "👩‍💻", width: 2, note: "ZWJ sequence"),
        Case(text: "❤\u{200D}🔥", width: 1, note: "unqualified ZWJ sequence: its text-default first element's width"),
        Case(text: "❤\u{FE0F}\u{200D}🔥", width: 2, note: "fully qualified ZWJ sequence"),
        Case(text: "☝\u{200D}👩", width: 1, note: "text-default first element, then a wide one"),
        Case(text: "👨‍👩‍👧‍👦", width: 2, note: "ZWJ family"),
        Case(text: "🏳️‍🌈", width: 2, note: "ZWJ with VS16"),
        Case(text: "🇳🇴", width: 2, note: "flag"),
        Case(text: "\u{1F1FA}", width: 1, note: "lone regional indicator"),
        Case(text: "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", width: 2, note: "tag sequence flag"),
        Case(text: "س", width: 1, note: "Arabic letter"),
        Case(text: "\u{064E}", width: 0, note: "Arabic fatha alone"),
        Case(text: "ש", width: 1, note: "Hebrew letter"),
        Case(text: "कि", width: 2, note: "Devanagari + spacing vowel sign, as wcwidth draws it"),
        Case(text: "क्ष", width: 2, note: "Devanagari conjunct, two consonants"),
        Case(text: "\u{0600}١", width: 2, note: "Arabic number sign (prepended, drawn) + digit"),
        Case(text: "\u{1100}\u{1100}\u{AC00}", width: 6, note: "Hangul jamo joined to a syllable"),
        Case(text: "\u{200B}", width: 0, note: "zero width space"),
        Case(text: "\u{200D}", width: 0, note: "lone ZWJ"),
        Case(text: "\u{FE0F}", width: 0, note: "lone VS16"),
        Case(text: "\u{200F}", width: 1, note: "right-to-left mark, shown as �"),
        Case(text: "\u{202E}", width: 1, note: "right-to-left override, shown as �"),
        Case(text: "\u{2067}", width: 1, note: "right-to-left isolate in demo text, shown as �"),
        Case(text: "\u{061C}", width: 1, note: "Arabic letter mark, shown as �"),
        Case(text: "\u{2028}", width: 1, note: "line separator, shown as ␤"),
        Case(text: "\u{2029}", width: 1, note: "paragraph separator, shown as ¶"),
        Case(text: "\u{FFF9}", width: 1, note: "interlinear annotation anchor, shown as �"),
        Case(text: "\u{200C}", width: 0, note: "zero width non-joiner, used in Persian"),
        Case(text: "\u{4DC0}", width: 2, note: "Yijing hexagram, wide since Unicode 16"),
        Case(text: "\u{4DFF}", width: 2, note: "last Yijing hexagram"),
        Case(text: "\u{2630}", width: 2, note: "Yijing trigram, wide since Unicode 16"),
        Case(text: "\u{268A}", width: 2, note: "Yijing monogram, wide since Unicode 16"),
        Case(text: "\u{1D300}", width: 2, note: "Tai Xuan Jing symbol, wide since Unicode 16"),
        Case(text: "\u{1D360}", width: 2, note: "counting rod numeral, wide since Unicode 16"),
        Case(text: "가\u{302E}", width: 4, note: "Hangul syllable + wide spacing tone mark"),
        Case(text: "a\u{302F}", width: 3, note: "letter + wide spacing tone mark"),
        Case(text: "\u{16FE0}\u{16FF0}", width: 4, note: "Tangut iteration mark + wide spacing mark"),
        Case(text: "\u{16FF1}", width: 2, note: "lone wide spacing mark"),
        Case(text: "\u{11700}\u{1171E}", width: 1, note: "Ahom letter + medial ra, nonspacing in Unicode 15 (tmux)"),
        Case(text: "\u{1171E}", width: 0, note: "lone Ahom medial ra: none in wcwidth and tmux"),
        Case(text: "\u{AD}", width: 1, note: "soft hyphen, drawn by terminals"),
        Case(text: "·", width: 1, note: "ambiguous width"),
        Case(text: "─", width: 1, note: "box drawing (ambiguous)"),
        Case(text: "\t", width: 1, note: "tab, shown as ␉"),
        Case(text: "\u{1B}", width: 1, note: "escape, shown as ␛"),
        Case(text: "\u{7F}", width: 1, note: "delete, shown as ␡"),
        Case(text: "\u{85}", width: 1, note: "C1 control, shown as �"),
        Case(text: "\r\n", width: 2, note: "CR LF, shown as ␍␊"),
        Case(text: "\u{E000}", width: 1, note: "private use"),
    ]

    @Test(arguments: characters)
    func characterWidth(_ testCase: Case) {
        #expect(testCase.text.count == 1, "the case must be one grapheme cluster")
        let character = Character(testCase.text)
        #expect(character.displayWidth == testCase.width)
        #expect(testCase.text.displayWidth == testCase.width)
    }

    @Test func stringWidth_addsCharacters() {
        #expect("".displayWidth == 0)
        #expect("Hello".displayWidth == 5)
        #expect("日本語".displayWidth == 6)
        #expect("🇳🇴 Norge".displayWidth == 8)
        // "Cafe\u{301}", a space, "中文", a space, "👩‍💻"; the sum is spelled
        // outside the expectation, where the type checker spends 4 s on it.
        let mixedWidth = 4 + 1 + 4 + 1 + 2
        #expect("Cafe\u{301} 中文 👩‍💻".displayWidth == mixedWidth)
        #expect("مرحبا".displayWidth == 5)
        #expect("हिन्दी".displayWidth == 5)
    }

    @Test func stringWidth_escapedControlsMatchTheirPictures() {
        let text = "a\tb\u{1B}[31mc\r\nd\u{7F}\u{9B}e\u{202E}f\u{2028}g\u{2029}h\u{2066}"
        let shown = ANSIEncoder.escapingControlCharacters(text)
        #expect(!shown.unicodeScalars.contains { ANSIEncoder.visibleStandIn(for: $0.value) != nil })
        #expect(text.displayWidth == shown.displayWidth)
    }

    /// Every scalar that a terminal would act on or hide — controls, bidi
    /// controls, line and paragraph separators — is replaced, by a stand-in
    /// of the width the table gives the scalar, so measuring and drawing
    /// agree for every scalar there is.
    @Test func everyScalar_escapedTextHasTheWidthOfTheText_andNoTerminalControl() {
        var failures: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            let shown = ANSIEncoder.escapingControlCharacters(text)
            let properties = scalar.properties
            let acts = GraphemeWidth.isControl(value) || properties.isBidiControl
                || properties.generalCategory == .lineSeparator || properties.generalCategory == .paragraphSeparator
            if acts, shown == text {
                failures.append(String(value, radix: 16) + " passes raw")
            }
            if shown.displayWidth != text.displayWidth {
                failures.append(String(value, radix: 16) + " is \(text.displayWidth) but shown as \(shown.displayWidth)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(20))")
    }

    @Test func tableNamesItsUnicodeVersion() {
        #expect(UnicodeWidthTable.unicodeVersion == "15.0.0")
    }
}

@Suite struct PrintableASCIITests {
    /// The word-at-a-time test agrees with the byte-at-a-time one for every
    /// byte value in every position, and next to every other byte value.
    @Test func wordTest_agreesWithBytes() {
        for value in 0...255 {
            for position in 0..<8 {
                for neighbour in [0x00, 0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0xFF] {
                    var bytes = [UInt8](repeating: UInt8(neighbour), count: 8)
                    bytes[position] = UInt8(value)
                    let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    let expected = bytes.allSatisfy { (0x20...0x7E).contains($0) }
                    #expect(PrintableASCII.isPrintable(word) == expected, "\(bytes)")
                }
            }
        }
    }

    @Test func prefixCount_stopsAtTheFirstOtherByte() {
        for length in 0..<40 {
            for stop in 0...length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                if stop < length { bytes[stop] = 0x1B }
                #expect(bytes.withUnsafeBufferPointer(PrintableASCII.prefixCount) == stop)
            }
        }
    }
}
