import DemoKitCore
import DemoKitHeadless

/// Whether what a program wrote to a terminal is append-only, as a screen
/// reader needs it: text, new lines and styles, and nothing that moves the
/// cursor back, erases or rewrites (spinner frames, progress bars redrawn
/// with CR, a redrawn menu).
///
/// The bytes are played through DemoKitHeadless's ``VirtualTerminal`` one
/// control at a time, and each transcript (scrollback and screen) is
/// compared with the one before (``TranscriptHistory``): so a finding says
/// which rows were rewritten and how often, "rewrote row 3 twelve times".
/// The controls that move the cursor are counted by kind as well.
package struct AppendOnlyCheck: Sendable {
    /// How many times each kind of control that moves the cursor back or
    /// erases was written: `carriage return`, `cursor up`, `erase in line`.
    package private(set) var controls: [String: Int] = [:]
    /// Which rows were rewritten, how often.
    package private(set) var history = TranscriptHistory()
    /// Whether the program switched to the alternate screen.
    package private(set) var usedAlternateScreen = false

    /// Checks `bytes` written to a terminal of `columns` × `rows`.
    package init(bytes: [UInt8], columns: Int, rows: Int) {
        var terminal = VirtualTerminal(columns: columns, rows: rows)
        var start = 0
        var index = 0
        func flush(upTo end: Int) {
            guard end > start else { return }
            terminal.write(bytes: bytes[start..<end])
            start = end
            history.add(terminal.isAlternateScreen ? terminal.screen : terminal.transcript)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, let (length, kind) = Self.escape(bytes, at: index) {
                if let kind {
                    flush(upTo: index)
                    controls[kind, default: 0] += 1
                    if kind == "alternate screen" { usedAlternateScreen = true }
                }
                index += length
                continue
            }
            if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                index += 2
                continue
            }
            if byte == 0x0D || byte == 0x08 {
                flush(upTo: index)
                controls[byte == 0x0D ? "carriage return" : "backspace", default: 0] += 1
            }
            index += 1
        }
        flush(upTo: bytes.count)
    }

    /// Whether the output is append-only.
    package var isAppendOnly: Bool { history.total == 0 && !usedAlternateScreen }

    /// `rewrote row 3 twelve times (carriage return 12)`, or `nil` when the
    /// output is append-only.
    package var problem: String? {
        guard !isAppendOnly else { return nil }
        var parts: [String] = []
        if history.total > 0 { parts.append(history.summary) }
        if usedAlternateScreen { parts.append("drew on the alternate screen") }
        let kinds = controls.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            .map { "\($0.key) \($0.value)" }
        return parts.joined(separator: "; ") + (kinds.isEmpty ? "" : " (" + kinds.joined(separator: ", ") + ")")
    }

    /// The length of the escape sequence at `index` and, for one that moves
    /// the cursor back, erases or switches screens, its kind; `nil` when
    /// the sequence is not complete.
    static func escape(_ bytes: [UInt8], at index: Int) -> (Int, String?)? {
        guard index + 1 < bytes.count else { return nil }
        let next = bytes[index + 1]
        switch next {
        case 0x5B:  // CSI: parameters, then a final byte 0x40–0x7E.
            var end = index + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { return nil }
            let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
            let kind: String?
            switch bytes[end] {
            case UInt8(ascii: "A"), UInt8(ascii: "F"): kind = "cursor up"
            case UInt8(ascii: "B"), UInt8(ascii: "E"), UInt8(ascii: "C"): kind = nil  // down, forward: still append
            case UInt8(ascii: "D"): kind = "cursor back"
            case UInt8(ascii: "G"), UInt8(ascii: "`"): kind = "cursor to column"
            case UInt8(ascii: "H"), UInt8(ascii: "f"), UInt8(ascii: "d"): kind = "cursor position"
            case UInt8(ascii: "J"): kind = "erase in display"
            case UInt8(ascii: "K"): kind = "erase in line"
            case UInt8(ascii: "u"): kind = "restore cursor"
            case UInt8(ascii: "h") where ["?1049", "?47", "?1047"].contains(parameters): kind = "alternate screen"
            default: kind = nil
            }
            return (end - index + 1, kind)
        case 0x5D, 0x50, 0x5F, 0x5E:  // OSC, DCS, APC, PM: up to BEL or ST.
            var end = index + 2
            while end < bytes.count {
                if bytes[end] == 0x07 { return (end - index + 1, nil) }
                if bytes[end] == 0x1B, end + 1 < bytes.count, bytes[end + 1] == 0x5C { return (end - index + 2, nil) }
                end += 1
            }
            return nil
        case 0x28, 0x29, 0x2A, 0x2B:  // Character set designation: one more byte.
            return index + 2 < bytes.count ? (3, nil) : nil
        case UInt8(ascii: "8"): return (2, "restore cursor")
        case UInt8(ascii: "M"): return (2, "reverse index")
        case UInt8(ascii: "c"): return (2, "reset")
        default: return (2, nil)
        }
    }
}
