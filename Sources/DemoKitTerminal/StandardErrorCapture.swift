import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Sends standard error to an unlinked temporary file while a program owns
/// the terminal, so that what a demo or the runtime writes there does not
/// land on the screen it draws; the browser and its supervisor both hold it.
enum StandardErrorCapture {
    /// Points descriptor 2 at a new unlinked file in `TMPDIR` (else `/tmp`)
    /// named from `prefix`, and returns that file and a copy of the real
    /// standard error, both close-on-exec; `nil`, leaving standard error
    /// alone, when no file can be made.
    static func begin(prefix: String) -> (file: Int32, original: Int32)? {
        let directory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory + "/\(prefix)-XXXXXX").utf8CString)
        let file = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard file >= 0 else { return nil }
        template.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { _ = unlink(base) }
        }
        let original = dup(STDERR_FILENO)
        guard original >= 0, dup2(file, STDERR_FILENO) >= 0 else {
            if original >= 0 { close(original) }
            close(file)
            return nil
        }
        _ = fcntl(file, F_SETFD, FD_CLOEXEC)
        _ = fcntl(original, F_SETFD, FD_CLOEXEC)
        return (file, original)
    }
}
