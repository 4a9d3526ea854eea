import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The snapshot root on disk: reads goldens with plain POSIX calls (no `URL`
/// or `Data` per file, which would dominate a run of thousands of small
/// files), and writes and deletes them atomically, never outside the root.
package struct GoldenStore: Sendable {
    /// What reading a golden found.
    package enum Comparison: Equatable {
        /// The file holds exactly the expected bytes.
        case identical
        /// The file holds other bytes.
        case different([UInt8])
        /// There is no file.
        case missing
        /// The file exists but cannot be read; the message says why.
        case unreadable(String)
        /// Something other than a file is there: `a FIFO`, `a folder`.
        case notAFile(String)
    }

    /// The absolute path of the root, without a trailing `/`.
    package let root: String

    package init(root: URL) {
        var path = root.standardizedFileURL.path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        self.root = path
    }

    /// The absolute path of a golden.
    package func path(_ relative: String) -> String {
        root + "/" + relative
    }

    /// Compares a golden with `expected`, reading it into `buffer` (reused
    /// between calls so that a run allocates little).
    package func compare(_ relative: String, with expected: [UInt8], buffer: inout [UInt8]) -> Comparison {
        // O_NONBLOCK: opening a FIFO to read would otherwise wait for a
        // writer, forever. It changes nothing for a regular file.
        let descriptor = open(path(relative), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let error = errno
            if error == ENOENT || error == ENOTDIR { return .missing }
            return .unreadable(String(cString: strerror(error)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable(String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .notAFile(Self.kind(of: info.st_mode)) }
        // One byte more than the size says, to notice a file that grew meanwhile.
        let capacity = Int(info.st_size) + 1
        if buffer.count < capacity { buffer = [UInt8](repeating: 0, count: max(capacity, 4096)) }
        var length = 0
        let readError: Int32? = buffer.withUnsafeMutableBytes { raw -> Int32? in
            guard let base = raw.baseAddress else { return nil }
            while length < raw.count {
                let count = read(descriptor, base + length, raw.count - length)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if count == 0 { break }
                length += count
            }
            return nil
        }
        if let readError { return .unreadable(String(cString: strerror(readError))) }
        if length == capacity {
            // The file grew while it was read: fall back to reading it whole.
            guard let data = FileManager.default.contents(atPath: path(relative)) else {
                return .unreadable("changed while it was read")
            }
            return data.elementsEqual(expected) ? .identical : .different(Array(data))
        }
        let equal = length == expected.count && buffer.withUnsafeBytes { file in
            expected.withUnsafeBytes { wanted in
                guard let fileBase = file.baseAddress, let wantedBase = wanted.baseAddress else { return length == 0 }
                return memcmp(fileBase, wantedBase, length) == 0
            }
        }
        return equal ? .identical : .different(Array(buffer[0..<length]))
    }

    /// Whether a file exists at `relative`.
    package func exists(_ relative: String) -> Bool {
        access(path(relative), F_OK) == 0
    }

    /// Writes a golden atomically (temporary file, then rename), creating its
    /// folders.
    ///
    /// - Throws: ``SnapshotSetupError`` when the file cannot be written, or
    ///   when its folder resolves, through a symbolic link, outside the root.
    package func write(_ bytes: [UInt8], to relative: String) throws(SnapshotSetupError) {
        let url = URL(fileURLWithPath: path(relative))
        let directory = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            // Check the deepest folder that exists before creating any, so a
            // link to elsewhere cannot have folders made through it.
            var existing = directory
            while !FileManager.default.fileExists(atPath: existing), existing.count > root.count {
                existing = (existing as NSString).deletingLastPathComponent
            }
            try checkInsideRoot(existing, for: relative)
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try checkInsideRoot(directory, for: relative)
            try AtomicFile.write(Data(bytes), to: url)
        } catch let error as SnapshotSetupError {
            throw error
        } catch {
            throw SnapshotSetupError(
                "cannot write the golden \(path(relative)): \(fileSystemErrorReason(error)); "
                    + "check that the snapshot folder is writable")
        }
    }

    /// Deletes a golden, if it is inside the root.
    ///
    /// - Throws: ``SnapshotSetupError`` when it cannot be deleted.
    package func remove(_ relative: String) throws(SnapshotSetupError) {
        let full = path(relative)
        try checkInsideRoot((full as NSString).deletingLastPathComponent, for: relative)
        if unlink(full) != 0, errno != ENOENT {
            throw SnapshotSetupError("cannot delete \(full): \(String(cString: strerror(errno)))")
        }
    }

    /// Calls `body` with every golden and leftover temporary file inside the
    /// given group folders, relative to the root, in no particular order.
    ///
    /// Only these folders are searched, so a root that also holds other
    /// files (`README.txt`, `.git`) never has them listed, and so never
    /// deleted by `--prune`. A group folder that is a symbolic link, hidden
    /// folders and linked folders inside are skipped (``DirectoryWalker``).
    ///
    /// - Parameters:
    ///   - groupFolders: Sanitised group identifiers: the root's children
    ///     that the catalog owns.
    ///   - body: Called with each file: `Components/buttons/red.txt`.
    package func forEachGoldenFile(inGroupFolders groupFolders: some Sequence<String>, _ body: (String) -> Void) {
        for folder in groupFolders where !folder.isEmpty && !folder.hasPrefix(".") && !folder.contains("/") {
            DirectoryWalker.forEachFile(under: path(folder)) { relative in
                let name = relative.split(separator: "/").last.map(String.init) ?? relative
                if GoldenFile.isGoldenName(name) || GoldenFile.isLeftoverTemporaryName(name) {
                    body(folder + "/" + relative)
                }
            }
        }
    }

    /// The file that marks the root as a project rather than a snapshot
    /// folder, `Package.swift` or `.git`, if it holds one: `--prune` refuses
    /// to delete anything there.
    package func projectMarker() -> String? {
        ["Package.swift", ".git"].first { name in
            var info = stat()
            return lstat(path(name), &info) == 0
        }
    }

    /// Deletes the folder at `relative` if it is empty; a folder that is not
    /// empty, or not a folder, is left as it is.
    package func removeIfEmpty(_ relative: String) {
        rmdir(path(relative))
    }

    private func checkInsideRoot(_ directory: String, for relative: String) throws(SnapshotSetupError) {
        guard let realRoot = Self.realPath(root), let realDirectory = Self.realPath(directory),
            realDirectory == realRoot || realDirectory.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
        else {
            throw SnapshotSetupError(
                "refusing to touch '\(relative)': its folder is outside the snapshot root \(root) "
                    + "(a symbolic link?); remove the link or choose another '--snapshots' folder")
        }
    }

    /// `a FIFO`, `a folder`: what a file mode is, for messages.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
