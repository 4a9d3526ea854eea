import DemoKitCore
import DemoKitRunner

/// Checks the golden snapshots of a group's demos, in every tweak and
/// variation, and returns what failed instead of reporting it.
///
/// This is the layer under ``assertDemoSnapshots(of:demo:record:snapshotDirectory:fileID:filePath:line:column:)``,
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
///   - record: The record mode; `nil` uses ``withDemoSnapshots(record:snapshotDirectory:operation:)``,
///     then `DEMOKIT_RECORD`, then `missing` locally and `never` in CI.
///   - snapshotDirectory: The snapshot folder relative to the package root;
///     `nil` uses the scope's, then `DEMOKIT_SNAPSHOTS`, then
///     `Demos/__Snapshots__`.
///   - filePath: The calling file; the package root is the nearest folder
///     above it with a `Package.swift`.
/// - Returns: The failures, each with its diff and how to re-record it, and a
///   summary line; `nil` when every golden matched.
public func verifyDemoSnapshots(
    of group: any DemoGroup.Type,
    demo: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    filePath: StaticString = #filePath
) -> String? {
    DemoSnapshotVerifier.verify(
        groups: [group], demo: demo.map { (group.groupIdentifier, $0) }, record: record,
        snapshotDirectory: snapshotDirectory, filePath: filePath)
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
///   - filePath: The calling file, to find the package root.
/// - Returns: The failures and a summary line, or `nil` when all matched.
public func verifyDemoSnapshots(
    of groups: [any DemoGroup.Type],
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    filePath: StaticString = #filePath
) -> String? {
    DemoSnapshotVerifier.verify(
        groups: groups, demo: nil, record: record, snapshotDirectory: snapshotDirectory,
        filePath: filePath)
}
