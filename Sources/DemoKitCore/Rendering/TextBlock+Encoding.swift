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
        output.reserveCapacity(encodedCapacity(for: colorSupport))
        encode(to: &output, colorSupport: colorSupport, isolating: isolating)
        return output
    }

    /// The block's encoding for `colorSupport` (``encoded(for:)``) as UTF-8
    /// bytes, with one newline after the last line that is not blank and
    /// none after it: a golden file's bytes, made without a string in
    /// between.
    package func encodedLines(for colorSupport: ColorSupport) -> [UInt8] {
        var output = EncodedBytes()
        output.bytes.reserveCapacity(encodedCapacity(for: colorSupport) + 1)
        encode(to: &output, colorSupport: colorSupport, isolating: true)
        while output.bytes.last == UInt8(ascii: "\n") { output.bytes.removeLast() }
        output.bytes.append(UInt8(ascii: "\n"))
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
