import DemoKitCore
import DemoKitSnapshots
import Foundation

/// The check DemoKitTesting's `verifyDemoSnapshots(of:record:snapshotDirectory:)`
/// makes, done here through DemoKitSnapshots, so that the benchmark does not
/// link DemoKitTesting and with it XCTest.
///
/// The same steps in the same order: the catalog, the snapshot folder
/// resolved and validated, the plan, then the engine in this process on the
/// default number of threads, failures collected as messages. Left out: the
/// `withDemoSnapshots` scope (nothing to read outside a test) and `DEMOKIT_REPORT` (the benchmark does not set it).
enum TestHelperCheck {
    /// Checks every golden of `groups` in `snapshotDirectory` without writing.
    ///
    /// - Parameters:
    ///   - groups: The catalog's groups.
    ///   - snapshotDirectory: The snapshot folder, absolute.
    /// - Returns: The failures and a summary line, or `nil` when all matched.
    static func failures(of groups: [any DemoGroup.Type], snapshotDirectory: String) -> String? {
        let environment = ProcessInfo.processInfo.environment
        let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let catalog: Catalog
        let location: SnapshotLocation.Resolved
        let plan: SnapshotPlan
        do {
            catalog = try Catalog(groups: groups)
        } catch {
            return "invalid catalog: \(error.description)"
        }
        do {
            location = try SnapshotLocation.resolve(
                explicit: nil, configured: snapshotDirectory,
                targetDefault: SnapshotLocation.registry(of: groups)
                    .flatMap { SnapshotLocation.defaultDirectory(forSources: $0.sourceDirectory) },
                environment: environment,
                anchors: [URL(fileURLWithPath: #filePath), currentDirectory],
                currentDirectory: currentDirectory)
            plan = try SnapshotPlan(catalog: catalog)
        } catch {
            return error.message
        }
        let base = location.packageRoot ?? currentDirectory
        let display: @Sendable (String) -> String = { SnapshotLocation.display($0, relativeTo: base) }
        do {
            try location.validate(
                mayCreateRoot: true, recordHint: "set DEMOKIT_RECORD=missing",
                artifactsName: "the default", display: display)
        } catch {
            return error.message
        }
        let configuration = SnapshotConfiguration(
            store: GoldenStore(root: location.root),
            artifacts: location.artifacts,
            record: .never,
            isRecordExplicit: true,
            isContinuousIntegration: SnapshotRecordMode.isContinuousIntegration(environment),
            looksForObsolete: false,
            jobs: SnapshotConfiguration.defaultJobs,
            rerecordCommand: { _, mode in "DEMOKIT_RECORD=\(mode) swift test" },
            displayPath: { TerminalSafeText.oneLine(display($0)) })
        var failures: [String] = []
        let summary = SnapshotEngine(configuration: configuration).run(plan) { result in
            if result.isFailure, let message = result.message {
                failures.append("✗ \(TerminalSafeText.oneLine(result.path)): \(message)")
            }
        }
        guard !failures.isEmpty else { return nil }
        return (failures + [summary.line]).joined(separator: "\n\n")
    }
}
