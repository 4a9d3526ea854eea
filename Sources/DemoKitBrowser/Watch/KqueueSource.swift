#if canImport(Darwin)
import DemoKitProcess
import Darwin

/// macOS's file events for a package's sources: a kqueue with an
/// `EVFILT_VNODE` filter on a descriptor (`O_EVTONLY`) for every folder of
/// the ``SourceTree`` and every source in it.
///
/// A folder's `NOTE_WRITE` (an entry made, removed or renamed) reads that
/// folder again: a new source or folder is watched and counts, one gone
/// counts, and a source whose name now holds another file (an editor's
/// save by rename) is watched anew and counts. A source's own write,
/// extension, attributes, removal or rename counts.
///
/// The kqueue is read on a cadence (``interval``) rather than waited on:
/// a kqueue inside another poll set (`poll(2)` on macOS is built on
/// kqueues) is not reported on every system.
final class KqueueSource: FileEventSource {
    /// A watched folder or source: its descriptor's file.
    private struct Entry {
        var path: String
        var isFolder: Bool
        var inode: UInt64
    }

    private let queue: Int32
    private var entries: [Int32: Entry] = [:]
    private var descriptors: [String: Int32] = [:]

    let interval: Duration? = .milliseconds(20)
    var descriptor: Int32? { nil }
    var folderCount: Int { entries.values.filter(\.isFolder).count }

    private static let folderFlags = UInt32(NOTE_WRITE | NOTE_DELETE | NOTE_RENAME)
    private static let fileFlags = UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME)

    /// Watches every folder and source below `root`; `nil` when a kqueue
    /// cannot be had, or there are more of them than descriptors this
    /// process may open.
    static func make(root: String) -> KqueueSource? {
        let tree = SourceTree(root: root)
        guard allowDescriptors(tree.folders.count + tree.files.count) else { return nil }
        let queue = kqueue()
        guard queue >= 0 else { return nil }
        _ = fcntl(queue, F_SETFD, FD_CLOEXEC)
        let source = KqueueSource(queue: queue)
        for folder in tree.folders { source.watch(folder, isFolder: true) }
        for file in tree.files.keys { source.watch(file, isFolder: false) }
        return source
    }

    private init(queue: Int32) {
        self.queue = queue
    }

    deinit {
        for descriptor in entries.keys { close(descriptor) }
        close(queue)
    }

    /// Raises the soft limit on open descriptors, up to the hard one, to
    /// leave room for `count` more and as many again; `false` when the
    /// hard limit does not allow it.
    private static func allowDescriptors(_ count: Int) -> Bool {
        var limit = rlimit()
        guard getrlimit(RLIMIT_NOFILE, &limit) == 0 else { return false }
        let wanted = rlim_t(2 * count + 256)
        if limit.rlim_cur >= wanted { return true }
        guard limit.rlim_max >= wanted else { return false }
        limit.rlim_cur = wanted
        return setrlimit(RLIMIT_NOFILE, &limit) == 0
    }

    func readChanges(now: ContinuousClock.Instant) -> Set<String> {
        var changes: Set<String> = []
        var events = [kevent](repeating: kevent(), count: 64)
        var zero = timespec(tv_sec: 0, tv_nsec: 0)
        while true {
            let count = SystemCall.retrying { kevent(queue, nil, 0, &events, Int32(events.count), &zero) }
            guard count > 0 else { break }
            for event in events[0..<Int(count)] {
                guard let entry = entries[Int32(truncatingIfNeeded: event.ident)] else { continue }
                if entry.isFolder {
                    refresh(folder: entry.path, into: &changes)
                } else {
                    changes.insert(entry.path)
                    if event.fflags & UInt32(NOTE_DELETE | NOTE_RENAME) != 0 {
                        refresh(folder: Self.parent(of: entry.path), into: &changes)
                    }
                }
            }
            if Int(count) < events.count { break }
        }
        return changes
    }

    /// Reads `folder`'s entries again: new sources and folders are watched,
    /// gone ones forgotten, and a name that holds another file than the
    /// one watched is watched anew; each of them goes into `changes`.
    private func refresh(folder: String, into changes: inout Set<String>) {
        var seen: Set<String> = []
        if let directory = opendir(folder) {
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let path = folder + "/" + name
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                let isFolder = status.st_mode & S_IFMT == S_IFDIR
                guard isFolder ? !SourceTree.isIgnoredFolder(name) : SourceTree.isSource(name) else { continue }
                seen.insert(path)
                if let descriptor = descriptors[path], let watched = entries[descriptor] {
                    guard watched.inode != UInt64(status.st_ino) else { continue }
                    forget(path)
                }
                changes.insert(path)
                if isFolder {
                    let tree = SourceTree(root: path)
                    for below in tree.folders { watch(below, isFolder: true) }
                    for file in tree.files.keys { watch(file, isFolder: false) }
                } else {
                    watch(path, isFolder: false)
                }
            }
        }
        for path in descriptors.keys where Self.parent(of: path) == folder && !seen.contains(path) {
            let isFolder = descriptors[path].flatMap { entries[$0] }?.isFolder ?? false
            forget(path)
            if isFolder {
                for below in descriptors.keys where below.hasPrefix(path + "/") { forget(below) }
            }
            changes.insert(path)
        }
    }

    /// Opens `path` for events and adds its filter to the queue.
    private func watch(_ path: String, isFolder: Bool) {
        guard descriptors[path] == nil else { return }
        let descriptor = open(path, O_EVTONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            return
        }
        var change = kevent(
            ident: UInt(descriptor), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
            fflags: isFolder ? Self.folderFlags : Self.fileFlags, data: 0, udata: nil)
        guard kevent(queue, &change, 1, nil, 0, nil) == 0 else {
            close(descriptor)
            return
        }
        entries[descriptor] = Entry(path: path, isFolder: isFolder, inode: UInt64(status.st_ino))
        descriptors[path] = descriptor
    }

    /// Closes `path`'s descriptor, which takes its filter off the queue.
    private func forget(_ path: String) {
        guard let descriptor = descriptors.removeValue(forKey: path) else { return }
        entries[descriptor] = nil
        close(descriptor)
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[..<slash])
    }
}
#endif
