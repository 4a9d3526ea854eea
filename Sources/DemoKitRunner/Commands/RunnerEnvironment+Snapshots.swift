import DemoKitSnapshots
import Foundation

extension RunnerEnvironment {
    /// The snapshot folder (and artifacts folder) a command uses, found the
    /// one way every command finds it: `--snapshots`, then the runner's
    /// `snapshotDirectory:`, then `DEMOKIT_SNAPSHOTS`, then the demo
    /// target's default, relative to the runner's sources, the current
    /// directory or the executable.
    ///
    /// - Throws: ``SnapshotSetupError`` naming what is wrong.
    func snapshotLocation(explicit: String?, artifacts: String?) throws(SnapshotSetupError) -> SnapshotLocation.Resolved {
        var anchors: [URL] = []
        if let sourceFilePath { anchors.append(URL(fileURLWithPath: sourceFilePath)) }
        anchors.append(currentDirectory)
        if let executable = Bundle.main.executableURL { anchors.append(executable) }
        return try SnapshotLocation.resolve(
            explicit: explicit, configured: snapshotDirectory, artifacts: artifacts,
            targetDefault: defaultSnapshotDirectory, environment: variables, anchors: anchors,
            currentDirectory: currentDirectory)
    }
}
