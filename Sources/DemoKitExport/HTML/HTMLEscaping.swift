/// Escapes untrusted text (identifiers, titles, a demo's rendering, error
/// messages) for the places an exported page puts it, so that it can never
/// become markup or script.
package enum HTMLEscaping {
    /// `text` for an element's content or a quoted attribute value: `&`,
    /// `<`, `>`, `"` and `'` as character references.
    ///
    /// - Parameter text: Any text.
    /// - Returns: Text that reads the same and holds no markup.
    ///
    /// ```swift
    /// HTMLEscaping.text("<img onerror=x>")  // "&lt;img onerror=x&gt;"
    /// ```
    package static func text(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 })
        else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
