#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The one way DemoKit calls the C library again when a signal interrupted
/// it (`EINTR`), and writes all of a buffer.
///
/// A blocking `read`, `write`, `send`, `recv`, `waitpid` or `kevent` fails
/// with `EINTR` when a signal handler ran while it waited (POSIX; Darwin's
/// `intro(2)`, Linux's `signal(7)`): the call is made again. Everything
/// else the call answers is its caller's.
///
/// ```swift
/// let count = SystemCall.retrying { read(descriptor, &buffer, buffer.count) }
/// ```
package enum SystemCall {
    /// What `call` answers, calling it again for as long as it fails with
    /// `EINTR`.
    ///
    /// - Parameter call: A C call that answers a negative value and sets
    ///   `errno` when it fails.
    /// - Returns: Its first answer that is not a failure with `EINTR`.
    @inlinable
    package static func retrying<Result: BinaryInteger>(_ call: () -> Result) -> Result {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }

    /// Hands all of `bytes` to `write`, again after a signal or a short
    /// write.
    ///
    /// - Parameters:
    ///   - bytes: What to write.
    ///   - retryingWouldBlock: Whether `EAGAIN` is retried too (a
    ///     non-blocking terminal that is full for a moment).
    ///   - write: A `write(2)` or `send(2)` of at most the count it is
    ///     given from the address: the count it took, or -1 with `errno`.
    /// - Returns: `nil` once all were written; otherwise the `errno` that
    ///   stopped it, or 0 when a write took nothing.
    @inlinable
    package static func writeAll(
        _ bytes: UnsafeRawBufferPointer, retryingWouldBlock: Bool = false,
        _ write: (UnsafeRawPointer, Int) -> Int
    ) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = write(base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR || (retryingWouldBlock && errno == EAGAIN) {
                continue
            } else {
                return written < 0 ? errno : 0
            }
        }
        return nil
    }
}
