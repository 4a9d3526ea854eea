/// The one way text that is not the runner's own (titles, identifiers,
/// filters, typed paths, error messages of demos, the program's own name)
/// reaches a terminal.
///
/// Every character a terminal would act on or not show is replaced by the
/// visible stand-in the text model uses for demo text
/// (`ANSIEncoder.escapingControlCharacters`): an escape becomes `␛`, so an
/// OSC 52 clipboard write or an OSC 2 title change in a demo title is
/// printed, never executed. The runner's output streams apply ``lines(_:)``
/// to everything they write, except demo renderings, which the encoder has
/// already made safe; code that lays text out (the `list` tree) applies it
/// first, so that widths are those of what is shown.
package enum TerminalSafeText {
    /// `text` with line feeds kept and every other character a terminal
    /// would act on shown visibly.
    package static func lines(_ text: String) -> String {
        // Split on the byte, not the Character ("\r\n" is one Character and
        // its CR must be shown); most lines come back unchanged at once.
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var first = true
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if !first { result += "\n" }
            first = false
            result += ANSIEncoder.escapingControlCharacters(String(Substring(line)))
        }
        return result
    }

    /// `text` on one line: a line feed becomes `⏎` and everything else is as
    /// ``lines(_:)`` shows it, so a typed value or a demo's error cannot split
    /// an `error:` line or drive the terminal.
    package static func oneLine(_ text: String) -> String {
        lines(text).replacingLineFeeds(with: "⏎")
    }

    /// Encoded JSON with every character that ``lines(_:)`` would change,
    /// but for the whitespace between values, written as a `\uXXXX` escape
    /// instead.
    ///
    /// The data is unchanged (a JSON reader decodes the same strings, control
    /// characters and bidirectional marks included), and the text is safe to
    /// print: JSON allows these characters only inside strings, where the
    /// escape means the same. (An encoder already escapes line feeds, tabs
    /// and carriage returns inside strings, so those found here are layout.)
    package static func json(_ encoded: String) -> String {
        let mustEscape = { (scalar: Unicode.Scalar) in
            scalar != "\n" && scalar != "\t" && scalar != "\r" && isActedOn(scalar)
        }
        guard encoded.unicodeScalars.contains(where: mustEscape) else { return encoded }
        var result = String.UnicodeScalarView()
        for scalar in encoded.unicodeScalars {
            guard mustEscape(scalar) else {
                result.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                result.append(contentsOf: "\\u".unicodeScalars)
                let hex = String(unit, radix: 16, uppercase: true)
                result.append(contentsOf: (String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            }
        }
        return String(result)
    }

    /// Whether a terminal would act on `scalar`, or not show it, so that
    /// ``lines(_:)`` replaces it. A line feed counts: JSON needs it escaped.
    package static func isActedOn(_ scalar: Unicode.Scalar) -> Bool {
        if (0x20...0x7E).contains(scalar.value) { return false }
        let text = String(scalar)
        return ANSIEncoder.escapingControlCharacters(text) != text
    }
}

extension String {
    /// The text with each line feed replaced by `replacement`, without
    /// Foundation's `NSString` bridging.
    fileprivate func replacingLineFeeds(with replacement: Unicode.Scalar) -> String {
        guard utf8.contains(UInt8(ascii: "\n")) else { return self }
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            scalars.append(scalar == "\n" ? replacement : scalar)
        }
        return String(scalars)
    }
}
