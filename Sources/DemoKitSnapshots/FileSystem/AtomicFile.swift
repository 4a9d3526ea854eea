import DemoKitProcess
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader, or a process killed mid-write, never sees a
/// half-written file: the data goes to a temporary file in the same
/// directory (created with `O_EXCL | O_NOFOLLOW`, see
/// ``ContainedFolder/replace(_:in:with:)``), which is then renamed over the
/// target.
///
/// The rename replaces only regular files. A symbolic link is followed, so
/// the file it points to is replaced and the link kept (as dotfile managers
/// expect); a character device or FIFO (`/dev/null`, `/dev/stdout`) is
/// written to directly, since renaming over it would destroy it; anything
/// else that is not a regular file is an error.
package enum AtomicFile {
    /// Writes `data` to `url` atomically, creating missing directories.
    ///
    /// - Throws: A `POSIXError` or the underlying file-system error; the
    ///   target is then unchanged.
    package static func write(_ data: Data, to url: URL) throws {
        let target = try resolvingLinks(url)
        var status = stat()
        if lstat(target.path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                break
            case S_IFCHR, S_IFIFO:
                try writeDirectly(data, to: target)
                return
            case S_IFDIR:
                throw POSIXError(.EISDIR)
            default:
                throw POSIXError(.EINVAL)
            }
        }
        let directory = target.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let folder = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(folder) }
        // The temporary file is made the way goldens are: exclusively, never
        // through a link someone left at its name.
        do {
            try ContainedFolder.replace(target.lastPathComponent, in: folder, with: Array(data))
        } catch {
            throw POSIXError(POSIXErrorCode(rawValue: error.code) ?? .EIO)
        }
    }

    /// Follows symbolic links, including one whose target does not exist yet.
    private static func resolvingLinks(_ url: URL) throws -> URL {
        var current = url.standardizedFileURL
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else {
                return current
            }
            current = URL(fileURLWithPath: destination, relativeTo: current.deletingLastPathComponent())
                .standardizedFileURL
        }
        throw POSIXError(.ELOOP)
    }

    private static func writeDirectly(_ data: Data, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let failure = data.withUnsafeBytes { buffer in
            SystemCall.writeAll(buffer) { Foundation.write(descriptor, $0, $1) }
        }
        if let failure { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
    }
}
