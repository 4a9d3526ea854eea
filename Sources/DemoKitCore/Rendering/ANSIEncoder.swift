/// Writes styled text for a terminal: SGR escape sequences for styles,
/// colours downgraded to what the terminal shows, control characters made
/// visible, right-to-left text isolated (see ``BidiIsolation``), and no
/// trailing space that shows nothing.
package enum ANSIEncoder {
    /// Appends `line` to `output`. Each styled run is opened with its SGR
    /// sequence and closed with a reset (`ESC [ 0 m`), so no style leaks into
    /// the next run, line or prompt; ``ColorSupport/none`` writes no escape
    /// sequence at all. With `isolating`, runs of right-to-left text are put
    /// between U+2067 and U+2069 once the text is escaped (see
    /// ``BidiIsolation``).
    static func append<Output: EncodedOutput>(
        _ line: StyledText, to output: inout Output, colorSupport: ColorSupport, isolating: Bool = true
    ) {
        var pen: SGRPen?
        append(line, to: &output, colorSupport: colorSupport, isolating: isolating, pen: &pen)
    }

    /// Appends `line` to `output` as ``append(_:to:colorSupport:isolating:)``
    /// does, or, given a `pen`, with each run styled by the change from the
    /// pen before it (``SGRPen/appendChange(to:to:)``) and no reset after
    /// it: `pen` is then left as the last run's, for the caller to carry on
    /// from or reset.
    static func append<Output: EncodedOutput>(
        _ line: StyledText, to output: inout Output, colorSupport: ColorSupport, isolating: Bool,
        pen: inout SGRPen?
    ) {
        let runs = line.runs
        // Trailing spaces that show nothing are dropped, so no line ends in
        // a space: runs of spaces alone are not written (`kept`), and the
        // last one written may lose its own (`trimmedLast`). Runs are read
        // in place by index: a copy of each would retain and release it.
        var kept = runs.count
        var trimmedLast: String?
        while kept > 0, !showsSpaces(runs[kept - 1].style, colorSupport: colorSupport),
            runs[kept - 1].text.endsInSpace
        {
            let trimmed = runs[kept - 1].text.droppingTrailingSpaces()
            if !trimmed.isEmpty {
                trimmedLast = trimmed
                break
            }
            kept -= 1
        }
        func text(at index: Int) -> String {
            if index == kept - 1, let trimmedLast { return trimmedLast }
            return runs[index].text
        }
        // Nearly every line a demo renders is printable ASCII: nothing to
        // escape, nothing to isolate, found in one pass. Most other lines have
        // no right-to-left letter: escape each run as it is written, with no
        // array of escaped texts to build first.
        let isPrintableASCII = (0..<kept).allSatisfy { PrintableASCII.isWhole(text(at: $0)) }
        let mayIsolate = isolating && !isPrintableASCII
            && (0..<kept).contains { BidiIsolation.mayContainRightToLeft(text(at: $0)) }
        let texts = mayIsolate ? (0..<kept).map { escapingControlCharacters(text(at: $0)) } : []
        var isolates = IsolatingWriter(texts)
        for index in 0..<kept {
            let escaped = mayIsolate
                ? texts[index] : (isPrintableASCII ? text(at: index) : escapingControlCharacters(text(at: index)))
            if let current = pen {
                let next = SGRPen(runs[index].style, colorSupport: colorSupport)
                current.appendChange(to: next, to: &output)
                pen = next
                isolates.append(escaped, to: &output)
                continue
            }
            let styled = colorSupport != .none && !runs[index].style.isPlain
            if styled {
                output.append("\u{1B}[")
                appendSGRCodes(for: runs[index].style, colorSupport: colorSupport, to: &output)
                output.append("m")
            }
            isolates.append(escaped, to: &output)
            if styled { output.append("\u{1B}[0m") }
        }
    }

    /// Whether a space in `style` is visible: only a background, inverse or
    /// underline shows it, and only when styles are written at all.
    static func showsSpaces(_ style: TextStyle, colorSupport: ColorSupport) -> Bool {
        guard colorSupport != .none else { return false }
        return style.background != nil || style.attributes.contains(.inverse)
            || style.attributes.contains(.underline)
    }

    /// The text with every character that would act on the terminal, or
    /// hide, replaced by a visible stand-in one column wide (see
    /// ``visibleStandIn(for:)``).
    ///
    /// The encoder applies it to every run of demo text, where each
    /// stand-in must take the one column the layout measured (so goldens
    /// keep their widths). A control character would move the cursor or
    /// change the terminal's state, an escape in a demo's text could restyle
    /// everything after it, a bidi override could reorder what follows it,
    /// and a line separator could break a line where the layout did not.
    /// Text that is not laid out (messages, `list`, reports) is shown by
    /// ``TerminalSafeText`` instead, in its more informative forms.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The text with each such character replaced; the same
    ///   string when it has none.
    ///
    /// ```swift
    /// ANSIEncoder.escapingControlCharacters("a\u{1B}[2Jb\u{202E}c")  // "a␛[2Jb�c"
    /// ```
    package static func escapingControlCharacters(_ text: String) -> String {
        guard mayContainControls(text) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(visibleStandIn(for: scalar.value) ?? scalar)
        }
        return String(result)
    }

    /// The visible stand-in for a scalar that must not reach the terminal as
    /// it is, or `nil` for any other scalar.
    ///
    /// - C0 controls: their control pictures, U+2400–U+241F (`␉`, `␊`, `␛`);
    ///   DEL: `␡`; C1 controls (U+0080–U+009F): `�`.
    /// - U+2028 LINE SEPARATOR: `␤`; U+2029 PARAGRAPH SEPARATOR: `¶`.
    /// - The bidi controls (Bidi_Control: U+061C ALM, U+200E LRM, U+200F RLM,
    ///   the embeddings and overrides U+202A–U+202E, the isolates
    ///   U+2066–U+2069), the deprecated shaping and swapping controls
    ///   U+206A–U+206F and the interlinear annotation controls U+FFF9–U+FFFB:
    ///   `�`.
    ///
    /// Each stand-in takes one column, and the width table gives each of
    /// these scalars one column, so measuring the text and drawing it agree.
    /// Other invisible characters pass: joiners and variation selectors
    /// build emoji and shape Persian (U+200C), and neither moves the cursor
    /// nor reorders anything.
    @inline(__always)
    package static func visibleStandIn(for value: UInt32) -> Unicode.Scalar? {
        if value < 0x20 { return Unicode.Scalar(0x2400 + value) }
        if value == 0x7F { return "\u{2421}" }
        if value < 0x80 { return nil }
        if value <= 0x9F { return "\u{FFFD}" }
        switch value {
        case 0x2028: return "\u{2424}"
        case 0x2029: return "\u{00B6}"
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x206F, 0xFFF9...0xFFFB: return "\u{FFFD}"
        default: return nil
        }
    }

    /// Whether `text` has a scalar with a visible stand-in, read from its
    /// UTF-8 bytes: C0 and DEL are single bytes; C1 controls are C2 80–9F;
    /// U+061C is D8 9C; U+200E, U+200F and U+2028–U+202E are E2 80 8E–8F
    /// and A8–AE; U+2066–U+206F are E2 81 A6–AF; U+FFF9–U+FFFB are EF BF
    /// B9–BB. Box drawing and other E2 text, common in frames, is passed
    /// over without decoding.
    static func mayContainControls(_ text: String) -> Bool {
        let check = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
            let count = bytes.count
            var index = PrintableASCII.prefixCount(bytes)
            while index < count {
                let byte = bytes[index]
                index += 1
                if byte < 0x20 || byte == 0x7F { return true }
                guard byte >= 0xC2, index < count else { continue }
                let second = bytes[index]
                switch byte {
                case 0xC2: if second <= 0x9F { return true }
                case 0xD8: if second == 0x9C { return true }
                case 0xE2, 0xEF:
                    guard index + 1 < count else { continue }
                    let third = bytes[index + 1]
                    if byte == 0xE2, second == 0x80, third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) {
                        return true
                    }
                    if byte == 0xE2, second == 0x81, (0xA6...0xAF).contains(third) { return true }
                    if byte == 0xEF, second == 0xBF, (0xB9...0xBB).contains(third) { return true }
                default: break
                }
            }
            return false
        }
        return text.utf8.withContiguousStorageIfAvailable(check) ?? Array(text.utf8).withUnsafeBufferPointer(check)
    }

    /// Appends the SGR parameters for `style`, separated by `;`.
    static func appendSGRCodes<Output: EncodedOutput>(
        for style: TextStyle, colorSupport: ColorSupport, to output: inout Output
    ) {
        var first = true
        forEachSGRCode(for: style, colorSupport: colorSupport) { code in
            if !first { output.append(";") }
            output.append(code)
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
        if style.attributes.contains(.blink) { body("5") }
        if style.attributes.contains(.inverse) { body("7") }
        if style.attributes.contains(.strikethrough) { body("9") }
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
