import Testing

@testable import DemoKitCore

/// Properties of wrapping over generated text mixing ASCII, CJK, emoji,
/// combining marks, right-to-left scripts and controls.
@Suite struct WrappingPropertyTests {
    /// The characters a wrapped text must keep, in order: every character
    /// of every run but spaces and line breaks.
    static func keptCharacters(_ text: StyledText) -> [Character] {
        text.runs.flatMap { run in Array(run.text).filter { $0 != " " && $0.asciiValue != 0x0A } }
    }

    static func widestGrapheme(_ text: StyledText) -> Int {
        text.runs.flatMap { Array($0.text) }.map(\.displayWidth).max() ?? 0
    }

    /// Printable ASCII and newlines are wrapped byte by byte; the general
    /// path must give exactly the same lines, for any mix of words, runs of
    /// spaces, indentation, punctuation, blank lines and words longer than
    /// the line.
    @Test func asciiText_wrapsTheSameOnTheFastAndTheGeneralPath() {
        let pieces = ["a", "word", "longerword", "supercalifragilistic", " ", "  ", "   ", "\n", "\n\n", ",", "(x)",
            "!", "...", "[1]", "{", "}", "-", "a.b", "~", "\"q\"", "0123456789abcdefghij0123456789"]
        var generator = TextGenerator(seed: 7)
        for round in 0..<3_000 {
            var text = ""
            for _ in 0..<generator.int(in: 0...23) { text += pieces[generator.int(in: 0...(pieces.count - 1))] }
            let width = generator.int(in: 1...30)
            let styled = StyledText(text, style: round % 2 == 0 ? .plain : TextStyle(attributes: .bold))
            let wrapper = LineWrapper(styled, limit: width)
            // Empty text has no run: the general path's one empty line.
            guard !text.isEmpty else { continue }
            let fast = wrapper.asciiLines()
            #expect(fast != nil, "\(text.debugDescription) is ASCII")
            let general = wrapper.lines(allowingFastPath: false)
            #expect(fast == general, "width \(width): \(text.debugDescription)")
            if fast != general { return }
        }
        // Anything else takes the general path.
        for text in ["tab\there", "cr\r\nlf", "é", "日本", "a\u{7F}", "emoji 👍"] {
            #expect(LineWrapper(StyledText(text), limit: 10).asciiLines() == nil, "\(text.debugDescription)")
        }
        #expect(LineWrapper(StyledText("a").bold() + StyledText(" b"), limit: 10).asciiLines() == nil, "two runs")
    }

    @Test func wrappedLines_neverExceedTheWidth_andNeverEndWithASpace() {
        for seed in UInt64(1)...500 {
            var generator = TextGenerator(seed: seed)
            let text = generator.styledText(pieces: generator.int(in: 0...60))
            let width = generator.int(in: 1...40)
            for (index, line) in text.wrapped(to: width).enumerated() {
                let failure = "seed \(seed) width \(width) line \(index): \(line.plainText.debugDescription)"
                #expect(line.displayWidth <= width, "\(failure)")
                #expect(line.plainText.last != " ", "\(failure)")
                if line.displayWidth > width || line.plainText.last == " " { return }
            }
        }
    }

    @Test func wrapping_losesAndReordersNoCharacter() {
        for seed in UInt64(1)...500 {
            var generator = TextGenerator(seed: seed)
            let text = generator.styledText(pieces: generator.int(in: 0...60))
            // A grapheme wider than the line is shown as an ellipsis.
            let width = generator.int(in: max(1, Self.widestGrapheme(text))...40)
            let lines = text.wrapped(to: width)
            let kept: [Character] = lines.flatMap { line in
                line.runs.flatMap { run in Array(run.text).filter { $0 != " " } }
            }
            let expected = Self.keptCharacters(text)
            #expect(kept == expected, "seed \(seed) width \(width): \(text.plainText.debugDescription)")
            if kept != expected { return }
        }
    }

    @Test func wrapping_keepsEachCharactersStyle() {
        for seed in UInt64(1)...200 {
            var generator = TextGenerator(seed: seed)
            let text = generator.styledText(pieces: generator.int(in: 1...40))
            let width = generator.int(in: max(1, Self.widestGrapheme(text))...30)
            let styled = { (line: StyledText) in
                line.runs.flatMap { run in Array(run.text).filter { $0 != " " }.map { "\($0)\(run.style.hashValue)" } }
            }
            let before = text.runs.flatMap { run in
                Array(run.text).filter { $0 != " " && $0.asciiValue != 0x0A }.map { "\($0)\(run.style.hashValue)" }
            }
            let after = text.wrapped(to: width).flatMap(styled)
            #expect(before == after, "seed \(seed) width \(width)")
            if before != after { return }
        }
    }

    @Test func wrapping_breaksAtSpaces() {
        #expect(StyledText("The quick brown fox").wrapped(to: 10).map(\.plainText) == ["The quick", "brown fox"])
        #expect(StyledText("a  b").wrapped(to: 10).map(\.plainText) == ["a  b"])
        #expect(StyledText("one two").wrapped(to: 3).map(\.plainText) == ["one", "two"])
    }

    @Test func wrapping_breaksLongWordsBetweenGraphemes() {
        #expect(StyledText("abcdefgh").wrapped(to: 3).map(\.plainText) == ["abc", "def", "gh"])
        #expect(StyledText("e\u{301}e\u{301}e\u{301}").wrapped(to: 2).map(\.plainText) == ["e\u{301}e\u{301}", "e\u{301}"])
        #expect(StyledText("👩‍💻👩‍💻👩‍💻").wrapped(to: 5).map(\.plainText) == ["👩‍💻👩‍💻", "👩‍💻"])
    }

    @Test func wrapping_breaksBetweenWideCharacters_keepingPunctuation() {
        #expect(StyledText("日本語のテキスト").wrapped(to: 6).map(\.plainText) == ["日本語", "のテキ", "スト"])
        #expect(StyledText("漢字。かな").wrapped(to: 4).map(\.plainText) == ["漢", "字。", "かな"])
        #expect(StyledText("Hello世界").wrapped(to: 7).map(\.plainText) == ["Hello世", "界"])
    }

    @Test func wrapping_keepsNarrowClustersThatTakeTwoColumnsInTheirWord() {
        #expect(StyledText("abc ｶﾞﾓ").wrapped(to: 6).map(\.plainText) == ["abc", "ｶﾞﾓ"])
        #expect(StyledText("ab हिन्दी").wrapped(to: 6).map(\.plainText) == ["ab", "हिन्दी"])
    }

    @Test func wrapping_showsAnEllipsisForACharacterWiderThanTheLine() {
        #expect(StyledText("a中b").wrapped(to: 1).map(\.plainText) == ["a", "…", "b"])
    }

    @Test func wrapping_startsNewLinesAtNewlines_andKeepsBlankLines() {
        #expect(StyledText("one\ntwo\r\n\nthree").wrapped(to: 20).map(\.plainText) == ["one", "two", "", "three"])
        #expect(StyledText("").wrapped(to: 5).map(\.plainText) == [""])
        #expect(StyledText("   ").wrapped(to: 5).map(\.plainText) == [""])
    }

    @Test func wrapping_keepsIndentationThatFits() {
        #expect(StyledText("  indented text").wrapped(to: 10).map(\.plainText) == ["  indented", "text"])
        #expect(StyledText("    toolongword").wrapped(to: 11).map(\.plainText) == ["toolongword"])
    }

    @Test func wrapping_keepsStylesAcrossBreaks() {
        let text = StyledText("bold words").bold() + StyledText(" plain")
        let lines = text.wrapped(to: 6)
        #expect(lines.map(\.plainText) == ["bold", "words", "plain"])
        #expect(lines[0].runs.map(\.style) == [TextStyle(attributes: .bold)])
        #expect(lines[1].runs.map(\.style) == [TextStyle(attributes: .bold)])
        #expect(lines[2].runs.map(\.style) == [.plain])
    }
}
