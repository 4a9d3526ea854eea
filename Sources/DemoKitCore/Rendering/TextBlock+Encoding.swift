extension TextBlock {
    /// The block as a string for a terminal with `colorSupport`.
    ///
    /// Lines are joined by `\n` (no final newline). Styles become ANSI SGR
    /// sequences, each styled run closed with a reset, and colours are
    /// downgraded to what the terminal shows; ``ColorSupport/none`` writes no
    /// escape sequence at all. Control characters, bidi controls and line
    /// and paragraph separators in the text are written as visible pictures
    /// (`␉`, `␛`, `␤`, `�`); then each run of right-to-left text is put
    /// between U+2067 RIGHT-TO-LEFT ISOLATE and U+2069 POP DIRECTIONAL
    /// ISOLATE, which take no column (see ``plainText`` for the text without
    /// them). Spaces at the end of a line are dropped unless a background,
    /// underline or inverse shows them. The same block always gives the same
    /// bytes.
    ///
    /// - Parameter colorSupport: What the terminal can show.
    /// - Returns: The text to write to the terminal.
    ///
    /// ```swift
    /// let output = try demo.render(in: context).encoded(for: context.colorSupport)
    /// print(output)
    /// ```
    public func encoded(for colorSupport: ColorSupport) -> String {
        encoded(for: colorSupport, isolating: true)
    }

    /// The block as a string for a terminal with `colorSupport`, with or
    /// without the isolates around right-to-left text.
    func encoded(for colorSupport: ColorSupport, isolating: Bool) -> String {
        var output = ""
        // One allocation up front instead of a regrowth every few lines: the
        // text itself, a newline per line and, with styles, room for each
        // run's SGR sequence and reset.
        var capacity = lines.count
        for line in lines {
            for run in line.runs { capacity += run.text.utf8.count + (colorSupport == .none ? 0 : 32) }
        }
        output.reserveCapacity(capacity)
        for (index, line) in lines.enumerated() {
            if index > 0 { output += "\n" }
            ANSIEncoder.append(line, to: &output, colorSupport: colorSupport, isolating: isolating)
        }
        return output
    }
}
