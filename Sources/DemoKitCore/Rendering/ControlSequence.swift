/// The escape sequences the browser and `open --play` send to the terminal.
package enum ControlSequence {
    static let escape = "\u{1B}["

    /// Switches to the alternate screen, which the main screen's scrollback
    /// does not see, saving the cursor.
    package static let enterAlternateScreen = escape + "?1049h"
    /// Returns to the main screen and restores the cursor.
    package static let leaveAlternateScreen = escape + "?1049l"
    package static let hideCursor = escape + "?25l"
    package static let showCursor = escape + "?25h"
    /// Clears the screen and moves the cursor home.
    package static let clearScreen = escape + "H" + escape + "2J"
    /// Clears from the cursor to the end of the line.
    package static let clearToEndOfLine = escape + "K"
    /// Clears from the cursor to the end of the screen.
    package static let clearToEndOfScreen = escape + "J"
    /// Resets colours and attributes.
    package static let resetStyle = escape + "0m"
    /// Asks the terminal to show what follows at once, up to
    /// ``endSynchronizedUpdate`` (terminals without the mode ignore it).
    package static let beginSynchronizedUpdate = escape + "?2026h"
    package static let endSynchronizedUpdate = escape + "?2026l"
    /// Asks the terminal to wrap pasted text in `ESC [200~` … `ESC [201~`,
    /// so that a paste is not taken for keys.
    package static let enableBracketedPaste = escape + "?2004h"
    package static let disableBracketedPaste = escape + "?2004l"

    /// What puts a terminal back after the browser: visible cursor, plain
    /// style, no bracketed paste, main screen.
    package static let restore =
        endSynchronizedUpdate + resetStyle + showCursor + disableBracketedPaste + leaveAlternateScreen

    /// What puts a terminal back after `open --play`, which draws in place
    /// on the main screen: as ``restore`` without leaving the alternate
    /// screen, which would also move the cursor to where it was last saved.
    package static let restoreInline = endSynchronizedUpdate + resetStyle + showCursor + disableBracketedPaste

    /// Moves the cursor up `lines` lines, staying in its column; nothing
    /// for zero.
    package static func cursorUp(_ lines: Int) -> String {
        lines > 0 ? escape + "\(lines)A" : ""
    }

    /// Moves the cursor to a 1-based row and column.
    package static func moveCursor(row: Int, column: Int) -> String {
        escape + "\(row);\(column)H"
    }
}
