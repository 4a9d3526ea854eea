import DemoKitCore
import DemoKitSnapshots

/// Checks the golden snapshots of a group's demos, in every tweak and
/// variation, and returns what failed instead of reporting it.
///
/// This is the layer under ``assertDemoSnapshots(of:demo:record:snapshotDirectory:jobs:fileID:filePath:line:column:)``,
/// for custom test frameworks and tools. It uses the same engine, files and
/// record modes as `demo-runner snapshot`.
///
/// ```swift
/// if let failure = verifyDemoSnapshots(of: Components.self) {
///     print(failure)
/// }
/// ```
///
/// - Parameters:
///   - group: The group whose demos are checked.
///   - demo: The identifier of one demo to check, or `nil` for all.
///   - record: The record mode; `nil` uses ``withDemoSnapshots(record:snapshotDirectory:jobs:failsWhenTooWide:operation:)``,
///     then `DEMOKIT_RECORD`, then `missing` locally and `never` in CI.
///   - snapshotDirectory: The snapshot folder relative to the package root;
///     `nil` uses the scope's, then `DEMOKIT_SNAPSHOTS`, then the folder
///     `demo-runner snapshot` uses for the group's target (its own
///     `__Snapshots__`, else `__Snapshots__/TARGET` beside it).
///   - jobs: How many threads render demos, at least 1; `nil` uses the
///     scope's, then one per core (at most 8). Pass `1` for demos that are
///     not thread-safe.
///   - filePath: The calling file; the package root is the nearest folder
///     above it with a `Package.swift`.
/// - Returns: The failures, each with its diff and how to re-record it, and a
///   summary line; `nil` when every golden matched.
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

/// Checks the golden snapshots of every demo of a catalog and returns what
/// failed instead of reporting it.
///
/// ```swift
/// XCTAssertNil(verifyDemoSnapshots(of: DemoRegistry.groups))
/// ```
///
/// - Parameters:
///   - groups: The catalog's groups, usually `DemoRegistry.groups`.
///   - record: The record mode; `nil` uses the scope, then `DEMOKIT_RECORD`,
///     then `missing` locally and `never` in CI.
///   - snapshotDirectory: The snapshot folder relative to the package root.
///   - jobs: How many threads render demos; see the single-group overload.
///   - filePath: The calling file, to find the package root.
/// - Returns: The failures and a summary line, or `nil` when all matched.
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

/// Checks every demo of a `DemoRegistry` against its golden snapshots, with
/// the goldens where `demo-runner snapshot` keeps them for that target: its
/// own `__Snapshots__` folder if it has one, else `__Snapshots__/TARGET`
/// beside the target's folder.
///
/// ```swift
/// if let failure = verifyDemoSnapshots(of: DemoRegistry.self) { print(failure) }
/// ```
///
/// - Parameters:
///   - registry: The registry the DemoKitDiscovery plugin generates.
///   - record: The record mode; `nil` uses the scope, then `DEMOKIT_RECORD`,
///     then `missing` locally and `never` in CI.
///   - snapshotDirectory: The snapshot folder relative to the package root,
///     instead of the target's default.
///   - jobs: How many threads render demos; see the single-group overload.
///   - filePath: The calling file, to find the package root.
/// - Returns: The failures and a summary line, or `nil` when all matched.
public func verifyDemoSnapshots(
    of registry: any DiscoveredDemos.Type,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    jobs: Int? = nil,
    filePath: StaticString = #filePath
) -> String? {
    DemoSnapshotVerifier.verify(
        groups: registry.groups, demo: nil, record: record, snapshotDirectory: snapshotDirectory,
        targetDefault: SnapshotLocation.defaultDirectory(forSources: registry.sourceDirectory), jobs: jobs,
        filePath: "\(filePath)")
}
