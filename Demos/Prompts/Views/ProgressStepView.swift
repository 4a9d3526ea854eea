import DemoKitCore

/// The progress step: a spinner (or a mark) and the current message while it
/// runs, then its success or failure with the elapsed time. The CI log
/// prints each message once, as it comes, and the ending.
struct ProgressStepView {
    var model: ProgressStepModel
    var showSpinner: Bool
    var isLog: Bool

    func render(in context: RenderContext) -> TextBlock {
        let layout = PromptLayout(context: context)
        let time = context.time
        let info = StyledText("ℹ").foreground(layout.palette.accent)
        var lines: [StyledText] = []
        if isLog {
            for message in model.messages(upTo: time) { lines += layout.marked(info, StyledText(message)) }
        }
        switch model.run.phase(at: time) {
        case .running:
            if !isLog {
                let mark = showSpinner ? StyledText(String(Spinner.mark(in: context))).foreground(layout.palette.accent) : info
                lines += layout.marked(mark, StyledText(model.currentMessage(at: time)))
            }
        case .succeeded(let elapsed):
            lines += layout.ending(success: true, model.successMessage, elapsed: elapsed)
        case .failed(let elapsed):
            lines += layout.ending(success: false, model.errorMessage, elapsed: elapsed)
        case .cancelled(let elapsed):
            lines += layout.ending(success: false, "\(model.currentMessage(at: elapsed)): cancelled", elapsed: elapsed)
        }
        return TextBlock(lines)
    }
}
