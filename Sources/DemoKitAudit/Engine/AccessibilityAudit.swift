import DemoKitCore
import DemoKitSnapshots

/// Audits every rendering a snapshot plan pins, on a few threads, and hands
/// the results back in the plan's order (so reports do not depend on
/// scheduling).
///
/// Each case is rendered as its golden is (``GoldenRenderer``) and checked
/// by every rule (``CaseAuditor``). With ``rendering`` (`demo-runner audit`:
/// render workers, with their time limit), each case is first rendered
/// there as `snapshot` renders it, so that a demo that crashes or never
/// finishes fails its own rendering with `snapshot`'s message and the audit
/// goes on; only a case that rendered there is audited in this process.
/// Then, in order, the check across tweaks
/// (two tweaks of a demo whose still renderings differ only in styles) and
/// the demo's waivers are applied, and a demo's wrong waivers are reported
/// on its first rendering.
package struct AccessibilityAudit: Sendable {
    /// The threads to audit on.
    package var jobs: Int
    /// Told, on the thread that audits it, before a case's demo code runs:
    /// for ``DemoExitGuard``, so a demo that calls `exit` fails naming it.
    package var willAudit: (@Sendable (GoldenCase) -> Void)?
    /// Where each case is first rendered, to find a demo that crashes or
    /// hangs before its code runs here; `nil` audits in this process alone
    /// (the browser, which has its own supervisor, and the export).
    package var rendering: GoldenRendering?

    package init(
        jobs: Int = SnapshotConfiguration.defaultJobs, rendering: GoldenRendering? = nil,
        willAudit: (@Sendable (GoldenCase) -> Void)? = nil
    ) {
        self.jobs = max(1, jobs)
        self.rendering = rendering
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
        let pool = rendering?.makePool()
        defer { pool?.finish() }
        ParallelBatches.run(
            count: cases.count, jobs: jobs, makeState: { pool?.checkOut() },
            work: { index, lane in
                let goldenCase = cases[index]
                if let failure = lane.flatMap({ Self.renderFailure(of: goldenCase, on: $0) }) {
                    return AuditedCase(index: index, (CaseAuditor.notRendered(goldenCase, failure), nil))
                }
                willAudit?(goldenCase)
                return AuditedCase(index: index, CaseAuditor.audit(goldenCase))
            },
            finishState: { lane in
                if let lane { pool?.checkIn(lane) }
            }
        ) { audited in
            let result = assembly.finish(audited, of: cases[audited.index])
            summary.add(result)
            deliver(result)
        }
        return summary
    }

    /// Why `goldenCase` cannot be audited, when rendering it on `lane` crashed
    /// or overran the time limit: `snapshot`'s message for it, without a
    /// crash's backtrace (`snapshot` shows it). Any other outcome (a render,
    /// a thrown error, a worker that could not start) leaves the case to the
    /// audit in this process, which reports its own.
    static func renderFailure(of goldenCase: GoldenCase, on lane: any GoldenRenderingLane) -> String? {
        switch lane.render(goldenCase) {
        case .crashed(let crash):
            let message = crash.message(for: goldenCase)
            var lines = message.split(separator: "\n", omittingEmptySubsequences: false)
            if let start = lines.firstIndex(of: "Backtrace of the crashed thread:") {
                let end = lines[start...].dropFirst().firstIndex { !$0.hasPrefix(" ") } ?? lines.endIndex
                lines.removeSubrange(start..<end)
            }
            return lines.joined(separator: "\n")
        case .timedOut(let timeout): return timeout.message(for: goldenCase)
        case .rendered, .matched, .threw, .unavailable: return nil
        }
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
/// wrong waivers on its first rendering; then the findings of the same
/// rule, cells and message at several script steps are joined into one
/// that lists the steps (``AuditFinding/merged(_:)``).
struct AuditAssembly {
    private var tweaks = TweakComparison()
    private var reportedWaivers: Set<String> = []

    mutating func finish(_ audited: AuditedCase, of goldenCase: GoldenCase) -> AuditCaseResult {
        var result = audited.result
        result.findings += tweaks.check(goldenCase, still: audited.still)
        let demoable = goldenCase.demo.makeDemoable(tweak: goldenCase.tweak)
        let waivers = demoable.accessibilityWaivers
        if !waivers.isEmpty {
            result.findings = WaiverCheck.apply(
                waivers, to: result.findings, tweak: result.tweak, script: result.script)
            if reportedWaivers.insert(goldenCase.demo.address).inserted {
                result.findings += WaiverCheck.problems(of: waivers, demo: goldenCase.demo)
            }
        }
        result.findings = AuditFinding.merged(result.findings)
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
