import DemoKitSnapshots

/// Runs `operation` with snapshot settings for every DemoKitTesting
/// assertion inside it, in this task and the tasks it starts: the same
/// settings, with the same parameters, as the Swift Testing trait
/// `.demoSnapshots(…)`.
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
/// Render in worker processes of the catalog's runner, so that a demo that
/// traps or hangs fails its own golden (see ``DemoSnapshotIsolation``):
///
/// ```swift
/// withDemoSnapshots(isolation: .process) {
///     assertDemoSnapshots(of: DemoRegistry.self)
/// }
/// ```
///
/// An argument passed to an assertion wins over the scope; the scope wins
/// over the `DEMOKIT_RECORD` and `DEMOKIT_SNAPSHOTS` environment variables.
///
/// - Parameters:
///   - record: The record mode, or `nil` to keep the enclosing one.
///   - snapshotDirectory: The snapshot folder relative to the package root,
///     or `nil` to keep the enclosing one (by default `DEMOKIT_SNAPSHOTS`,
///     then the folder `demo-runner snapshot` uses for the demos' target).
///   - jobs: How many threads (or worker processes) render demos, at least
///     1, or `nil` to keep the enclosing number (by default one per core,
///     at most 8); `1` for demos that are not thread-safe.
///   - failsWhenTooWide: Whether a rendering wider than its width fails
///     the assertion rather than warn, or `nil` to keep the enclosing
///     setting (by default it warns).
///   - isolation: ``DemoSnapshotIsolation/process`` to render in worker
///     processes of the catalog's runner, or `nil` to keep the enclosing
///     choice (in this process by default).
///   - operation: The code whose assertions use these settings.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
public func withDemoSnapshots<Result>(
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    jobs: Int? = nil,
    failsWhenTooWide: Bool? = nil,
    isolation: DemoSnapshotIsolation? = nil,
    operation: () throws -> Result
) rethrows -> Result {
    let settings = DemoSnapshotSettings.current.overriding(with: DemoSnapshotSettings(
        record: record, snapshotDirectory: snapshotDirectory, jobs: jobs, failsWhenTooWide: failsWhenTooWide,
        isolation: isolation))
    return try DemoSnapshotSettings.$current.withValue(settings, operation: operation)
}

/// Runs async `operation` with snapshot settings for every DemoKitTesting
/// assertion inside it; see the synchronous overload.
///
/// - Parameters:
///   - record: The record mode, or `nil` to keep the enclosing one.
///   - snapshotDirectory: The snapshot folder, or `nil` to keep the
///     enclosing one.
///   - jobs: How many threads render demos, or `nil` to keep the enclosing
///     number.
///   - failsWhenTooWide: Whether a rendering wider than its width fails,
///     or `nil` to keep the enclosing setting.
///   - isolation: ``DemoSnapshotIsolation/process``, or `nil` to keep the
///     enclosing choice.
///   - actor: The actor `operation` runs on: the caller's; leave the
///     default.
///   - operation: The code whose assertions use these settings.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
public func withDemoSnapshots<Result>(
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    jobs: Int? = nil,
    failsWhenTooWide: Bool? = nil,
    isolation: DemoSnapshotIsolation? = nil,
    actor: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    let settings = DemoSnapshotSettings.current.overriding(with: DemoSnapshotSettings(
        record: record, snapshotDirectory: snapshotDirectory, jobs: jobs, failsWhenTooWide: failsWhenTooWide,
        isolation: isolation))
    return try await DemoSnapshotSettings.$current.withValue(settings, operation: operation)
}
