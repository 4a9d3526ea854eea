/// Makes characters that do not show, or that a terminal would act on,
/// visible in a diff: trailing spaces, tabs, carriage returns, escape
/// sequences and other control, zero-width and non-breaking characters.
///
/// | Character | Shown as |
/// | - | - |
/// | trailing space | `␠` |
/// | tab | `␉` |
/// | carriage return | `␍` |
/// | line feed | `⏎`, as in the runner's one-line errors |
/// | escape (ANSI sequences) | `␛` (`␛[1m`) |
/// | other control characters | their Unicode control picture (`␀`, `␇`, `␡`) |
/// | no-break space | `⍽` |
/// | zero-width, bidirectional and other default-ignorable characters | `⟨U+200B⟩` |
///
/// Joiners, variation selectors and tag characters belong to ordinary text
/// (emoji sequences, Persian words, flags), so they are shown as codes only
/// where asked (`showingJoiners`): where a diff's changed lines would
/// otherwise look the same.
package enum InvisibleCharacters {
    /// The legend printed under a diff that shows any of these.
    package static let legend =
        "(␠ trailing space, ␉ tab, ␍ carriage return, ␛ escape, ⍽ no-break space, "
        + "⟨U+…⟩ invisible character)"

    /// `line` with every invisible character replaced by a visible one.
    ///
    /// - Parameters:
    ///   - line: The text, one line.
    ///   - showingJoiners: Whether joiners (U+200C, U+200D), variation
    ///     selectors and tag characters are shown as codes too.
    package static func visible(_ line: some StringProtocol, showingJoiners: Bool = false) -> String {
        let scalars = line.unicodeScalars
        var trailingSpaces = 0
        for scalar in scalars.reversed() {
            guard scalar == " " else { break }
            trailingSpaces += 1
        }
        let keptCount = scalars.count - trailingSpaces
        var result = String.UnicodeScalarView()
        var index = 0
        for scalar in scalars {
            defer { index += 1 }
            if index >= keptCount {
                result.append("\u{2420}")
                continue
            }
            let value = scalar.value
            switch value {
            case 0x20...0x7E:
                result.append(scalar)
            case 0x0A:
                result.append("\u{23CE}")
            case 0x00...0x1F:
                result.append(Unicode.Scalar(0x2400 + value) ?? "?")
            case 0x7F:
                result.append("\u{2421}")
            case 0xA0, 0x202F:
                result.append("\u{237D}")
            case 0x80...0x9F, 0x200B, 0x2060, 0xFEFF, 0x00AD, 0x061C, 0x200E, 0x200F,
                0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
                let hex = String(value, radix: 16, uppercase: true)
                let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                result.append(contentsOf: "⟨U+\(padded)⟩".unicodeScalars)
            default:
                if isHiddenInText(scalar, showingJoiners: showingJoiners) {
                    let hex = String(value, radix: 16, uppercase: true)
                    let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                    result.append(contentsOf: "⟨U+\(padded)⟩".unicodeScalars)
                } else {
                    result.append(scalar)
                }
            }
        }
        return String(result)
    }

    /// What `line` looks like in a diff: ``visible(_:showingJoiners:)``
    /// without the joiners, selectors and tags it leaves as they are. Two
    /// lines that look alike but differ differ in those.
    package static func appearance(_ line: some StringProtocol) -> String {
        var shown = visible(line).unicodeScalars
        shown.removeAll { $0.value >= 0xA0 && isHiddenInText($0, showingJoiners: true) }
        return String(shown)
    }

    /// Whether `scalar` is default-ignorable (drawn as nothing), and so
    /// shown as a code: U+034F, U+2060–U+2064, U+3164, U+FFA0, … and, when
    /// `showingJoiners`, also the joiners, variation selectors and tags that
    /// ordinary text uses.
    private static func isHiddenInText(_ scalar: Unicode.Scalar, showingJoiners: Bool) -> Bool {
        guard scalar.value >= 0xA0, scalar.properties.isDefaultIgnorableCodePoint else { return false }
        if showingJoiners { return true }
        switch scalar.value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0xE0020...0xE007F: return false
        default: return true
        }
    }

    /// Whether a terminal would act on `scalar` or not show it: a control,
    /// zero-width, bidirectional or separator character (not a space).
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200B, 0x2060, 0xFEFF, 0x00AD, 0x061C, 0x200E, 0x200F,
            0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
            return true
        default:
            return false
        }
    }

    /// Whether ``visible(_:)`` would change `line`.
    package static func containsInvisible(_ line: some StringProtocol) -> Bool {
        visible(line) != String(line)
    }
}
