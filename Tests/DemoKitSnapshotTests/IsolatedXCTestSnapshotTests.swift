import DemoKitCore
import DemoKitTestSupport
import Foundation
import XCTest

@testable import DemoKitTesting

/// `assertDemoSnapshots(…, isolation: .process, in: self)` under XCTest:
/// the demos render in DemoKit's render workers (this test binary run again
/// for this test alone), so each crash and hang fails its own golden and
/// this process goes on to check the rest.
final class IsolatedXCTestSnapshotTests: XCTestCase {
    func testProcess_reportsEachCrashAndHang_andChecksEveryOtherGolden() throws {
        // The same folder in the workers, which run this test again up to
        // the isolated check; only this process writes to it.
        let owner = XCTestWorkers.isWorker ? getppid() : getpid()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-xctest-isolated-\(owner)")
        if !XCTestWorkers.isWorker {
            try? FileManager.default.removeItem(at: root)
            // The healthy demo's golden (other assertions do nothing in a worker).
            XCTAssertNil(
                verifyDemoSnapshots(of: FixtureRegistry<CrashingGroup>.self, filter: FixtureRegistry<CrashingGroup>.demo("healthy"), record: .all, snapshotDirectory: root.path))
            let folder = root.appendingPathComponent("CrashingGroup/oneTweak")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("item: one\n".utf8).write(to: folder.appendingPathComponent("first.txt"))
            try Data("item: three\n".utf8).write(to: folder.appendingPathComponent("third.txt"))
        }
        defer { try? FileManager.default.removeItem(at: root) }

        // A first isolated check in the same test: its workers serve it, and
        // the second check's workers pass it by (they serve the second).
        if !XCTestWorkers.isWorker {
            XCTAssertNil(verifyDemoSnapshots(of: FixtureRegistry<FixtureGroup>.self, record: .all, snapshotDirectory: root.path))
        }
        XCTAssertNil(
            verifyDemoSnapshots(of: FixtureRegistry<FixtureGroup>.self, isolation: .process, in: self, record: .never, snapshotDirectory: root.path))

        let failure = try XCTUnwrap(
            verifyDemoSnapshots(
                of: FixtureRegistry<CrashingGroup>.self, isolation: .process(timeout: .seconds(1)), in: self, record: .never,
                snapshotDirectory: root.path))

        let failed = failure.split(separator: "\n").filter { $0.hasPrefix("✗ ") }.map { line in
            String(line.dropFirst(2).prefix { $0 != ":" })
        }
        XCTAssertEqual(
            failed.sorted(),
            [
                "CrashingGroup/hang.txt", "CrashingGroup/oneTweak/second.txt", "CrashingGroup/overflow.txt",
                "CrashingGroup/trap.txt",
            ], failure)
        XCTAssertTrue(
            failure.contains("CrashingGroup/trap crashed the renderer with \(PlatformFacts.words(for: PlatformFacts.trapSignal)): "),
            failure)
        XCTAssertTrue(failure.contains("Fatal error: boom"), failure)
        XCTAssertTrue(
            PlatformFacts.stackOverflowSignals.contains {
                failure.contains("CrashingGroup/overflow crashed the renderer with \(PlatformFacts.words(for: $0))")
            }, failure)
        XCTAssertTrue(failure.contains("a stack overflow"), failure)
        XCTAssertTrue(failure.contains("Index out of range"), failure)
        XCTAssertTrue(failure.contains("CrashingGroup/hang did not finish rendering within 1 s of real time"), failure)
        XCTAssertTrue(failure.hasSuffix("7 renderings: 3 passed, 4 failed (3 crashed, 1 timed out), 0 written, 0 missing, obsolete files not checked"), failure)
        XCTAssertFalse(failure.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no raw control character")
    }

    /// The variable alone does not make a worker: it must name this
    /// process's parent, so one left in a shell cannot silence a test run.
    func testAStrayWorkerVariable_doesNotMakeAWorker() {
        XCTAssertEqual(XCTestWorkers.ordinal(from: "2 4711", parent: 4711), 2)
        XCTAssertNil(XCTestWorkers.ordinal(from: "2 4711", parent: 4712), "another process's worker")
        XCTAssertNil(XCTestWorkers.ordinal(from: "2", parent: 4711))
        XCTAssertNil(XCTestWorkers.ordinal(from: "1", parent: 1), "a bare ordinal, as a shell might keep")
        XCTAssertNil(XCTestWorkers.ordinal(from: "x 4711", parent: 4711))
        XCTAssertNil(XCTestWorkers.ordinal(from: nil, parent: 4711))
    }

    func testTestMethod_readsBothXCTestNameForms() {
        XCTAssertEqual(XCTestWorkers.testMethod(of: "-[CatalogTests testCatalog]"), "testCatalog")
        XCTAssertEqual(XCTestWorkers.testMethod(of: "CatalogTests.testCatalog"), "testCatalog")
    }
}
