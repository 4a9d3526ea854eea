import DemoKitSnapshots

/// What the accessibility audit found in each demo audited so far, and the
/// finder of the cases to audit, which keeps what it learnt of the last one.
package struct BrowserAudits {
    /// The findings of each demo audited: the sidebar marks those that fail
    /// it, `a` shows the selected one's.
    package internal(set) var byDemo: [DemoPosition: DemoAudit] = [:]
    /// Finds the cases of the demo to audit.
    var finder: GoldenCaseFinder?
}
