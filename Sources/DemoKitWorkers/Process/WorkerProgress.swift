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

    /// Where a worker starts: nothing counted, no screen.
    static let start = WorkerProgress(count: 0, screen: -1, cases: 0)

    /// The file's size.
    static let byteCount = 24

    init(count: Int64, screen: Int64, cases: Int64) {
        self.count = count
        self.screen = screen
        self.cases = cases
    }

    /// Counts the start of one more case.
    mutating func beginCase() {
        cases += 1
        advance(screen: -1)
    }

    /// Counts one more step, at `screen`.
    mutating func advance(screen: Int) {
        count += 1
        self.screen = Int64(screen)
    }
}

/// A progress file, mapped into memory where it can be (shared: what the
/// worker stores, the runner loads, with no system call on either side,
/// and what a crashed worker stored stays in the file), read and written
/// with `pread` and `pwrite` where it cannot.
///
/// The three numbers are stored one by one: a reader may see a count from
/// before a store and a screen from after it, which costs nothing, since
/// the runner only asks whether the count moved and, once the worker is
/// dead or stuck, reads numbers that no longer change.
final class WorkerProgressFile {
    private let descriptor: Int32
    private let values: UnsafeMutablePointer<Int64>?

    /// Maps the progress file open at `descriptor`, which must hold
    /// ``WorkerProgress/byteCount`` bytes; the descriptor stays the caller's.
    ///
    /// - Parameter writable: Whether this side writes (the worker) or only
    ///   reads (the runner).
    init(descriptor: Int32, writable: Bool) {
        self.descriptor = descriptor
        var info = stat()
        // A mapping past the end of the file faults when touched: only a
        // file of the full size is mapped.
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
            Int(info.st_size) >= WorkerProgress.byteCount
        else {
            values = nil
            return
        }
        let protection = writable ? PROT_READ | PROT_WRITE : PROT_READ
        let mapped = mmap(nil, WorkerProgress.byteCount, protection, MAP_SHARED, descriptor, 0)
        if let mapped, mapped != UnsafeMutableRawPointer(bitPattern: -1) {
            values = mapped.bindMemory(to: Int64.self, capacity: 3)
        } else {
            values = nil
        }
    }

    deinit {
        if let values { munmap(UnsafeMutableRawPointer(values), WorkerProgress.byteCount) }
    }

    /// What the file holds; ``WorkerProgress/start`` when it cannot be read.
    func read() -> WorkerProgress {
        if let values { return WorkerProgress(count: values[0], screen: values[1], cases: values[2]) }
        var numbers: (Int64, Int64, Int64) = (0, -1, 0)
        let count = withUnsafeMutableBytes(of: &numbers) {
            pread(descriptor, $0.baseAddress, WorkerProgress.byteCount, 0)
        }
        guard count == WorkerProgress.byteCount else { return .start }
        return WorkerProgress(count: numbers.0, screen: numbers.1, cases: numbers.2)
    }

    /// Stores `progress`: the count last, so that a count that moved comes
    /// with the rest on a processor that keeps the order of stores.
    func write(_ progress: WorkerProgress) {
        if let values {
            values[2] = progress.cases
            values[1] = progress.screen
            values[0] = progress.count
            return
        }
        var numbers = (progress.count, progress.screen, progress.cases)
        _ = withUnsafeBytes(of: &numbers) { pwrite(descriptor, $0.baseAddress, WorkerProgress.byteCount, 0) }
    }
}
