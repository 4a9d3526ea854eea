extension TextBlock {
    /// The block as a string for a terminal with `colorSupport`: lines joined
    /// by `\n` (no final newline), trailing unstyled spaces removed, styles as
    /// ANSI SGR sequences, or none at all for ``ColorSupport/none``.
    public func encoded(for colorSupport: ColorSupport) -> String {
        var output = ""
        for (index, line) in lines.enumerated() {
            if index > 0 { output += "\n" }
            ANSIEncoder.append(line, to: &output, colorSupport: colorSupport)
        }
        return output
    }
}
