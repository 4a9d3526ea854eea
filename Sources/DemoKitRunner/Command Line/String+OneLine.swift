extension String {
    /// The text made safe for a one-line message on a terminal: a newline
    /// becomes `⏎` and other control characters their Unicode control
    /// pictures (ESC → `␛`), so that typed input or a demo's error cannot
    /// split an `error:` line or drive the terminal.
    package var oneLineForTerminal: String {
        guard unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
            return self
        }
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x0A:
                result.append("⏎")
            case 0..<0x20:
                result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case 0x7F:
                result.append("\u{2421}")
            case 0x80...0x9F:
                result.append("\u{FFFD}")
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }
}
