import DemoKitAudit

/// What the accessibility audit found in one demo's renderings (each tweak,
/// script and variation its goldens pin), as the browser shows it: the
/// results `demo-runner audit` prints for the demo.
package struct DemoAudit: Sendable {
    /// Each rendering's result, in plan order.
    package var results: [AuditCaseResult]
    /// Why the demo could not be audited (its scripts cannot be read), or
    /// `nil`.
    package var failure: String?

    package init(results: [AuditCaseResult] = [], failure: String? = nil) {
        self.results = results
        self.failure = failure
    }

    /// The findings no waiver accepts.
    package var openCount: Int { results.reduce(0) { $0 + $1.openFindings.count } }

    /// The findings a waiver accepts.
    package var waivedCount: Int { results.reduce(0) { $0 + $1.findings.count - $1.openFindings.count } }

    /// Whether the demo fails the audit: an open finding, a rendering that
    /// could not be made, or no audit at all.
    package var fails: Bool { failure != nil || results.contains(where: \.failed) }

    /// `2 findings`, `1 finding, 3 waived`, `no findings`, `not audited`.
    package var countLabel: String {
        if failure != nil { return "not audited" }
        let errors = results.filter { $0.error != nil }.count
        var parts: [String] = []
        let open = openCount
        parts.append(open == 0 ? "no findings" : "\(open) finding\(open == 1 ? "" : "s")")
        if waivedCount > 0 { parts.append("\(waivedCount) waived") }
        if errors > 0 { parts.append("\(errors) not rendered") }
        return parts.joined(separator: ", ")
    }
}
