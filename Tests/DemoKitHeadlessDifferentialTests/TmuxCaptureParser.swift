import DemoKitCore

/// Turns the output of `tmux capture-pane -p -e -N` into styled rows.
///
/// tmux writes each row's cells up to the last one written (see
/// `grid_string_cells` in tmux's grid.c), with SGR sequences only where the
/// style changes, and the style carries from one row to the next: the
/// capture is one stream, read here with DemoKitCore's `ANSIParser` and
/// `SGR`. Anything but SGR, text, LF, SO and SI in a capture is an error.
/// tmux keeps a character written in DEC special graphics as its ASCII byte
/// and writes SO before such cells and SI after them; they are read here as
/// tmux draws them on a UTF-8 terminal, with tmux's own table
/// (`tty_acs_table` in tty-acs.c), not the headless terminal's.
struct TmuxCaptureParser: ANSIParserHandler {
    private(set) var lines: [StyledText] = [StyledText()]
    private(set) var unexpected: [String] = []
    private var style = TextStyle.plain
    private var isShiftedOut = false

    /// tmux's tty-acs.c: what each ASCII character of a cell in the
    /// graphics set looks like.
    private static let lineDrawing: [Character: Character] = [
        "+": "\u{2192}", ",": "\u{2190}", "-": "\u{2191}", ".": "\u{2193}", "0": "\u{25AE}",
        "`": "\u{25C6}", "a": "\u{2592}", "b": "\u{2409}", "c": "\u{240C}", "d": "\u{240D}",
        "e": "\u{240A}", "f": "\u{00B0}", "g": "\u{00B1}", "h": "\u{2424}", "i": "\u{240B}",
        "j": "\u{2518}", "k": "\u{2510}", "l": "\u{250C}", "m": "\u{2514}", "n": "\u{253C}",
        "o": "\u{23BA}", "p": "\u{23BB}", "q": "\u{2500}", "r": "\u{23BC}", "s": "\u{23BD}",
        "t": "\u{251C}", "u": "\u{2524}", "v": "\u{2534}", "w": "\u{252C}", "x": "\u{2502}",
        "y": "\u{2264}", "z": "\u{2265}", "{": "\u{03C0}", "|": "\u{2260}", "}": "\u{00A3}",
        "~": "\u{00B7}",
    ]

    /// The rows of `capture`, one per LF-terminated line.
    static func rows(of capture: [UInt8]) throws -> [StyledText] {
        var handler = TmuxCaptureParser()
        var parser = ANSIParser()
        capture.withUnsafeBufferPointer { parser.parse($0, into: &handler) }
        parser.finish(into: &handler)
        guard handler.unexpected.isEmpty else {
            throw TmuxError("tmux's capture holds what it should not: \(handler.unexpected.joined(separator: ", "))")
        }
        var lines = handler.lines
        // Every row ends with LF, so the last "line" is the empty rest.
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    mutating func printASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
        var text = String(decoding: bytes, as: UTF8.self)
        if isShiftedOut { text = String(text.map { Self.lineDrawing[$0] ?? $0 }) }
        lines[lines.count - 1].append(StyledText.Run(text, style: style))
    }

    mutating func print(_ scalar: Unicode.Scalar) {
        lines[lines.count - 1].append(StyledText.Run(String(scalar), style: style))
    }

    mutating func execute(_ byte: UInt8) {
        if byte == 0x0A {
            lines.append(StyledText())
        } else if byte == 0x0E || byte == 0x0F {
            isShiftedOut = byte == 0x0E
        } else {
            unexpected.append("control 0x\(String(byte, radix: 16))")
        }
    }

    mutating func dispatch(_ sequence: ANSIControlSequence) {
        if sequence.final == UInt8(ascii: "m"), sequence.privateMarker == 0, sequence.intermediates.isEmpty {
            SGR.apply(Self.overlineAsWritten(sequence.parameters), to: &style)
        } else {
            unexpected.append("CSI … \(Character(Unicode.Scalar(sequence.final)))")
        }
    }

    /// The parameters with tmux 3.3a's overline put back: its capture
    /// writes every code of 10 or more as `%d:%d` (grid.c,
    /// `grid_string_cells_code`, meant for `4:2`), so SGR 53 comes out as
    /// `5:3`, which would read as blink.
    private static func overlineAsWritten(_ parameters: ANSIParameters) -> ANSIParameters {
        var values: [Int] = []
        var subparameters: Set<Int> = []
        var index = 0
        while index < parameters.count {
            if parameters.values[index] == 5, index + 1 < parameters.count, parameters.isSubparameter(index + 1),
                parameters.values[index + 1] == 3
            {
                values.append(53)
                index += 2
                continue
            }
            if parameters.isSubparameter(index) { subparameters.insert(values.count) }
            values.append(parameters.values[index])
            index += 1
        }
        return ANSIParameters(values, subparameters: subparameters)
    }

    mutating func dispatchEscape(intermediates: [UInt8], final: UInt8) {
        unexpected.append("ESC \(Character(Unicode.Scalar(final)))")
    }

    mutating func dispatchOSC(_ payload: [UInt8]) {
        unexpected.append("OSC")
    }
}
