import DemoKitSnapshots

/// The snapshot settings in force for the current task, set with
/// ``withDemoSnapshots(record:snapshotDirectory:jobs:failsWhenTooWide:operation:)``.
///
/// A task-local value rather than a global switch, so that parallel tests
/// can record and verify side by side.
struct DemoSnapshotScope: Sendable {
    var record: SnapshotRecordMode?
    var snapshotDirectory: String?
    var jobs: Int?
    /// Whether a rendering wider than its width fails rather than warns.
    var failsWhenTooWide: Bool?
    /// Render in worker processes of the catalog's runner (the Swift
    /// Testing trait's `isolation:`), so that a demo that crashes or hangs
    /// fails its own golden.
    var isolation: DemoSnapshotIsolation?

    @TaskLocal static var current = DemoSnapshotScope()

    /// This scope with each setting given replacing its own; `nil` keeps it.
    func overriding(
        record: SnapshotRecordMode?, snapshotDirectory: String?, jobs: Int?, failsWhenTooWide: Bool?,
        isolation: DemoSnapshotIsolation? = nil
    ) -> DemoSnapshotScope {
        var scope = self
        if let record { scope.record = record }
        if let snapshotDirectory { scope.snapshotDirectory = snapshotDirectory }
        if let jobs { scope.jobs = jobs }
        if let failsWhenTooWide { scope.failsWhenTooWide = failsWhenTooWide }
        if let isolation { scope.isolation = isolation }
        return scope
    }
}
