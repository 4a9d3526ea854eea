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
    /// <!-- not compiled: a line of a runner -->
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
        output.reserveCapacity(encodedCapacity(for: colorSupport))
        encode(to: &output, colorSupport: colorSupport, isolating: isolating)
        return output
    }

    /// ``encoded(for:)`` as UTF-8 bytes, made without a string in between:
    /// what a golden file is made from.
    package func encodedBytes(for colorSupport: ColorSupport) -> [UInt8] {
        var output = EncodedBytes()
        // One more for the newline a golden file ends with.
        output.bytes.reserveCapacity(encodedCapacity(for: colorSupport) + 1)
        encode(to: &output, colorSupport: colorSupport, isolating: true)
        return output.bytes
    }

    /// Room for the encoding, allocated once rather than regrown every few
    /// lines: an estimate from the number of lines (a count of every run's
    /// bytes costs as much as a regrowth), which a line longer than usual
    /// or styles may still outgrow.
    private func encodedCapacity(for colorSupport: ColorSupport) -> Int {
        lines.count * (colorSupport == .none ? 64 : 160)
    }

    private func encode<Output: EncodedOutput>(to output: inout Output, colorSupport: ColorSupport, isolating: Bool) {
        for index in lines.indices {
            if index > 0 { output.append("\n") }
            ANSIEncoder.append(lines[index], to: &output, colorSupport: colorSupport, isolating: isolating)
        }
    }
}
