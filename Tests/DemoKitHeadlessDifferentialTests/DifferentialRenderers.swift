import DemoKitCore
import DemoKitHeadless
import Foundation

/// The renderers the differential tests compare with tmux.
enum DifferentialRenderers {
    /// DemoKitHeadless's `VirtualTerminal`: the terminal under test.
    static let virtualTerminal: TerminalRenderer? = { bytes, columns, rows in
        var terminal = VirtualTerminal(columns: columns, rows: rows)
        terminal.write(bytes: bytes)
        return TerminalScreen(
            screen: terminal.screen, cursorRow: terminal.cursor.row,
            cursorColumn: terminal.cursor.column, cursorVisible: terminal.cursor.isVisible,
            isAlternateScreen: terminal.isAlternateScreen)
    }

    /// tmux itself, one server per call, after `transform` has changed the
    /// bytes: with the identity, a renderer that must match; with a
    /// transform that drops a sequence, a broken terminal the harness must
    /// catch.
    static func tmux(transform: @escaping @Sendable ([UInt8]) -> [UInt8] = { $0 }) -> TerminalRenderer {
        { bytes, columns, rows in
            let stream = TerminalStream(columns: columns, rows: rows, bytes: transform(bytes), origin: "tmux")
            do {
                return try Tmux.screen(of: stream).clampingCursor(columns: columns)
            } catch {
                // A screen no terminal shows, so that the comparison fails
                // and says why.
                return TerminalScreen(
                    screen: TextBlock("tmux failed: \(error)"), cursorRow: -1, cursorColumn: -1, cursorVisible: false)
            }
        }
    }
}
