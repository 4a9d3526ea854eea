/// One cell of a terminal grid, eight bytes: what it shows and the index of
/// its style in a ``TerminalStyleTable``.
///
/// Most cells hold one scalar, stored as its value; a character with
/// combining marks or joiners is stored once in a ``TerminalClusterTable``
/// and the cell holds its index. A wide character takes two cells: the
/// first holds it and is marked wide, the second is a spacer. (The layout of
/// tmux's `grid_cell_entry` and alacritty's cells: small, fixed-size cells,
/// styles and long characters kept on the side.)
struct TerminalCell: Hashable, Sendable {
    /// A scalar value, or a cluster index when ``clusterFlag`` is set, with
    /// ``wideFlag`` and ``spacerFlag`` in the top bits.
    var content: UInt32
    /// The index of the cell's style in the terminal's style table.
    var style: UInt32

    static let clusterFlag: UInt32 = 1 << 31
    static let wideFlag: UInt32 = 1 << 30
    static let spacerFlag: UInt32 = 1 << 29
    static let valueMask: UInt32 = (1 << 29) - 1

    /// An empty cell: a space in the plain style.
    static let blank = TerminalCell(content: 0x20, style: 0)

    /// An erased cell: a space, in `style` (the background an erase fills
    /// with).
    @inline(__always)
    static func blank(style: UInt32) -> TerminalCell { TerminalCell(content: 0x20, style: style) }

    /// Whether the cell is the first of a wide character.
    var isWide: Bool { content & Self.wideFlag != 0 }

    /// Whether the cell is the second cell of a wide character.
    var isSpacer: Bool { content & Self.spacerFlag != 0 }

    /// Whether the cell holds a cluster of several scalars.
    var isCluster: Bool { content & Self.clusterFlag != 0 }

    /// The scalar value or cluster index, without the flags.
    var value: UInt32 { content & Self.valueMask }
}
