import DemoKitSnapshots

/// Runs `operation` with snapshot settings for every DemoKitTesting
/// assertion inside it, in this task and the tasks it starts.
///
/// ```swift
/// func testComponents() {
///     withDemoSnapshots(record: .failed) {
///         assertDemoSnapshots(of: DemoRegistry.self, filter: "Components")
///     }
/// }
/// ```
///
/// A demo whose rendering has a line wider than its width (a golden keeps
/// the line whole, a terminal of that width cuts it) is a warning on
/// standard error, as `demo-runner snapshot` prints it; make it a failure:
///
/// ```swift
/// withDemoSnapshots(failsWhenTooWide: true) {
///     assertDemoSnapshots(of: DemoRegistry.self, filter: "Components")
/// }
/// ```
///
/// An argument passed to an assertion wins over the scope; the scope wins
/// over the `DEMOKIT_RECORD` and `DEMOKIT_SNAPSHOTS` environment variables.
///
/// Demos that are not thread-safe can be checked one at a time:
///
/// ```swift
/// withDemoSnapshots(jobs: 1) {
///     assertDemoSnapshots(of: DemoRegistry.self, filter: "LegacyWidgets")
/// }
/// ```
///
/// - Parameters:
///   - record: The record mode, or `nil` to keep the enclosing one.
///   - snapshotDirectory: The snapshot folder relative to the package root,
///     or `nil` to keep the enclosing one (by default `DEMOKIT_SNAPSHOTS`,
///     then the folder `demo-runner snapshot` uses for the demos' target).
///   - jobs: How many threads render demos, at least 1, or `nil` to keep
///     the enclosing number (by default one per core, at most 8).
///   - failsWhenTooWide: Whether a rendering wider than its width fails
///     the assertion rather than warn, or `nil` to keep the enclosing
///     setting (by default it warns).
///   - operation: The code whose assertions use these settings.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
public func withDemoSnapshots<Result>(
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    jobs: Int? = nil,
    failsWhenTooWide: Bool? = nil,
    operation: () throws -> Result
) rethrows -> Result {
    let scope = DemoSnapshotScope.current.overriding(
        record: record, snapshotDirectory: snapshotDirectory, jobs: jobs, failsWhenTooWide: failsWhenTooWide)
    return try DemoSnapshotScope.$current.withValue(scope, operation: operation)
}

/// Runs async `operation` with snapshot settings for every DemoKitTesting
/// assertion inside it; see the synchronous overload.
public func withDemoSnapshots<Result>(
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    jobs: Int? = nil,
    failsWhenTooWide: Bool? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    let scope = DemoSnapshotScope.current.overriding(
        record: record, snapshotDirectory: snapshotDirectory, jobs: jobs, failsWhenTooWide: failsWhenTooWide)
    return try await DemoSnapshotScope.$current.withValue(scope, operation: operation)
}
