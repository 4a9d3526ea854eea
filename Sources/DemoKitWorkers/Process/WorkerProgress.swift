#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How far a render worker has come, as it writes it to its progress file
/// (16 bytes at offset 0: a count that grows at each case and each script
/// screen, then the index of the screen last rendered, -1 at a case's
/// start). The runner reads it when no answer came for a while: a count
/// that moved means the demo is slow but going, one that did not for the
/// whole time limit means it is stuck, in the step after `screen`.
struct WorkerProgress: Equatable {
    var count: Int64
    var screen: Int64

    init(count: Int64, screen: Int64) {
        self.count = count
        self.screen = screen
    }

    /// Reads the file; all zeros when it cannot (nothing written yet).
    init(readingFrom descriptor: Int32) {
        var values: (Int64, Int64) = (0, 0)
        let count = withUnsafeMutableBytes(of: &values) { pread(descriptor, $0.baseAddress, 16, 0) }
        self.count = count == 16 ? values.0 : 0
        screen = count == 16 ? values.1 : -1
    }

    /// Counts one more step, at `screen`, and writes it to the worker's
    /// progress file (one `pwrite`: it wakes nobody).
    mutating func advance(screen: Int) {
        count += 1
        self.screen = Int64(screen)
        var values = (count, self.screen)
        _ = withUnsafeBytes(of: &values) { pwrite(WorkerProcess.progressDescriptor, $0.baseAddress, 16, 0) }
    }
}
