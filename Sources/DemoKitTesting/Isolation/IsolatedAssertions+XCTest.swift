import DemoKitCore
import DemoKitSnapshots
import XCTest

/// Asserts that every golden of the registry's catalog matches, with the
/// demos rendered in worker processes, under XCTest: a demo that traps,
/// overflows its stack or hangs fails its own golden, with the signal, the
/// message and the first frames of the backtrace, and the test process goes
/// on (see ``DemoSnapshotIsolation``).
///
/// The workers are this test binary run again for `testCase` alone: each
/// runs the test's `setUp` and its body up to this assertion, which then
/// renders for the test process instead of checking. Other DemoKitTesting
/// assertions do nothing in a worker; keep other side effects out of the
/// test before it, or give the isolated assertion a test of its own.
///
/// ```swift
/// final class CatalogTests: XCTestCase {
///     func testCatalog() {
///         assertDemoSnapshots(of: DemoRegistry.self, isolation: .process, in: self)
///     }
/// }
/// ```
///
/// - Parameters:
///   - registry: The registry the DemoKitDiscovery plugin generates.
///   - isolation: ``DemoSnapshotIsolation/process`` or
///     ``DemoSnapshotIsolation/process(timeout:)``.
///   - filter: Which goldens to check, in `--filter`'s pattern syntax, or
///     `nil` for all.
///   - testCase: The running test (`self`), which the workers run again.
///   - record: As for ``assertDemoSnapshots(of:filter:record:snapshotDirectory:jobs:fileID:filePath:line:column:)``.
///   - snapshotDirectory: As there.
///   - fileID: The calling file's ID, where the failure is reported;
///     leave the default.
///   - filePath: The calling file, where the failure is reported; the
///     package root is the nearest folder above it with a `Package.swift`.
///   - line: The calling line, where the failure is reported.
///   - column: The calling column, where the failure is reported.
public func assertDemoSnapshots(
    of registry: any DiscoveredDemos.Type,
    filter: String? = nil,
    isolation: DemoSnapshotIsolation,
    in testCase: XCTestCase,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard
        let failure = verifyDemoSnapshots(
            of: registry, filter: filter, isolation: isolation, in: testCase, record: record,
            snapshotDirectory: snapshotDirectory, filePath: filePath)
    else { return }
    DemoSnapshotReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that every golden of `groups` matches, with the demos rendered
/// in worker processes, under XCTest.
///
/// - Parameters:
///   - groups: The groups whose demos are checked.
///   - isolation: How the demos are isolated.
///   - testCase: The running test (`self`).
///   - record: The record mode.
///   - snapshotDirectory: The snapshot folder relative to the package root.
///   - fileID: The calling file's ID, where the failure is reported;
///     leave the default.
///   - filePath: The calling file, where the failure is reported; the
///     package root is the nearest folder above it with a `Package.swift`.
///   - line: The calling line, where the failure is reported.
///   - column: The calling column, where the failure is reported.
@available(
    *, deprecated,
    message: "use assertDemoSnapshots(of: DemoRegistry.self, filter: \"GroupA,GroupB\", isolation: .process, in: self)"
)
public func assertDemoSnapshots(
    of groups: [any DemoGroup.Type],
    isolation: DemoSnapshotIsolation,
    in testCase: XCTestCase,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard
        let failure = verifyDemoSnapshots(
            of: groups, isolation: isolation, in: testCase, record: record, snapshotDirectory: snapshotDirectory,
            filePath: filePath)
    else { return }
    DemoSnapshotReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks every golden of `groups` with the demos rendered in worker
/// processes, under XCTest, and returns the failure text instead of
/// reporting it (`nil` when every golden matches): for a test that expects
/// failures, or its own reporting.
///
/// - Parameters:
///   - groups: The groups whose demos are checked.
///   - isolation: How the demos are isolated.
///   - testCase: The running test (`self`).
///   - record: The record mode.
///   - snapshotDirectory: The snapshot folder relative to the package root.
///   - filePath: The calling file, to find the package root.
/// - Returns: The failures and a summary line, or `nil` when all matched.
@available(
    *, deprecated,
    message: "use verifyDemoSnapshots(of: DemoRegistry.self, filter:isolation:in:), which checks the same goldens"
)
public func verifyDemoSnapshots(
    of groups: [any DemoGroup.Type],
    isolation: DemoSnapshotIsolation,
    in testCase: XCTestCase,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    filePath: StaticString = #filePath
) -> String? {
    XCTestWorkers.verify(
        groups: groups, testCase: testCase, targetDefault: nil, record: record,
        snapshotDirectory: snapshotDirectory, timeout: isolation.seconds, filePath: "\(filePath)")
}

/// Checks the goldens of a `DemoRegistry` with the demos rendered in worker
/// processes, under XCTest, and returns the failure text instead of
/// reporting it (`nil` when every golden matches).
///
/// - Parameters:
///   - registry: The registry the DemoKitDiscovery plugin generates.
///   - filter: Which goldens to check, in `--filter`'s pattern syntax, or
///     `nil` for all.
///   - isolation: How the demos are isolated.
///   - testCase: The running test (`self`), which the workers run again.
///   - record: The record mode.
///   - snapshotDirectory: The snapshot folder relative to the package root.
///   - filePath: The calling file, to find the package root.
/// - Returns: The failures and a summary line, or `nil` when all matched.
public func verifyDemoSnapshots(
    of registry: any DiscoveredDemos.Type,
    filter: String? = nil,
    isolation: DemoSnapshotIsolation,
    in testCase: XCTestCase,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    filePath: StaticString = #filePath
) -> String? {
    XCTestWorkers.verify(
        groups: registry.groups, testCase: testCase,
        targetDefault: SnapshotLocation.defaultDirectory(forSources: registry.sourceDirectory), filter: filter,
        record: record, snapshotDirectory: snapshotDirectory, timeout: isolation.seconds, filePath: "\(filePath)")
}
