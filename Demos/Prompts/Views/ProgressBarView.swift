import DemoKitCore

/// The progress bar step: spinner, message, bar and percentage while it
/// runs (the bar on a line of its own when the width is short), then the
/// ending with the elapsed time. The CI log prints the percentage every
/// tenth instead of a bar.
struct ProgressBarView {
    var model: ProgressBarModel
    var isLog: Bool

    /// The narrowest bar worth drawing beside the message.
    static let minimumBar = 10
    /// The widest bar drawn.
    static let maximumBar = 30

    func render(in context: RenderContext) -> TextBlock {
        let layout = PromptLayout(context: context)
        let palette = layout.palette
        let time = context.time
        var lines: [StyledText] = []
        if isLog {
            let info = StyledText("ℹ").foreground(palette.accent)
            for percent in model.loggedPercentages(upTo: time) {
                lines += layout.marked(info, StyledText("\(model.message) \(percent)%"))
            }
        }
        switch model.run.phase(at: time) {
        case .running:
            guard !isLog else { break }
            let spinner = StyledText(String(Spinner.mark(in: context))).foreground(palette.accent)
            let percent = StyledText("\(model.percent(at: time))%").foreground(palette.secondaryText)
            let message = StyledText(model.message)
            let besideMessage = context.width - 2 - message.displayWidth - 1 - 5
            if besideMessage >= Self.minimumBar {
                let bar = self.bar(width: min(Self.maximumBar, besideMessage), at: time, in: context)
                lines.append(layout.line([spinner, message, bar, percent]))
            } else {
                lines += layout.marked(spinner, message)
                let bar = self.bar(width: max(1, context.width - 2 - 5), at: time, in: context)
                lines.append(layout.line(indent: 2, [bar, percent]))
            }
        case .succeeded(let elapsed):
            lines += layout.ending(success: true, model.successMessage, elapsed: elapsed)
        case .failed(let elapsed):
            lines += layout.ending(success: false, "\(model.errorMessage) at \(model.percent(at: elapsed))%", elapsed: elapsed)
        case .cancelled(let elapsed):
            lines += layout.ending(success: false, "\(model.message): cancelled at \(model.percent(at: elapsed))%", elapsed: elapsed)
        }
        return TextBlock(lines)
    }

    /// The bar `width` columns wide, filled from the reading side.
    private func bar(width: Int, at time: Duration, in context: RenderContext) -> StyledText {
        let filled = Int((Double(width) * model.fraction(at: time)).rounded(.down))
        let done = StyledText.repeating("█", count: filled, style: TextStyle(foreground: context.palette.accent))
        let rest = StyledText.repeating("░", count: width - filled, style: TextStyle(foreground: context.palette.border))
        return context.isRightToLeft ? rest + done : done + rest
    }
}
