import DemoKitCore
import DemoKitSnapshots

/// Checks the demos of a `DemoRegistry` against their golden snapshots and
/// returns what failed instead of reporting it.
///
/// This is the layer under ``assertDemoSnapshots(of:filter:record:snapshotDirectory:jobs:isolation:fileID:filePath:line:column:)``,
/// for custom test frameworks and tools. It uses the same engine, files and
/// record modes as `demo-runner snapshot`.
///
/// ```swift
/// if let failure = verifyDemoSnapshots(of: DemoRegistry.self, filter: "Components") {
///     print(failure)
/// }
/// ```
///
/// - Parameters:
///   - registry: The registry the DemoKitDiscovery plugin generates.
///   - filter: Which goldens to check, in `--filter`'s pattern syntax, or
///     `nil` for all.
///   - record: The record mode; `nil` uses the scope, then `DEMOKIT_RECORD`,
///     then `pending` locally and `never` in CI.
///   - snapshotDirectory: The snapshot folder relative to the package root,
///     instead of the target's default.
///   - jobs: How many threads (or worker processes) render demos, at
///     least 1.
///   - isolation: ``DemoSnapshotIsolation/process`` renders the demos in
///     worker processes of the catalog's runner; `nil` uses the scope's,
///     then renders in this process.
///   - filePath: The calling file; the package root is the nearest folder
///     above it with a `Package.swift`.
/// - Returns: The failures, each with its diff and how to review or
///   re-record it, and a summary line; `nil` when every golden matched.
public func verifyDemoSnapshots(
    of registry: any DiscoveredDemos.Type,
    filter: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    jobs: Int? = nil,
    isolation: DemoSnapshotIsolation? = nil,
    filePath: StaticString = #filePath
) -> String? {
    DemoSnapshotVerifier.verify(
        registry: registry, filter: filter, record: record, snapshotDirectory: snapshotDirectory, jobs: jobs,
        isolation: isolation, filePath: "\(filePath)")
}
