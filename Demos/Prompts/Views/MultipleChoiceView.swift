import DemoKitCore

/// The multiple-choice prompt: the options with their marks and the
/// cursor, how many are chosen against the maximum, the limit's message.
struct MultipleChoiceView {
    var title: String
    var question: String
    var description: String?
    var model: MultipleChoiceModel

    func render(in context: RenderContext) -> TextBlock {
        let layout = PromptLayout(context: context)
        if let outcome = model.outcome { return TextBlock(layout.answered(title: title, outcome: outcome)) }
        let palette = layout.palette
        var lines = layout.header(title: title, question: question, description: description)
        for (index, option) in model.options.enumerated() {
            let isChosen = model.selected.contains(index)
            let mark = isChosen ? StyledText("●").foreground(palette.success) : StyledText("○").foreground(palette.secondaryText)
            if index == model.cursor {
                let accent = palette.accent
                lines.append(layout.line(indent: 2, [StyledText("❯").foreground(accent), mark, StyledText(option).foreground(accent).bold()]))
            } else {
                lines.append(layout.line(indent: 4, [mark, StyledText(option)]))
            }
        }
        var count = "\(model.selected.count) selected"
        if let maximum = model.maximum { count += " of at most \(maximum.count)" }
        lines += layout.paragraph(StyledText(count).foreground(palette.secondaryText), indent: 2)
        if let error = model.error { lines += layout.error(error) }
        lines += layout.hint("↑/↓ move • space toggle • enter confirm • esc cancel")
        return TextBlock(lines)
    }
}
