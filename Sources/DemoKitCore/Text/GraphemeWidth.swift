/// The display width of one grapheme cluster: the rules behind
/// `Character.displayWidth`.
///
/// The rules, in order:
/// 1. A control character (C0, DEL, C1) is written as one visible picture
///    (see `ANSIEncoder.escapingControlCharacters`), so it takes one column;
///    CR LF takes two.
/// 2. Regional indicators: a pair (a flag) takes 2, a lone one 1.
/// 3. An emoji followed by U+FE0F (emoji presentation, including keycaps)
///    takes 2; followed by U+FE0E (text presentation) it takes 1.
/// 4. A pictographic emoji with a skin-tone modifier, or an emoji ZWJ
///    sequence, takes 2.
/// 5. Otherwise the widths of the scalars are added. The first counts its
///    own width: East Asian Wide and Fullwidth 2; combining marks, joiners,
///    variation selectors and other default-ignorable code points 0;
///    everything else, ambiguous width included, 1. Of the scalars that
///    continue the cluster, marks and other extenders count 0, but
///    halfwidth katakana sound marks (1) and skin-tone swatches after
///    something that is not an emoji (2) count, since terminals draw them
///    in cells of their own; scalars joined to the first (Hangul leading
///    jamo, prepended marks, conjunct consonants) count their width.
///
/// Rule 5 keeps widths additive wherever text can be cut without cutting a
/// cluster: a lone mark or swatch that later follows a space or a frame
/// adds what it added on its own.
enum GraphemeWidth {
    static let zeroWidthJoiner: UInt32 = 0x200D
    static let textPresentation: UInt32 = 0xFE0E
    static let emojiPresentation: UInt32 = 0xFE0F
    static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF
    static let emojiModifiers: ClosedRange<UInt32> = 0x1F3FB...0x1F3FF
    static let halfwidthSoundMarks: ClosedRange<UInt32> = 0xFF9E...0xFF9F

    /// Whether the scalar is a C0 control, DEL or a C1 control.
    @inline(__always)
    static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// The columns `character` takes in a terminal: 0, 1 or 2, and more only
    /// for degenerate clusters that terminals draw wider.
    static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard let second = iterator.next() else {
            return first.value < 0x80 ? 1 : ownWidth(first, UnicodeWidthTable.widthClass(of: first.value))
        }
        let firstClass = UnicodeWidthTable.widthClass(of: first.value)

        if isControl(first.value) {
            return 2 + iteratorCount(&iterator)  // CR LF; controls stand alone otherwise
        }
        if regionalIndicators.contains(first.value) {
            return regionalIndicators.contains(second.value) ? 2 : 1
        }
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
            if emojiModifiers.contains(value) {
                if firstClass.isPictographic { return 2 }
                total += scalarClass.width
            } else if previous == zeroWidthJoiner, firstClass.isPictographic, scalarClass.isPictographic {
                return 2
            } else if !scalarClass.extendsCluster {
                total += ownWidth(scalar, scalarClass)
            } else if halfwidthSoundMarks.contains(value) {
                total += 1
            }
            previous = value
            next = iterator.next()
        }
        return total
    }

    /// The width of a scalar that starts a cluster or is joined to its
    /// first scalar.
    ///
    /// A code point unassigned in the table's Unicode version may be
    /// assigned in the standard library's, which is newer: if the standard
    /// library knows it as a mark or a format character it takes no column.
    @inline(__always)
    static func ownWidth(_ scalar: Unicode.Scalar, _ scalarClass: ScalarWidthClass) -> Int {
        let width = scalarClass.width
        guard width > 0, scalarClass.isComplex, scalarClass.extendsCluster,
            !emojiModifiers.contains(scalar.value), !halfwidthSoundMarks.contains(scalar.value)
        else { return width }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format: return 0
        default: return width
        }
    }

    private static func iteratorCount(_ iterator: inout Character.UnicodeScalarView.Iterator) -> Int {
        var count = 0
        while iterator.next() != nil { count += 1 }
        return count
    }
}
