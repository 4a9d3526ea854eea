import DemoKitCore
@testable import DemoKitBrowser
@testable import DemoKitTerminal
import Testing

@Suite struct KeyDecoderTests {
    private func decode(_ text: String) -> [DemoInput] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    @Test func arrows_inCSIAndSS3Forms_decodeToArrowKeys() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.key(.up), .key(.down), .key(.right), .key(.left)])
        #expect(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.key(.up), .key(.down), .key(.right), .key(.left)])
        #expect(decode("\u{1B}[1;2A") == [.key(.up)])
    }

    @Test func navigationKeys_inTheirCommonForms_decode() {
        #expect(decode("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}OH") == [.key(.home), .key(.end), .key(.home), .key(.end), .key(.home)])
        #expect(decode("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[Z") == [.key(.pageUp), .key(.pageDown), .key(.delete), .key(.backTab)])
    }

    @Test func controlBytes_decodeToEnterTabBackspaceAndControlLetters() {
        #expect(decode("\r\n\t\u{7F}\u{08}") == [.key(.enter), .key(.enter), .key(.tab), .key(.backspace), .key(.backspace)])
        #expect(decode("\u{03}\u{0C}\u{15}") == [.key(.control("c")), .key(.control("l")), .key(.control("u"))])
    }

    @Test func loneEscape_isHeldUntilFlushed() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [.key(.escape)])
        #expect(!decoder.hasPendingInput)
    }

    @Test func escapeSequence_splitAcrossReads_decodesOnce() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("[".utf8)) == [])
        #expect(decoder.feed(Array("B".utf8)) == [.key(.down)])
    }

    @Test func escapeFollowedByALetter_isEscapeThenTheLetter() {
        #expect(decode("\u{1B}q") == [.key(.escape), .key(.character("q"))])
        #expect(decode("\u{1B}\u{1B}[A") == [.key(.escape), .key(.up)])
    }

    @Test func utf8Characters_evenSplitAcrossReads_decodeToCharacters() {
        #expect(decode("é日x") == [.key(.character("é")), .key(.character("日")), .key(.character("x"))])
        var decoder = KeyDecoder()
        let bytes = Array("日".utf8)
        #expect(decoder.feed(Array(bytes.prefix(1))) == [])
        #expect(decoder.feed(Array(bytes.dropFirst())) == [.key(.character("日"))])
    }

    @Test func invalidBytesAndUnknownSequences_areDropped() {
        #expect(decode("\u{1B}[99x") == [])
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xFF, UInt8(ascii: "a")]) == [.key(.character("a"))])
    }

    @Test func bracketedPaste_isOneKey_evenAcrossReads_andKeysAfterItDecode() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~q j".utf8)).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.feed(Array("\u{1B}[A\u{1B}[201~k".utf8)) == [.paste("q j\u{1B}[A"), .key(.character("k"))])
        #expect(!decoder.hasPendingInput)
    }

    @Test func functionKeys_inEveryFormTerminalsSend() {
        // xterm: SS3 P–S for F1–F4, CSI 15~ … 24~ for F5–F12; rxvt: CSI 11~ … 14~.
        #expect(decode("\u{1B}OP\u{1B}OQ\u{1B}OR\u{1B}OS") == (1...4).map { .key(.function($0)) })
        #expect(decode("\u{1B}[11~\u{1B}[12~\u{1B}[13~\u{1B}[14~") == (1...4).map { .key(.function($0)) })
        #expect(
            decode("\u{1B}[15~\u{1B}[17~\u{1B}[18~\u{1B}[19~\u{1B}[20~\u{1B}[21~\u{1B}[23~\u{1B}[24~")
                == (5...12).map { .key(.function($0)) })
        #expect(decode("\u{1B}[1;2P\u{1B}[16~") == [.key(.function(1))])
    }

    @Test func controlWithPunctuation_isAControlKey() {
        #expect(decode("\u{1D}\u{1C}\u{1F}") == [.key(.control("]")), .key(.control("\\")), .key(.control("_"))])
    }
}
