#if canImport(Darwin)
// inotify is Linux's: on Darwin KqueueSource watches instead, and
// SourceWatcher names this type only where it exists.
#elseif canImport(Glibc) || canImport(Musl)
import DemoKitProcess
#if canImport(Glibc)
import Glibc
#else
import Musl
#endif

/// Linux's file events for a package's sources: an inotify watch on every
/// folder of the ``SourceTree``, added as folders appear (a folder made or
/// moved in is watched and read at once, so a source written into it
/// before its watch was added still counts) and dropped as they go.
///
/// A file counts when it is a source (``SourceTree/isSource(_:)``) written,
/// created, removed or renamed; a folder counts when it comes or goes. When
/// the kernel's queue overflows, every folder is watched again and the
/// root counts as changed.
final class InotifySource: FileEventSource {
    private let root: String
    private let inotify: Int32
    /// Each watch's folder.
    private var folders: [Int32: String] = [:]
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    let interval: Duration? = nil
    var descriptor: Int32? { inotify }
    var folderCount: Int { folders.count }

    /// What a folder's watch reports.
    private static let mask = UInt32(
        IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ONLYDIR
            | IN_DONT_FOLLOW | IN_EXCL_UNLINK)
    /// `struct inotify_event`'s size before the name: `wd`, `mask`,
    /// `cookie` and `len`, four bytes each.
    private static let headerSize = 16

    /// Watches every folder below `root`; `nil` when inotify cannot be had
    /// or a folder cannot be watched (the system's limit on watches,
    /// `fs.inotify.max_user_watches`).
    static func make(root: String) -> InotifySource? {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let source = InotifySource(root: root, descriptor: descriptor)
        return source.addWatches(below: root) == nil ? nil : source
    }

    private init(root: String, descriptor: Int32) {
        self.root = root
        inotify = descriptor
    }

    deinit {
        close(inotify)
    }

    func readChanges(now: ContinuousClock.Instant) -> Set<String> {
        var changes: Set<String> = []
        while true {
            let count = SystemCall.retrying { read(inotify, &buffer, buffer.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + Self.headerSize <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                    (
                        bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                        bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                        Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    )
                }
                let start = offset + Self.headerSize
                let name = String(decoding: buffer[start..<min(count, start + length)].prefix { $0 != 0 }, as: UTF8.self)
                offset = start + length
                if let path = handle(watch: watch, mask: mask, name: name) { changes.insert(path) }
            }
        }
        return changes
    }

    /// Handles one event; returns the path it changed, if it is one that
    /// counts.
    private func handle(watch: Int32, mask: UInt32, name: String) -> String? {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were lost: watch whatever is there now.
            addWatches(below: root)
            return root
        }
        if mask & UInt32(IN_IGNORED) != 0 {
            folders[watch] = nil
            return nil
        }
        guard let folder = folders[watch], !name.isEmpty else { return nil }
        let path = folder + "/" + name
        if mask & UInt32(IN_ISDIR) != 0 {
            guard !SourceTree.isIgnoredFolder(name) else { return nil }
            if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                addWatches(below: path)
            } else if mask & UInt32(IN_MOVED_FROM) != 0 {
                // Moved elsewhere: a move within the package watches it
                // again under its new name (IN_MOVED_TO follows).
                removeWatches(below: path)
            }
            return path
        }
        return SourceTree.isSource(name) ? path : nil
    }

    /// Adds a watch on `folder` and each folder below it (one already
    /// watched keeps its watch, under this path); returns how many sources
    /// they hold, or `nil` when one could not be watched.
    @discardableResult
    private func addWatches(below folder: String) -> Int? {
        let tree = SourceTree(root: folder)
        for path in tree.folders {
            let watch = inotify_add_watch(inotify, path, Self.mask)
            if watch >= 0 {
                folders[watch] = path
            } else if errno != ENOENT && errno != ENOTDIR {
                // Gone meanwhile is fine; out of watches is not.
                return nil
            }
        }
        return tree.files.count
    }

    private func removeWatches(below folder: String) {
        for (watch, path) in folders where path == folder || path.hasPrefix(folder + "/") {
            _ = inotify_rm_watch(inotify, watch)
            folders[watch] = nil
        }
    }
}
#endif
