#if compiler(>=6.3) && canImport(Testing) && (os(macOS) || os(Linux))
import DemoKitCore
import DemoKitSnapshots
import Testing

/// Where the demos render while their goldens are checked, for the `async`
/// assertions.
///
/// ``process`` renders them in child processes (Swift Testing exit tests:
/// the test binary run again), so that a demo that traps (`fatalError`, an
/// index out of range), overflows its stack or hangs fails its golden with
/// the signal and the message, and every other golden is still checked; the
/// test process goes on. It costs a process launch, and the child renders on
/// one thread. The synchronous assertions render in the test's own process.
///
/// ```swift
/// @Test func catalog() async {
///     await assertDemoSnapshots(of: DemoRegistry.self, isolation: .process)
/// }
/// ```
public struct DemoSnapshotIsolation: Sendable {
    let timeout: Duration

    /// Child processes; a render (or a script step) that takes more than
    /// five seconds of real time fails as a hang (virtual time never counts).
    public static let process = DemoSnapshotIsolation(timeout: .seconds(5))

    /// Child processes, with another time limit for one render.
    public static func process(timeout: Duration) -> DemoSnapshotIsolation {
        DemoSnapshotIsolation(timeout: timeout)
    }
}

/// Checks every golden of the registry's catalog, with the demos rendered
/// in child processes, and reports a failure (a crash or a hang included)
/// at the caller's line. Only under Swift Testing, which runs the children;
/// elsewhere it checks in process, as the synchronous assertion does.
public func assertDemoSnapshots(
    of registry: any DiscoveredDemos.Type,
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
        record: record, snapshotDirectory: snapshotDirectory, timeout: isolation.timeout, filePath: "\(filePath)")
    guard let failure else { return }
    DemoSnapshotReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks every golden of `groups`, with the demos rendered in child
/// processes; see ``DemoSnapshotIsolation``.
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
