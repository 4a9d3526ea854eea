import DemoKitCore

/// Turns the output of `tmux capture-pane -p -e -N` into styled rows.
///
/// tmux writes each row's cells up to the last one written (see
/// `grid_string_cells` in tmux's grid.c), with SGR sequences only where the
/// style changes, and the style carries from one row to the next: the
/// capture is one stream, read here with DemoKitCore's `ANSIParser` and
/// `SGR`. Anything but SGR, text and LF in a capture is an error: tmux only
/// writes SO and SI besides, for DEC line drawing, which the generator never
/// selects.
struct TmuxCaptureParser: ANSIParserHandler {
    private(set) var lines: [StyledText] = [StyledText()]
    private(set) var unexpected: [String] = []
    private var style = TextStyle.plain

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
        lines[lines.count - 1].append(StyledText.Run(String(decoding: bytes, as: UTF8.self), style: style))
    }

    mutating func print(_ scalar: Unicode.Scalar) {
        lines[lines.count - 1].append(StyledText.Run(String(scalar), style: style))
    }

    mutating func execute(_ byte: UInt8) {
        if byte == 0x0A {
            lines.append(StyledText())
        } else {
            unexpected.append("control 0x\(String(byte, radix: 16))")
        }
    }

    mutating func dispatch(_ sequence: ANSIControlSequence) {
        if sequence.final == UInt8(ascii: "m"), sequence.privateMarker == 0, sequence.intermediates.isEmpty {
            SGR.apply(sequence.parameters, to: &style)
        } else {
            unexpected.append("CSI … \(Character(Unicode.Scalar(sequence.final)))")
        }
    }

    mutating func dispatchEscape(intermediates: [UInt8], final: UInt8) {
        unexpected.append("ESC \(Character(Unicode.Scalar(final)))")
    }

    mutating func dispatchOSC(_ payload: [UInt8]) {
        unexpected.append("OSC")
    }
}
