import DemoKitCore
import DemoKitSnapshots

/// Use of colour (WCAG 1.4.1): information carried by colour alone.
///
/// WCAG 1.4.1 ("Use of Color", Understanding SC 1.4.1,
/// https://www.w3.org/WAI/WCAG22/Understanding/use-of-color.html) is about
/// colour, not about other visual presentation: bold, italic or underline
/// are a visual cue that does not depend on seeing colour. So the list
/// check compares a row's colour (foreground, background, inverse) only,
/// and a header row (the ALL-CAPS first row of a block) is structure, not
/// a selection.
///
/// Three checks: a script step that presses a key, types or pastes and
/// changes only styles (the selection moved, the text did not); two tweaks
/// of a demo whose renderings differ only in styles (checked by the audit,
/// which sees every tweak); and a screen with a row set apart from a list
/// by style alone (a selected row marked only by colour) that the demo's
/// own rendering without colour (`NO_COLOR`) does not mark either.
package enum UseOfColorRule {
    /// The step finding: `frames[i]` after a key whose screen has the text of
    /// `frames[i - 1]` but not its styles.
    package static func checkSteps(_ frames: [ScriptFrame]) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for index in frames.indices.dropFirst() {
            let frame = frames[index]
            guard let step = frame.step, isInput(step) else { continue }
            let before = frames[index - 1].screen
            guard frame.screen != before, frame.screen.plainText == before.plainText else { continue }
            let after = ScreenCells(frame.screen)
            let changes = after.changes(against: ScreenCells(before))
            var cells: [(row: Int, column: Int, width: Int)] = []
            for (row, marks) in changes.enumerated() {
                for (offset, changed) in marks.enumerated() where changed {
                    let cell = after.rows[row][offset]
                    cells.append((row, cell.column, cell.width))
                }
            }
            findings.append(
                AuditFinding(
                    rule: .useOfColor, steps: [frame.index], cells: CellSpan.spans(of: cells),
                    message: "step \(frame.index) (\(step.label)) changed only styles: the text is the same, "
                        + "so only colour shows what the key did"))
        }
        return findings
    }

    /// Whether a step is input a person gives (not waiting or resizing).
    static func isInput(_ step: ScriptStep) -> Bool {
        switch step {
        case .press, .type, .paste: true
        case .wait, .resize, .waitUntil: false
        }
    }

    /// The rows of `screen` set apart from their list by style alone: a
    /// row whose label (from its first letter or digit) starts in the same
    /// column as those of two or more neighbours, which all look alike,
    /// while its own look differs and its marker (what comes before the
    /// label) is theirs. A row's look is the style of its label's first
    /// character: a selection styles the label, whereas a coloured value
    /// further along a row (a table's status column) is that column's, not
    /// the row's. When `plain` (the demo's rendering without colour) has
    /// the same number of rows and marks the row there, it is not a
    /// finding: a terminal without colour shows the mark. Nor is a row whose
    /// colour and bold, italic, underline or strikethrough both differ: it
    /// has a cue besides colour.
    package static func checkRows(_ screen: TextBlock, plain: TextBlock?, step: Int?) -> [AuditFinding] {
        let cells = ScreenCells(screen)
        let rows = screen.lines.map(\.plainText)
        let infos = rows.indices.map { RowInfo(text: rows[$0], cells: cells.rows[$0]) }
        let plainRows = plain.map { $0.lines.map(\.plainText) }
        var findings: [AuditFinding] = []
        for index in infos.indices {
            let row = infos[index]
            guard let look = row.look, !row.text.isEmpty else { continue }
            // A header (an ALL-CAPS row starting a block) is structure.
            if index == 0 || !infos[index - 1].isSibling(of: row), row.isAllCaps { continue }
            // Neighbours whose labels start in the same column, up and down,
            // until a row that is empty or starts elsewhere.
            var siblings: [Int] = []
            var up = index - 1
            while up >= 0, infos[up].isSibling(of: row) { siblings.append(up); up -= 1 }
            var down = index + 1
            while down < infos.count, infos[down].isSibling(of: row) { siblings.append(down); down += 1 }
            guard siblings.count >= 2 else { continue }
            let looks = Set(siblings.map { infos[$0].look })
            guard looks.count == 1, let shared = looks.first,
                RowInfo.colour(of: shared ?? TextStyle()) != RowInfo.colour(of: look)
            else { continue }
            // A row whose colour differs and whose weight, slant or line
            // does too is set apart by more than colour (WCAG technique
            // G182): tig's bold cursor line.
            guard RowInfo.cues(of: look) == RowInfo.cues(of: shared ?? TextStyle()) else { continue }
            guard siblings.allSatisfy({ infos[$0].marker == row.marker }) else { continue }
            if let plainRows, plainRows.count == rows.count {
                let marker = RowInfo.marker(of: plainRows[index])
                if siblings.contains(where: { RowInfo.marker(of: plainRows[$0]) != marker }) { continue }
            }
            let span = row.cells.filter { !$0.text.isWhitespace }
            let columns = (span.first?.column ?? 0)..<((span.last.map { $0.column + $0.width }) ?? 1)
            findings.append(
                AuditFinding(
                    rule: .useOfColor, steps: step.map { [$0] } ?? [], cells: [CellSpan(row: index, columns: columns)],
                    message: "row \(index + 1) is set apart from the \(siblings.count) rows beside it by style "
                        + "alone (\(describe(look, against: shared ?? TextStyle()))), and the rendering "
                        + "without colour does not mark it: add a marker such as '›' or '*'"))
        }
        return findings
    }

    /// `background #0063D1`, `colour #0063D1, bold`.
    static func describe(_ look: TextStyle, against shared: TextStyle) -> String {
        var parts: [String] = []
        if look.foreground != shared.foreground {
            parts.append("colour " + ColorNames.name(look.foreground, defaultName: "default"))
        }
        if look.background != shared.background {
            parts.append("background " + ColorNames.name(look.background, defaultName: "default"))
        }
        let added = look.attributes.subtracting(shared.attributes)
        for (attribute, word) in [
            (TextAttributes.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
            (.inverse, "inverse"), (.strikethrough, "strikethrough"), (.blink, "blink"),
        ] where added.contains(attribute) {
            parts.append(word)
        }
        return parts.isEmpty ? "a different style" : parts.joined(separator: ", ")
    }

    /// A row as the list check sees it.
    struct RowInfo {
        /// The attributes that set text apart without colour: bold,
        /// italic, underline, strikethrough.
        static func cues(of style: TextStyle) -> TextAttributes {
            style.attributes.intersection([.bold, .italic, .underline, .strikethrough])
        }

        var text: String
        var cells: [ScreenCells.Cell]
        /// The column of the label's first character (its first letter or
        /// digit), or `nil` for a row without one.
        var labelColumn: Int?
        var marker: String
        /// The style of the label's first character, or `nil` for a row
        /// without a label.
        var look: TextStyle?

        init(text: String, cells: [ScreenCells.Cell]) {
            self.text = text
            self.cells = cells
            marker = Self.marker(of: text)
            let label = cells.first { Self.startsALabel($0.text) }
            labelColumn = label?.column
            look = label?.style
        }

        /// The part of `style` that is colour: bold, dim, italic, underline
        /// and the rest are not (WCAG 1.4.1 is about colour); inverse swaps
        /// the colours, so it stays.
        static func colour(of style: TextStyle) -> TextStyle {
            var colour = style
            colour.attributes = style.attributes.intersection(.inverse)
            return colour
        }

        /// Whether the row has letters and every one is upper case (a
        /// table's `NAME  STATUS` header).
        var isAllCaps: Bool {
            let letters = text.filter(\.isLetter)
            return !letters.isEmpty && letters.allSatisfy(\.isUppercase)
        }

        /// What comes before the first letter or digit, without spaces.
        static func marker(of text: String) -> String {
            String(text.prefix { !startsALabel($0) }.filter { $0 != " " })
        }

        /// A letter, a digit, or a control character of the text, which
        /// the screen shows as its picture (`␛`, `␇`): text a caller gave,
        /// not a marker (found by `stress`: a question holding an escape
        /// sequence wrapped into rows that did not line up with its last).
        static func startsALabel(_ character: Character) -> Bool {
            if character.isLetter || character.isNumber { return true }
            guard let scalar = character.unicodeScalars.first else { return false }
            return scalar.value < 0x20 || scalar.value == 0x7F || (0x2400...0x2426).contains(scalar.value)
        }

        func isSibling(of other: RowInfo) -> Bool {
            !text.isEmpty && look != nil && labelColumn == other.labelColumn
        }
    }
}
