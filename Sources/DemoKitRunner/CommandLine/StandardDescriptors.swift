#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps descriptors 0, 1 and 2 from being reused when the runner is started
/// without them (`2>&-`).
///
/// A closed standard error is the lowest free descriptor, so the next file
/// the runner opens (the preferences file it reads, the folder it saves into,
/// a golden) would become descriptor 2, and a warning meant for standard
/// error would be written into that file or change what happens to it. A
/// missing descriptor is taken by `/dev/null`, opened so that it still
/// refuses what the closed one refused (writes to 1 and 2, reads from 0):
/// what the runner prints is lost as before, and nothing else changes.
enum StandardDescriptors {
    /// Opens `/dev/null` on each of 0, 1 and 2 that is closed.
    static func reserve() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // The lowest free descriptor is this one: those below are open.
            let opened = open("/dev/null", descriptor == 0 ? O_WRONLY : O_RDONLY)
            if opened >= 0, opened != descriptor { close(opened) }
        }
    }
}
