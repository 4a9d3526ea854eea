import DemoKitRunner

/// Runs `operation` with snapshot settings for every DemoKitTesting
/// assertion inside it, in this task and the tasks it starts.
///
/// ```swift
/// func testComponents() {
///     withDemoSnapshots(record: .failed) {
///         assertDemoSnapshots(of: Components.self)
///     }
/// }
/// ```
///
/// An argument passed to an assertion wins over the scope; the scope wins
/// over the `DEMOKIT_RECORD` environment variable.
///
/// - Parameters:
///   - record: The record mode, or `nil` to keep the enclosing one.
///   - snapshotDirectory: The snapshot folder relative to the package root,
///     or `nil` to keep the enclosing one (by default `Demos/__Snapshots__`).
///   - operation: The code whose assertions use these settings.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
public func withDemoSnapshots<Result>(
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    operation: () throws -> Result
) rethrows -> Result {
    var scope = DemoSnapshotScope.current
    if let record { scope.record = record }
    if let snapshotDirectory { scope.snapshotDirectory = snapshotDirectory }
    return try DemoSnapshotScope.$current.withValue(scope, operation: operation)
}

/// Runs async `operation` with snapshot settings for every DemoKitTesting
/// assertion inside it; see the synchronous overload.
public func withDemoSnapshots<Result>(
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    var scope = DemoSnapshotScope.current
    if let record { scope.record = record }
    if let snapshotDirectory { scope.snapshotDirectory = snapshotDirectory }
    return try await DemoSnapshotScope.$current.withValue(scope, operation: operation)
}
