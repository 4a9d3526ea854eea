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
/// directory, which is then renamed over the target.
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
        let temporary = directory.appendingPathComponent(
            ".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary, options: [.withoutOverwriting])
            if rename(temporary.path, target.path) != 0 {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
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
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                offset += written
            }
        }
    }
}
