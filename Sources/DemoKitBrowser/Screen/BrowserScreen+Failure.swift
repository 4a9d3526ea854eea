import DemoKitCore

extension BrowserScreen {
    /// The pane of a demo that crashed or hung an earlier browser: what
    /// happened, the first lines of the backtrace, and that the catalog
    /// still works. Every line is made safe to print first: it is what a
    /// program wrote to standard error.
    static func failureLines(_ failure: DemoFailure, width: Int) -> [StyledText] {
        var lines = StyledText("! " + TerminalSafeText.oneLine(failure.summary), style: BrowserChrome.error)
            .wrapped(to: width)
        if !failure.details.isEmpty {
            lines.append(StyledText())
            for detail in failure.details {
                let line = StyledText(TerminalSafeText.oneLine(detail), style: BrowserChrome.errorDetail)
                lines.append(line.truncated(to: width, ellipsis: "…"))
            }
        }
        lines.append(StyledText())
        lines += StyledText(
            "The browser started again without running it: pick another demo, tweak or control value.",
            style: BrowserChrome.secondary
        ).wrapped(to: width)
        return lines
    }
}
