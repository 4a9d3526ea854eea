import DemoKitCore
import Foundation

/// Text made safe for a page: escaped for HTML, with what a terminal would
/// act on shown visibly, and styles as CSS. Nothing a demo or an identifier
/// holds can become markup or script.
enum ReportHTML {
    /// `&`, `<`, `>`, `"` and `'` as entities.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

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
        return escape(shown)
    }

    /// A `<span>` with the style's colours and attributes, on the light
    /// background goldens are rendered for; `changed` marks it as a
    /// difference.
    static func span(_ html: String, style: TextStyle, changed: Bool) -> String {
        let css = self.css(style)
        if css.isEmpty, !changed { return html }
        var open = "<span"
        if changed { open += " class=\"d\"" }
        if !css.isEmpty { open += " style=\"\(css)\"" }
        return open + ">" + html + "</span>"
    }

    static func css(_ style: TextStyle) -> String {
        var foreground = style.foreground?.hexString
        var background = style.background?.hexString
        let attributes = style.attributes
        if attributes.contains(.inverse) {
            (foreground, background) = (background ?? "var(--bg)", foreground ?? "var(--fg)")
        }
        var parts: [String] = []
        if let foreground { parts.append("color:\(foreground)") }
        if let background { parts.append("background:\(background)") }
        if attributes.contains(.bold) { parts.append("font-weight:bold") }
        if attributes.contains(.dim) { parts.append("opacity:.65") }
        if attributes.contains(.italic) { parts.append("font-style:italic") }
        var lines: [String] = []
        if attributes.contains(.underline) { lines.append("underline") }
        if attributes.contains(.strikethrough) { lines.append("line-through") }
        if !lines.isEmpty { parts.append("text-decoration:" + lines.joined(separator: " ")) }
        return parts.joined(separator: ";")
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
