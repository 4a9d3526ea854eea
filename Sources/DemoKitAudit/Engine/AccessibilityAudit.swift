import DemoKitCore
import DemoKitSnapshots

/// Audits every rendering a snapshot plan pins, on a few threads, and hands
/// the results back in the plan's order (so reports do not depend on
/// scheduling).
///
/// Each case is rendered as its golden is (``GoldenRenderer``) and checked
/// by every rule (``CaseAuditor``); then, in order, the check across tweaks
/// (two tweaks of a demo whose still renderings differ only in styles) and
/// the demo's waivers are applied, and a demo's wrong waivers are reported
/// on its first rendering.
package struct AccessibilityAudit: Sendable {
    /// The threads to audit on.
    package var jobs: Int
    /// Told, on the thread that audits it, before a case's demo code runs:
    /// for ``DemoExitGuard``, so a demo that calls `exit` fails naming it.
    package var willAudit: (@Sendable (GoldenCase) -> Void)?

    package init(jobs: Int = SnapshotConfiguration.defaultJobs, willAudit: (@Sendable (GoldenCase) -> Void)? = nil) {
        self.jobs = max(1, jobs)
        self.willAudit = willAudit
    }

    /// Audits `plan`, calling `deliver` with each result in order.
    ///
    /// - Returns: The counts.
    @discardableResult
    package func run(_ plan: SnapshotPlan, deliver: (AuditCaseResult) -> Void = { _ in }) -> AuditSummary {
        let cases = plan.cases
        var summary = AuditSummary()
        var assembly = AuditAssembly()
        let willAudit = self.willAudit
        ParallelBatches.run(
            count: cases.count, jobs: jobs, makeState: {},
            work: { index, _ in
                willAudit?(cases[index])
                return AuditedCase(index: index, CaseAuditor.audit(cases[index]))
            }
        ) { audited in
            let result = assembly.finish(audited, of: cases[audited.index])
            summary.add(result)
            deliver(result)
        }
        return summary
    }

    /// Audits `cases` (in plan order) one after another on this thread,
    /// telling `willAudit` before each: for a host that must know whose
    /// code runs, as the browser tells its supervisor. The results are
    /// those ``run(_:deliver:)`` gives for the same cases.
    package static func runInOrder(
        _ cases: [GoldenCase], willAudit: (GoldenCase) -> Void = { _ in }
    ) -> [AuditCaseResult] {
        var assembly = AuditAssembly()
        return cases.indices.map { index in
            willAudit(cases[index])
            return assembly.finish(AuditedCase(index: index, CaseAuditor.audit(cases[index])), of: cases[index])
        }
    }
}

/// What the audit adds to the rules' findings once it has the cases in
/// order: the check across tweaks (two tweaks of a demo whose still
/// renderings differ only in styles), the demo's waivers, and a demo's
/// wrong waivers on its first rendering.
struct AuditAssembly {
    private var tweaks = TweakComparison()
    private var reportedWaivers: Set<String> = []

    mutating func finish(_ audited: AuditedCase, of goldenCase: GoldenCase) -> AuditCaseResult {
        var result = audited.result
        result.findings += tweaks.check(goldenCase, still: audited.still)
        let demoable = goldenCase.demo.makeDemoable(tweak: goldenCase.tweak)
        if let waiving = demoable as? any AccessibilityWaiving {
            let waivers = waiving.accessibilityWaivers
            result.findings = WaiverCheck.apply(
                waivers, to: result.findings, tweak: result.tweak, script: result.script)
            if reportedWaivers.insert(goldenCase.demo.address).inserted {
                result.findings += WaiverCheck.problems(of: waivers, demo: goldenCase.demo)
            }
        }
        return result
    }
}

/// A case's audit as a thread hands it back.
struct AuditedCase: Sendable {
    var index: Int
    var result: AuditCaseResult
    /// The still rendering, for the check across tweaks.
    var still: TextBlock?

    init(index: Int, _ audit: (result: AuditCaseResult, still: TextBlock?)) {
        self.index = index
        result = audit.result
        still = audit.still
    }
}
