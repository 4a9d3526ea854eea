/// The display width of one grapheme cluster: the rules behind
/// ``DisplayWidth/columns(of:)-(Character)``.
///
/// The rules, in order:
/// 1. An emoji followed by U+FE0F (emoji presentation, including keycaps)
///    takes 2. U+FE0E (text presentation) adds nothing: a base that is
///    East Asian Wide stays 2 (`⌚︎`), as terminals draw it.
/// 2. A pictographic emoji with a skin-tone modifier takes 2.
/// 3. An emoji ZWJ sequence takes the width of its first element, the
///    scalars before the first ZWJ: `👩‍💻` takes 2, and so does `❤️‍🔥`, whose
///    first element has U+FE0F, but the unqualified `❤‍🔥` takes 1, the width
///    of a text-default `❤`.
/// 4. Otherwise the scalars' widths are added, each as the generated table
///    gives it: East Asian Wide and Fullwidth 2; combining marks, joiners,
///    variation selectors and other default-ignorable code points 0; spacing
///    marks 1, or 2 when East Asian Wide (U+302E, U+16FF0); everything else
///    1, including ambiguous-width characters, regional indicators (so a
///    flag, a pair of them, takes 2 and a lone one 1) and the characters the
///    encoder shows as one visible picture (controls, bidi controls, line and
///    paragraph separators: see `ANSIEncoder.escapingControlCharacters`).
///
/// Rule 4 is what wcwidth-based terminals (tmux, xterm, VTE) draw, so a
/// Devanagari conjunct takes as many columns there as here; and it makes
/// widths additive: cutting text between clusters, or putting a lone mark
/// after a space or a frame, never changes the total. Only the emoji rules
/// are not additive, and every scalar they depend on is flagged complex in
/// the table, which is what lets `UTF8WidthScanner` add scalar widths
/// everywhere else.
enum GraphemeWidth {
    static let zeroWidthJoiner: UInt32 = 0x200D
    static let emojiPresentation: UInt32 = 0xFE0F
    static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF
    static let emojiModifiers: ClosedRange<UInt32> = 0x1F3FB...0x1F3FF

    /// Whether the scalar is a C0 control, DEL or a C1 control.
    @inline(__always)
    static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// The columns `character` takes in a terminal: 0, 1 or 2, and more only
    /// for clusters that terminals draw wider (a conjunct, CR LF).
    static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard let second = iterator.next() else {
            return first.value < 0x80 ? 1 : ownWidth(first, UnicodeWidthTable.widthClass(of: first.value))
        }
        let firstClass = UnicodeWidthTable.widthClass(of: first.value)
        if firstClass.isEmoji, second.value == emojiPresentation { return 2 }

        var total = ownWidth(first, firstClass)
        var previous = first.value
        var next: Unicode.Scalar? = second
        while let scalar = next {
            let value = scalar.value
            let scalarClass = UnicodeWidthTable.widthClass(of: value)
            if firstClass.isPictographic {
                if emojiModifiers.contains(value) { return 2 }
                // The first element's width: what came before this ZWJ.
                if previous == zeroWidthJoiner, scalarClass.isPictographic { return total }
            }
            total += ownWidth(scalar, scalarClass)
            previous = value
            next = iterator.next()
        }
        return total
    }

    /// The columns one scalar adds to its cluster.
    ///
    /// A code point unassigned in the table's Unicode version may be
    /// assigned in the standard library's, which is newer: if the standard
    /// library knows it as a nonspacing mark or a format character it takes
    /// no column, otherwise the table's default for its block.
    @inline(__always)
    static func ownWidth(_ scalar: Unicode.Scalar, _ scalarClass: ScalarWidthClass) -> Int {
        let width = scalarClass.width
        guard width > 0, scalarClass.isComplex, scalarClass.extendsCluster, !emojiModifiers.contains(scalar.value)
        else { return width }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return width
        }
    }
}
