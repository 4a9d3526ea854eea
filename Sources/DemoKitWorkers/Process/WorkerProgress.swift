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

/// A progress file. The worker maps it into memory where it can (shared:
/// what it stores needs no system call, and what a crashed worker stored
/// stays in the file) and writes it with `pwrite` where it cannot. The
/// runner reads it with `pread`, never through a mapping: a demo that
/// truncates the file could then make the runner's own read fault, and the
/// runner reads it only when an answer is late or a worker has ended.
///
/// The three numbers are stored one by one, in no order another processor
/// is bound to see: a reader may see a count from before a store and a
/// screen from after it, which costs nothing, since the runner only asks
/// whether the count moved and, once the worker is dead or stuck, reads
/// numbers that no longer change.
final class WorkerProgressFile {
    /// The file's descriptor, which stays its opener's to close.
    let descriptor: Int32
    private let values: UnsafeMutablePointer<Int64>?

    /// The progress file open at `descriptor`, which stays the caller's.
    ///
    /// - Parameter writer: Whether this is the worker's side, which maps a
    ///   file of ``WorkerProgress/byteCount`` bytes or more to write it; the
    ///   runner's side only reads.
    init(descriptor: Int32, writer: Bool) {
        self.descriptor = descriptor
        var info = stat()
        // A mapping past the end of the file faults when touched: only a
        // file of the full size is mapped.
        guard writer, fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
            Int(info.st_size) >= WorkerProgress.byteCount
        else {
            values = nil
            return
        }
        let mapped = mmap(nil, WorkerProgress.byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
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

    /// Stores `progress`.
    ///
    /// - Returns: Whether it was stored whole.
    @discardableResult
    func write(_ progress: WorkerProgress) -> Bool {
        if let values {
            values[2] = progress.cases
            values[1] = progress.screen
            values[0] = progress.count
            return true
        }
        var numbers = (progress.count, progress.screen, progress.cases)
        let wrote = withUnsafeBytes(of: &numbers) { pwrite(descriptor, $0.baseAddress, WorkerProgress.byteCount, 0) }
        return wrote == WorkerProgress.byteCount
    }
}
