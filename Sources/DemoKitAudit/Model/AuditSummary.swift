import DemoKitCore

/// The counts of an audit run: renderings, findings per rule, waived ones.
package struct AuditSummary: Sendable, Hashable {
    /// The renderings audited.
    package var renderings = 0
    /// The renderings with an open finding or an error.
    package var failedRenderings = 0
    /// Open findings per rule.
    package var open: [AccessibilityRule: Int] = [:]
    /// Waived findings per rule.
    package var waived: [AccessibilityRule: Int] = [:]
    /// Renderings that could not be rendered.
    package var errors = 0

    package init() {}

    /// Counts `result`.
    package mutating func add(_ result: AuditCaseResult) {
        renderings += 1
        if result.failed { failedRenderings += 1 }
        if result.error != nil { errors += 1 }
        for finding in result.findings {
            if finding.isWaived {
                waived[finding.rule, default: 0] += 1
            } else {
                open[finding.rule, default: 0] += 1
            }
        }
    }

    /// The open findings.
    package var openCount: Int { open.values.reduce(0, +) }
    /// The waived findings.
    package var waivedCount: Int { waived.values.reduce(0, +) }
    /// Whether nothing failed.
    package var succeeded: Bool { failedRenderings == 0 }

    /// `24 renderings: 3 findings (contrast 2, use-of-color 1), 1 waived, 0 errors`.
    package var line: String {
        func counts(_ map: [AccessibilityRule: Int]) -> String {
            AccessibilityRule.allCases.compactMap { rule in map[rule].map { "\(rule.rawValue) \($0)" } }
                .joined(separator: ", ")
        }
        var text = "\(renderings) rendering\(renderings == 1 ? "" : "s"): "
        let open = openCount
        text += "\(open) finding\(open == 1 ? "" : "s")"
        if open > 0 { text += " (\(counts(self.open)))" }
        let waived = waivedCount
        text += ", \(waived) waived"
        if waived > 0 { text += " (\(counts(self.waived)))" }
        if errors > 0 { text += ", \(errors) could not be rendered" }
        return text
    }
}
