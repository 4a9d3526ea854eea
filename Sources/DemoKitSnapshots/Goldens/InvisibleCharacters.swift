import DemoKitCore

/// What the snapshot diff shows beyond ``TerminalSafeText``: the differences
/// a diff must not hide although a terminal would not act on them.
///
/// Every scalar is first shown as `TerminalSafeText.shown(_:)` shows it
/// everywhere else (`␛`, `␉`, `␍`, `⟨U+202E⟩`, `⟨U+200B⟩`); on top of that:
///
/// | Character | Shown as |
/// | - | - |
/// | trailing space | `␠` |
/// | no-break space (U+00A0, U+202F) | `⍽` |
/// | joiners, variation selectors, tags, where asked (`showingJoiners`) | `⟨U+200D⟩` |
///
/// Joiners, variation selectors and tag characters belong to ordinary text
/// (emoji sequences, Persian words, flags), so the diff shows them as codes
/// only where its changed lines would otherwise look the same.
package enum InvisibleCharacters {
    /// The legend printed under a diff that shows any of these.
    package static let legend =
        "(␠ trailing space, ␉ tab, ␍ carriage return, ␛ escape, ⍽ no-break space, "
        + "⟨U+…⟩ invisible character)"

    /// `line` as the diff shows it.
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
            } else if let shown = TerminalSafeText.shown(scalar) {
                result.append(contentsOf: shown.unicodeScalars)
            } else if scalar.value == 0xA0 || scalar.value == 0x202F {
                result.append("\u{237D}")
            } else if showingJoiners, isJoinerSelectorOrTag(scalar) {
                result.append(contentsOf: TerminalSafeText.code(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// What `line` looks like in a diff: ``visible(_:showingJoiners:)``
    /// without the joiners, selectors and tags it leaves as they are. Two
    /// lines that look alike but differ differ in those.
    package static func appearance(_ line: some StringProtocol) -> String {
        var shown = visible(line).unicodeScalars
        shown.removeAll(where: isJoinerSelectorOrTag)
        return String(shown)
    }

    /// Whether `scalar` is drawn as nothing but left as it is by
    /// ``TerminalSafeText``, because ordinary text uses it: the joiners,
    /// variation selectors and tag characters.
    private static func isJoinerSelectorOrTag(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xA0 && scalar.properties.isDefaultIgnorableCodePoint && !TerminalSafeText.isActedOn(scalar)
    }
}
