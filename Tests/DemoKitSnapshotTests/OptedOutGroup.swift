import DemoKitCore

/// A group whose only demo opts out of snapshots: it owns a folder under the
/// root, but nothing in it is produced.
enum OptedOutGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case quiet

    static func demoable(for index: Int) -> any Demoable {
        TextDemo("Quiet", shouldSnapshotTest: false) { _ in TextBlock("never") }
    }
}
