import DemoKitCore

/// The words of a finding, shared by the command's output, the JUnit report
/// and the test assertions.
package enum AuditText {
    /// `contrast (WCAG 1.4.3), steps 2–4, row 3, columns 4–10: yellow on the
    /// default background: 1.07:1, below 4.5:1 in xterm (1.07:1)`, and
    /// `waived: REASON` after a waived one.
    ///
    /// - Parameter withWaiver: Whether to add a waived one's reason.
    package static func line(_ finding: AuditFinding, withWaiver: Bool = true) -> String {
        var text = finding.rule.label
        if !finding.steps.isEmpty { text += ", " + finding.stepsLabel }
        if !finding.cells.isEmpty { text += ", " + finding.cellsLabel }
        text += ": " + finding.message
        if withWaiver, let waiver = finding.waiver { text += " (waived: \(waiver))" }
        return text
    }

    /// Every finding of `result` as pages list them (the export's catalog,
    /// the failure report): its line without the waiver, and the waiver's
    /// reason; an error is listed as a finding of no rule.
    package static func listed(_ result: AuditCaseResult) -> [(text: String, waiver: String?)] {
        var listed = result.findings.map { (text: line($0, withWaiver: false), waiver: $0.waiver) }
        if let error = result.error { listed.append((text: "could not be rendered: \(error)", waiver: nil)) }
        return listed
    }

    /// Every open finding of `result`, one per line under its key, or its
    /// error; `nil` when it has neither.
    package static func failure(_ result: AuditCaseResult) -> String? {
        guard result.failed else { return nil }
        var lines = [result.key]
        if let error = result.error { lines.append("  could not be rendered: \(error)") }
        lines += result.openFindings.map { "  " + line($0) }
        return lines.joined(separator: "\n")
    }
}
