#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Descriptors as a parent prepares them for a child.
package enum Descriptors {
    /// `descriptor` moved to 10 or above and made close-on-exec (the
    /// original closed), so that no child started meanwhile inherits it and
    /// no `dup2` onto a child's 0…9 is one onto itself (which would keep
    /// close-on-exec); when it cannot be moved, it is only made
    /// close-on-exec.
    package static func movedHigh(_ descriptor: Int32) -> Int32 {
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 10)
        guard moved >= 0 else {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            return descriptor
        }
        close(descriptor)
        return moved
    }

    /// The system's words for the last error (`errno`).
    package static var lastErrorReason: String {
        String(cString: strerror(errno))
    }
}
