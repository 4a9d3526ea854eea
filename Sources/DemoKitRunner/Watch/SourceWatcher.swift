import Foundation

/// Notices when a package's Swift sources change, by looking at their
/// sizes and modification times every ``scanInterval``, and says so once
/// they have stayed unchanged for ``settleTime``: an editor that saves
/// several files, or one file twice, starts one build.
///
/// Polling, rather than FSEvents or inotify, works the same on macOS and
/// Linux with Foundation alone; a catalog's package has hundreds of files,
/// not hundreds of thousands.
package struct SourceWatcher {
    /// What is compared of a file.
    struct Stamp: Equatable {
        var modified: Date?
        var size: Int?
    }

    /// The package's root folder.
    package let root: URL
    package static let scanInterval = Duration.milliseconds(250)
    package static let settleTime = Duration.milliseconds(300)

    private var stamps: [String: Stamp]
    private var lastScan: ContinuousClock.Instant?
    private var changedAt: ContinuousClock.Instant?

    package init(root: URL) {
        self.root = root
        stamps = Self.scan(root)
    }

    /// Looks at the sources when a scan is due.
    ///
    /// - Returns: `true` once, when the sources changed and have since
    ///   stayed unchanged for ``settleTime``.
    package mutating func poll(now: ContinuousClock.Instant) -> Bool {
        if lastScan.map({ now - $0 >= Self.scanInterval }) ?? true {
            lastScan = now
            let current = Self.scan(root)
            if current != stamps {
                stamps = current
                changedAt = now
            }
        }
        guard let changedAt, now - changedAt >= Self.settleTime else { return false }
        self.changedAt = nil
        return true
    }

    /// `Package.swift` and every `.swift` file below `root`, except in
    /// hidden folders (`.build`, `.git`, `.swiftpm`) and snapshot folders.
    static func scan(_ root: URL) -> [String: Stamp] {
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isDirectoryKey]
        guard let files = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles, .skipsPackageDescendants])
        else { return [:] }
        var stamps: [String: Stamp] = [:]
        for case let file as URL in files {
            let values = try? file.resourceValues(forKeys: Set(keys))
            if values?.isDirectory == true {
                if file.lastPathComponent == "__Snapshots__" { files.skipDescendants() }
                continue
            }
            guard file.pathExtension == "swift" else { continue }
            stamps[file.path] = Stamp(modified: values?.contentModificationDate, size: values?.fileSize)
        }
        return stamps
    }
}
