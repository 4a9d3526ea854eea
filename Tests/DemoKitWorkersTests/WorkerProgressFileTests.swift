import Foundation
import Testing

@testable import DemoKitWorkers

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The worker stores its progress in a shared mapping of a file and the
/// runner reads the file: each store is seen at once, a file that cannot be
/// mapped is written with system calls instead, and a file a demo cut short
/// reads as the start rather than faulting in the runner.
@Suite("Render worker progress file") struct WorkerProgressFileTests {
    /// An unlinked temporary file of the progress file's size.
    private func progressFile() throws -> Int32 {
        let path = NSTemporaryDirectory() + "demokit-progress-test-\(UUID().uuidString)"
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0)
        unlink(path)
        try #require(ftruncate(descriptor, off_t(WorkerProgress.byteCount)) == 0)
        return descriptor
    }

    @Test func storesOfOneSide_areSeenByTheOther_andByTheFile() throws {
        let descriptor = try progressFile()
        defer { close(descriptor) }
        let worker = WorkerProgressFile(descriptor: descriptor, writer: true)
        let runner = WorkerProgressFile(descriptor: descriptor, writer: false)
        var progress = WorkerProgress.start
        for step in 0..<3 {
            progress.beginCase()
            progress.advance(screen: step)
            worker.write(progress)
            #expect(runner.read() == progress)
        }
        #expect(runner.read() == WorkerProgress(count: 6, screen: 2, cases: 3))
        // In the file itself, where a crashed worker's last stores stay.
        var numbers: (Int64, Int64, Int64) = (0, 0, 0)
        let count = withUnsafeMutableBytes(of: &numbers) { pread(descriptor, $0.baseAddress, 24, 0) }
        #expect(count == 24)
        #expect(numbers == (6, 2, 3))
    }

    @Test func aFileTooShortToMap_isReadAndWrittenWithSystemCalls() throws {
        let descriptor = try progressFile()
        defer { close(descriptor) }
        try #require(ftruncate(descriptor, 0) == 0)
        let worker = WorkerProgressFile(descriptor: descriptor, writer: true)
        let runner = WorkerProgressFile(descriptor: descriptor, writer: false)
        #expect(runner.read() == .start)
        let progress = WorkerProgress(count: 4, screen: 1, cases: 2)
        worker.write(progress)
        #expect(runner.read() == progress)
    }

    @Test func aFileCutShort_readsAsTheStart_inTheRunner() throws {
        let descriptor = try progressFile()
        defer { close(descriptor) }
        WorkerProgressFile(descriptor: descriptor, writer: true).write(WorkerProgress(count: 2, screen: 0, cases: 1))
        let runner = WorkerProgressFile(descriptor: descriptor, writer: false)
        #expect(runner.read() == WorkerProgress(count: 2, screen: 0, cases: 1))
        try #require(ftruncate(descriptor, 0) == 0)
        #expect(runner.read() == .start)
    }

    @Test func aDescriptorThatIsNoFile_readsAsTheStart() {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        #expect(WorkerProgressFile(descriptor: ends[0], writer: false).read() == .start)
        #expect(WorkerProgressFile(descriptor: -1, writer: false).read() == .start)
    }
}
