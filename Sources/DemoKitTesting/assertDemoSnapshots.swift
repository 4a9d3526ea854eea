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
///
/// // Either: a demo that crashes or hangs fails only its own golden
/// assertDemoSnapshots(of: DemoRegistry.self, isolation: .process)
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
///   - record: The record mode; `nil` uses ``withDemoSnapshots(record:snapshotDirectory:jobs:failsWhenTooWide:isolation:operation:)``,
///     then `DEMOKIT_RECORD`, then `pending` locally and `never` in CI.
///   - snapshotDirectory: The snapshot folder relative to the package root,
///     instead of the target's default (its own `__Snapshots__`, else
///     `__Snapshots__/TARGET` beside it); `nil` uses the scope's, then
///     `DEMOKIT_SNAPSHOTS`, then that default.
///   - jobs: How many threads (or worker processes) render demos, at
///     least 1; `nil` uses the scope's, then one per core (at most 8). Pass
///     `1` for demos that are not thread-safe.
///   - isolation: ``DemoSnapshotIsolation/process`` renders the demos in
///     worker processes of the catalog's runner, so that a demo that traps,
///     overflows its stack, hangs or calls `exit` fails its own golden;
///     `nil` uses the scope's, then renders in this process.
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
    isolation: DemoSnapshotIsolation? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard
        let failure = verifyDemoSnapshots(
            of: registry, filter: filter, record: record, snapshotDirectory: snapshotDirectory, jobs: jobs,
            isolation: isolation, filePath: filePath)
    else { return }
    DemoSnapshotReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}
