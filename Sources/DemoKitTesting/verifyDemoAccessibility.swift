import DemoKitAudit
import DemoKitCore
import DemoKitExport
import DemoKitSnapshots
import Foundation

/// Audits the demos of a `DemoRegistry` for accessibility, as `demo-runner
/// audit` does, and returns the failure message, or `nil` when no rendering
/// has an open finding.
///
/// This is the layer under
/// ``assertDemoAccessibility(of:filter:jobs:fileID:filePath:line:column:)``,
/// for a test that reports failures its own way.
///
/// ```swift
/// if let failure = verifyDemoAccessibility(of: DemoRegistry.self, filter: "Components") {
///     print(failure)
/// }
/// ```
///
/// - Parameters:
///   - registry: The registry the DemoKitDiscovery plugin generates.
///   - filter: Which renderings to audit, in `--filter`'s pattern syntax,
///     or `nil` for all.
///   - jobs: The threads to audit on; `nil` for one per core, at most 8.
/// - Returns: Every rendering with open findings, each finding on its own
///   line with its rule, WCAG criterion, step and cells, and the summary
///   line; or `nil` when the audit passes.
public func verifyDemoAccessibility(
    of registry: any DiscoveredDemos.Type,
    filter: String? = nil,
    jobs: Int? = nil
) -> String? {
    verifyDemoAccessibility(
        of: registry, filter: filter, jobs: jobs, environment: ProcessInfo.processInfo.environment,
        currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
}

/// ``verifyDemoAccessibility(of:filter:jobs:)`` with the environment
/// (`DEMOKIT_REPORT`) and the directory a relative report path is in given.
func verifyDemoAccessibility(
    of registry: any DiscoveredDemos.Type, filter: String?, jobs: Int?, environment: [String: String],
    currentDirectory: URL
) -> String? {
    let plan: SnapshotPlan
    do {
        let catalog = try Catalog(groups: registry.groups)
        let parsed = try filter.map { text throws(SnapshotSetupError) in
            try SnapshotFilter(text, option: "'filter:'")
        }
        plan = try SnapshotPlan(catalog: catalog, filter: parsed)
        if let parsed, plan.cases.isEmpty {
            return "Accessibility audit: no rendering matches the filter '\(parsed)'"
        }
    } catch let error as SnapshotSetupError {
        return "Accessibility audit: \(error.message)"
    } catch {
        return "Accessibility audit: invalid catalog: \(TerminalSafeText.oneLine("\(error)"))"
    }
    var failures: [String] = []
    var findings: [RenderingFinding] = []
    // A demo that calls `exit` fails naming it rather than ending the test
    // run as if it passed, as the snapshot assertions' in-process checks do.
    defer { DemoExitGuard.finish() }
    let audit = AccessibilityAudit(jobs: jobs ?? SnapshotConfiguration.defaultJobs) { goldenCase in
        DemoExitGuard.start("\(goldenCase.key) (audited by DemoKitTesting)")
    }
    let summary = audit.run(plan) { result in
        if let failure = AuditText.failure(result) { failures.append(failure) }
        findings += AuditText.listed(result).map {
            RenderingFinding(key: result.key, address: result.address, text: $0.text, waiver: $0.waiver)
        }
    }
    // `DEMOKIT_REPORT=PATH.html`: the findings join the failure report,
    // replacing those of the renderings audited here.
    var reportLine: String?
    if let path = environment[FailureReportFile.environmentVariable], !path.isEmpty {
        let url = TypedPath.url(path, relativeTo: currentDirectory)
        let report = FailureReport(title: "swift test · DemoKitTesting", entries: [], findings: findings)
        reportLine = FailureReportFile.write(report, to: url, checked: [], audited: Set(plan.cases.map(\.key)))
            .map { "✗ " + $0 }
    }
    var lines: [String] = []
    if !summary.succeeded { lines = ["Accessibility audit failed: " + summary.line] + failures }
    if let reportLine { lines.append(reportLine) }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
}

/// Asserts that the demos of a `DemoRegistry` pass the accessibility audit
/// (the rules of `demo-runner audit`: contrast, use of colour, colour depth,
/// screen readers, motion), in every tweak, script and variation, in XCTest
/// or Swift Testing.
///
/// ```swift
/// // Swift Testing
/// @Test func demos_areAccessible() {
///     assertDemoAccessibility(of: DemoRegistry.self)
/// }
///
/// // XCTest: one group
/// final class ComponentsTests: XCTestCase {
///     func testAccessibility() {
///         assertDemoAccessibility(of: DemoRegistry.self, filter: "Components")
///     }
/// }
/// ```
///
/// Failures are reported at the caller's file and line: with `Issue.record`
/// under Swift Testing, with `XCTFail` otherwise; each finding on its own
/// line. A finding a demo waives (`accessibilityWaivers`) with a reason
/// does not fail; a waiver without a reason does.
///
/// - Parameters:
///   - registry: The registry the DemoKitDiscovery plugin generates.
///   - filter: Which renderings to audit, in `--filter`'s pattern syntax
///     (`"Components/buttons"`, `"red"`), or `nil` for all.
///   - jobs: The threads to audit on; `nil` for one per core, at most 8.
///   - fileID: The file the failure is reported in (Swift Testing).
///   - filePath: The file the failure is reported in.
///   - line: The line the failure is reported at.
///   - column: The column the failure is reported at (Swift Testing).
public func assertDemoAccessibility(
    of registry: any DiscoveredDemos.Type,
    filter: String? = nil,
    jobs: Int? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let failure = verifyDemoAccessibility(of: registry, filter: filter, jobs: jobs) else { return }
    DemoSnapshotReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}
