import DemoKitCore

/// The audit of one rendering the catalog pins: a demo in one tweak, one
/// variation, still or played through one script.
package struct AuditCaseResult: Sendable {
    /// The case's key: `Components/buttons/red@dark`,
    /// `Prompts/singleChoice/filter+chooseSecond`.
    package var key: String
    /// `Components/buttons`.
    package var address: String
    /// The tweak's identifier, if the demo has tweaks.
    package var tweak: String?
    /// The script's identifier, for a script rendering.
    package var script: String?
    /// The variation's suffix, empty for the standard context.
    package var variation: String
    /// What the rules found, waived or not, in the order they ran.
    package var findings: [AuditFinding]
    /// Why the demo could not be rendered, or `nil`.
    package var error: String?
    /// The share of the rendering's visible characters that are decoration
    /// (box drawing, blocks, braille), 0…1.
    package var decorativeShare: Double

    package init(
        key: String, address: String, tweak: String?, script: String?, variation: String,
        findings: [AuditFinding] = [], error: String? = nil, decorativeShare: Double = 0
    ) {
        self.key = key
        self.address = address
        self.tweak = tweak
        self.script = script
        self.variation = variation
        self.findings = findings
        self.error = error
        self.decorativeShare = decorativeShare
    }

    /// The findings no waiver accepts.
    package var openFindings: [AuditFinding] { findings.filter { !$0.isWaived } }

    /// Whether the rendering fails the audit: an open finding or an error.
    package var failed: Bool { error != nil || findings.contains { !$0.isWaived } }
}
