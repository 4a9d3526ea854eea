import DemoKitCore
import DemoKitSnapshots

/// Applies a demo's waivers (``Demoable/accessibilityWaivers``) to what the rules
/// found, and finds the waivers that are themselves wrong: one without a
/// reason, or one that names a tweak or a script the demo does not have.
package enum WaiverCheck {
    /// `findings` with the reason of the first waiver that accepts each,
    /// step by step: a waiver of one step accepts a finding at that step
    /// only, and a finding found at several steps is split into the steps
    /// it waives and those it does not (``AuditFinding/merged(_:)`` joins
    /// them again).
    package static func apply(
        _ waivers: [AccessibilityWaiver], to findings: [AuditFinding], tweak: String?, script: String?
    ) -> [AuditFinding] {
        let usable = waivers.filter { !isBlank($0.reason) }
        guard !usable.isEmpty else { return findings }
        return findings.flatMap(\.perStep).map { finding in
            var finding = finding
            if let waiver = usable.first(where: { applies($0, to: finding, tweak: tweak, script: script) }) {
                finding.waiver = TerminalSafeText.oneLine(waiver.reason)
            }
            return finding
        }
    }

    /// Whether `waiver` accepts `finding` in a rendering of `tweak` and
    /// `script`.
    static func applies(_ waiver: AccessibilityWaiver, to finding: AuditFinding, tweak: String?, script: String?) -> Bool {
        guard waiver.rule == finding.rule else { return false }
        if let wanted = waiver.tweak, wanted != tweak { return false }
        if let wanted = waiver.script, wanted != script { return false }
        if let wanted = waiver.step, finding.steps != [wanted] { return false }
        return true
    }

    /// The errors of a demo's waivers, as findings no waiver can accept:
    /// each names the waiver and the fix.
    package static func problems(
        of waivers: [AccessibilityWaiver], demo: CatalogDemo
    ) -> [AuditFinding] {
        var problems: [AuditFinding] = []
        let tweaks = Set(demo.tweaks.map(\.identifier))
        let scripts = Set(((try? demo.allScripts()) ?? []).map(\.identifier))
        for waiver in waivers {
            let name = describe(waiver)
            if isBlank(waiver.reason) {
                problems.append(
                    AuditFinding(
                        rule: waiver.rule,
                        message: "the waiver of \(name) has no reason: every waiver must say why the findings "
                            + "are acceptable (AccessibilityWaiver(reason:))"))
            }
            if let tweak = waiver.tweak, !tweaks.contains(tweak) {
                problems.append(
                    AuditFinding(
                        rule: waiver.rule,
                        message: "the waiver of \(name) names the tweak '\(TerminalSafeText.oneLine(tweak))', "
                            + "which the demo does not have"))
            }
            if let script = waiver.script, !scripts.contains(script) {
                problems.append(
                    AuditFinding(
                        rule: waiver.rule,
                        message: "the waiver of \(name) names the script '\(TerminalSafeText.oneLine(script))', "
                            + "which the demo does not have"))
            }
        }
        return problems
    }

    /// `contrast (tweak 'disabled')`.
    static func describe(_ waiver: AccessibilityWaiver) -> String {
        var parts: [String] = []
        if let tweak = waiver.tweak { parts.append("tweak '\(TerminalSafeText.oneLine(tweak))'") }
        if let script = waiver.script { parts.append("script '\(TerminalSafeText.oneLine(script))'") }
        if let step = waiver.step { parts.append("step \(step)") }
        return waiver.rule.rawValue + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
    }

    static func isBlank(_ text: String) -> Bool {
        text.allSatisfy(\.isWhitespace)
    }
}
