import Testing

@testable import DemoKitCore

/// Records what the parser reports, as readable tokens.
private struct Recorder: ANSIParserHandler {
    var tokens: [String] = []

    mutating func printASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        if let last = tokens.last, last.hasPrefix("text:") {
            tokens[tokens.count - 1] += text
        } else {
            tokens.append("text:" + text)
        }
    }

    mutating func print(_ scalar: Unicode.Scalar) {
        if let last = tokens.last, last.hasPrefix("text:") {
            tokens[tokens.count - 1].unicodeScalars.append(scalar)
        } else {
            tokens.append("text:" + String(scalar))
        }
    }

    mutating func execute(_ byte: UInt8) { tokens.append("exec:\(byte)") }

    mutating func dispatch(_ sequence: ANSIControlSequence) {
        var token = "csi:"
        if sequence.privateMarker != 0 { token += String(UnicodeScalar(sequence.privateMarker)) }
        token += sequence.parameters.values.enumerated().map { index, value in
            (index == 0 ? "" : sequence.parameters.isSubparameter(index) ? ":" : ";")
                + (value == ANSIParameters.omitted ? "" : String(value))
        }.joined()
        token += String(decoding: sequence.intermediates, as: UTF8.self)
        token += String(UnicodeScalar(sequence.final))
        tokens.append(token)
    }

    mutating func dispatchEscape(intermediates: [UInt8], final: UInt8) {
        tokens.append("esc:" + String(decoding: intermediates + [final], as: UTF8.self))
    }

    mutating func dispatchOSC(_ payload: [UInt8]) {
        tokens.append("osc:" + String(decoding: payload, as: UTF8.self))
    }
}

private func tokens(_ chunks: [[UInt8]]) -> [String] {
    var parser = ANSIParser()
    var recorder = Recorder()
    for chunk in chunks {
        chunk.withUnsafeBufferPointer { parser.parse($0, into: &recorder) }
    }
    parser.finish(into: &recorder)
    return recorder.tokens
}

private func tokens(_ text: String) -> [String] { tokens([Array(text.utf8)]) }

@Suite("ANSI parser")
struct ANSIParserTests {
    @Test("Text, controls and the common sequences")
    func common() {
        #expect(
            tokens("a\u{1B}[1;31mb\r\n\u{1B}[?25l\u{1B}[2 q\u{1B}7\u{1B}(B")
                == ["text:a", "csi:1;31m", "text:b", "exec:13", "exec:10", "csi:?25l", "csi:2 q", "esc:7", "esc:(B"])
    }

    @Test("Omitted parameters and colon sub-parameters")
    func parameters() {
        #expect(tokens("\u{1B}[;5H\u{1B}[38:2::1:2:3m\u{1B}[m") == ["csi:;5H", "csi:38:2::1:2:3m", "csi:m"])
    }

    @Test("OSC ends at BEL or ST; DCS, SOS, PM and APC are dropped whole")
    func strings() {
        #expect(
            tokens("\u{1B}]8;;https://x\u{7}link\u{1B}]8;;\u{1B}\\\u{1B}Pq#0;1\u{1B}\\\u{1B}_apc\u{7}end")
                == ["osc:8;;https://x", "text:link", "osc:8;;", "text:end"])
    }

    @Test("A sequence split across writes, even inside UTF-8, parses as if whole")
    func split() {
        let whole = Array("é\u{1B}[38;5;196mx界\u{1B}]0;title\u{7}".utf8)
        let expected = tokens([whole])
        for cut in 1..<whole.count {
            #expect(tokens([Array(whole[..<cut]), Array(whole[cut...])]) == expected, "cut at \(cut)")
        }
        #expect(expected == ["text:é", "csi:38;5;196m", "text:x界", "osc:0;title"])
    }

    @Test("Malformed UTF-8 prints U+FFFD and never swallows an escape")
    func malformedUTF8() {
        #expect(tokens([[0xC3, 0x1B, 0x5B, 0x6D, 0xFF, 0x41]]) == ["text:\u{FFFD}", "csi:m", "text:\u{FFFD}A"])
        #expect(tokens([[0xED, 0xA0, 0x80]]) == ["text:\u{FFFD}\u{FFFD}\u{FFFD}"])  // a surrogate
        #expect(tokens([[0xE2, 0x82]]) == ["text:\u{FFFD}"])  // cut short at the end
    }

    @Test("CAN cancels a sequence; C0 inside a sequence is executed; 8-bit C1 is not a control")
    func cancelAndExecute() {
        #expect(tokens("\u{1B}[12\u{18}x") == ["exec:24", "text:x"])
        #expect(tokens("\u{1B}[1\u{8}m") == ["exec:8", "csi:1m"])
        #expect(tokens([[0xC2, 0x9B, 0x41]]) == ["text:\u{9B}A"])
    }

    @Test("Values clamp, and a misplaced private marker drops the sequence")
    func clampAndIgnore() {
        #expect(tokens("\u{1B}[99999999A") == ["csi:65535A"])
        #expect(tokens("\u{1B}[1?2hz") == ["text:z"])
    }
}

@Suite("SGR")
struct SGRTests {
    private func style(_ parameters: String, from start: TextStyle = .plain) -> TextStyle {
        struct Styler: ANSIParserHandler {
            var style: TextStyle
            mutating func printASCII(_ bytes: UnsafeBufferPointer<UInt8>) {}
            mutating func print(_ scalar: Unicode.Scalar) {}
            mutating func execute(_ byte: UInt8) {}
            mutating func dispatch(_ sequence: ANSIControlSequence) { SGR.apply(sequence.parameters, to: &style) }
            mutating func dispatchEscape(intermediates: [UInt8], final: UInt8) {}
            mutating func dispatchOSC(_ payload: [UInt8]) {}
        }
        var parser = ANSIParser()
        var styler = Styler(style: start)
        parser.parse("\u{1B}[" + parameters + "m", into: &styler)
        return styler.style
    }

    @Test("Attributes and their resets")
    func attributes() {
        #expect(style("1;2;3;4;7;9").attributes == [.bold, .dim, .italic, .underline, .inverse, .strikethrough])
        let all = style("1;2;3;4;7;9")
        #expect(style("22;23;24;27;29", from: all).attributes.isEmpty)
        #expect(style("4:3").attributes == .underline)
        #expect(style("4:0", from: all).attributes == [.bold, .dim, .italic, .inverse, .strikethrough])
        #expect(style("21").attributes == .underline)
        #expect(style("", from: all) == .plain)
        #expect(style("0", from: all) == .plain)
    }

    @Test("The 16 colours, 256 colours and 24-bit colours in both forms")
    func colors() {
        #expect(style("31;42") == TextStyle(foreground: .red, background: .green))
        #expect(style("97;104") == TextStyle(foreground: .brightWhite, background: .brightBlue))
        #expect(style("38;5;196;48;5;21") == TextStyle(foreground: .indexed(196), background: .indexed(21)))
        #expect(style("38:5:196") == TextStyle(foreground: .indexed(196)))
        #expect(style("38;2;1;2;3;1") == TextStyle(foreground: .rgb(1, 2, 3), attributes: .bold))
        #expect(style("38:2:1:2:3;1") == TextStyle(foreground: .rgb(1, 2, 3), attributes: .bold))
        #expect(style("48:2::1:2:3") == TextStyle(background: .rgb(1, 2, 3)))
        #expect(style("38;2;300;2;3") == TextStyle(foreground: .rgb(255, 2, 3)))
        #expect(style("39;49", from: TextStyle(foreground: .red, background: .blue)) == .plain)
    }

    @Test("What the model cannot show is consumed with its arguments")
    func ignored() {
        #expect(style("58;2;1;2;3;1") == TextStyle(attributes: .bold))
        // Conceal (8) and overline (53) are consumed; blink (5) is kept.
        #expect(style("58:5:9;8;53;1") == TextStyle(attributes: .bold))
        #expect(style("58:5:9;5;8;53;1") == TextStyle(attributes: [.bold, .blink]))
        #expect(style("38;5") == .plain)
        #expect(style("38;2;1;2") == .plain)
    }
}
