import DemoKitTestSupport
import Foundation
import Testing

@testable import DemoKitCore

private let esc = "\u{1B}"

private func block(_ ansi: String) -> TextBlock { TextBlock(ansi: ansi) }

private func style(
    _ attributes: TextAttributes = [], foreground: TextColor? = nil, background: TextColor? = nil
) -> TextStyle {
    TextStyle(foreground: foreground, background: background, attributes: attributes)
}

private func line(_ runs: (String, TextStyle)...) -> StyledText {
    StyledText(runs: runs.map { StyledText.Run($0.0, style: $0.1) })
}

@Suite("Styled strings in: styles")
struct StyledTextANSIStyleTests {
    @Test("The examples of the doc comments and the README")
    func documentedExamples() {
        let block = TextBlock(ansi: "\u{1B}[1;32m✔ Saved\u{1B}[0m\n\u{1B}[2m2 files\u{1B}[0m")
        #expect(block.lines[0] == StyledText("✔ Saved").bold().foreground(.green))
        #expect(block.lines[1] == StyledText("2 files").dim())
        #expect(block.plainText == "✔ Saved\n2 files")
        #expect(StyledText(ansi: "\u{1B}[31merror:\u{1B}[0m not found") == StyledText("error:").foreground(.red) + " not found")
    }

    @Test("Each attribute and its reset")
    func attributes() {
        let cases: [(String, TextAttributes, String)] = [
            ("1", .bold, "22"), ("2", .dim, "22"), ("3", .italic, "23"), ("4", .underline, "24"),
            ("5", .blink, "25"), ("6", .blink, "25"), ("7", .inverse, "27"), ("9", .strikethrough, "29"),
        ]
        for (on, attribute, off) in cases {
            #expect(
                block("a\(esc)[\(on)mb\(esc)[\(off)mc")
                    == TextBlock(line(("a", .plain), ("b", style(attribute)), ("c", .plain))),
                "SGR \(on) / \(off)")
        }
        // 22 ends bold and dim together; 0 and an empty SGR end everything.
        #expect(
            block("\(esc)[1;2;3mx\(esc)[22my")
                == TextBlock(line(("x", style([.bold, .dim, .italic])), ("y", style(.italic)))))
        #expect(
            block("\(esc)[1;4;31;42mx\(esc)[0my\(esc)[7mz\(esc)[mw")
                == TextBlock(
                    line(
                        ("x", style([.bold, .underline], foreground: .red, background: .green)), ("y", .plain),
                        ("z", style(.inverse)), ("w", .plain))))
    }

    @Test("Blink survives a parse and an encode: SGR 5 in, SGR 5 out")
    func blinkRoundTrip() {
        let encoded = "\u{1B}[1;5;31mhot\u{1B}[0m cold \u{1B}[5mtick\u{1B}[0m"
        let parsed = block(encoded)
        #expect(parsed.lines[0].runs.map(\.style.attributes) == [[.bold, .blink], [], [.blink]])
        #expect(parsed.encoded(for: .ansi16) == encoded)
        #expect(block("\(esc)[5mx\(esc)[25my").encoded(for: .ansi16) == "\(esc)[5mx\(esc)[0my")
    }

    @Test("The 16 colours, bright colours, 256 colours and 24-bit colours in both forms, and default colours")
    func colors() {
        for index in 0..<8 {
            #expect(block("\(esc)[\(30 + index)mx").lines[0].runs[0].style.foreground == TextColor(.ansi(UInt8(index))))
            #expect(block("\(esc)[\(40 + index)mx").lines[0].runs[0].style.background == TextColor(.ansi(UInt8(index))))
            #expect(
                block("\(esc)[\(90 + index)mx").lines[0].runs[0].style.foreground == TextColor(.ansi(UInt8(index + 8))))
            #expect(
                block("\(esc)[\(100 + index)mx").lines[0].runs[0].style.background == TextColor(.ansi(UInt8(index + 8)))
            )
        }
        let forms: [(String, TextStyle)] = [
            ("38;5;208", style(foreground: .indexed(208))), ("38:5:208", style(foreground: .indexed(208))),
            ("48;5;17", style(background: .indexed(17))), ("48:5:17", style(background: .indexed(17))),
            ("38;2;30;144;255", style(foreground: .rgb(30, 144, 255))),
            ("38:2:30:144:255", style(foreground: .rgb(30, 144, 255))),
            ("38:2::30:144:255", style(foreground: .rgb(30, 144, 255))),
            ("48;2;1;2;3", style(background: .rgb(1, 2, 3))), ("48:2::1:2:3", style(background: .rgb(1, 2, 3))),
            ("1;38;5;1;4", style([.bold, .underline], foreground: .indexed(1))),
        ]
        for (parameters, expected) in forms {
            #expect(block("\(esc)[\(parameters)mx") == TextBlock(StyledText("x", style: expected)), "\(parameters)")
        }
        #expect(
            block("\(esc)[31;44ma\(esc)[39mb\(esc)[49mc")
                == TextBlock(
                    line(
                        ("a", style(foreground: .red, background: .blue)), ("b", style(background: .blue)),
                        ("c", .plain))))
    }

    @Test("A style set on one line and never reset still applies on the next, as in a terminal")
    func stylesCarryAcrossLines() {
        let parsed = block("\(esc)[1;31mone\ntwo\(esc)[22m\nthree\(esc)[0m\nfour")
        #expect(
            parsed.lines == [
                StyledText("one", style: style(.bold, foreground: .red)),
                StyledText("two", style: style(.bold, foreground: .red)),
                StyledText("three", style: style(foreground: .red)),
                StyledText("four"),
            ])
    }

    @Test("LF and CR LF break lines; a final line feed leaves an empty last line, as TextBlock(_:) does")
    func lineBreaks() {
        #expect(block("a\nb\r\nc").lines == ["a", "b", "c"])
        #expect(block("a\n") == TextBlock("a\n"))
        #expect(block("").lines == [""])
        #expect(block("\n\n").lines == ["", "", ""])
        // A carriage return before an SGR, an erase or a hyperlink end is still CR LF.
        #expect(block("a\r\(esc)[0m\(esc)[K\nb").lines == ["a", "b"])
        // CR CR LF: the first carriage return has nothing after it but the second.
        #expect(block("a\r\r\nb").lines == ["a\r", "b"])
    }

    @Test("OSC 8 hyperlinks keep their text and style")
    func hyperlinks() {
        let bel = block("see \(esc)]8;;https://example.com\u{7}\(esc)[4mthe docs\(esc)[24m\(esc)]8;;\u{7}.")
        let st = block("see \(esc)]8;id=1;https://example.com\(esc)\\\(esc)[4mthe docs\(esc)[24m\(esc)]8;;\(esc)\\.")
        let expected = TextBlock(line(("see ", .plain), ("the docs", style(.underline)), (".", .plain)))
        #expect(bel == expected)
        #expect(st == expected)
    }

    @Test("StyledText(ansi:) reads one line: line feeds stay characters")
    func styledTextIsOneLine() {
        #expect(
            StyledText(ansi: "\(esc)[31merror:\(esc)[0m not found") == StyledText("error:").foreground(.red)
                + " not found")
        #expect(StyledText(ansi: "\(esc)[1ma\nb\r\nc") == StyledText("a\nb\r\nc").bold())
        #expect(StyledText(ansi: "") == StyledText())
        #expect(StyledText(ansi: "\(esc)[2J\(esc)]0;t\u{7}") == StyledText())
    }
}

@Suite("Styled strings in: what is not a style")
struct StyledTextANSIPolicyTests {
    @Test("Cursor moves, erases, modes and other control sequences are dropped")
    func controlSequencesDropped() {
        let sequences = [
            "[2J", "[H", "[10;20H", "[3A", "[B", "[5C", "[D", "[2K", "[K", "[1G", "[3d", "[?25l", "[?25h",
            "[?1049h", "[?2004h", "[s", "[u", "[2 q", "[>4;2m", "[?1m", "[1$m", "[L", "[M", "[P", "[@", "[5S",
            "[1;24r", "[6n", "[c",
        ]
        for sequence in sequences {
            #expect(block("a\(esc)\(sequence)b").lines == [StyledText("ab")], "ESC \(sequence)")
        }
        // An SGR with a private marker or an intermediate is not a style.
        #expect(block("\(esc)[>4;1mx\(esc)[1 mx").lines == ["xx"])
    }

    @Test("Escape sequences are dropped; ESC c also resets the style")
    func escapesDropped() {
        #expect(block("a\(esc)7b\(esc)8c\(esc)Md\(esc)(Be\(esc)=f\(esc)#8g").lines == ["abcdefg"])
        #expect(block("\(esc)[1ma\(esc)cb") == TextBlock(line(("a", style(.bold)), ("b", .plain))))
    }

    @Test("Titles, clipboard writes and other OSC strings are dropped")
    func oscDropped() {
        #expect(block("a\(esc)]0;title\u{7}b\(esc)]2;title\(esc)\\c").lines == ["abc"])
        #expect(block("a\(esc)]52;c;cm0gLXJmIH4=\u{7}b").lines == ["ab"])
        #expect(block("a\(esc)]4;1;rgb:ff/00/00\u{7}b\(esc)]1337;File=x\u{7}c").lines == ["abc"])
        // A long OSC string is dropped whole, however long.
        #expect(block("a\(esc)]2;" + String(repeating: "x", count: 100_000) + "\u{7}b").lines == ["ab"])
    }

    @Test("DCS, SOS, PM and APC strings are dropped")
    func stringsDropped() {
        #expect(block("a\(esc)Pq#0;2;0;0;0#0~~\(esc)\\b").lines == ["ab"])
        #expect(block("a\(esc)Ptmux;\(esc)\(esc)]0;x\u{7}\(esc)\\b").lines == ["ab"])
        #expect(block("a\(esc)Xsos\(esc)\\b\(esc)^pm\(esc)\\c\(esc)_Gf=100;AAAA\(esc)\\d").lines == ["abcd"])
    }

    @Test("A tab becomes unstyled spaces up to the next multiple of 8 columns")
    func tabs() {
        #expect(block("a\tb").lines == ["a       b"])
        #expect(block("\tx").lines == ["        x"])
        #expect(block("1234567\tx\n12345678\tx").lines == ["1234567 x", "12345678        x"])
        // Wide characters take two columns, combining marks none.
        #expect(block("中文\tx").lines == ["中文    x"])
        #expect(block("e\u{301}\tx").lines == ["e\u{301}       x"])
        #expect(block("👍🏽\tx").lines == ["👍🏽      x"])
        // Columns count from the tab stop before, across styles.
        #expect(
            block("ab\t\(esc)[1mcd\tx").lines
                == [line(("ab      ", .plain), ("cd", style(.bold)), ("      ", .plain), ("x", style(.bold)))])
        // A kept control takes the one column the encoder draws it in.
        #expect(block("\u{7}\tx").lines == ["\u{7}       x"])
        // A kept line feed is drawn as ␊, one column.
        #expect(StyledText(ansi: "ab\ncd\tx") == StyledText("ab\ncd   x"))
    }

    @Test("A carriage return without a line feed is kept, in its style, and the encoder shows it as ␍")
    func loneCarriageReturn() {
        let parsed = block("\(esc)[32m10%\r\(esc)[0m20%\r")
        #expect(parsed == TextBlock(line(("10%\r", style(foreground: .green)), ("20%\r", .plain))))
        #expect(parsed.plainText == "10%␍20%␍")
    }

    @Test("Every other C0 control and DEL is kept as a character and shown as its picture")
    func otherControlsKept() {
        for byte in UInt8(0)..<0x20 where ![0x09, 0x0A, 0x0D, 0x1B].contains(byte) {
            let scalar = Unicode.Scalar(byte)
            let parsed = block("a" + String(scalar) + "b")
            #expect(parsed.lines == [StyledText("a" + String(scalar) + "b")], "C0 \(byte)")
            let picture = Unicode.Scalar(0x2400 + UInt32(byte)).map(String.init) ?? ""
            #expect(parsed.plainText == "a" + picture + "b", "C0 \(byte)")
        }
        #expect(block("a\u{7F}b").plainText == "a␡b")
        #expect(block("a\u{7}b\u{8}c").encoded(for: .trueColor) == "a␇b␈c")
    }

    @Test("CAN and SUB cancel a sequence and are kept; the rest of the sequence is text")
    func cancel() {
        #expect(block("\(esc)[31\u{18}mx").lines == ["\u{18}mx"])
        #expect(block("\(esc)[31\u{1A}mx").plainText == "␚mx")
    }

    @Test("C1 controls and bidi controls as characters are kept, and the encoder shows them as �")
    func c1AndBidiKept() {
        #expect(block("a\u{9B}31mb\u{85}c").lines == ["a\u{9B}31mb\u{85}c"])
        #expect(block("a\u{9B}31mb\u{85}c").encoded(for: .trueColor) == "a�31mb�c")
        #expect(block("a\u{202E}b").encoded(for: .trueColor) == "a�b")
    }

    @Test("An unfinished escape sequence at the end is dropped")
    func unfinished() {
        for tail in [
            "\(esc)", "\(esc)[", "\(esc)[31", "\(esc)[38;2;1", "\(esc)]0;tit", "\(esc)P1", "\(esc)(",
            "\(esc)]8;;x\(esc)",
        ] {
            #expect(block("ab" + tail).lines == ["ab"], "\(Array(tail.unicodeScalars))")
        }
    }
}

@Suite("Styled strings in: hostile input never reaches the terminal")
struct StyledTextANSIHostileTests {
    /// Why `encoded` is unsafe, or nil: an ESC that does not start one of the
    /// encoder's own SGR sequences (`ESC [` digits and `;` `m`), or a raw C0
    /// control other than the line feed between lines, DEL or a C1 control.
    private func unsafeness(_ encoded: String) -> String? {
        let scalars = Array(encoded.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            if value == 0x1B {
                var end = index + 1
                guard end < scalars.count, scalars[end] == "[" else { return "ESC not followed by [ at \(index)" }
                end += 1
                while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
                guard end < scalars.count, scalars[end] == "m" else { return "ESC [ not an SGR at \(index)" }
                index = end + 1
                continue
            }
            if value < 0x20, value != 0x0A { return "C0 \(value) at \(index)" }
            if (0x7F...0x9F).contains(value) { return "DEL or C1 \(value) at \(index)" }
            index += 1
        }
        return nil
    }

    private func checkSafe(_ input: String, _ comment: @autoclosure () -> String) {
        let parsed = TextBlock(ansi: input)
        for support in ColorSupport.allCases {
            for isolating in [true, false] {
                let encoded = parsed.encoded(for: support, isolating: isolating)
                if let problem = unsafeness(encoded) {
                    Issue.record("\(comment()) \(support): \(problem)")
                }
                if support == .none, encoded.unicodeScalars.contains("\u{1B}") {
                    Issue.record("\(comment()): an escape in plain output")
                }
            }
        }
        let line = StyledText(ansi: input)
        let encoded = TextBlock(line).encoded(for: .trueColor)
        if let problem = unsafeness(encoded) { Issue.record("\(comment()) (one line): \(problem)") }
        if encoded.contains("\n") { Issue.record("\(comment()) (one line): a line feed") }
    }

    @Test("The checker finds what it must")
    func checkerCanFail() {
        #expect(unsafeness("a\u{1B}[1mb\u{1B}[0m\nc") == nil)
        #expect(unsafeness("a\u{1B}[2Jb") != nil)
        #expect(unsafeness("a\u{1B}]0;x\u{7}") != nil)
        #expect(unsafeness("a\u{7}") != nil)
        #expect(unsafeness("a\u{9B}") != nil)
        #expect(unsafeness("a\r") != nil)
    }

    @Test("Every C0 and C1 control, alone, after ESC and inside each kind of sequence")
    func everyControl() {
        var controls = (0..<0x20).compactMap { Unicode.Scalar($0) } + (0x7F...0x9F).compactMap { Unicode.Scalar($0) }
        controls.append("\u{FFFD}")
        let contexts = [
            "", "\u{1B}", "\u{1B}[", "\u{1B}[1;", "\u{1B}[?", "\u{1B}[1 ", "\u{1B}]0;t", "\u{1B}]8;;", "\u{1B}P",
            "\u{1B}_", "\u{1B}(",
        ]
        for context in contexts {
            for control in controls {
                checkSafe(
                    "a" + context + String(control) + "[31mb\u{1B}[0mc\n",
                    "\(Array(context.unicodeScalars)) + \(control.value)")
            }
        }
    }

    @Test("Truncated sequences, huge parameters and long strings")
    func truncatedAndHuge() {
        let sequences = [
            "\u{1B}[38;2;255;128;0m", "\u{1B}[38:2::1:2:3m", "\u{1B}]8;;https://example.com\u{1B}\\",
            "\u{1B}]52;c;aGk=\u{7}",
            "\u{1B}P1$r0m\u{1B}\\", "\u{1B}_Ga=T\u{1B}\\", "\u{1B}[?1049h", "\u{1B}(0", "é中👍🏽",
        ]
        for sequence in sequences {
            let scalars = Array(sequence.unicodeScalars)
            for cut in 0...scalars.count {
                var head = String.UnicodeScalarView()
                head.append(contentsOf: scalars[..<cut])
                checkSafe("x" + String(head) + "y\u{1B}[1mz", "cut \(cut) of \(scalars.map(\.value))")
                checkSafe("x" + String(head), "end cut \(cut) of \(scalars.map(\.value))")
            }
        }
        checkSafe("\u{1B}[" + String(repeating: "9", count: 10_000) + "mx", "a huge parameter")
        checkSafe("\u{1B}[" + String(repeating: "1;", count: 50_000) + "mx", "many parameters")
        checkSafe("\u{1B}[38;5;99999999;48;2;999;999;999mx", "colours out of range")
        checkSafe("\u{1B}]0;" + String(repeating: "\u{1B}[2J", count: 10_000) + "\u{7}x", "a long OSC")
        checkSafe("\u{1B}P" + String(repeating: "q#0", count: 10_000), "an unterminated DCS")
        #expect(
            TextBlock(ansi: "\u{1B}[38;5;99999999;48;2;999;999;999mx").lines[0].runs[0].style
                == style(foreground: .indexed(255), background: .rgb(255, 255, 255)))
    }

    @Test("Random bytes, seeded")
    func randomBytes() {
        var random = SplitMix64(seed: 0x5EED_0014)
        // Bytes weighted towards what starts and ends sequences.
        let interesting: [UInt8] = [
            0x1B, 0x5B, 0x5D, 0x50, 0x5F, 0x07, 0x5C, 0x3B, 0x3A, 0x6D, 0x0D, 0x0A, 0x09, 0x18, 0x9B, 0xC2,
        ]
        for round in 0..<400 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(random.next() % 200) {
                bytes.append(
                    random.next() % 2 == 0
                        ? interesting[Int(random.next() % UInt64(interesting.count))]
                        : UInt8(truncatingIfNeeded: random.next()))
            }
            checkSafe(String(decoding: bytes, as: UTF8.self), "round \(round): \(bytes)")
        }
    }
}

@Suite("Styled strings in: round trip")
struct StyledTextANSIRoundTripTests {
    /// `block` after what encoding for `support` changes: the pictures for
    /// controls, no spaces at the end of a line in a style that does not
    /// show them, colours downgraded, and at least one line.
    private func normalised(_ block: TextBlock, for support: ColorSupport) -> TextBlock {
        var lines: [StyledText] = block.lines.map { line in
            var runs = line.runs.map { run in
                var style = run.style
                if support != .none {
                    style.foreground = style.foreground.map { ColorDowngrade.color($0, for: support) }
                    style.background = style.background.map { ColorDowngrade.color($0, for: support) }
                } else {
                    style = .plain
                }
                var text = String.UnicodeScalarView()
                for scalar in run.text.unicodeScalars {
                    text.append(ANSIEncoder.visibleStandIn(for: scalar.value) ?? scalar)
                }
                return StyledText.Run(String(text), style: style)
            }
            while let last = runs.last {
                let showsSpaces =
                    last.style.background != nil || last.style.attributes.contains(.inverse)
                    || last.style.attributes.contains(.underline)
                if showsSpaces { break }
                var text = Substring(last.text)
                while text.unicodeScalars.last == " " { text = Substring(text.unicodeScalars.dropLast()) }
                if text.isEmpty {
                    runs.removeLast()
                } else {
                    runs[runs.count - 1].text = String(text)
                    break
                }
            }
            return StyledText(runs: runs)
        }
        if lines.isEmpty { lines = [StyledText()] }
        return TextBlock(lines)
    }

    private static let pieces =
        TextGenerator.pieces + ["a", "b", " ", "-", "x y", "é", "漢", "👩‍💻", "e\u{301}", "\u{301}"]

    private func randomStyle(_ random: inout SplitMix64) -> TextStyle {
        func color() -> TextColor? {
            switch random.next() % 5 {
            case 0: return nil
            case 1: return TextColor(.ansi(UInt8(random.next() % 16)))
            case 2: return .indexed(UInt8(truncatingIfNeeded: random.next()))
            case 3:
                return .rgb(
                    UInt8(truncatingIfNeeded: random.next()), UInt8(truncatingIfNeeded: random.next()),
                    UInt8(truncatingIfNeeded: random.next()))
            default: return nil
            }
        }
        guard random.next() % 4 != 0 else { return .plain }
        return TextStyle(
            foreground: color(), background: color(), attributes: TextAttributes(rawValue: UInt8(random.next() % 64)))
    }

    /// A block of 0–5 lines, empty lines included, whose runs often share a
    /// style with the run before (so that they merge) and split words and
    /// grapheme clusters between styles.
    private func randomBlock(_ random: inout SplitMix64) -> TextBlock {
        var lines: [StyledText] = []
        for _ in 0..<Int(random.next() % 6) {
            var runs: [StyledText.Run] = []
            var previous = TextStyle.plain
            for _ in 0..<Int(random.next() % 6) {
                var text = ""
                for _ in 0...Int(random.next() % 3) {
                    text += Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
                }
                let style = random.next() % 3 == 0 ? previous : randomStyle(&random)
                runs.append(StyledText.Run(text, style: style))
                previous = style
            }
            lines.append(StyledText(runs: runs))
        }
        return TextBlock(lines)
    }

    @Test("Fixed examples give back the same block")
    func examples() {
        let blocks: [TextBlock] = [
            TextBlock(StyledText("OK").bold().foreground(.green) + " saved"),
            TextBlock([
                StyledText("a").strikethrough(), StyledText(),
                StyledText("b", style: style(.inverse, background: .rgb(1, 2, 3))),
            ]),
            TextBlock([StyledText("漢字").foreground(.indexed(208)) + StyledText("👩‍💻").underline(), "plain"]),
            TextBlock([StyledText("e").bold() + StyledText("\u{301}").italic()]),
            TextBlock([StyledText("pad  ").background(.brightBlue), StyledText("ul ").underline()]),
            TextBlock([
                StyledText(
                    "x",
                    style: style(
                        [.bold, .dim, .italic, .underline, .inverse, .strikethrough], foreground: .brightWhite,
                        background: .black))
            ]),
            TextBlock([StyledText("مرحبا بالعالم").foreground(.red) + " ok"]),
        ]
        for original in blocks {
            #expect(withoutIsolates(TextBlock(ansi: original.encoded(for: .trueColor))) == original, "\(original)")
            #expect(TextBlock(ansi: original.encoded(for: .trueColor, isolating: false)) == original, "\(original)")
        }
        // What the normalisation removes.
        let trailing = TextBlock([StyledText("a  ") + StyledText("  ").bold(), StyledText("\t").foreground(.red)])
        #expect(
            TextBlock(ansi: trailing.encoded(for: .trueColor)) == TextBlock(["a", StyledText("␉").foreground(.red)]))
        #expect(TextBlock(ansi: TextBlock.empty.encoded(for: .trueColor)) == TextBlock([StyledText()]))
    }

    /// `block` without U+2067 and U+2069. The isolates in an encoding are
    /// the encoder's own (it escapes a block's), so this undoes exactly them.
    private func withoutIsolates(_ block: TextBlock) -> TextBlock {
        TextBlock(
            block.lines.map { line in
                StyledText(
                    runs: line.runs.map { run in
                        let kept = run.text.unicodeScalars.filter { $0 != "\u{2067}" && $0 != "\u{2069}" }
                        return StyledText.Run(String(String.UnicodeScalarView(kept)), style: run.style)
                    })
            })
    }

    @Test("Random blocks give back the normalised block, for every colour support", arguments: ColorSupport.allCases)
    func randomBlocks(support: ColorSupport) {
        var random = SplitMix64(seed: 0xA551_0014 &+ UInt64(support.rawValue))
        var failures = 0
        for round in 0..<3000 {
            let original = randomBlock(&random)
            let expected = normalised(original, for: support)
            let plain = TextBlock(ansi: original.encoded(for: support, isolating: false))
            let unisolated = withoutIsolates(TextBlock(ansi: original.encoded(for: support)))
            if plain != expected || unisolated != expected {
                failures += 1
                if failures <= 3 {
                    Issue.record(
                        "round \(round): \(original)\nexpected \(expected)\nplain    \(plain)\nisolated \(unisolated)")
                }
            }
        }
        #expect(failures == 0)
    }
}

@Suite("Styled strings in: a reference no one here wrote")
struct StyledTextANSIReferenceTests {
    /// Strings exactly as onevcat/Rainbow 4.2.2 writes them (its
    /// ConsoleStringGenerator: `ESC [` colour, background and style codes
    /// `m`, the text, `ESC [ 0 m` per segment; a nested string is split into
    /// segments, each restyled), printed by a scratch package depending on
    /// Rainbow 4.2.2 with `Rainbow.outputTarget = .console`:
    /// `"error".red`, `"ok".green.bold`, …, as named.
    @Test("Rainbow's output parses to the runs it styled")
    func rainbow() {
        let cases: [(String, String, TextBlock)] = [
            ("red", "\u{1B}[31merror\u{1B}[0m", TextBlock(StyledText("error").foreground(.red))),
            ("boldGreen", "\u{1B}[32;1mok\u{1B}[0m", TextBlock(StyledText("ok").foreground(.green).bold())),
            (
                "allStyles", "\u{1B}[1;2;3;4;7;9mx\u{1B}[0m",
                TextBlock(StyledText("x").bold().dim().italic().underline().inverse().strikethrough())
            ),
            (
                "lightColors", "\u{1B}[94;103ma\u{1B}[0m",
                TextBlock(StyledText("a").foreground(.brightBlue).background(.brightYellow))
            ),
            ("background", "\u{1B}[41mb\u{1B}[0m", TextBlock(StyledText("b").background(.red))),
            (
                "bit8", "\u{1B}[38;5;208;48;5;17mc\u{1B}[0m",
                TextBlock(StyledText("c").foreground(.indexed(208)).background(.indexed(17)))
            ),
            (
                "bit24", "\u{1B}[38;2;30;144;255;48;2;1;2;3md\u{1B}[0m",
                TextBlock(StyledText("d").foreground(.rgb(30, 144, 255)).background(.rgb(1, 2, 3)))
            ),
            (
                "nested: \"outer \\(\"inner\".bold) tail\".red",
                "\u{1B}[31mouter \u{1B}[0m\u{1B}[31;1minner\u{1B}[0m\u{1B}[31m tail\u{1B}[0m",
                TextBlock(
                    StyledText("outer ").foreground(.red) + StyledText("inner").foreground(.red).bold()
                        + StyledText(" tail").foreground(.red))
            ),
            (
                "nestedColor: \"a \\(\"b\".blue) c\".red",
                "\u{1B}[31ma \u{1B}[0m\u{1B}[34mb\u{1B}[0m\u{1B}[31m c\u{1B}[0m",
                TextBlock(
                    StyledText("a ").foreground(.red) + StyledText("b").foreground(.blue)
                        + StyledText(" c").foreground(.red))
            ),
            (
                "concat", "plain \u{1B}[33mwarn\u{1B}[0m end",
                TextBlock("plain " + StyledText("warn").foreground(.yellow) + " end")
            ),
            (
                "multiline: \"line1\\nline2\".magenta", "\u{1B}[35mline1\nline2\u{1B}[0m",
                TextBlock([StyledText("line1").foreground(.magenta), StyledText("line2").foreground(.magenta)])
            ),
            ("blink: \"z\".cyan.blink", "\u{1B}[36;5mz\u{1B}[0m", TextBlock(StyledText("z").foreground(.cyan).blink())),
            ("defaultColor", "\u{1B}[39mq\u{1B}[0m", TextBlock(StyledText("q"))),
            (
                "removeStyle: \"w\".bold.italic.removingStyle(.bold)", "\u{1B}[3mw\u{1B}[0m",
                TextBlock(StyledText("w").italic())
            ),
            ("wide", "\u{1B}[32;40m漢字👍🏽\u{1B}[0m", TextBlock(StyledText("漢字👍🏽").foreground(.green).background(.black))),
            (
                "mixedCodes", "\u{1B}[31;47;1;4mm\u{1B}[0m",
                TextBlock(StyledText("m").foreground(.red).background(.white).bold().underline())
            ),
        ]
        for (name, rainbow, expected) in cases {
            #expect(TextBlock(ansi: rainbow) == expected, "\(name)")
        }
    }

    private func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/ANSICaptures/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Captured in this repository with, for each name, the coloured and
    /// the uncoloured form of one command:
    ///
    /// - `git-log-graph`: `git -c color.ui=always|never log --graph --oneline --decorate=no -n 40 2e40e3c`
    /// - `git-show`: `git -c color.ui=always|never show --stat -p bd99347`
    /// - `ls-root`: `ls --color=always|never /` (GNU coreutils)
    /// - `grep`: `grep --color=always|never -rn "public init" Sources/DemoKitCore/Text` (GNU grep, whose
    ///   colours end with `ESC [ K`)
    @Test(
        "Real coloured output reads as the same command's uncoloured output",
        arguments: ["git-log-graph", "git-show", "ls-root", "grep"])
    func captures(name: String) throws {
        let coloured = try fixture(name + ".ansi")
        let plain = try fixture(name + ".txt")
        #expect(coloured.contains("\u{1B}["))
        let parsed = TextBlock(ansi: coloured)
        #expect(
            parsed.lines.map(\.plainText)
                == plain.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        #expect(parsed.hasStyles)
    }

    @Test("The captures' styles are the ones the tools chose")
    func captureStyles() throws {
        let ls = TextBlock(ansi: try fixture("ls-root.ansi"))
        let bin = ls.lines.first { $0.plainText == "bin" }
        #expect(bin?.runs == [StyledText.Run("bin", style: style(.bold, foreground: .cyan))])  // 01;36: a symlink
        let etc = ls.lines.first { $0.plainText == "etc" }
        #expect(etc?.runs == [StyledText.Run("etc", style: style(.bold, foreground: .blue))])  // 01;34: a directory

        let grep = TextBlock(ansi: try fixture("grep.ansi"))
        let first = grep.lines[0]
        #expect(first.runs.first?.style == style(foreground: .magenta))  // the file name
        #expect(first.runs.contains(StyledText.Run("public init", style: style(.bold, foreground: .red))))

        let graph = TextBlock(ansi: try fixture("git-log-graph.ansi"))
        #expect(
            graph.lines[1].runs == [
                StyledText.Run("|", style: style(foreground: .red)),
                StyledText.Run("\\", style: style(foreground: .green)),
                StyledText.Run("  "),
            ])
    }
}
