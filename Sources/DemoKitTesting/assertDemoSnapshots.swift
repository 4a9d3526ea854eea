import DemoKitCore
import DemoKitSnapshots

/// Asserts that the demos of a `DemoRegistry` match their golden snapshots,
/// in every tweak, script and variation, in XCTest or Swift Testing, with the
/// goldens where `demo-runner snapshot` keeps them for that target.
///
/// This is the one documented way to test demos: the registry is what the
/// DemoKitDiscovery plugin generates, so the test needs no list of groups,
/// and `filter` takes the command line's `--filter` patterns.
///
/// ```swift
/// // Swift Testing
/// @Test func demos_matchTheirGoldens() {
///     assertDemoSnapshots(of: DemoRegistry.self)
/// }
///
/// // XCTest: one demo
/// final class ButtonsTests: XCTestCase {
///     func testButtons() {
///         assertDemoSnapshots(of: DemoRegistry.self, filter: "Components/buttons")
///     }
/// }
/// ```
///
/// Failures are reported at the caller's file and line: with `Issue.record`
/// under Swift Testing, with `XCTFail` otherwise. Each shows a diff, keeps
/// the rendering pending for `review` outside CI, and names the command that
/// reviews or re-records it.
///
/// - Parameters:
///   - registry: The registry the DemoKitDiscovery plugin generates.
///   - filter: Which goldens to check, as `demo-runner snapshot --filter`
///     takes them: `Components/buttons`, `red`, `*/*/red@dark`,
///     `Prompts/singleChoice/typeToFilter+chooseSecond`, several separated
///     by `,`; `nil` checks every golden.
///   - record: The record mode; `nil` uses ``withDemoSnapshots(record:snapshotDirectory:jobs:failsWhenTooWide:operation:)``,
///     then `DEMOKIT_RECORD`, then `pending` locally and `never` in CI.
///   - snapshotDirectory: The snapshot folder relative to the package root,
///     instead of the target's default (its own `__Snapshots__`, else
///     `__Snapshots__/TARGET` beside it); `nil` uses the scope's, then
///     `DEMOKIT_SNAPSHOTS`, then that default.
///   - jobs: How many threads render demos, at least 1; `nil` uses the
///     scope's, then one per core (at most 8). Pass `1` for demos that are
///     not thread-safe.
///   - fileID: The calling file's ID, where the failure is reported;
///     leave the default.
///   - filePath: The calling file, where the failure is reported; the
///     package root is the nearest folder above it with a `Package.swift`.
///   - line: The calling line, where the failure is reported.
///   - column: The calling column, where the failure is reported.
public func assertDemoSnapshots(
    of registry: any DiscoveredDemos.Type,
    filter: String? = nil,
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
            of: registry, filter: filter, record: record, snapshotDirectory: snapshotDirectory, jobs: jobs,
            filePath: filePath)
    else { return }
    DemoSnapshotReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that every demo of a group matches its golden snapshots.
///
/// - Parameters:
///   - group: The group whose demos are checked.
///   - demo: The identifier of one demo to check, or `nil` for all.
///   - record: The record mode.
///   - snapshotDirectory: The snapshot folder relative to the package root.
///   - jobs: How many threads render demos.
///   - fileID: The calling file's ID, where the failure is reported;
///     leave the default.
///   - filePath: The calling file, where the failure is reported; the
///     package root is the nearest folder above it with a `Package.swift`.
///   - line: The calling line, where the failure is reported.
///   - column: The calling column, where the failure is reported.
@available(
    *, deprecated,
    message: "use assertDemoSnapshots(of: DemoRegistry.self, filter: \"Group/demo\"), which checks the same goldens"
)
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
        let failure = DemoSnapshotVerifier.verify(
            groups: [group], demo: demo.map { (group.groupIdentifier, $0) }, record: record,
            snapshotDirectory: snapshotDirectory, jobs: jobs, filePath: "\(filePath)")
    else { return }
    DemoSnapshotReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that every demo of a list of groups matches its golden snapshots.
///
/// - Parameters:
///   - groups: The groups whose demos are checked.
///   - record: The record mode.
///   - snapshotDirectory: The snapshot folder relative to the package root.
///   - jobs: How many threads render demos.
///   - fileID: The calling file's ID, where the failure is reported;
///     leave the default.
///   - filePath: The calling file, where the failure is reported; the
///     package root is the nearest folder above it with a `Package.swift`.
///   - line: The calling line, where the failure is reported.
///   - column: The calling column, where the failure is reported.
@available(
    *, deprecated,
    message: "use assertDemoSnapshots(of: DemoRegistry.self, filter: \"GroupA,GroupB\"), which checks the same goldens"
)
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
        let failure = DemoSnapshotVerifier.verify(
            groups: groups, demo: nil, record: record, snapshotDirectory: snapshotDirectory, jobs: jobs,
            filePath: "\(filePath)")
    else { return }
    DemoSnapshotReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}
