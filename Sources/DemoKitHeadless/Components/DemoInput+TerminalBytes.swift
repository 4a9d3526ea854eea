import DemoKitCore

extension DemoInput {
    /// The bytes a terminal sends a program for this input, as xterm does by
    /// default: what a component that reads its standard input sees.
    ///
    /// Enter is CR, Backspace DEL (0x7F), a control key its C0 code (Ctrl-C
    /// is 0x03); a paste's line breaks arrive as CR, as terminals send them.
    ///
    /// - Parameters:
    ///   - applicationCursorKeys: The program enabled DECCKM (`ESC [ ? 1 h`):
    ///     arrows, Home and End are sent as `ESC O A` instead of `ESC [ A`.
    ///   - bracketedPaste: The program enabled bracketed paste
    ///     (`ESC [ ? 2004 h`): a paste arrives between `ESC [ 200 ~` and
    ///     `ESC [ 201 ~`.
    /// - Returns: The bytes, in the order the terminal sends them.
    package func terminalBytes(applicationCursorKeys: Bool = false, bracketedPaste: Bool = false) -> [UInt8] {
        switch self {
        case .key(let key):
            return key.terminalBytes(applicationCursorKeys: applicationCursorKeys)
        case .paste(let text):
            var bytes: [UInt8] = []
            if bracketedPaste { bytes += Array("\u{1B}[200~".utf8) }
            var previousWasCR = false
            for byte in text.utf8 {
                if byte == 0x0A {
                    if !previousWasCR { bytes.append(0x0D) }
                } else {
                    bytes.append(byte)
                }
                previousWasCR = byte == 0x0D
            }
            if bracketedPaste { bytes += Array("\u{1B}[201~".utf8) }
            return bytes
        }
    }
}

extension KeyPress {
    /// The bytes a terminal sends for this key: see
    /// ``DemoInput/terminalBytes(applicationCursorKeys:bracketedPaste:)``.
    package func terminalBytes(applicationCursorKeys: Bool = false) -> [UInt8] {
        let escape: UInt8 = 0x1B
        func cursor(_ final: Character) -> [UInt8] {
            [escape, applicationCursorKeys ? UInt8(ascii: "O") : UInt8(ascii: "["), UInt8(ascii: final.unicodeScalars.first ?? "A")]
        }
        func tilde(_ code: Int) -> [UInt8] { [escape, UInt8(ascii: "[")] + Array("\(code)~".utf8) }
        switch self {
        case .character(let character): return Array(String(character).utf8)
        case .control(let character): return Self.controlBytes(character)
        case .up: return cursor("A")
        case .down: return cursor("B")
        case .right: return cursor("C")
        case .left: return cursor("D")
        case .home: return cursor("H")
        case .end: return cursor("F")
        case .pageUp: return tilde(5)
        case .pageDown: return tilde(6)
        case .enter: return [0x0D]
        case .escape: return [escape]
        case .tab: return [0x09]
        case .backTab: return [escape, UInt8(ascii: "["), UInt8(ascii: "Z")]
        case .backspace: return [0x7F]
        case .delete: return tilde(3)
        case .function(let number):
            switch number {
            case 1...4: return [escape, UInt8(ascii: "O"), UInt8(ascii: "P") + UInt8(number - 1)]
            case 5: return tilde(15)
            case 6...10: return tilde(number + 11)
            case 11, 12: return tilde(number + 12)
            default: return []  // No terminal sends F13 and up without modifiers.
            }
        }
    }

    /// Ctrl with a letter is its C0 code (Ctrl-C is 0x03); Ctrl with `@`,
    /// `[`, `\`, `]`, `^`, `_`, space and `?` are the codes terminals send.
    private static func controlBytes(_ character: Character) -> [UInt8] {
        guard let ascii = character.asciiValue else { return Array(String(character).utf8) }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return [ascii - 0x60]
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return [ascii - 0x40]
        case UInt8(ascii: "@"), UInt8(ascii: " "): return [0x00]
        case UInt8(ascii: "["), UInt8(ascii: "\\"), UInt8(ascii: "]"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            return [ascii - 0x40]
        case UInt8(ascii: "?"): return [0x7F]
        default: return [ascii]
        }
    }
}
