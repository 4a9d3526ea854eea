import DemoKitCore
import DemoKitSnapshots

/// Asserts that every demo of a group matches its golden snapshots, in every
/// tweak and variation, in XCTest or Swift Testing.
///
/// Failures are reported at the caller's file and line: with `Issue.record`
/// when the test runs under Swift Testing, with `XCTFail` otherwise. Each
/// failure shows a diff with line numbers, keeps the actual output in
/// `.build/demokit-snapshots`, and says how to re-record.
///
/// ```swift
/// // XCTest
/// final class ComponentsSnapshotTests: XCTestCase {
///     func testComponents() {
///         assertDemoSnapshots(of: Components.self)
///     }
/// }
///
/// // Swift Testing
/// @Test func components() {
///     assertDemoSnapshots(of: Components.self)
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
public func assertDemoSnapshots(
    of group: any DemoGroup.Type,
    demo: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    jobs: Int? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard
        let failure = verifyDemoSnapshots(
            of: group, demo: demo, record: record, snapshotDirectory: snapshotDirectory, jobs: jobs,
            filePath: filePath)
    else { return }
    DemoSnapshotReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that every demo of a catalog matches its golden snapshots, in
/// XCTest or Swift Testing.
///
/// ```swift
/// @Test func catalog() {
///     assertDemoSnapshots(of: DemoRegistry.groups)
/// }
/// ```
///
/// - Parameters:
///   - groups: The catalog's groups, usually `DemoRegistry.groups`.
///   - record: The record mode; see the single-group overload.
///   - snapshotDirectory: The snapshot folder relative to the package root.
///   - jobs: How many threads render demos; see the single-group overload.
public func assertDemoSnapshots(
    of groups: [any DemoGroup.Type],
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    jobs: Int? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard
        let failure = verifyDemoSnapshots(
            of: groups, record: record, snapshotDirectory: snapshotDirectory, jobs: jobs, filePath: filePath)
    else { return }
    DemoSnapshotReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that every demo of a `DemoRegistry` matches its golden
/// snapshots, in XCTest or Swift Testing, with the goldens where
/// `demo-runner snapshot` keeps them for that target.
///
/// ```swift
/// @Test func demos_matchTheirGoldens() {
///     assertDemoSnapshots(of: DemoRegistry.self)
/// }
/// ```
///
/// - Parameters:
///   - registry: The registry the DemoKitDiscovery plugin generates.
///   - record: The record mode; see the single-group overload.
///   - snapshotDirectory: The snapshot folder relative to the package root,
///     instead of the target's default.
///   - jobs: How many threads render demos; see the single-group overload.
public func assertDemoSnapshots(
    of registry: any DiscoveredDemos.Type,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    jobs: Int? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard
        let failure = verifyDemoSnapshots(
            of: registry, record: record, snapshotDirectory: snapshotDirectory, jobs: jobs, filePath: filePath)
    else { return }
    DemoSnapshotReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}
