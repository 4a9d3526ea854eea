/// Turns composed frames into terminal output that redraws only the lines
/// that changed since the previous frame, as one string for one `write(2)`.
///
/// The first frame, and the first after a resize or ``invalidate()``,
/// clears the screen and draws every line. Output is wrapped in a
/// synchronized update, so terminals that support it show it all at once.
///
/// ```swift
/// var writer = FrameWriter(colorSupport: .ansi256)
/// let lines = TextBlock(["Hello", "world"]).lines
/// let output = writer.output(for: lines, size: TerminalSize(columns: 80, rows: 24))  // write it in one go
/// ```
package struct FrameWriter: Sendable {
    private let colorSupport: ColorSupport
    private var previous: [String] = []
    private var previousSize: TerminalSize?

    package init(colorSupport: ColorSupport) {
        self.colorSupport = colorSupport
    }

    /// Forgets what is on the screen, so the next frame is drawn whole.
    package mutating func invalidate() {
        previous = []
        previousSize = nil
    }

    /// The output that turns the previous frame into `frame`; empty when
    /// nothing changed.
    ///
    /// - Parameters:
    ///   - lines: The new screen, a line per row, none wider than `size`.
    ///   - size: The terminal's size, which `lines` were composed for.
    package mutating func output(for lines: [StyledText], size: TerminalSize) -> String {
        let redrawAll = previousSize != size || previous.count != lines.count
        var output = ""
        var encoded: [String] = []
        encoded.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            let text = TextBlock(line).encoded(for: colorSupport)
            encoded.append(text)
            if !redrawAll, previous[index] == text { continue }
            if redrawAll, text.isEmpty { continue }
            output += ControlSequence.moveCursor(row: index + 1, column: 1)
            output += text
            if !fillsRow(line, columns: size.columns) { output += ControlSequence.clearToEndOfLine }
        }
        previous = encoded
        previousSize = size
        if redrawAll { output = ControlSequence.clearScreen + output }
        guard !output.isEmpty else { return "" }
        return ControlSequence.beginSynchronizedUpdate + output + ControlSequence.endSynchronizedUpdate
    }

    /// Whether the line, as encoded, reaches the last column. Clearing to
    /// the end of such a line would erase its last character, since the
    /// cursor stays on the last column after it is written.
    private func fillsRow(_ line: StyledText, columns: Int) -> Bool {
        guard let last = line.runs.last else { return false }
        if last.text.last == " " {
            // The encoder drops trailing spaces that show nothing, so such a
            // line never reaches the last column; measuring it is not needed.
            let style = last.style
            let showsSpaces =
                colorSupport != .none
                && (style.background != nil || style.attributes.contains(.inverse)
                    || style.attributes.contains(.underline))
            if !showsSpaces { return false }
        }
        return line.displayWidth >= columns
    }
}
