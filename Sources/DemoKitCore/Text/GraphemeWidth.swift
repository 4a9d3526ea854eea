/// The display width of one grapheme cluster: the rules behind
/// `Character.displayWidth`.
///
/// The rules, in order:
/// 1. An emoji followed by U+FE0F (emoji presentation, including keycaps)
///    takes 2; followed by U+FE0E (text presentation) it takes 1.
/// 2. A pictographic emoji with a skin-tone modifier, or an emoji ZWJ
///    sequence, takes 2.
/// 3. Otherwise the scalars' widths are added, each as the generated table
///    gives it: East Asian Wide and Fullwidth 2; combining marks, joiners,
///    variation selectors and other default-ignorable code points 0;
///    everything else 1, including ambiguous-width characters, spacing
///    marks, regional indicators (so a flag, a pair of them, takes 2 and a
///    lone one 1) and control characters (each is written as one visible
///    picture, see `ANSIEncoder.escapingControlCharacters`).
///
/// Rule 3 is what wcwidth-based terminals (tmux, xterm, VTE) draw, so a
/// Devanagari conjunct takes as many columns there as here; and it makes
/// widths additive: cutting text between clusters, or putting a lone mark
/// after a space or a frame, never changes the total. Only the emoji rules
/// are not additive, and every scalar they depend on is flagged complex in
/// the table, which is what lets `UTF8WidthScanner` add scalar widths
/// everywhere else.
enum GraphemeWidth {
    static let zeroWidthJoiner: UInt32 = 0x200D
    static let textPresentation: UInt32 = 0xFE0E
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
        if firstClass.isEmoji {
            if second.value == emojiPresentation { return 2 }
            if second.value == textPresentation { return 1 }
        }

        var total = ownWidth(first, firstClass)
        var previous = first.value
        var next: Unicode.Scalar? = second
        while let scalar = next {
            let value = scalar.value
            let scalarClass = UnicodeWidthTable.widthClass(of: value)
            if firstClass.isPictographic {
                if emojiModifiers.contains(value) { return 2 }
                if previous == zeroWidthJoiner, scalarClass.isPictographic { return 2 }
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
