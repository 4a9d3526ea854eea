/// Notices changes by reading the whole ``SourceTree`` every ``interval``
/// and comparing sizes and modification times: where the system's file
/// events cannot be had (no inotify or kqueue, a limit on watches
/// reached), or when asked for (`DEMOKIT_WATCH=poll`).
final class PollingSource: FileEventSource {
    private let root: String
    private var tree: SourceTree
    private var lastScan: ContinuousClock.Instant?

    let interval: Duration? = .milliseconds(100)
    var descriptor: Int32? { nil }
    var folderCount: Int { tree.folders.count }

    init(root: String) {
        self.root = root
        tree = SourceTree(root: root)
    }

    func readChanges(now: ContinuousClock.Instant) -> Set<String> {
        if let lastScan, let interval, now - lastScan < interval { return [] }
        lastScan = now
        let current = SourceTree(root: root)
        guard current != tree else { return [] }
        var changes: Set<String> = []
        for (path, stamp) in current.files where tree.files[path] != stamp { changes.insert(path) }
        for path in tree.files.keys where current.files[path] == nil { changes.insert(path) }
        // A folder made or removed with no sources in it changes nothing.
        tree = current
        return changes
    }
}
