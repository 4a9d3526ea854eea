extension TextBlock {
    /// The block as a string for a terminal with `colorSupport`.
    ///
    /// Lines are joined by `\n` (no final newline). Styles become ANSI SGR
    /// sequences, each styled run closed with a reset, and colours are
    /// downgraded to what the terminal shows; ``ColorSupport/none`` writes no
    /// escape sequence at all. Control characters in the text are written as
    /// visible pictures (`␉`, `␛`), and spaces at the end of a line are
    /// dropped unless a background, underline or inverse shows them. The
    /// same block always gives the same bytes.
    ///
    /// - Parameter colorSupport: What the terminal can show.
    /// - Returns: The text to write to the terminal.
    ///
    /// ```swift
    /// let output = try demo.render(in: context).encoded(for: context.colorSupport)
    /// print(output)
    /// ```
    public func encoded(for colorSupport: ColorSupport) -> String {
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
            ANSIEncoder.append(line, to: &output, colorSupport: colorSupport)
        }
        return output
    }
}
