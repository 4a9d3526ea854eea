import DemoKitProcess
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads goldens for one thread of a run.
///
/// Each folder is opened once (through ``ContainedFolder``, so never through
/// a link) and listed once; a golden that the listing does not hold, such as
/// the `.ansi` file of a case without styles, is then known to be missing
/// without a system call, and one that is there is opened relative to its
/// folder. A few folders stay open, so cases that alternate between a group
/// folder and a demo folder do not list either again. The read buffer is
/// reused between goldens.
package final class GoldenReader {
    private struct Listing {
        var folder: String
        /// `-1` when the folder does not exist.
        var descriptor: Int32
        /// File name → `d_type`.
        var entries: [String: UInt8]
        /// Folded file names, made on the first miss: a case-insensitive
        /// file system opens `Red.txt` as `red.txt`.
        var foldedEntries: Set<String>?
        /// Why the folder cannot be used: a link on the way.
        var refusal: String?
    }

    private let store: GoldenStore
    private var listings: [Listing] = []
    /// The folder that holds the last folder listed (`Components` for
    /// `Components/buttons`), kept open: the next demo folder of the group
    /// is then one `openat` away, not one per component from the root.
    private var parent: (path: Substring, descriptor: Int32)?
    private var buffer: [UInt8] = []
    private static let keptListings = 4

    init(store: GoldenStore) {
        self.store = store
    }

    deinit {
        for listing in listings where listing.descriptor >= 0 { close(listing.descriptor) }
        if let parent { close(parent.descriptor) }
    }

    /// Whether anything (a file, a link, a folder) is at `relative`.
    package func exists(_ relative: String) -> Bool {
        let (folder, name) = Self.split(relative)
        let index = listingIndex(folder)
        // A folder that is a link: reading the plain golden reports it.
        if listings[index].refusal != nil { return false }
        return entryType(name, in: index) != nil
    }

    /// Compares the golden at `relative` with `expected`.
    package func compare(_ relative: String, with expected: [UInt8]) -> GoldenStore.Comparison {
        let (folder, name) = Self.split(relative)
        let index = listingIndex(folder)
        if let refusal = listings[index].refusal {
            return .refused(GoldenStore.linkMessage("read", store.path(relative), link: refusal))
        }
        return compare(name, in: index, with: expected)
    }

    /// Whether a case's goldens hold exactly its rendering: the plain
    /// golden `basePath.txt` is a file of the bytes `plain`, and the styles
    /// golden `basePath.ansi` one of the bytes `styles`, or, for a rendering
    /// without styles, nothing is there. What
    /// ``compare(_:with:)`` of the one and ``compare(_:with:)`` or
    /// ``exists(_:)`` of the other say, with the folder found once for both
    /// and neither path made whole: a render worker asks it of every case.
    package func matches(_ basePath: String, plain: [UInt8], styles: [UInt8]?) -> Bool {
        let (folder, stem) = Self.split(basePath)
        let index = listingIndex(folder)
        guard listings[index].refusal == nil,
            compare(stem + GoldenFile.plainExtension, in: index, with: plain) == .identical
        else { return false }
        guard let styles else { return entryType(stem + GoldenFile.stylesExtension, in: index) == nil }
        return compare(stem + GoldenFile.stylesExtension, in: index, with: styles) == .identical
    }

    /// Compares the golden `name` of the listing at `index`, which is not
    /// refused, with `expected`.
    private func compare(_ name: String, in index: Int, with expected: [UInt8]) -> GoldenStore.Comparison {
        guard let type = entryType(name, in: index) else { return .missing }
        if type == UInt8(DT_LNK) { return .notAFile("a symbolic link") }
        // O_NONBLOCK: opening a FIFO to read would otherwise wait for a
        // writer, forever. It changes nothing for a regular file.
        let descriptor = openat(listings[index].descriptor, name, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else {
            let error = errno
            if error == ENOENT || error == ENOTDIR { return .missing }
            if error == ELOOP { return .notAFile("a symbolic link") }
            return .unreadable(SystemError(code: error).reason)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable(SystemError(code: errno).reason) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .notAFile(ContainedFolder.kind(of: info.st_mode))
        }
        return compare(descriptor, size: Int(info.st_size), with: expected)
    }

    /// Reads the open regular file of `size` bytes and compares it.
    private func compare(_ descriptor: Int32, size: Int, with expected: [UInt8]) -> GoldenStore.Comparison {
        // One byte more than the size says, to notice a file that grew meanwhile.
        var capacity = size + 1
        if buffer.count < capacity { buffer = [UInt8](repeating: 0, count: max(capacity, 4096)) }
        var length = 0
        while true {
            let wanted = capacity - length
            let count = buffer.withUnsafeMutableBytes { raw in
                SystemCall.retrying { read(descriptor, raw.baseAddress.map { $0 + length }, wanted) }
            }
            if count < 0 { return .unreadable(SystemError(code: errno).reason) }
            length += count
            // A regular file reads short only at its end: once the size
            // stat gave is read, a short read needs no second call to
            // confirm the end.
            if count == 0 || (length >= size && count < wanted) { break }
            if length == capacity {
                // The file grew while it was read: read on to its end.
                capacity *= 2
                // The buffer is reused between goldens and may be larger already.
                if buffer.count < capacity { buffer += [UInt8](repeating: 0, count: capacity - buffer.count) }
            }
        }
        let equal = length == expected.count && buffer.withUnsafeBytes { file in
            expected.withUnsafeBytes { wanted in
                guard let fileBase = file.baseAddress, let wantedBase = wanted.baseAddress else { return length == 0 }
                return memcmp(fileBase, wantedBase, length) == 0
            }
        }
        return equal ? .identical : .different(Array(buffer[0..<length]))
    }

    /// The type of `name` in the listing at `index`, or `nil` when nothing
    /// is there.
    private func entryType(_ name: String, in index: Int) -> UInt8? {
        let listing = listings[index]
        guard listing.descriptor >= 0 else { return nil }
        if let type = listing.entries[name] {
            if type != UInt8(DT_UNKNOWN) { return type }
            return ContainedFolder.type(of: name, in: listing.descriptor).map(Self.directoryType)
        }
        // Not listed under this exact name: only a file system that ignores
        // case (or normalisation) could still open it, so ask it only then.
        if listing.foldedEntries == nil {
            listings[index].foldedEntries = Set(listing.entries.keys.map(GoldenPathClaims.key))
        }
        guard listings[index].foldedEntries?.contains(GoldenPathClaims.key(name)) == true else { return nil }
        return ContainedFolder.type(of: name, in: listing.descriptor).map(Self.directoryType)
    }

    /// The listing of `folder`, opened and read if it is not kept.
    private func listingIndex(_ folder: String) -> Int {
        if let index = listings.firstIndex(where: { $0.folder == folder }) { return index }
        if listings.count >= Self.keptListings {
            let oldest = listings.removeFirst()
            if oldest.descriptor >= 0 { close(oldest.descriptor) }
        }
        listings.append(list(folder))
        return listings.count - 1
    }

    private func list(_ folder: String) -> Listing {
        var listing = Listing(folder: folder, descriptor: -1, entries: [:])
        let descriptor: Int32?
        do {
            descriptor = try openFolder(folder)
        } catch {
            if error.reason == .link {
                listing.refusal = store.path(error.path)
            }
            // Anything else (a file where a folder should be): every golden
            // in it is missing, and writing it reports why.
            return listing
        }
        guard let descriptor else { return listing }
        listing.descriptor = descriptor
        // fdopendir owns the descriptor it is given: give it a copy.
        let copy = dup(descriptor)
        guard copy >= 0, let handle = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return listing
        }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            listing.entries[name] = entry.pointee.d_type
        }
        return listing
    }

    /// Opens `folder` (under the root, never through a link), from the kept
    /// folder above it when it is the same one.
    private func openFolder(_ folder: String) throws(ContainedFolder.Failure) -> Int32? {
        guard let slash = folder.lastIndex(of: "/") else {
            return try store.folder.openFolder(folder.split(separator: "/"), creating: false)
        }
        let above = folder[..<slash]
        if parent?.path != above {
            if let parent { close(parent.descriptor) }
            parent = nil
            // A folder above that is missing: so is this one.
            guard let descriptor = try store.folder.openFolder(above.split(separator: "/"), creating: false) else {
                return nil
            }
            parent = (above, descriptor)
        }
        guard let parent else { return nil }
        return try store.folder.openFolder(folder[folder.index(after: slash)...], in: parent.descriptor, walked: folder)
    }

    private static func directoryType(_ type: mode_t) -> UInt8 {
        switch type {
        case S_IFREG: UInt8(DT_REG)
        case S_IFLNK: UInt8(DT_LNK)
        case S_IFDIR: UInt8(DT_DIR)
        default: UInt8(DT_UNKNOWN)
        }
    }

    /// `Components/buttons/red.txt` → `Components/buttons`, `red.txt`.
    private static func split(_ relative: String) -> (folder: String, name: String) {
        guard let slash = relative.lastIndex(of: "/") else { return ("", relative) }
        return (String(relative[..<slash]), String(relative[relative.index(after: slash)...]))
    }
}
