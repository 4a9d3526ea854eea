import DemoKitCore

/// What a terminal shows once it has read a stream: the visible rows and
/// the cursor. Both sides of the differential test are turned into this.
struct TerminalScreen: Sendable, Hashable {
    /// The visible rows, top to bottom; a row may stop before the last
    /// column, and trailing rows may be missing: both mean blank cells.
    var screen: TextBlock
    /// The cursor's row and column, from 0.
    var cursorRow: Int
    var cursorColumn: Int
    /// Whether the cursor is shown (mode 25).
    var cursorVisible: Bool
    /// Whether the alternate screen is in use, or `nil` when the renderer
    /// does not say (then it is not compared).
    var isAlternateScreen: Bool?

    init(screen: TextBlock, cursorRow: Int, cursorColumn: Int, cursorVisible: Bool, isAlternateScreen: Bool? = nil) {
        self.screen = screen
        self.cursorRow = cursorRow
        self.cursorColumn = cursorColumn
        self.cursorVisible = cursorVisible
        self.isAlternateScreen = isAlternateScreen
    }
}

extension TerminalScreen {
    /// The screen with the cursor column at most `columns - 1`: how a DEC
    /// terminal reports tmux's cursor past the last column (pending wrap;
    /// see ``ScreenComparison``), for when tmux stands in as the renderer.
    func clampingCursor(columns: Int) -> TerminalScreen {
        var screen = self
        screen.cursorColumn = min(cursorColumn, columns - 1)
        return screen
    }
}

/// The seam: renders `bytes` in a terminal `columns` × `rows` and returns
/// its screen. The lead wires DemoKitHeadless's `VirtualTerminal` in here
/// (see `DifferentialRenderers.swift`).
typealias TerminalRenderer = @Sendable (_ bytes: [UInt8], _ columns: Int, _ rows: Int) -> TerminalScreen
