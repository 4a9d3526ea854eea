/// How one Unicode scalar counts towards the display width of the grapheme
/// cluster it belongs to, as read from ``UnicodeWidthTable``.
///
/// The bits are those written by `Scripts/generate-unicode-width-table.py`.
struct ScalarWidthClass: Hashable {
    let rawValue: UInt8

    /// The columns the scalar adds to its cluster: 0, 1 or 2.
    var width: Int { Int(rawValue & 0b11) }

    /// Whether the scalar can make its cluster's width differ from the sum
    /// of its scalars' widths (ZWJ, variation selectors, emoji modifiers,
    /// code points unassigned in the table's Unicode version), or can join
    /// what follows it (prepended marks, CR).
    var isComplex: Bool { rawValue & 0b100 != 0 }

    /// Whether the scalar continues the cluster before it rather than
    /// starting one (Extend, ZWJ, SpacingMark, Hangul V and T, regional
    /// indicators).
    var extendsCluster: Bool { rawValue & 0b1000 != 0 }

    /// `Emoji=Yes`: the scalar takes emoji presentation when followed by
    /// U+FE0F and text presentation when followed by U+FE0E.
    var isEmoji: Bool { rawValue & 0b1_0000 != 0 }

    /// `Extended_Pictographic=Yes`: the scalar can be joined into an emoji
    /// ZWJ sequence.
    var isPictographic: Bool { rawValue & 0b10_0000 != 0 }
}
