import DemoKitCore

/// The styles a terminal's cells use, each stored once and referred to by
/// index, so that a cell stays eight bytes and a run of text compares
/// styles as integers.
///
/// Index 0 is the plain style. The table only grows: a cell's index stays
/// valid for as long as the terminal lives (a terminal sees few distinct
/// styles; a program that writes a new 24-bit colour for every character
/// grows it by one entry per colour).
struct TerminalStyleTable: Sendable {
    private(set) var styles: [TextStyle] = [.plain]
    private var indices: [TextStyle: UInt32] = [.plain: 0]

    /// The index of `style`, added to the table if it is new.
    mutating func index(of style: TextStyle) -> UInt32 {
        if style.isPlain { return 0 }
        if let index = indices[style] { return index }
        let index = UInt32(styles.count)
        styles.append(style)
        indices[style] = index
        return index
    }

    subscript(index: UInt32) -> TextStyle { styles[Int(index)] }
}
