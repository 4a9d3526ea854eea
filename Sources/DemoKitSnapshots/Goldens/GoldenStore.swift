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
/// files), and writes and deletes them atomically, never outside the root
/// and never through a symbolic link (``ContainedFolder``).
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
        /// Something other than a file is there: `a FIFO`, `a folder`,
        /// `a symbolic link`.
        case notAFile(String)
        /// A folder on the way is a symbolic link or not a folder: the
        /// message names it and the fix.
        case refused(String)
    }

    /// The absolute path of the root, without a trailing `/`.
    package let root: String
    let folder: ContainedFolder

    package init(root: URL) {
        var path = root.standardizedFileURL.path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        self.root = path
        folder = ContainedFolder(root: path)
    }

    /// The absolute path of a golden.
    package func path(_ relative: String) -> String {
        root + "/" + relative
    }

    /// A reader for one thread: it lists each folder once and reuses its
    /// read buffer, so a run costs few system calls and allocations.
    package func makeReader() -> GoldenReader {
        GoldenReader(store: self)
    }

    /// Compares a golden with `expected`.
    package func compare(_ relative: String, with expected: [UInt8]) -> Comparison {
        makeReader().compare(relative, with: expected)
    }

    /// The bytes of the file at `relative`, read as goldens are read (never
    /// through a link), or `nil` when there is none.
    ///
    /// - Throws: ``SnapshotSetupError`` naming the file when it cannot be
    ///   read, is not a file, or a folder on the way is a link.
    package func contents(_ relative: String) throws(SnapshotSetupError) -> [UInt8]? {
        switch compare(relative, with: []) {
        case .identical: return []
        case .different(let bytes): return bytes
        case .missing: return nil
        case .refused(let message): throw SnapshotSetupError(message)
        case .unreadable(let reason):
            throw SnapshotSetupError("\(path(relative)) cannot be read: \(reason); fix its permissions or delete it")
        case .notAFile(let kind):
            throw SnapshotSetupError("\(path(relative)) is \(kind), not a file; delete it")
        }
    }

    /// Whether anything (a file, a link, a folder) is at `relative`.
    package func exists(_ relative: String) -> Bool {
        makeReader().exists(relative)
    }

    /// Writes a golden atomically (temporary file, then rename), creating its
    /// folders.
    ///
    /// - Throws: ``SnapshotSetupError`` when the file cannot be written, or
    ///   when it or a folder below the root is a symbolic link.
    package func write(_ bytes: [UInt8], to relative: String) throws(SnapshotSetupError) {
        do {
            try folder.write(bytes, to: relative)
        } catch {
            throw message(error, writing: relative)
        }
    }

    /// Deletes a golden, if it is inside the root and not a link.
    ///
    /// - Throws: ``SnapshotSetupError`` when it cannot be deleted.
    package func remove(_ relative: String) throws(SnapshotSetupError) {
        do {
            try folder.remove(relative)
        } catch {
            throw message(error, deleting: relative)
        }
    }

    /// One line naming the file, what is wrong and the fix.
    func message(_ failure: ContainedFolder.Failure, writing relative: String) -> SnapshotSetupError {
        switch failure.reason {
        case .link:
            return SnapshotSetupError(Self.linkMessage("write", path(relative), link: path(failure.path)))
        case .wrongKind(let kind):
            let wanted = failure.path == relative ? "a golden file" : "a folder"
            return SnapshotSetupError(
                "cannot write the golden \(path(relative)): \(path(failure.path)) is \(kind), not \(wanted); "
                    + "move it away, then record again")
        case .system(let code):
            return SnapshotSetupError(
                "cannot write the golden \(path(relative)): \(SystemError(code: code).reason); "
                    + "check that the snapshot folder is writable")
        }
    }

    func message(_ failure: ContainedFolder.Failure, deleting relative: String) -> SnapshotSetupError {
        switch failure.reason {
        case .link:
            return SnapshotSetupError(Self.linkMessage("delete", path(relative), link: path(failure.path)))
        case .wrongKind(let kind):
            return SnapshotSetupError("cannot delete \(path(relative)): \(path(failure.path)) is \(kind)")
        case .system(let code):
            return SnapshotSetupError("cannot delete \(path(relative)): \(SystemError(code: code).reason)")
        }
    }

    /// `refusing to write FILE: LINK is a symbolic link; …`, on one line.
    static func linkMessage(_ verb: String, _ file: String, link: String) -> String {
        "refusing to \(verb) \(file): \(link) is a symbolic link, and goldens are never read, written "
            + "or deleted through links below the snapshot folder; replace the link with the real "
            + (link == file ? "file" : "folder")
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
            DirectoryWalker.forEachFile(under: path(folder)) { relative, name in
                if GoldenFile.isGoldenName(name) || GoldenFile.isLeftoverTemporaryName(name) {
                    body(folder + "/" + relative)
                }
            }
        }
    }

    /// Whether `relative` names a file only because the file system folds
    /// case: it opens, yet a folder on its way lists no entry of exactly
    /// that name (`Red.txt` is listed and `red.txt` opens it; or `Styled`
    /// is listed and `styled/red.txt` opens `Styled/red.txt`). So on a file
    /// system that ignores case (APFS and HFS+ as macOS formats them by
    /// default, FAT, ext4 with `casefold`), never where case matters.
    ///
    /// Asked of the listing rather than by comparing the two names' inodes:
    /// a FUSE file system (`fusefat`, without `use_ino`) numbers each name it
    /// is asked for apart, so the two spellings of one file have two inodes
    /// (libfuse, `fuse_lowlevel.h`, `fuse_entry_param.ino`).
    package func resolvesOnlyByFoldingCase(_ relative: String) -> Bool {
        var info = stat()
        guard lstat(path(relative), &info) == 0 else { return false }
        var folder = root
        for name in relative.split(separator: "/").map(String.init) {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
            if !entries.contains(name) { return true }
            folder += "/" + name
        }
        return false
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
    /// empty, a link or a file is left as it is.
    package func removeIfEmpty(_ relative: String) {
        folder.removeIfEmpty(relative)
    }
}
