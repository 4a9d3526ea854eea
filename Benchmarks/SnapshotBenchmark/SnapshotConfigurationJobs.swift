import Foundation

/// The runner's default thread count on this machine, for the report.
enum SnapshotConfigurationJobs {
    static var value: Int { min(8, max(1, ProcessInfo.processInfo.activeProcessorCount)) }
}
