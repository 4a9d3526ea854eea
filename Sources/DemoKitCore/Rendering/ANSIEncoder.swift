/// Writes styled text for a terminal: SGR escape sequences for styles,
/// colours downgraded to what the terminal shows, control characters made
/// visible, and no trailing space that shows nothing.
package enum ANSIEncoder {
    /// Appends `line` to `output`. Each styled run is opened with its SGR
    /// sequence and closed with a reset (`ESC [ 0 m`), so no style leaks into
    /// the next run, line or prompt; ``ColorSupport/none`` writes no escape
    /// sequence at all.
    static func append(_ line: StyledText, to output: inout String, colorSupport: ColorSupport) {
        var runs = line.runs
        // Trailing spaces that show nothing are dropped, so no line ends in a space.
        while let last = runs.last, !showsSpaces(last.style, colorSupport: colorSupport) {
            let trimmed = last.text.droppingTrailingSpaces()
            if trimmed.isEmpty {
                runs.removeLast()
            } else {
                runs[runs.count - 1].text = trimmed
                break
            }
        }
        for run in runs {
            let text = escapingControlCharacters(run.text)
            guard colorSupport != .none, !run.style.isPlain else {
                output += text
                continue
            }
            output += "\u{1B}["
            appendSGRCodes(for: run.style, colorSupport: colorSupport, to: &output)
            output += "m"
            output += text
            output += "\u{1B}[0m"
        }
    }

    /// Whether a space in `style` is visible: only a background, inverse or
    /// underline shows it, and only when styles are written at all.
    static func showsSpaces(_ style: TextStyle, colorSupport: ColorSupport) -> Bool {
        guard colorSupport != .none else { return false }
        return style.background != nil || style.attributes.contains(.inverse)
            || style.attributes.contains(.underline)
    }

    /// The text with every control character replaced by a visible stand-in
    /// one column wide: C0 controls by their control pictures (`␉`, `␊`,
    /// `␛`), DEL by `␡`, C1 controls by `�`. A control character would move
    /// the cursor or change the terminal's state, and an escape in a demo's
    /// text could restyle everything after it.
    package static func escapingControlCharacters(_ text: String) -> String {
        guard mayContainControls(text), text.unicodeScalars.contains(where: { GraphemeWidth.isControl($0.value) })
        else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20, let picture = Unicode.Scalar(0x2400 + scalar.value) {
                result.append(picture)
            } else if scalar.value == 0x7F {
                result.append("\u{2421}")
            } else if (0x80...0x9F).contains(scalar.value) {
                result.append("\u{FFFD}")
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `text` has a byte that may belong to a control character:
    /// C0 and DEL are single bytes, C1 controls (U+0080–U+009F) are
    /// encoded as C2 80–C2 9F.
    static func mayContainControls(_ text: String) -> Bool {
        let check = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
            for byte in bytes where byte < 0x20 || byte == 0x7F || byte == 0xC2 { return true }
            return false
        }
        return text.utf8.withContiguousStorageIfAvailable(check) ?? text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
    }

    /// Appends the SGR parameters for `style`, separated by `;`.
    static func appendSGRCodes(for style: TextStyle, colorSupport: ColorSupport, to output: inout String) {
        var first = true
        forEachSGRCode(for: style, colorSupport: colorSupport) { code in
            if !first { output += ";" }
            output += code
            first = false
        }
    }

    /// The SGR parameters for `style`: attributes first, then foreground and
    /// background colours downgraded for `colorSupport`.
    static func sgrCodes(for style: TextStyle, colorSupport: ColorSupport) -> [String] {
        var codes: [String] = []
        forEachSGRCode(for: style, colorSupport: colorSupport) { codes.append($0) }
        return codes
    }

    private static func forEachSGRCode(
        for style: TextStyle, colorSupport: ColorSupport, _ body: (String) -> Void
    ) {
        if style.attributes.contains(.bold) { body("1") }
        if style.attributes.contains(.dim) { body("2") }
        if style.attributes.contains(.italic) { body("3") }
        if style.attributes.contains(.underline) { body("4") }
        if style.attributes.contains(.inverse) { body("7") }
        if let foreground = style.foreground {
            body(colorCode(foreground, colorSupport: colorSupport, background: false))
        }
        if let background = style.background {
            body(colorCode(background, colorSupport: colorSupport, background: true))
        }
    }

    /// `31`, `91`, `38;5;208` or `38;2;255;128;0` (and the `4x`/`10x`/`48`
    /// forms for a background).
    static func colorCode(_ color: TextColor, colorSupport: ColorSupport, background: Bool) -> String {
        let downgraded = ColorDowngrade.color(color, for: colorSupport)
        switch downgraded.storage {
        case .ansi(let index):
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return String(base + Int(index % 8))
        case .indexed(let index):
            return (background ? "48;5;" : "38;5;") + String(index)
        case .rgb(let red, let green, let blue):
            return (background ? "48;2;" : "38;2;") + "\(red);\(green);\(blue)"
        }
    }
}
