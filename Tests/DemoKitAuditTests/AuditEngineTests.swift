import DemoKitAudit
import DemoKitCore
import DemoKitSnapshots
import Testing

/// The audit one case after another (the browser's) gives what the audit
/// on threads gives, and says whose code runs before it runs it.
@Suite struct AuditEngineTests {
    static let groups: [any DemoGroup.Type] = [
        CleanGroup.self, ContrastGroup.self, ColorOnlyGroup.self, DepthGroup.self, ReaderGroup.self,
        MotionGroup.self, WaiverGroup.self,
    ]

    /// A result as lines: its key, error and every finding with its waiver.
    static func lines(_ results: [AuditCaseResult]) -> [String] {
        results.flatMap { result in
            [result.key + (result.error.map { " error: \($0)" } ?? "")] + result.findings.map { "  " + AuditText.line($0) }
        }
    }

    @Test func inOrder_givesTheThreadedResults_andNamesEachCaseFirst() throws {
        let plan = try SnapshotPlan(catalog: Catalog(groups: Self.groups))
        var threaded: [AuditCaseResult] = []
        AccessibilityAudit(jobs: 2).run(plan) { threaded.append($0) }
        var told: [String] = []
        let inOrder = AccessibilityAudit.runInOrder(plan.cases) { told.append($0.key) }
        #expect(Self.lines(inOrder) == Self.lines(threaded))
        #expect(told == plan.cases.map(\.key))
        // Every class of finding is among them, so the comparison covers
        // the check across tweaks and the waivers too.
        let rules = Set(inOrder.flatMap { $0.findings.map(\.rule) })
        #expect(rules == Set(AccessibilityRule.allCases))
    }
}
