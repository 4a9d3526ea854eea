import DemoKitCore

/// The single-choice prompt: the header, the options with the highlight,
/// the filter when there is one, the keys; collapsed to one line once
/// answered.
struct SingleChoiceView {
    var title: String
    var question: String
    var description: String?
    var model: SingleChoiceModel

    func render(in context: RenderContext) -> TextBlock {
        let layout = PromptLayout(context: context)
        if let outcome = model.outcome { return TextBlock(layout.answered(title: title, outcome: outcome)) }
        var lines = layout.header(title: title, question: question, description: description)
        if model.isFiltering {
            let label = StyledText("Filter:").foreground(layout.palette.secondaryText)
            let room = max(1, context.width - 2 - label.displayWidth - 1)
            lines.append(layout.line(indent: 2, [label, layout.entry(model.filter, room: room, placeholder: "type to filter")]))
        }
        let visible = model.visibleIndices
        if visible.isEmpty {
            lines += layout.paragraph(
                StyledText("No option matches “\(model.filter.text)”.").foreground(layout.palette.warning), indent: 4)
        }
        for (position, index) in visible.enumerated() {
            if position == model.highlighted {
                let accent = layout.palette.accent
                lines.append(layout.line(indent: 2, [StyledText("❯").foreground(accent), StyledText(model.options[index]).foreground(accent).bold()]))
            } else {
                lines.append(layout.line(indent: 4, [StyledText(model.options[index])]))
            }
        }
        lines += layout.hint(keys)
        return TextBlock(lines)
    }

    private var keys: String {
        switch (model.filterMode, model.isFiltering) {
        case (.disabled, _): "↑/↓/k/j move • enter confirm • esc cancel"
        case (.enabled, _): "↑/↓ move • type to filter • enter confirm • esc cancel"
        case (.toggleable, false): "↑/↓/k/j move • / filter • enter confirm • esc cancel"
        case (.toggleable, true): "↑/↓ move • type to filter • esc stop filtering • enter confirm"
        }
    }
}
