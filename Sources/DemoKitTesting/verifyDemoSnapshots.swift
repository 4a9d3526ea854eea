import DemoKitCore
import DemoKitSnapshots

/// Checks the demos of a `DemoRegistry` against their golden snapshots and
/// returns what failed instead of reporting it.
///
/// This is the layer under ``assertDemoSnapshots(of:filter:record:snapshotDirectory:jobs:fileID:filePath:line:column:)``,
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
///   - jobs: How many threads render demos, at least 1.
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
    filePath: StaticString = #filePath
) -> String? {
    DemoSnapshotVerifier.verify(
        groups: registry.groups, registry: registry, demo: nil, filter: filter, record: record, snapshotDirectory: snapshotDirectory,
        targetDefault: SnapshotLocation.defaultDirectory(forSources: registry.sourceDirectory), jobs: jobs,
        filePath: "\(filePath)")
}

/// Checks the golden snapshots of a group's demos and returns what failed.
///
/// - Parameters:
///   - group: The group whose demos are checked.
///   - demo: The identifier of one demo to check, or `nil` for all.
///   - record: The record mode.
///   - snapshotDirectory: The snapshot folder relative to the package root.
///   - jobs: How many threads render demos.
///   - filePath: The calling file, to find the package root.
/// - Returns: The failures and a summary line, or `nil` when all matched.
@available(
    *, deprecated,
    message: "use verifyDemoSnapshots(of: DemoRegistry.self, filter: \"Group/demo\"), which checks the same goldens"
)
public func verifyDemoSnapshots(
    of group: any DemoGroup.Type,
    demo: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    jobs: Int? = nil,
    filePath: StaticString = #filePath
) -> String? {
    DemoSnapshotVerifier.verify(
        groups: [group], demo: demo.map { (group.groupIdentifier, $0) }, record: record,
        snapshotDirectory: snapshotDirectory, jobs: jobs, filePath: "\(filePath)")
}

/// Checks the golden snapshots of a list of groups and returns what failed.
///
/// - Parameters:
///   - groups: The groups whose demos are checked.
///   - record: The record mode.
///   - snapshotDirectory: The snapshot folder relative to the package root.
///   - jobs: How many threads render demos.
///   - filePath: The calling file, to find the package root.
/// - Returns: The failures and a summary line, or `nil` when all matched.
@available(
    *, deprecated,
    message: "use verifyDemoSnapshots(of: DemoRegistry.self, filter: \"GroupA,GroupB\"), which checks the same goldens"
)
public func verifyDemoSnapshots(
    of groups: [any DemoGroup.Type],
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    jobs: Int? = nil,
    filePath: StaticString = #filePath
) -> String? {
    DemoSnapshotVerifier.verify(
        groups: groups, demo: nil, record: record, snapshotDirectory: snapshotDirectory, jobs: jobs,
        filePath: "\(filePath)")
}
