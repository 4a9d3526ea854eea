import DemoKitCore

/// The shared look of the prompts: indented lines that fit the width and
/// mirror right to left, the header, hints, entries and endings.
struct PromptLayout {
    let context: RenderContext

    var palette: Palette { context.palette }
    var width: Int { context.width }

    /// Parts in reading order, one space apart, after `indent` columns;
    /// each part is cut to the room left, so the line never exceeds the
    /// width, and right to left the parts and the indent are mirrored.
    /// Parts hold no space at their ends, so the mirror is exact.
    func line(indent: Int = 0, _ parts: [StyledText]) -> StyledText {
        var room = max(0, width - indent)
        var kept: [StyledText] = []
        for part in parts where !part.isEmpty {
            let gap = kept.isEmpty ? 0 : 1
            guard room > gap else { break }
            let cut = part.truncated(to: room - gap)
            guard !cut.isEmpty else { break }
            room -= cut.displayWidth + gap
            kept.append(cut)
        }
        guard !kept.isEmpty else { return StyledText() }
        let margin = indent > 0 && indent < width ? [StyledText(String(repeating: " ", count: indent))] : []
        let body = StyledText.joined(kept, separator: " ", in: context)
        return StyledText.joined(margin + [body], separator: "", in: context)
    }

    /// Text wrapped to the room after `indent` columns, one line each.
    func paragraph(_ text: StyledText, indent: Int = 0) -> [StyledText] {
        let room = max(1, width - indent)
        return text.wrapped(to: room).map { line(indent: room < width ? indent : 0, [$0]) }
    }

    /// `◉ Title`, the question and the description, as a prompt opens.
    func header(title: String, question: String, description: String?) -> [StyledText] {
        var lines = [line([StyledText("◉").foreground(palette.accent), StyledText(title).bold()])]
        lines += paragraph(StyledText(question), indent: 2)
        if let description { lines += paragraph(StyledText(description).foreground(palette.secondaryText), indent: 2) }
        return lines
    }

    /// The keys a prompt takes, in the secondary colour, wrapped at its
    /// indent. Not dim as well: dimming the secondary colour halves its
    /// contrast (about 2:1 on a light background, below WCAG 1.4.3's 4.5:1).
    func hint(_ text: String) -> [StyledText] {
        paragraph(StyledText(text).foreground(palette.secondaryText), indent: 2)
    }

    /// `✖ error` under a prompt, in the danger colour, wrapped after the mark.
    func error(_ text: String, indent: Int = 2) -> [StyledText] {
        marked(StyledText("✖").foreground(palette.danger), StyledText(text).foreground(palette.danger), indent: indent)
    }

    /// A mark, then text wrapped beside it; later lines line up with the text.
    func marked(_ mark: StyledText, _ text: StyledText, indent: Int = 0) -> [StyledText] {
        let room = max(1, width - indent - mark.displayWidth - 1)
        return text.wrapped(to: room).enumerated().map { index, part in
            index == 0 ? line(indent: indent, [mark, part]) : line(indent: indent + mark.displayWidth + 1, [part])
        }
    }

    /// `✔ message [1.2s]`, `✖ message [1.2s]`: how a step or a prompt ends.
    func ending(success: Bool, _ message: String, elapsed: Duration? = nil) -> [StyledText] {
        let symbol = StyledText(success ? "✔" : "✖").foreground(success ? palette.success : palette.danger)
        var text = StyledText(message)
        if let elapsed { text += StyledText(" [\(elapsed.elapsedLabel)]").foreground(palette.secondaryText) }
        return marked(symbol, text)
    }

    /// The collapsed prompt once answered: `✔ Title: answer`, or
    /// `✖ Title: cancelled`.
    func answered(title: String, outcome: DemoOutcome) -> [StyledText] {
        switch outcome {
        case .value(let value): ending(success: true, "\(title): \(value)")
        case .values(let values): ending(success: true, "\(title): " + (values.isEmpty ? "none" : values.joined(separator: ", ")))
        case .completed: ending(success: true, title)
        case .cancelled: ending(success: false, "\(title): cancelled")
        case .failed(let message): ending(success: false, "\(title): \(message)")
        }
    }

    /// A text entry with its cursor: the character under it inverted, or a
    /// block after the text; the text's end is kept in view when it is too
    /// wide for `room` columns.
    func entry(_ entry: TextEntry, room: Int, placeholder: String? = nil) -> StyledText {
        let accent = TextStyle(foreground: palette.accent)
        guard !entry.text.isEmpty else {
            let block = StyledText("█", style: accent)
            guard let placeholder, room > 1 else { return block }
            return block + StyledText(placeholder).foreground(palette.secondaryText).truncated(to: room - 1)
        }
        let characters = Array(entry.text)
        var start = 0
        // Keep the cursor and what follows it on screen: drop from the start.
        func shownWidth(_ from: Int) -> Int {
            String(characters[from...]).displayWidth + (entry.cursor == characters.count ? 1 : 0) + (from > 0 ? 1 : 0)
        }
        while start < entry.cursor, shownWidth(start) > room { start += 1 }
        var result = start > 0 ? StyledText("…").foreground(palette.secondaryText) : StyledText()
        result += StyledText(String(characters[start..<entry.cursor]))
        if entry.cursor < characters.count {
            result += StyledText(String(characters[entry.cursor])).inverse()
            result += StyledText(String(characters[(entry.cursor + 1)...]))
        } else {
            result += StyledText("█", style: accent)
        }
        return result.truncated(to: room)
    }
}
