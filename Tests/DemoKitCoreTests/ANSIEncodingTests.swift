import Testing

@testable import DemoKitCore

@Suite struct ANSIEncodingTests {
    @Test func plainOutput_containsNoEscapeSequence_andNoTrailingSpace() {
        for seed in UInt64(1)...200 {
            var generator = TextGenerator(seed: seed)
            let block = TextBlock.wrapping(generator.styledText(pieces: 30), width: 20)
                .bordered(title: "T", in: RenderContext(width: 30))
            let plain = block.encoded(for: .none)
            #expect(!plain.unicodeScalars.contains { GraphemeWidth.isControl($0.value) && $0 != "\n" }, "seed \(seed)")
            #expect(!plain.split(separator: "\n").contains { $0.last == " " }, "seed \(seed)")
        }
    }

    @Test func strippingANSIOutput_givesExactlyThePlainOutput() {
        for seed in UInt64(1)...300 {
            var generator = TextGenerator(seed: seed)
            let context = RenderContext(width: 30, direction: seed % 2 == 0 ? .leftToRight : .rightToLeft)
            let block = TextBlock.vertical([
                TextBlock.wrapping(generator.styledText(pieces: generator.int(in: 0...30)), width: 24),
                TextBlock(generator.styledText(pieces: 4)).padding(horizontal: 2, in: context),
            ]).bordered(.rounded, title: generator.styledText(pieces: 2), in: context)
            let plain = block.encoded(for: .none)
            for support in [ColorSupport.ansi16, .ansi256, .trueColor] {
                let stripped = block.encoded(for: support).strippingANSI()
                #expect(stripped == plain, "seed \(seed) \(support)")
                if stripped != plain { return }
            }
        }
    }

    /// Goldens are encoded straight to bytes: the same bytes, for every
    /// colour support, as the string a terminal is given (the golden's one
    /// final newline is `GoldenFile.canonical`'s, tested with it).
    @Test func encodedBytes_areTheEncodedStringsUTF8() {
        for seed in UInt64(1)...300 {
            var generator = TextGenerator(seed: seed)
            let context = RenderContext(width: 30, direction: seed % 2 == 0 ? .leftToRight : .rightToLeft)
            // Random text (controls, bidi controls, right-to-left letters,
            // emoji, anything in Unicode), styled runs and blank lines.
            let block = TextBlock.vertical([
                TextBlock.wrapping(generator.styledText(pieces: generator.int(in: 0...30)), width: 24),
                TextBlock(StyledText(generator.scalars(count: generator.int(in: 0...40)), style: generator.style())),
                TextBlock([StyledText(), StyledText("   ")]),
            ]).bordered(.rounded, title: generator.styledText(pieces: 2), in: context)
            let blocks = seed % 3 == 0 ? [block, TextBlock([StyledText(), StyledText()]), TextBlock.empty] : [block]
            for block in blocks {
                for support in [ColorSupport.none, .ansi16, .ansi256, .trueColor] {
                    let expected = Array(block.encoded(for: support).utf8)
                    #expect(block.encodedBytes(for: support) == expected, "seed \(seed) \(support)")
                }
            }
        }
    }

    @Test func styledRuns_areOpenedWithSGR_andReset() {
        let line = StyledText("OK").bold().foreground(.green) + StyledText(" saved") + StyledText("!").underline()
        let block = TextBlock(line)
        #expect(block.encoded(for: .ansi16) == "\u{1B}[1;32mOK\u{1B}[0m saved\u{1B}[4m!\u{1B}[0m")
        #expect(block.encoded(for: .none) == "OK saved!")
    }

    @Test func everyAttribute_hasItsSGRCode() {
        let style = TextStyle(
            foreground: .rgb(1, 2, 3), background: .indexed(208),
            attributes: [.bold, .dim, .italic, .underline, .inverse])
        #expect(ANSIEncoder.sgrCodes(for: style, colorSupport: .trueColor) == ["1", "2", "3", "4", "7", "38;2;1;2;3", "48;5;208"])
        #expect(ANSIEncoder.colorCode(.brightRed, colorSupport: .trueColor, background: true) == "101")
        #expect(ANSIEncoder.colorCode(.blue, colorSupport: .ansi16, background: false) == "34")
    }

    @Test func trailingSpaces_areKeptOnlyWhereAStyleShowsThem() {
        let line = StyledText("Go") + StyledText("   ", style: TextStyle(background: .blue)) + StyledText("  ")
        #expect(TextBlock(line).encoded(for: .ansi16) == "Go\u{1B}[44m   \u{1B}[0m")
        #expect(TextBlock(line).encoded(for: .none) == "Go")
    }

    @Test func controlCharacters_areShownAsPictures() {
        let block = TextBlock(StyledText("a\tb\u{1B}[31mred\u{7F}\u{85}"))
        #expect(block.encoded(for: .trueColor) == "a␉b␛[31mred␡�")
        #expect(block.width == "a␉b␛[31mred␡�".displayWidth)
    }

    @Test func bidiControlsAndSeparators_inDemoText_areShownVisibly() {
        let block = TextBlock(StyledText("a\u{202E}b\u{2028}c\u{2029}d\u{2066}e\u{200F}f\u{061C}g\u{FFF9}h"))
        #expect(block.encoded(for: .trueColor) == "a�b␤c¶d�e�f�g�h")
        #expect(block.width == "a�b␤c¶d�e�f�g�h".displayWidth)
    }

    @Test func rightToLeftText_isIsolated_afterTheDemoTextIsEscaped() {
        func encoded(_ line: StyledText, _ support: ColorSupport = .none) -> String {
            TextBlock(line).encoded(for: support)
        }
        #expect(encoded("سلام") == "\u{2067}سلام\u{2069}")
        #expect(encoded("Hello") == "Hello")
        // Brackets, spaces and bullets at a run's end stay where the layout
        // put them; single spaces, digits and punctuation inside belong to it.
        #expect(encoded("[ نصب ]  [ بعداً ]") == "[ \u{2067}نصب\u{2069} ]  [ \u{2067}بعداً\u{2069} ]")
        #expect(encoded("نسخهٔ ۱.۲، آماده •") == "\u{2067}نسخهٔ ۱.۲، آماده\u{2069} •")
        #expect(encoded("نسخهٔ ۲.۱.۰") == "\u{2067}نسخهٔ ۲.۱.۰\u{2069}")
        // A left-to-right letter, a frame and a gap of two spaces end it.
        #expect(encoded("سلام hello") == "\u{2067}سلام\u{2069} hello")
        #expect(encoded("│ سلام │") == "│ \u{2067}سلام\u{2069} │")
        #expect(encoded("سلام  دنیا") == "\u{2067}سلام\u{2069}  \u{2067}دنیا\u{2069}")
        // One isolate across differently styled runs, SGR inside it.
        let styled = StyledText("سلام").bold() + StyledText(" دنیا")
        #expect(encoded(styled, .ansi16) == "\u{1B}[1m\u{2067}سلام\u{1B}[0m دنیا\u{2069}")
        // The demo's own isolates and overrides are escaped, never trusted.
        #expect(encoded("\u{2067}x\u{2069}") == "�x�")
        #expect(encoded("\u{202E}سلام\u{2069}") == "�\u{2067}سلام\u{2069}�")
    }

    @Test func strippingANSI_removesEveryKindOfEscape() {
        let text = "\u{1B}[1;38;5;208mA\u{1B}[0m\u{1B}]8;;https://example.com\u{7}link\u{1B}]8;;\u{1B}\\ \u{1B}7B\u{1B}(0C  \nD"
        #expect(text.strippingANSI() == "Alink BC\nD")
    }
}
