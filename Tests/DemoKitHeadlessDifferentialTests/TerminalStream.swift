/// A byte stream to feed a terminal, and the window it is fed to.
///
/// The stream is kept as pieces (a run of text, one control, one escape
/// sequence), so that a failing stream can be shrunk by dropping pieces and
/// still be made of whole sequences.
struct TerminalStream: Sendable, Hashable, CustomStringConvertible {
    /// The window's width, in columns.
    var columns: Int
    /// The window's height, in rows.
    var rows: Int
    /// The stream, in pieces, each a whole sequence or a run of text.
    var pieces: [[UInt8]]
    /// Where the stream comes from: `seed 42`, a fixture's name.
    var origin: String

    init(columns: Int, rows: Int, pieces: [[UInt8]], origin: String) {
        self.columns = columns
        self.rows = rows
        self.pieces = pieces
        self.origin = origin
    }

    init(columns: Int, rows: Int, bytes: [UInt8], origin: String) {
        self.init(columns: columns, rows: rows, pieces: [bytes], origin: origin)
    }

    init(columns: Int, rows: Int, text: String, origin: String = "hand-written") {
        self.init(columns: columns, rows: rows, bytes: Array(text.utf8), origin: origin)
    }

    /// The stream's bytes, in order.
    var bytes: [UInt8] { pieces.flatMap { $0 } }

    /// The stream as a readable string a shell's `printf` takes back.
    var escaped: String { Self.escape(bytes) }

    var description: String {
        "\(origin), \(columns) × \(rows), \(bytes.count) bytes: \(escaped)"
    }

    /// `bytes` as text a person can read and `printf '%b'` turns back into
    /// the same bytes: ESC as `\e`, the usual controls as `\r`, `\n`, `\b`,
    /// `\t`, other controls and invalid UTF-8 as `\xHH`, text as itself.
    static func escape(_ bytes: [UInt8]) -> String {
        var result = ""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B: result += "\\e"
            case 0x0D: result += "\\r"
            case 0x0A: result += "\\n"
            case 0x08: result += "\\b"
            case 0x09: result += "\\t"
            case 0x5C: result += "\\\\"
            case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(byte))
            case 0x00..<0x20, 0x7F: result += hex(byte)
            default:
                // A whole, valid UTF-8 scalar prints as itself.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                if length > 1, index + length <= bytes.count,
                    let text = String(validating: bytes[index..<(index + length)], as: UTF8.self),
                    text.unicodeScalars.count == 1
                {
                    result += text
                    index += length
                    continue
                }
                result += hex(byte)
            }
            index += 1
        }
        return result
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return "\\x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }
}
