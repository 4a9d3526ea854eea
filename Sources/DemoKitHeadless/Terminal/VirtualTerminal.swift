import DemoKitCore

/// A terminal without a window: it takes the bytes a program writes to a
/// terminal and keeps the screen they draw, as a value.
///
/// It interprets what command-line components use to draw and redraw
/// themselves: printable text (with DemoKit's width rules: wide characters
/// take two cells, combining marks and joiners join the character before),
/// CR, LF, BS, TAB, cursor moves, save and restore, erasing, inserting and
/// deleting characters and lines, scrolling (with a scroll region), SGR
/// styles, showing and hiding the cursor, the alternate screen and
/// autowrap with the pending-wrap rule. Everything else (titles,
/// hyperlinks, device reports, unknown sequences) is ignored without
/// disturbing the screen. Where terminals differ, it does what tmux does.
///
/// ```swift
/// var terminal = VirtualTerminal(columns: 40, rows: 5)
/// terminal.write("Downloading  10%\r")
/// terminal.write("Downloading \u{1B}[32m100%\u{1B}[0m\n")
/// terminal.screen  // one line: "Downloading " then "100%" in green
/// ```
///
/// A value type: copies are independent (they share storage until one
/// changes), and each copy can be used from any thread.
public struct VirtualTerminal: Sendable, TextOutputStream {
    /// Where the cursor is (0-based) and whether it is shown.
    ///
    /// After a character is written on the last column the cursor stays on
    /// that column, and the next character starts the next row (tmux's
    /// `cursor_x` reads one more, past the edge, until then).
    public struct Cursor: Sendable, Hashable {
        /// The row, from 0 at the top.
        public var row: Int
        /// The column, from 0 at the left.
        public var column: Int
        /// Whether the cursor is shown (`ESC [ ? 25 h`) or hidden (`l`).
        public var isVisible: Bool

        /// A cursor at a row and column, shown unless `isVisible` is `false`.
        public init(row: Int, column: Int, isVisible: Bool = true) {
            self.row = row
            self.column = column
            self.isVisible = isVisible
        }
    }

    private var parser = ANSIParser()
    var emulator: TerminalEmulator

    /// Creates a blank terminal.
    ///
    /// - Parameters:
    ///   - columns: The width in cells, at least 1.
    ///   - rows: The height in rows, at least 1.
    ///   - scrollbackLimit: How many rows scrolled off the top are kept in
    ///     ``scrollback``; older ones are dropped. Defaults to 10,000.
    public init(columns: Int, rows: Int, scrollbackLimit: Int = 10_000) {
        emulator = TerminalEmulator(columns: max(columns, 1), rows: max(rows, 1), scrollbackLimit: scrollbackLimit)
    }

    /// The width in cells.
    public var columns: Int { emulator.columns }

    /// The height in rows.
    public var rows: Int { emulator.rows }

    /// Writes text, as a program's `print` to a terminal would.
    public mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { parser.parse($0, into: &emulator) }
    }

    /// Writes raw bytes; UTF-8 characters and escape sequences may be split
    /// across calls.
    public mutating func write<Bytes: Sequence<UInt8>>(bytes: Bytes) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { parser.parse($0, into: &emulator) }
        if done == nil {
            let array = Array(bytes)
            array.withUnsafeBufferPointer { parser.parse($0, into: &emulator) }
        }
    }

    /// Changes the size: content keeps its place from the top-left corner
    /// and is clipped; the scroll region becomes the whole screen.
    public mutating func resize(columns: Int, rows: Int) {
        emulator.resize(columns: max(columns, 1), rows: max(rows, 1))
    }

    /// The cursor's position and visibility.
    public var cursor: Cursor {
        Cursor(row: emulator.cursorRow, column: emulator.cursorColumn, isVisible: emulator.modes.cursorVisible)
    }

    /// Whether the alternate screen (modes 47, 1047, 1049) is shown.
    public var isAlternateScreen: Bool { emulator.isAlternateScreen }

    /// Whether the program asked for bracketed paste (mode 2004).
    public var isBracketedPasteEnabled: Bool { emulator.modes.bracketedPaste }

    /// Whether the program asked for application cursor keys (DECCKM, mode
    /// 1): arrows are then sent as `ESC O A` rather than `ESC [ A`.
    public var isApplicationCursorKeysEnabled: Bool { emulator.modes.applicationCursorKeys }

    /// Whether characters written on the last column wrap (DECAWM, mode 7).
    public var isAutowrapEnabled: Bool { emulator.modes.autowrap }
}
