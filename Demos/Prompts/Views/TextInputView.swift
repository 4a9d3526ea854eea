import DemoKitCore

/// The text prompt: the field with its cursor and default, the errors of
/// the last attempt, the keys.
struct TextInputView {
    var title: String
    var prompt: String
    var description: String?
    var model: TextInputModel

    func render(in context: RenderContext) -> TextBlock {
        let layout = PromptLayout(context: context)
        if let outcome = model.outcome { return TextBlock(layout.answered(title: title, outcome: outcome)) }
        var lines = layout.header(title: title, question: prompt, description: description)
        let arrow = StyledText("❯").foreground(layout.palette.accent)
        let placeholder = model.defaultValue.map { "\($0) (default)" }
        lines.append(layout.line(indent: 2, [arrow, layout.entry(model.entry, room: max(1, context.width - 4), placeholder: placeholder)]))
        for error in model.errors { lines += layout.error(error) }
        lines += layout.hint(model.defaultValue == nil ? "enter confirm • esc cancel" : "tab use default • enter confirm • esc cancel")
        return TextBlock(lines)
    }
}
