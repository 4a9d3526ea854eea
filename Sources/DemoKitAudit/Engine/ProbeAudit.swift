import DemoKitCore
import DemoKitSnapshots
import Foundation

/// The audit as one of `stress`'s invariants: what a probe's rendering (a
/// still case at another width, with controls set) is found to have that
/// its base, the same case at its own width with the demo's defaults, does
/// not. What the base has is the audit's to report (`demo-runner audit`),
/// not stress's; what the demo's waivers accept stays accepted.
///
/// Each base is audited once, by the first trial that needs it, and kept.
package final class ProbeAudit: @unchecked Sendable {
    /// The findings of each base audited, by its key; under `lock`.
    private var bases: [String: [AuditFinding]] = [:]
    private let lock = NSLock()

    package init() {}

    /// The findings of `trial` that its base does not have, in the order
    /// the rules found them; none when it has none, or when either could
    /// not be rendered here (the rendering's own invariants report that).
    package func newFindings(of trial: GoldenCase) -> [AuditFinding] {
        guard let found = Self.unwaivedFindings(of: trial) else { return [] }
        guard !found.isEmpty else { return [] }
        let base = trial.probed(nil)
        let known = baseFindings(of: base)
        let keys = Set(known.map(Self.comparisonKey))
        return found.filter { !keys.contains(Self.comparisonKey($0)) }
    }

    /// `contrast (WCAG 1.4.3): #9AA0A6 on the default background: …`, and
    /// how many more there are: the first of `findings`, for a report line.
    package static func summary(of findings: [AuditFinding]) -> String? {
        guard let first = findings.first else { return nil }
        var text = "\(first.rule.label): \(first.message)"
        if findings.count > 1 { text += " (and \(findings.count - 1) more)" }
        return text
    }

    private func baseFindings(of base: GoldenCase) -> [AuditFinding] {
        lock.lock()
        let kept = bases[base.key]
        lock.unlock()
        if let kept { return kept }
        // Audited outside the lock: two threads may audit one base at
        // once, and keep the same findings.
        let found = Self.unwaivedFindings(of: base) ?? []
        lock.lock()
        bases[base.key] = found
        lock.unlock()
        return found
    }

    /// The rules' findings of `goldenCase` that no waiver of its demo
    /// accepts, or `nil` when it could not be audited.
    static func unwaivedFindings(of goldenCase: GoldenCase) -> [AuditFinding]? {
        let result = CaseAuditor.audit(goldenCase).result
        guard result.error == nil else { return nil }
        let waivers = goldenCase.demo.makeDemoable(tweak: goldenCase.tweak).accessibilityWaivers
        return WaiverCheck.apply(
            waivers, to: result.findings, tweak: goldenCase.tweak?.identifier, script: nil
        ).filter { !$0.isWaived }
    }

    /// What makes two findings the same across widths and control values:
    /// a contrast or colour-depth finding is about its colours, which its
    /// message names and which no layout changes; every other rule's
    /// message counts rows, frames or a share of the screen, which a width
    /// changes, so its rule alone.
    static func comparisonKey(_ finding: AuditFinding) -> String {
        switch finding.rule {
        case .contrast, .colorDepth: finding.rule.rawValue + " " + finding.message
        case .useOfColor, .appendOnly, .decorativeGlyphs, .reducedMotion, .flashing: finding.rule.rawValue
        }
    }
}
