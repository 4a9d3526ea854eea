/// A JSON document written by DemoKit itself, so that the same catalog gives
/// the same bytes: object keys in the order given (callers sort them), no
/// whitespace, and a string form that is safe inside an HTML `<script>`
/// element.
package indirect enum JSONValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// Members in the order written; ``object(sorting:)`` sorts them.
    case object([(String, JSONValue)])

    /// An object with its members sorted by key.
    package static func object(sorting members: [String: JSONValue]) -> JSONValue {
        .object(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// The compact JSON text. `<`, `>` and `&` are written as `\u003C`,
    /// `\u003E` and `\u0026`, and U+2028 and U+2029 as `\u2028` and
    /// `\u2029`, so the text can sit inside `<script>` (no `</script>` or
    /// `<!--` can appear) and be read by any JavaScript engine; control
    /// characters are escaped as JSON requires.
    package func serialized() -> String {
        var output = ""
        write(to: &output)
        return output
    }

    /// Appends the compact JSON text to `output`.
    package func write(to output: inout String) {
        switch self {
        case .string(let text): Self.writeString(text, to: &output)
        case .int(let value): output += String(value)
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.0, to: &output)
                output += ":"
                member.1.write(to: &output)
            }
            output += "}"
        }
    }

    /// Appends `text` as a JSON string literal.
    package static func writeString(_ text: String, to output: inout String) {
        output += "\""
        let needsEscape = text.utf8.contains { byte in
            byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0x3E || byte == 0x26
                || byte == 0xE2
        }
        guard needsEscape else {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: output += "\\\""
            case 0x5C: output += "\\\\"
            case 0x0A: output += "\\n"
            case 0x0D: output += "\\r"
            case 0x09: output += "\\t"
            case 0x00..<0x20, 0x3C, 0x3E, 0x26, 0x2028, 0x2029:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
