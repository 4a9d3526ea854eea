import DemoKitSnapshots

/// The snapshot settings in force for the current task: the one value that
/// ``withDemoSnapshots(record:snapshotDirectory:jobs:failsWhenTooWide:isolation:operation:)``
/// and the Swift Testing trait `.demoSnapshots(…)` set, with the same
/// parameters, and that an assertion's own arguments override.
///
/// A task-local value rather than a global switch, so that parallel tests
/// can record and verify side by side.
struct DemoSnapshotSettings: Sendable {
    var record: SnapshotRecordMode?
    var snapshotDirectory: String?
    var jobs: Int?
    /// Whether a rendering wider than its width fails rather than warns.
    var failsWhenTooWide: Bool?
    /// Render in worker processes of the catalog's runner, so that a demo
    /// that crashes or hangs fails its own golden.
    var isolation: DemoSnapshotIsolation?

    @TaskLocal static var current = DemoSnapshotSettings()

    /// These settings with each one given replacing its own; `nil` keeps it.
    func overriding(with other: DemoSnapshotSettings) -> DemoSnapshotSettings {
        var settings = self
        if let record = other.record { settings.record = record }
        if let snapshotDirectory = other.snapshotDirectory { settings.snapshotDirectory = snapshotDirectory }
        if let jobs = other.jobs { settings.jobs = jobs }
        if let failsWhenTooWide = other.failsWhenTooWide { settings.failsWhenTooWide = failsWhenTooWide }
        if let isolation = other.isolation { settings.isolation = isolation }
        return settings
    }
}
