import DemoKitCore
import DemoKitTerminal
import Testing

@testable import DemoKitHeadless

@Suite("Keys as terminal bytes")
struct TerminalBytesTests {
    static let keys: [KeyPress] =
        [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .tab, .backTab, .backspace, .delete]
        + (1...12).map { KeyPress.function($0) }
        // One scalar each: the decoder reads a multi-scalar cluster such as
        // 👩‍💻 as the keys of its scalars, as terminals deliver them.
        + ["a", "Z", "é", "界", "🦀", " "].map { KeyPress.character($0) }
        + ["a", "c", "z", "@", "\\", "]", "^", "_"].map { KeyPress.control($0) }

    @Test("Every key decodes back to itself through the runner's own key decoder, in both cursor modes")
    func roundTrip() {
        for applicationMode in [false, true] {
            for key in Self.keys {
                var decoder = KeyDecoder()
                let bytes = key.terminalBytes(applicationCursorKeys: applicationMode)
                let decoded = decoder.feed(bytes) + decoder.flush()
                #expect(decoded == [.key(key)], "\(key) as \(bytes), application mode \(applicationMode)")
            }
        }
    }

    @Test("Escape is a lone ESC, and the common keys are xterm's bytes")
    func xtermBytes() {
        #expect(KeyPress.escape.terminalBytes() == [0x1B])
        #expect(KeyPress.up.terminalBytes() == Array("\u{1B}[A".utf8))
        #expect(KeyPress.up.terminalBytes(applicationCursorKeys: true) == Array("\u{1B}OA".utf8))
        #expect(KeyPress.control("c").terminalBytes() == [0x03])
        #expect(KeyPress.enter.terminalBytes() == [0x0D])
        #expect(KeyPress.backspace.terminalBytes() == [0x7F])
        #expect(KeyPress.function(5).terminalBytes() == Array("\u{1B}[15~".utf8))
        #expect(KeyPress.function(11).terminalBytes() == Array("\u{1B}[23~".utf8))
    }

    @Test("A paste is bracketed when the program asked for it, and its line breaks arrive as CR")
    func paste() {
        #expect(DemoInput.paste("a\nb\r\nc").terminalBytes() == Array("a\rb\rc".utf8))
        #expect(DemoInput.paste("x").terminalBytes(bracketedPaste: true) == Array("\u{1B}[200~x\u{1B}[201~".utf8))
        var decoder = KeyDecoder()
        #expect(decoder.feed(DemoInput.paste("two\nlines").terminalBytes(bracketedPaste: true)) == [.paste("two\rlines")])
    }
}
