import DemoKitCore

/// Turns the bytes a terminal sends in raw mode into ``DemoInput`` values:
/// key presses and bracketed pastes.
///
/// Terminals send arrows and other special keys as escape sequences
/// (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`), and the Escape key as a lone `ESC`.
/// A lone `ESC` at the end of the input may be the start of a sequence whose
/// rest has not arrived yet, so it is held back: the caller waits briefly for
/// more input and calls ``flush()`` if none comes.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed(Array("\u{1B}[Bq".utf8))  // [.key(.down), .key(.character("q"))]
/// ```
package struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    package init() {}

    /// Whether bytes are held back, waiting to see if they start a sequence.
    package var hasPendingInput: Bool { !pending.isEmpty }

    /// Decodes `bytes`, after anything held back from the previous call.
    ///
    /// - Parameter bytes: What was read from the terminal.
    /// - Returns: The complete keys; an unfinished sequence or UTF-8
    ///   character is kept for the next call.
    package mutating func feed(_ bytes: [UInt8]) -> [DemoInput] {
        pending.append(contentsOf: bytes)
        return decode(final: false)
    }

    /// Decodes what is held back as if no more input will come: a lone `ESC`
    /// becomes the Escape key.
    package mutating func flush() -> [DemoInput] {
        decode(final: true)
    }

    private mutating func decode(final: Bool) -> [DemoInput] {
        var keys: [DemoInput] = []
        var index = 0
        while index < pending.count {
            switch Self.decodeOne(pending, from: index, final: final) {
            case .key(let key, let length):
                if let key { keys.append(.key(key)) }
                index += length
            case .paste(let text, let length):
                keys.append(.paste(text))
                index += length
            case .incomplete:
                pending.removeFirst(index)
                return keys
            }
        }
        pending.removeAll(keepingCapacity: true)
        return keys
    }

    private enum Step {
        case key(KeyPress?, length: Int)
        case paste(String, length: Int)
        case incomplete
    }

    private static func decodeOne(_ bytes: [UInt8], from start: Int, final: Bool) -> Step {
        let byte = bytes[start]
        switch byte {
        case 0x1B:
            return decodeEscape(bytes, from: start, final: final)
        case 0x0D, 0x0A:
            return .key(.enter, length: 1)
        case 0x09:
            return .key(.tab, length: 1)
        case 0x7F, 0x08:
            return .key(.backspace, length: 1)
        case 0x01...0x1A:
            let letter = Character(Unicode.Scalar(byte + 0x60))
            return .key(.control(letter), length: 1)
        case 0x00, 0x1C...0x1F:
            // Ctrl-@ (Ctrl-Space), Ctrl-\, Ctrl-], Ctrl-^, Ctrl-_.
            return .key(.control(Character(Unicode.Scalar(byte + 0x40))), length: 1)
        case 0x20...0x7E:
            return .key(.character(Character(Unicode.Scalar(byte))), length: 1)
        default:
            return decodeUTF8(bytes, from: start, final: final)
        }
    }

    private static func decodeEscape(_ bytes: [UInt8], from start: Int, final: Bool) -> Step {
        guard start + 1 < bytes.count else {
            return final ? .key(.escape, length: 1) : .incomplete
        }
        let introducer = bytes[start + 1]
        switch introducer {
        case UInt8(ascii: "["):
            return decodeCSI(bytes, from: start, final: final)
        case UInt8(ascii: "O"):
            guard start + 2 < bytes.count else {
                return final ? .key(.escape, length: 1) : .incomplete
            }
            return .key(ss3Key(bytes[start + 2]), length: 3)
        case 0x1B:
            // Two escapes: the first was the Escape key on its own.
            return .key(.escape, length: 1)
        default:
            // Alt with a key, or Escape typed just before a key: the Escape
            // counts, and the next key is decoded on its own.
            return .key(.escape, length: 1)
        }
    }

    /// `ESC [` parameters (0x30–0x3F), intermediates (0x20–0x2F), final
    /// (0x40–0x7E).
    private static func decodeCSI(_ bytes: [UInt8], from start: Int, final: Bool) -> Step {
        var index = start + 2
        while index < bytes.count, (0x20...0x3F).contains(bytes[index]) {
            index += 1
        }
        guard index < bytes.count else {
            return final ? .key(nil, length: bytes.count - start) : .incomplete
        }
        let finalByte = bytes[index]
        let length = index - start + 1
        guard (0x40...0x7E).contains(finalByte) else {
            // Not a sequence after all; drop the introducer.
            return .key(.escape, length: 2)
        }
        let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        let first = parameters.split(separator: ";").first.flatMap { Int($0) }
        if finalByte == UInt8(ascii: "~"), first == 200 {
            return decodePaste(bytes, from: index + 1, sequenceStart: start, final: final)
        }
        switch finalByte {
        case UInt8(ascii: "A"): return .key(.up, length: length)
        case UInt8(ascii: "B"): return .key(.down, length: length)
        case UInt8(ascii: "C"): return .key(.right, length: length)
        case UInt8(ascii: "D"): return .key(.left, length: length)
        case UInt8(ascii: "H"): return .key(.home, length: length)
        case UInt8(ascii: "F"): return .key(.end, length: length)
        case UInt8(ascii: "Z"): return .key(.backTab, length: length)
        case UInt8(ascii: "P")...UInt8(ascii: "S"):
            // xterm sends F1–F4 as `ESC [ 1 ; m P` when a modifier is held.
            return .key(.function(Int(finalByte - UInt8(ascii: "P")) + 1), length: length)
        case UInt8(ascii: "~"):
            switch first {
            case 1, 7: return .key(.home, length: length)
            case 4, 8: return .key(.end, length: length)
            case 3: return .key(.delete, length: length)
            case 5: return .key(.pageUp, length: length)
            case 6: return .key(.pageDown, length: length)
            case .some(let code) where (11...15).contains(code): return .key(.function(code - 10), length: length)
            case .some(let code) where (17...21).contains(code): return .key(.function(code - 11), length: length)
            case .some(let code) where code == 23 || code == 24: return .key(.function(code - 12), length: length)
            default: return .key(nil, length: length)
            }
        default:
            return .key(nil, length: length)
        }
    }

    /// The text up to `ESC [201~`. A paste cut short (its end never came)
    /// is kept whole when the input is flushed.
    private static func decodePaste(_ bytes: [UInt8], from start: Int, sequenceStart: Int, final: Bool) -> Step {
        let end: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "2"), UInt8(ascii: "0"), UInt8(ascii: "1"), UInt8(ascii: "~")]
        var index = start
        while index + end.count <= bytes.count {
            if bytes[index] == 0x1B, Array(bytes[index..<(index + end.count)]) == end {
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                return .paste(text, length: index + end.count - sequenceStart)
            }
            index += 1
        }
        guard final else { return .incomplete }
        return .paste(String(decoding: bytes[start...], as: UTF8.self), length: bytes.count - sequenceStart)
    }

    private static func ss3Key(_ byte: UInt8) -> KeyPress? {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        default: nil
        }
    }

    private static func decodeUTF8(_ bytes: [UInt8], from start: Int, final: Bool) -> Step {
        let lead = bytes[start]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .key(nil, length: 1)
        }
        guard start + length <= bytes.count else {
            return final ? .key(nil, length: bytes.count - start) : .incomplete
        }
        let slice = bytes[start..<(start + length)]
        guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else {
            return .key(nil, length: 1)
        }
        let text = String(decoding: slice, as: UTF8.self)
        guard let character = text.first, !text.contains("\u{FFFD}") else {
            return .key(nil, length: length)
        }
        return .key(.character(character), length: length)
    }
}
