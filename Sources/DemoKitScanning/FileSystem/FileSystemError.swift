#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A file that could not be written, with the system's reason.
package struct FileSystemError: Error, Sendable, CustomStringConvertible {
    package var path: String
    package var reason: String

    /// An error for `path` with the reason in `errno`.
    init(path: String) {
        self.path = path
        reason = String(cString: strerror(errno))
    }

    package var description: String {
        "could not write '\(path)': \(reason)"
    }
}
