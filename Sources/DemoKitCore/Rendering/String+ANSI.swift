extension String {
    /// The text without ANSI escape sequences, as a terminal without colour
    /// would show it.
    ///
    /// Removes control sequences (`ESC [ … final`, such as SGR styles and
    /// cursor moves), operating system commands (`ESC ] … BEL` or
    /// `ESC ] … ESC \`) and other two-character escapes, then the spaces at
    /// the end of each line, which only a background, underline or inverse
    /// made visible. For any block, stripping its encoding for a colour
    /// terminal gives exactly its plain encoding.
    ///
    /// - Returns: The text with every escape sequence and trailing space
    ///   removed.
    ///
    /// ```swift
    /// let coloured = block.encoded(for: .trueColor)
    /// assert(coloured.strippingANSI() == block.encoded(for: .none))
    /// ```
    package func strippingANSI() -> String {
        var result = String.UnicodeScalarView()
        var pendingSpaces = 0
        var scalars = unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "\u{1B}":
                Self.skipEscapeSequence(&scalars)
            case " ":
                pendingSpaces += 1
            case "\n":
                pendingSpaces = 0
                result.append(scalar)
            default:
                if pendingSpaces > 0 {
                    result.append(contentsOf: repeatElement(" ", count: pendingSpaces))
                    pendingSpaces = 0
                }
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Consumes the rest of an escape sequence whose ESC was just read.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let introducer = scalars.next() else { return }
        switch introducer {
        case "[":
            // CSI: parameter and intermediate bytes, then one final byte.
            while let scalar = scalars.next() {
                if (0x40...0x7E).contains(scalar.value) { return }
            }
        case "]", "P", "X", "^", "_":
            // OSC, DCS, SOS, PM, APC: a string ended by BEL or ST (ESC \).
            while let scalar = scalars.next() {
                if scalar == "\u{07}" { return }
                if scalar == "\u{1B}" {
                    _ = scalars.next()
                    return
                }
            }
        default:
            // A two-character escape such as ESC 7 or ESC c; intermediate
            // bytes (0x20–0x2F) come before its final byte.
            var scalar = introducer
            while (0x20...0x2F).contains(scalar.value), let next = scalars.next() {
                scalar = next
            }
        }
    }
}
