#if compiler(>=6.3) && canImport(Testing) && (os(macOS) || os(Linux))
import DemoKitCore
import DemoKitSnapshots
import Testing

/// Checks every golden of the registry's catalog, with the demos rendered
/// in child processes, and reports a failure (a crash or a hang included)
/// at the caller's line. Only under Swift Testing, which runs the children;
/// elsewhere it checks in process, as the synchronous assertion does (under
/// XCTest, use the form that takes `in: self`).
///
/// - Parameters:
///   - registry: The registry the DemoKitDiscovery plugin generates.
///   - filter: Which goldens to check, in `--filter`'s pattern syntax, or
///     `nil` for all.
///   - isolation: ``DemoSnapshotIsolation/process`` or
///     ``DemoSnapshotIsolation/process(timeout:)``.
///   - record: The record mode.
///   - snapshotDirectory: The snapshot folder relative to the package root.
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
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async {
    let failure = await IsolatedVerifier.verify(
        groups: registry.groups,
        targetDefault: SnapshotLocation.defaultDirectory(forSources: registry.sourceDirectory), demo: nil,
        filter: filter, record: record, snapshotDirectory: snapshotDirectory, timeout: isolation.timeout, filePath: "\(filePath)")
    guard let failure else { return }
    DemoSnapshotReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks every golden of `groups`, with the demos rendered in child
/// processes; see ``DemoSnapshotIsolation``.
///
/// - Parameters:
///   - groups: The groups whose demos are checked.
///   - isolation: How the demos are isolated.
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
    message: "use assertDemoSnapshots(of: DemoRegistry.self, filter: \"GroupA,GroupB\", isolation: .process)"
)
public func assertDemoSnapshots(
    of groups: [any DemoGroup.Type],
    isolation: DemoSnapshotIsolation,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async {
    let failure = await IsolatedVerifier.verify(
        groups: groups, targetDefault: nil, demo: nil, record: record, snapshotDirectory: snapshotDirectory,
        timeout: isolation.timeout, filePath: "\(filePath)")
    guard let failure else { return }
    DemoSnapshotReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}
#endif
