import DemoKitCore

/// The non-interactive look of a prompt, as a CI log shows it: the question
/// and its choices printed once, then each line read and its error, never
/// redrawn; the answer on the last line.
struct LinePromptView {
    /// What is printed before the first line is read.
    var intro: [StyledText]
    /// The label before each line read: `Choose 1-6:`.
    var label: String
    var title: String
    var model: LinePromptModel

    func render(in layout: PromptLayout) -> TextBlock {
        var lines = intro
        for attempt in model.attempts {
            lines.append(layout.line([StyledText(label).bold(), StyledText(attempt.typed)]))
            if let error = attempt.error { lines += layout.error(error, indent: 0) }
        }
        if let outcome = model.outcome {
            lines += layout.answered(title: title, outcome: outcome)
        } else {
            lines.append(layout.line([StyledText(label).bold(), StyledText(model.entry.text)]))
        }
        return TextBlock(lines)
    }
}
