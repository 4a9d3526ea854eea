import DemoKitRunner

/// The snapshot settings in force for the current task, set with
/// ``withDemoSnapshots(record:snapshotDirectory:operation:)``.
///
/// A task-local value rather than a global switch, so that parallel tests
/// can record and verify side by side.
struct DemoSnapshotScope: Sendable {
    var record: SnapshotRecordMode?
    var snapshotDirectory: String?

    @TaskLocal static var current = DemoSnapshotScope()
}
