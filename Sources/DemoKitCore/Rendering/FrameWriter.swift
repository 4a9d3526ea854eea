/// Turns composed frames into terminal output that redraws only what
/// changed since the previous frame, as one string for one `write(2)`.
///
/// The first frame, and the first after a resize or ``invalidate()``,
/// clears the screen and draws every line that is not blank. After that,
/// only the changed lines are written, and of a line whose characters are
/// all narrow ones every terminal agrees on (ASCII, Latin-1, box drawing,
/// blocks, arrows, braille; see ``isNarrowCell(_:)``) only the cells from
/// the first that changed to the last that did: a spinner's one cell is one
/// character. Any other line is written whole from its first column. A line
/// that became shorter is cleared to its end. Styles are written as changes
/// from the text before (``SGRPen``), not as a style and a reset per run,
/// and the output ends in the plain style. The cursor moves by the
/// shortest of a carriage return with line feeds, a move right, or an
/// absolute position. Output is wrapped in a synchronized update, so
/// terminals that support it show it all at once.
///
/// ```swift
/// var writer = FrameWriter(colorSupport: .ansi256)
/// let lines = TextBlock(["Hello", "world"]).lines
/// let output = writer.output(for: lines, size: TerminalSize(columns: 80, rows: 24))  // write it in one go
/// ```
package struct FrameWriter: Sendable {
    private let colorSupport: ColorSupport
    private var previous: [DrawnLine] = []
    private var previousSize: TerminalSize?
    /// Every pen the cells have used, by the number the cells hold, and
    /// the numbers by pen.
    private var pens: [SGRPen] = [.plain]
    private var penNumbers: [SGRPen: UInt32] = [.plain: 0]
    /// How many pens the table keeps before it starts again (with a
    /// redraw): a browser showing a colour animation for hours meets many.
    private static let penLimit = 4096

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
        if pens.count > Self.penLimit {
            invalidate()
            pens = [.plain]
            penNumbers = [.plain: 0]
        }
        let redrawAll = previousSize != size || previous.count != lines.count
        var output = ""
        var cursor = Cursor(row: redrawAll ? 1 : nil, column: redrawAll ? 1 : nil)
        var pen = SGRPen.plain
        var drawn: [DrawnLine] = []
        drawn.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            let new = drawnLine(line)
            drawn.append(new)
            let old = redrawAll ? DrawnLine.cells([]) : previous[index]
            if new == old { continue }
            let row = index + 1
            switch (old, new) {
            case (.cells(let before), .cells(let after)):
                // Only the cells between the first and the last that changed.
                var first = 0
                while first < before.count, first < after.count, before[first] == after[first] { first += 1 }
                var end = after.count
                if before.count == after.count {
                    while end > first, before[end - 1] == after[end - 1] { end -= 1 }
                }
                if first < end {
                    cursor.move(toRow: row, column: first + 1, output: &output)
                    writeCells(after[first..<end], pen: &pen, to: &output)
                    cursor.column = end < size.columns ? end + 1 : nil
                }
                if before.count > after.count {
                    cursor.move(toRow: row, column: after.count + 1, output: &output)
                    Self.clearToEndOfLine(pen: &pen, to: &output)
                }
            case (_, .cells(let after)):
                cursor.move(toRow: row, column: 1, output: &output)
                writeCells(after[...], pen: &pen, to: &output)
                cursor.column = after.count < size.columns ? after.count + 1 : nil
                if !redrawAll, after.count < size.columns { Self.clearToEndOfLine(pen: &pen, to: &output) }
            case (_, .text(let text)):
                cursor.move(toRow: row, column: 1, output: &output)
                var written: SGRPen? = pen
                ANSIEncoder.append(text, to: &output, colorSupport: colorSupport, isolating: true, pen: &written)
                pen = written ?? pen
                cursor.column = nil
                if !redrawAll, !fillsRow(text, columns: size.columns) {
                    Self.clearToEndOfLine(pen: &pen, to: &output)
                }
            }
        }
        previous = drawn
        previousSize = size
        pen.appendChange(to: .plain, to: &output)
        if redrawAll { output = ControlSequence.clearScreen + output }
        guard !output.isEmpty else { return "" }
        return ControlSequence.beginSynchronizedUpdate + output + ControlSequence.endSynchronizedUpdate
    }

    /// Writes `cells`, each pen as the change from the one before.
    private func writeCells(_ cells: ArraySlice<Cell>, pen: inout SGRPen, to output: inout String) {
        var penNumber = UInt32.max
        for cell in cells {
            if cell.pen != penNumber {
                penNumber = cell.pen
                let next = pens[Int(penNumber)]
                pen.appendChange(to: next, to: &output)
                pen = next
            }
            output.unicodeScalars.append(cell.scalar)
        }
    }

    /// Clears from the cursor to the end of the line, in the plain style: a
    /// terminal clears with the pen's background.
    private static func clearToEndOfLine(pen: inout SGRPen, to output: inout String) {
        pen.appendChange(to: .plain, to: &output)
        pen = .plain
        output += ControlSequence.clearToEndOfLine
    }

    /// `line` as it is drawn: its cells when every character is a narrow
    /// one (``isNarrowCell(_:)``), without the trailing spaces that show
    /// nothing, else the line itself.
    private mutating func drawnLine(_ line: StyledText) -> DrawnLine {
        var cells: [Cell] = []
        var visible = 0
        for run in line.runs {
            let pen = SGRPen(run.style, colorSupport: colorSupport)
            let number: UInt32
            if let known = penNumbers[pen] {
                number = known
            } else {
                number = UInt32(pens.count)
                pens.append(pen)
                penNumbers[pen] = number
            }
            for scalar in run.text.unicodeScalars {
                guard Self.isNarrowCell(scalar) else { return .text(line) }
                cells.append(Cell(scalar: scalar, pen: number))
                if scalar != " " || pen.showsSpaces { visible = cells.count }
            }
        }
        cells.removeLast(cells.count - visible)
        return .cells(cells)
    }

    /// Whether `scalar` is a character one column wide on every terminal,
    /// on its own and before any other such character: printable ASCII,
    /// Latin-1 (but the soft hyphen), general punctuation, letterlike
    /// symbols (`ℹ`, `™`), arrows, mathematical operators, box drawing, block elements, geometric
    /// shapes, dingbats and braille, each only where the width table gives
    /// it one column and it neither joins nor is joined (no emoji). A
    /// line of them can be written from any column.
    package static func isNarrowCell(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0x20, value < 0x7F { return true }
        let inRange =
            (0xA1...0xFF).contains(value) && value != 0xAD || (0x2010...0x2027).contains(value)
            || (0x2030...0x205E).contains(value) || (0x2100...0x214F).contains(value)
            || (0x2190...0x22FF).contains(value)
            || (0x2500...0x25FF).contains(value) || (0x2700...0x27BF).contains(value)
            || (0x2800...0x28FF).contains(value)
        guard inRange else { return false }
        let widthClass = UnicodeWidthTable.widthClass(of: value)
        return widthClass.width == 1 && !widthClass.isComplex && !widthClass.extendsCluster
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

/// One column of a line of narrow characters: its character and the
/// number of its pen in the writer's table.
private struct Cell: Equatable, Sendable {
    var scalar: Unicode.Scalar
    var pen: UInt32
}

/// A line as the writer drew it.
private enum DrawnLine: Equatable, Sendable {
    /// A line of narrow characters, a cell per column, without the
    /// trailing spaces that show nothing: it can be redrawn from any cell.
    case cells([Cell])
    /// Any other line, written whole.
    case text(StyledText)
}

/// Where the cursor is, as far as the output so far tells: 1-based, `nil`
/// when not known (before the first move, or after text whose width the
/// terminal may measure otherwise, or a wrap pending at the last column).
private struct Cursor {
    var row: Int?
    var column: Int?

    /// Moves to `row` and `column` by the shortest sequence: a carriage
    /// return and line feeds for a row below at the first column (with a
    /// move right for another), a move right on the same row, or an
    /// absolute position.
    mutating func move(toRow target: Int, column targetColumn: Int, output: inout String) {
        defer {
            row = target
            column = targetColumn
        }
        if row == target, column == targetColumn { return }
        let right = targetColumn > 1 ? ControlSequence.escape + "\(targetColumn - 1)C" : ""
        var best =
            ControlSequence.escape
            + (target == 1 && targetColumn == 1
                ? "H" : targetColumn == 1 ? "\(target)H" : "\(target);\(targetColumn)H")
        if let row, target > row, target - row < 4 {
            let down = "\r" + String(repeating: "\n", count: target - row) + right
            if down.utf8.count < best.utf8.count { best = down }
        }
        if row == target, let column, targetColumn > column {
            let forward = ControlSequence.escape + "\(targetColumn - column)C"
            if forward.utf8.count < best.utf8.count { best = forward }
        }
        output += best
    }
}
