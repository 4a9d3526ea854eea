import DemoKitExport
import Foundation

/// The failure report the test helpers keep when `DEMOKIT_REPORT` names a
/// file: one page for the whole test process, each assertion replacing the
/// entries of the goldens it checked. Assertions run in parallel; the lock
/// makes each read-merge-write one step.
enum FailureReportFile {
    /// `DEMOKIT_REPORT=.build/snapshots.html swift test`.
    static let environmentVariable = "DEMOKIT_REPORT"

    private static let lock = NSLock()

    /// Writes `report` into the page at `url`, replacing the entries of
    /// the goldens in `checked` and the findings of the renderings in
    /// `audited`; returns the error's line, or `nil`.
    static func write(_ report: FailureReport, to url: URL, checked: Set<String>, audited: Set<String> = []) -> String? {
        lock.lock()
        defer { lock.unlock() }
        do {
            try report.write(to: url, mergingReplacing: checked, findingsOf: audited)
            return nil
        } catch {
            return "\(environmentVariable): \(error.message)"
        }
    }
}
