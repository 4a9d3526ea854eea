/// Turns frames into terminal output that draws them in place on the main
/// screen, below whatever is already there, as a prompt in a real program
/// does; each frame after the first rewrites only the lines that changed.
///
/// After every output the cursor rests at the start of the line below the
/// frame, so whatever the program prints next, or the shell's prompt after
/// an interrupt, starts on a line of its own. To redraw, the writer moves
/// the cursor up over the previous frame, clears and rewrites each changed
/// line, steps over the others, and clears what is left below when the new
/// frame is shorter.
///
/// Lines are cut to the terminal's width, since a line the terminal wraps
/// would take two rows and throw the count off, and the frame to one row
/// less than the terminal's height, since the cursor cannot move up into
/// the scrollback.
///
/// ```swift
/// var writer = InlineFrameWriter(colorSupport: .ansi256)
/// let lines = TextBlock(["Hello", "world"]).lines
/// print(writer.output(for: lines, size: TerminalSize(columns: 80, rows: 24)), terminator: "")
/// ```
package struct InlineFrameWriter: Sendable {
    private let colorSupport: ColorSupport
    /// The lines on screen, as encoded, top to bottom.
    private var previous: [String] = []
    private var previousSize: TerminalSize?

    package init(colorSupport: ColorSupport) {
        self.colorSupport = colorSupport
    }

    /// How many rows the frame on screen takes.
    package var height: Int { previous.count }

    /// Forgets the frame on screen, so the next one is drawn whole where
    /// the cursor is: after the shell had the terminal (a stop and a
    /// continue), the old frame is no longer just above it.
    package mutating func invalidate() {
        previous = []
        previousSize = nil
    }

    /// The output that turns the frame on screen into `lines`; empty when
    /// nothing changed.
    ///
    /// - Parameters:
    ///   - lines: The new frame, a line per row.
    ///   - size: The terminal's size. When it changed since the last frame,
    ///     the old frame is cleared and the new one drawn whole.
    /// - Returns: The escape sequences and text, for one `write(2)`.
    package mutating func output(for lines: [StyledText], size: TerminalSize) -> String {
        let maximumRows = max(1, size.rows - 1)
        let shown = TextBlock(Array(lines.prefix(maximumRows))).truncated(to: max(1, size.columns))
        let encoded = shown.lines.map { TextBlock($0).encoded(for: colorSupport) }
        let redrawAll = previousSize != nil && previousSize != size
        guard redrawAll || encoded != previous || previousSize == nil else { return "" }

        var output = ControlSequence.cursorUp(previous.count) + "\r"
        if redrawAll { output += ControlSequence.clearToEndOfScreen }
        for (index, line) in encoded.enumerated() {
            if redrawAll || index >= previous.count || previous[index] != line {
                output += ControlSequence.clearToEndOfLine + line
            }
            output += "\r\n"
        }
        if encoded.count < previous.count, !redrawAll {
            output += ControlSequence.clearToEndOfScreen
        }
        previous = encoded
        previousSize = size
        return ControlSequence.beginSynchronizedUpdate + output + ControlSequence.endSynchronizedUpdate
    }
}
