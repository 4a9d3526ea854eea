import DemoKitAudit

/// What the accessibility audit found in one demo's renderings, as the
/// browser shows it: the results `demo-runner audit` prints for the demo,
/// for the renderings audited so far (the still renderings of each tweak
/// shown, in every variation) or, once `a` asked, for all of them (each
/// tweak, script and variation its goldens pin).
package struct DemoAudit: Sendable {
    /// Each rendering's result, in plan order.
    package private(set) var results: [AuditCaseResult] = []
    /// Why the demo could not be audited (its scripts cannot be read), or
    /// `nil`.
    package var failure: String?
    /// Whether every rendering of the demo has been audited.
    package var isComplete = false
    /// The tweaks whose still renderings have been audited (`nil` for a
    /// demo without tweaks).
    package private(set) var tweaks: Set<String?> = []

    package init(results: [AuditCaseResult] = [], failure: String? = nil, isComplete: Bool = false) {
        self.failure = failure
        self.isComplete = isComplete
        add(results)
    }

    /// Adds the results of renderings not audited yet, in order.
    package mutating func add(_ new: [AuditCaseResult]) {
        let known = Set(results.map(\.key))
        results += new.filter { !known.contains($0.key) }
        for result in new where result.script == nil { tweaks.insert(result.tweak) }
    }

    /// The findings no waiver accepts.
    package var openCount: Int { results.reduce(0) { $0 + $1.openFindings.count } }

    /// The findings a waiver accepts.
    package var waivedCount: Int { results.reduce(0) { $0 + $1.findings.count - $1.openFindings.count } }

    /// Whether the demo fails the audit: an open finding, a rendering that
    /// could not be made, or no audit at all.
    package var fails: Bool { failure != nil || results.contains(where: \.failed) }

    /// `2 findings`, `1 finding, 3 waived`, `no findings`, `not audited`:
    /// of the renderings audited so far.
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
