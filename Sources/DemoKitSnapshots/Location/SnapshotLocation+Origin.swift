extension SnapshotLocation {
    /// Where the snapshot root came from, to name it in messages and to
    /// decide whether a folder that does not exist may be created.
    package enum Origin: Sendable, Equatable {
        /// `--snapshots DIR`.
        case option
        /// `snapshotDirectory:` in code: `DemoRunner.main`, an assertion or
        /// `withDemoSnapshots`.
        case code
        /// `DEMOKIT_SNAPSHOTS`.
        case environment
        /// The demo target's own folder, from its registry: its
        /// `__Snapshots__`, else `__Snapshots__/TARGET` beside it.
        case targetDefault
        /// `Demos/__Snapshots__` in the package root, for groups that point
        /// to no registry.
        case packageDefault

        /// How a message names it: `'--snapshots'`, `DEMOKIT_SNAPSHOTS`.
        package var name: String {
            switch self {
            case .option: "'--snapshots'"
            case .code: "'snapshotDirectory:'"
            case .environment: SnapshotLocation.environmentVariable
            case .targetDefault: "the target's default"
            case .packageDefault: "the package's default"
            }
        }

        /// Whether someone typed the folder for this run, so that one that
        /// does not exist is more likely a typo than a first run.
        package var isTyped: Bool {
            self == .option || self == .environment
        }
    }
}
