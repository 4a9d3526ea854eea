import DemoKitSnapshots

/// The snapshot settings in force for the current task, set with
/// ``withDemoSnapshots(record:snapshotDirectory:jobs:operation:)``.
///
/// A task-local value rather than a global switch, so that parallel tests
/// can record and verify side by side.
struct DemoSnapshotScope: Sendable {
    var record: SnapshotRecordMode?
    var snapshotDirectory: String?
    var jobs: Int?

    @TaskLocal static var current = DemoSnapshotScope()
}
