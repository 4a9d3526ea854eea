#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How far a render worker has come, as it writes it to its progress file
/// (24 bytes at offset 0: a count that grows at each case and each script
/// screen, the index of the screen last rendered, -1 at a case's start, and
/// how many cases it has begun). The runner reads it when no answer came
/// for a while: a count that moved means the demo is slow but going, one
/// that did not for the whole time limit means it is stuck, in the step
/// after `screen`. After a crash or a hang, `cases` says which case it was:
/// the worker sends its answers a batch at a time, so the runner may not
/// have had the answers of the cases before it.
struct WorkerProgress: Equatable {
    var count: Int64
    var screen: Int64
    var cases: Int64

    init(count: Int64, screen: Int64, cases: Int64) {
        self.count = count
        self.screen = screen
        self.cases = cases
    }

    /// Reads the file; all zeros when it cannot (nothing written yet).
    init(readingFrom descriptor: Int32) {
        var values: (Int64, Int64, Int64) = (0, -1, 0)
        let count = withUnsafeMutableBytes(of: &values) { pread(descriptor, $0.baseAddress, 24, 0) }
        if count != 24 { values = (0, -1, 0) }
        self.init(count: values.0, screen: values.1, cases: values.2)
    }

    /// Counts the start of one more case.
    mutating func beginCase() {
        cases += 1
        advance(screen: -1)
    }

    /// Counts one more step, at `screen`, and writes it to the worker's
    /// progress file (one `pwrite`: it wakes nobody).
    mutating func advance(screen: Int) {
        count += 1
        self.screen = Int64(screen)
        var values = (count, self.screen, cases)
        _ = withUnsafeBytes(of: &values) { pwrite(WorkerProcess.progressDescriptor, $0.baseAddress, 24, 0) }
    }
}
