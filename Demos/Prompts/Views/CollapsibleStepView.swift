import DemoKitCore

/// The collapsible step: its title and the last lines of its output while it
/// runs, one line once it succeeds; a failure keeps the last lines, so the
/// reader sees why. The CI log prints every line as it comes.
struct CollapsibleStepView {
    var model: CollapsibleStepModel
    var isLog: Bool

    func render(in context: RenderContext) -> TextBlock {
        let layout = PromptLayout(context: context)
        let palette = layout.palette
        let time = context.time
        let phase = model.run.phase(at: time)
        let rule = StyledText("│").foreground(palette.border)
        func output(_ lines: [String]) -> [StyledText] {
            lines.map { layout.line(indent: 2, [rule, StyledText($0).foreground(palette.secondaryText)]) }
        }
        if isLog {
            var lines = layout.marked(StyledText("ℹ").foreground(palette.accent), StyledText(model.title))
            lines += model.received(upTo: time).map { layout.line(indent: 2, [StyledText($0)]) }
            lines += ending(phase, layout)
            return TextBlock(lines)
        }
        switch phase {
        case .running:
            return TextBlock(layout.marked(StyledText("◉").foreground(palette.accent), StyledText(model.title).bold())
                + output(model.tail(at: time)))
        case .succeeded:
            return TextBlock(ending(phase, layout))
        case .failed, .cancelled:
            return TextBlock(ending(phase, layout) + output(model.tail(at: time)))
        }
    }

    private func ending(_ phase: StepRun.Phase, _ layout: PromptLayout) -> [StyledText] {
        switch phase {
        case .running: []
        case .succeeded(let elapsed): layout.ending(success: true, model.successMessage, elapsed: elapsed)
        case .failed(let elapsed): layout.ending(success: false, model.errorMessage, elapsed: elapsed)
        case .cancelled(let elapsed): layout.ending(success: false, "\(model.title): cancelled", elapsed: elapsed)
        }
    }
}
