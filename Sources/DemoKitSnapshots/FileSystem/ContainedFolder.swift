import DemoKitProcess
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder that files are written into, read from and deleted from without
/// ever leaving it: the snapshot root and the artifacts folder.
///
/// The root itself is whatever the user chose, and may be a symbolic link.
/// Below it, every folder is opened relative to its parent with
/// `O_NOFOLLOW`, so a symbolic link anywhere between the root and a file (or
/// the file itself) is refused rather than followed, and no one can swap a
/// folder for a link between a check and a write. Files are replaced
/// atomically: the bytes go to a temporary file created with
/// `O_CREAT | O_EXCL | O_NOFOLLOW`, which is then renamed over the file.
///
/// ```swift
/// let folder = ContainedFolder(root: "/work/Demos/__Snapshots__")
/// try folder.write(Array("hello\n".utf8), to: "Components/buttons/red.txt")
/// ```
package struct ContainedFolder: Sendable {
    /// Why a file could not be written, read or deleted.
    package struct Failure: Error, Equatable {
        package enum Reason: Equatable {
            /// `path` is a symbolic link.
            case link
            /// `path` exists but is `kind` (`a folder`, `a FIFO (named pipe)`),
            /// not what was expected.
            case wrongKind(String)
            /// A system call failed with this `errno`.
            case system(Int32)
        }

        /// The path, relative to the root, that the reason is about: the
        /// link, the folder that is a file, or the file itself.
        package var path: String
        package var reason: Reason
    }

    /// The absolute path of the root, without a trailing `/`.
    package let root: String

    package init(root: String) {
        var path = root
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        self.root = path
    }

    // MARK: - Folders

    /// Opens the folder at `components` below the root and returns its
    /// descriptor, which the caller closes.
    ///
    /// - Parameters:
    ///   - components: Folder names from the root down; empty for the root.
    ///   - creating: Whether missing folders (and the root) are created.
    /// - Returns: The descriptor, or `nil` when a folder is missing and
    ///   `creating` is false.
    /// - Throws: ``Failure`` naming a component that is a link or not a
    ///   folder, or the failing call.
    package func openFolder(_ components: some Collection<Substring>, creating: Bool) throws(Failure) -> Int32? {
        var descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor < 0, errno == ENOENT, creating {
            try createRoot()
            descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        if descriptor < 0 {
            let error = errno
            if error == ENOENT, !creating { return nil }
            throw Failure(path: "", reason: .system(error))
        }
        var walked = ""
        for component in components {
            walked += walked.isEmpty ? String(component) : "/" + component
            let parent = descriptor
            defer { close(parent) }
            guard let next = try openFolder(component, in: parent, walked: walked, creating: creating) else {
                return nil
            }
            descriptor = next
        }
        return descriptor
    }

    /// Opens the folder `name` inside the open folder `parent` (which stays
    /// the caller's), never through a link: one step of
    /// ``openFolder(_:creating:)``, for a caller that keeps `parent` open.
    ///
    /// - Parameter walked: The folder's path under the root, for errors.
    /// - Returns: The descriptor, or `nil` when the folder is missing and
    ///   `creating` is false.
    /// - Throws: ``Failure`` when it is a link or not a folder, or the
    ///   failing call.
    package func openFolder(
        _ name: Substring, in parent: Int32, walked: String, creating: Bool = false
    ) throws(Failure) -> Int32? {
        var next = openat(parent, String(name), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if next < 0, errno == ENOENT {
            guard creating else { return nil }
            if mkdirat(parent, String(name), 0o777) != 0, errno != EEXIST {
                throw Failure(path: walked, reason: .system(errno))
            }
            next = openat(parent, String(name), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        if next < 0 {
            let error = errno
            throw Failure(path: walked, reason: Self.classify(String(name), in: parent, error: error))
        }
        return next
    }

    /// The type of `name` in `folder`, without following a link: `nil` when
    /// there is nothing there.
    static func type(of name: String, in folder: Int32) -> mode_t? {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// Why opening `name` in `folder` as a folder failed with `error`.
    private static func classify(_ name: String, in folder: Int32, error: Int32) -> Failure.Reason {
        switch type(of: name, in: folder) {
        case S_IFLNK?: .link
        case let type? where type != S_IFDIR: .wrongKind(kind(of: type))
        default: .system(error)
        }
    }

    private func createRoot() throws(Failure) {
        // The root is the user's choice: its own path may hold links.
        var path = ""
        for component in root.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o777) != 0, errno != EEXIST {
                throw Failure(path: "", reason: .system(errno))
            }
        }
    }

    // MARK: - Files

    /// Replaces the file at `relative` with `bytes`, atomically, creating
    /// its folders.
    ///
    /// - Throws: ``Failure`` when a component is a link, the file is a link
    ///   or not a regular file, or a call fails; the file is then unchanged.
    package func write(_ bytes: [UInt8], to relative: String) throws(Failure) {
        let (folders, name) = Self.split(relative)
        guard let folder = try openFolder(folders, creating: true) else {
            throw Failure(path: relative, reason: .system(ENOENT))
        }
        defer { close(folder) }
        switch Self.type(of: name, in: folder) {
        case nil, S_IFREG?: break
        case S_IFLNK?: throw Failure(path: relative, reason: .link)
        case let type?: throw Failure(path: relative, reason: .wrongKind(Self.kind(of: type)))
        }
        do {
            try Self.replace(name, in: folder, with: bytes)
        } catch {
            throw Failure(path: relative, reason: .system(error.code))
        }
    }

    /// Deletes the file at `relative`; nothing there is not an error.
    ///
    /// - Throws: ``Failure`` when a component or the file is a link, the file
    ///   is a folder, or `unlink` fails.
    package func remove(_ relative: String) throws(Failure) {
        let (folders, name) = Self.split(relative)
        guard let folder = try openFolder(folders, creating: false) else { return }
        defer { close(folder) }
        switch Self.type(of: name, in: folder) {
        case nil: return
        case S_IFLNK?: throw Failure(path: relative, reason: .link)
        case S_IFDIR?: throw Failure(path: relative, reason: .wrongKind("a folder"))
        default: break
        }
        if unlinkat(folder, name, 0) != 0, errno != ENOENT {
            throw Failure(path: relative, reason: .system(errno))
        }
    }

    /// Deletes the folder at `relative` if it is empty; anything else there
    /// (a folder with files, a link, a file) stays.
    package func removeIfEmpty(_ relative: String) {
        let (folders, name) = Self.split(relative)
        guard let folder = try? openFolder(folders, creating: false) else { return }
        defer { close(folder) }
        unlinkat(folder, name, AT_REMOVEDIR)
    }

    /// Writes `bytes` to a new temporary file beside `name` in `folder`,
    /// then renames it over `name`. The temporary file is created
    /// exclusively and never through a link; it is deleted on failure.
    ///
    /// - Throws: The `errno` of the call that failed.
    static func replace(_ name: String, in folder: Int32, with bytes: [UInt8]) throws(SystemError) {
        var generator = SystemRandomNumberGenerator()
        let temporary = ".\(name).\(getpid()).\(String(generator.next(), radix: 36)).tmp"
        let descriptor = openat(
            folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw SystemError(code: errno) }
        var failure = bytes.withUnsafeBytes { buffer in
            SystemCall.writeAll(buffer) { Self.systemWrite(descriptor, $0, $1) }
        }
        // The file keeps the permissions it had (a preferences file made
        // 0600 stays private), not those a new file gets.
        var existing = stat()
        if failure == nil, fstatat(folder, name, &existing, AT_SYMLINK_NOFOLLOW) == 0,
            existing.st_mode & S_IFMT == S_IFREG, fchmod(descriptor, existing.st_mode & 0o7777) != 0
        {
            failure = errno
        }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, renameat(folder, temporary, folder, name) != 0 { failure = errno }
        if let failure {
            unlinkat(folder, temporary, 0)
            throw SystemError(code: failure)
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, buffer, count)
        #elseif canImport(Darwin)
        Darwin.write(descriptor, buffer, count)
        #endif
    }

    /// `Components/buttons/red.txt` → (`Components`, `buttons`), `red.txt`.
    static func split(_ relative: String) -> (folders: ArraySlice<Substring>, name: String) {
        let components = relative.split(separator: "/")
        return (components.dropLast(), components.last.map(String.init) ?? "")
    }

    /// `a FIFO`, `a folder`: what a file type is, for messages.
    package static func kind(of type: mode_t) -> String {
        switch type & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFREG: "a file"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }
}

/// A failed system call's `errno`.
package struct SystemError: Error, Equatable {
    package var code: Int32

    /// `permission denied`: `strerror`, lowercased as in the runner's messages.
    package var reason: String { String(cString: strerror(code)).lowercased() }
}
