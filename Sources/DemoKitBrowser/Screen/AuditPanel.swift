import DemoKitAudit
import DemoKitCore

/// The `a` panel: the selected demo's accessibility findings, each
/// rendering with findings under its key, open ones first, then waived ones
/// with their reasons, wrapped to the panel's width. Shared by the screen,
/// which draws it, and the state, which scrolls it.
enum AuditPanel {
    /// The panel's text width inside its frame over `rect` (the demo pane).
    static func textWidth(in rect: ScreenRect) -> Int { max(1, rect.width - 4) }

    /// The body's rows that fit in `rect` inside the frame.
    static func room(in rect: ScreenRect) -> Int { max(1, rect.height - 2) }

    /// The panel's lines at `width` columns.
    static func lines(_ audit: DemoAudit, width: Int) -> [StyledText] {
        var lines: [StyledText] = []
        func add(_ text: StyledText, indent: Int) {
            let wrapped = text.wrapped(to: max(1, width - indent))
            for (index, line) in wrapped.enumerated() {
                let pad = index == 0 ? indent : indent + 2
                lines.append(StyledText(String(repeating: " ", count: min(pad, max(0, width - 1)))) + line)
            }
        }
        if let failure = audit.failure {
            add(StyledText("Could not be audited: " + TerminalSafeText.oneLine(failure), style: BrowserChrome.errorDetail), indent: 0)
            return lines
        }
        let renderings = audit.results.count
        let count = "\(renderings) rendering\(renderings == 1 ? "" : "s")"
        add(StyledText("\(audit.countLabel) in \(count), as 'audit' checks them", style: BrowserChrome.heading), indent: 0)
        if !audit.isComplete {
            add(StyledText("only the tweaks shown so far", style: BrowserChrome.hint), indent: 0)
        }
        let shown = audit.results.filter { !$0.findings.isEmpty || $0.error != nil }
        for result in shown {
            lines.append(StyledText())
            let mark = result.failed ? "✗ " : "~ "
            add(StyledText(mark + TerminalSafeText.oneLine(result.key), style: BrowserChrome.key), indent: 0)
            if let error = result.error {
                add(StyledText("could not be rendered: " + TerminalSafeText.oneLine(error), style: BrowserChrome.errorDetail), indent: 2)
            }
            for finding in result.openFindings {
                add(StyledText(TerminalSafeText.oneLine(AuditText.line(finding))), indent: 2)
            }
            for finding in result.findings where finding.isWaived {
                add(StyledText("waived: " + TerminalSafeText.oneLine(AuditText.line(finding)), style: BrowserChrome.hint), indent: 2)
            }
        }
        return lines
    }
}
