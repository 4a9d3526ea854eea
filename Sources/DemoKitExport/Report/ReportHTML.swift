import DemoKitCore
import Foundation

/// The report's text made safe for a page: what a terminal would act on
/// shown visibly, then escaped (``HTMLEscaping``), and styles as
/// ``StyledHTML``'s classes. Nothing a demo or an identifier
/// holds can become markup or script.
enum ReportHTML {
    /// Text as messages show it (``TerminalSafeText``): controls, bidi
    /// overrides and invisible characters made visible; with
    /// `keepingLines`, line breaks stay.
    static func visible(_ text: String, keepingLines: Bool = false) -> String {
        keepingLines ? TerminalSafeText.lines(text) : TerminalSafeText.oneLine(text)
    }

    /// A cell of a screen, escaped: C0 and C1 controls and DEL, which no
    /// golden holds raw, are shown as their pictures or codes; everything
    /// else, bidi isolates included (a right-to-left golden needs them), is
    /// drawn as the terminal draws it.
    static func cell(_ character: Character) -> String {
        let shown = character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
            ? TerminalSafeText.oneLine(String(character)) : String(character)
        return HTMLEscaping.text(shown)
    }

    /// A `<span>` with the style's classes (``StyledHTML``); `changed`
    /// marks it as a difference.
    static func span(_ html: String, style: TextStyle, changed: Bool) -> String {
        let classes = [StyledHTML.classes(for: style), changed ? "chg" : nil].compactMap { $0 }
        return classes.isEmpty ? html : "<span class=\"\(classes.joined(separator: " "))\">" + html + "</span>"
    }

    /// `value` as JSON that can sit inside `<script>`: sorted keys, and `<`,
    /// `>`, `&`, U+2028 and U+2029 escaped, so no text in it can close the
    /// element or end a line of script.
    static func scriptJSON(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        var result = ""
        for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "<": result += "\\u003C"
            case ">": result += "\\u003E"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
