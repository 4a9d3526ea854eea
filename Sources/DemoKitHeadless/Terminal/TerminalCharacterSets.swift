/// The G0 and G1 character sets of a terminal and which one is invoked into
/// GL, for the DEC special graphics that terminfo's `smacs`, `rmacs` and
/// `acsc` use to draw lines (`ESC ( 0`, SO and SI).
///
/// Only ASCII (`B`) and DEC special graphics (`0`) are designated, as in
/// tmux 3.3a (input.c, `INPUT_ESC_SCSG0_ON` and its siblings); other sets
/// are ignored.
struct TerminalCharacterSets: Sendable, Equatable {
    /// A set a G0 or G1 designation can name.
    enum Set: Sendable, Equatable {
        case ascii
        case decSpecialGraphics
    }

    var g0 = Set.ascii
    var g1 = Set.ascii
    /// True after SO (G1 in GL), false after SI (G0 in GL).
    var isShiftedOut = false

    /// The set printable ASCII is drawn from.
    var active: Set { isShiftedOut ? g1 : g0 }

    /// The scalar an ASCII byte shows while DEC special graphics are in GL:
    /// the line-drawing character, or the byte itself when it has none.
    ///
    /// The table is tmux's, what it draws for a cell written in the
    /// graphics set on a UTF-8 terminal (tty-acs.c, `tty_acs_table`, the
    /// same in 3.3a and today): xterm's DEC special graphics
    /// (ctlseqs, "DEC Special Character and Line Drawing Set"), with
    /// tmux's five additions `+ , - . 0` (arrows and a block) and without
    /// xterm's blank for `_`.
    static func graphic(for byte: UInt8) -> UInt32 {
        switch byte {
        case 0x2B: 0x2192  // + →
        case 0x2C: 0x2190  // , ←
        case 0x2D: 0x2191  // - ↑
        case 0x2E: 0x2193  // . ↓
        case 0x30: 0x25AE  // 0 ▮
        case 0x60...0x7E: decSpecialGraphics[Int(byte - 0x60)]
        default: UInt32(byte)
        }
    }

    /// `` ` `` to `~`: ◆ ▒ ␉ ␌ ␍ ␊ ° ± ␤ ␋ ┘ ┐ ┌ └ ┼ ⎺ ⎻ ─ ⎼ ⎽ ├ ┤ ┴ ┬ │ ≤ ≥ π ≠ £ ·
    private static let decSpecialGraphics: [UInt32] = [
        0x25C6, 0x2592, 0x2409, 0x240C, 0x240D, 0x240A, 0x00B0, 0x00B1,
        0x2424, 0x240B, 0x2518, 0x2510, 0x250C, 0x2514, 0x253C, 0x23BA,
        0x23BB, 0x2500, 0x23BC, 0x23BD, 0x251C, 0x2524, 0x2534, 0x252C,
        0x2502, 0x2264, 0x2265, 0x03C0, 0x2260, 0x00A3, 0x00B7,
    ]
}
