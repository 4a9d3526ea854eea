import DemoKitSnapshots

/// When a snapshot helper writes a golden file instead of only checking it:
/// `.pending`, `.never`, `.missing`, `.failed` or `.all`.
///
/// The same modes as `demo-runner snapshot --record`, defined with the
/// snapshot engine and named here so that `import DemoKitTesting` is the one
/// import a test needs.
public typealias SnapshotRecordMode = DemoKitSnapshots.SnapshotRecordMode
