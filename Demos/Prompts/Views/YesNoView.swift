import DemoKitCore

/// The yes-or-no prompt: both answers, the highlighted one marked.
struct YesNoView {
    var title: String
    var question: String
    var description: String?
    var model: YesNoModel

    func render(in context: RenderContext) -> TextBlock {
        let layout = PromptLayout(context: context)
        if let outcome = model.outcome { return TextBlock(layout.answered(title: title, outcome: outcome)) }
        let palette = layout.palette
        var lines = layout.header(title: title, question: question, description: description)
        func choice(_ label: String, _ isOn: Bool) -> [StyledText] {
            isOn
                ? [StyledText("●").foreground(palette.accent), StyledText(label).foreground(palette.accent).bold()]
                : [StyledText("○").foreground(palette.secondaryText), StyledText(label)]
        }
        lines.append(layout.line(indent: 2, choice("Yes", model.answer) + choice("No", !model.answer)))
        lines += layout.hint("←/→ switch • y/n answer • enter confirm • esc cancel")
        return TextBlock(lines)
    }
}
