import Testing
@testable import DemoKitRunner
@testable import DemoKitTerminal

@Suite struct KeyDecoderTests {
    private func decode(_ text: String) -> [BrowserKey] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    @Test func arrows_inCSIAndSS3Forms_decodeToArrowKeys() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
        #expect(decode("\u{1B}[1;2A") == [.up])
    }

    @Test func navigationKeys_inTheirCommonForms_decode() {
        #expect(decode("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}OH") == [.home, .end, .home, .end, .home])
        #expect(decode("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[Z") == [.pageUp, .pageDown, .delete, .backTab])
    }

    @Test func controlBytes_decodeToEnterTabBackspaceAndControlLetters() {
        #expect(decode("\r\n\t\u{7F}\u{08}") == [.enter, .enter, .tab, .backspace, .backspace])
        #expect(decode("\u{03}\u{0C}\u{15}") == [.control("c"), .control("l"), .control("u")])
    }

    @Test func loneEscape_isHeldUntilFlushed() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPendingInput)
    }

    @Test func escapeSequence_splitAcrossReads_decodesOnce() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("[".utf8)) == [])
        #expect(decoder.feed(Array("B".utf8)) == [.down])
    }

    @Test func escapeFollowedByALetter_isEscapeThenTheLetter() {
        #expect(decode("\u{1B}q") == [.escape, .character("q")])
        #expect(decode("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test func utf8Characters_evenSplitAcrossReads_decodeToCharacters() {
        #expect(decode("é日x") == [.character("é"), .character("日"), .character("x")])
        var decoder = KeyDecoder()
        let bytes = Array("日".utf8)
        #expect(decoder.feed(Array(bytes.prefix(1))) == [])
        #expect(decoder.feed(Array(bytes.dropFirst())) == [.character("日")])
    }

    @Test func invalidBytesAndUnknownSequences_areDropped() {
        #expect(decode("\u{1B}[99x") == [])
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xFF, UInt8(ascii: "a")]) == [.character("a")])
    }

    @Test func bracketedPaste_isOneKey_evenAcrossReads_andKeysAfterItDecode() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~q j".utf8)).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.feed(Array("\u{1B}[A\u{1B}[201~k".utf8)) == [.paste("q j\u{1B}[A"), .character("k")])
        #expect(!decoder.hasPendingInput)
    }
}
