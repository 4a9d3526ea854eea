import DemoKitCore
import Foundation
import XCTest

@testable import DemoKitRunner
@testable import DemoKitTesting
@testable import DemoKitSnapshots

/// `jobs:` on the helpers and `withDemoSnapshots`: demos that are not
/// thread-safe can be checked one at a time.
final class DemoSnapshotJobsTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-jobs-\(UUID().uuidString)").path
        _ = ProbeGroup.probe.takePeak()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func testJobsOne_rendersOneDemoAtATime() {
        XCTAssertNil(verifyDemoSnapshots(of: FixtureRegistry<ProbeGroup>.self, record: .all, snapshotDirectory: root, jobs: 1))
        XCTAssertEqual(ProbeGroup.probe.takePeak(), 1)
        withDemoSnapshots(jobs: 1) {
            assertDemoSnapshots(of: FixtureRegistry<ProbeGroup>.self, record: .never, snapshotDirectory: root)
        }
        XCTAssertEqual(ProbeGroup.probe.takePeak(), 1, "the scope's jobs")
        withDemoSnapshots(jobs: 4) {
            XCTAssertNil(verifyDemoSnapshots(of: FixtureRegistry<ProbeGroup>.self, record: .never, snapshotDirectory: root, jobs: 1))
        }
        XCTAssertEqual(ProbeGroup.probe.takePeak(), 1, "the argument wins over the scope")
    }

    func testDefaultJobs_renderOnSeveralThreadsWhenThereAreSeveralCores() throws {
        try XCTSkipIf(SnapshotConfiguration.defaultJobs < 2, "one core")
        XCTAssertNil(verifyDemoSnapshots(of: FixtureRegistry<ProbeGroup>.self, record: .all, snapshotDirectory: root))
        XCTAssertGreaterThan(ProbeGroup.probe.takePeak(), 1)
    }

    func testJobsBelowOne_isAFailureNamingTheParameter() {
        let failure = verifyDemoSnapshots(of: FixtureRegistry<ProbeGroup>.self, record: .all, snapshotDirectory: root, jobs: 0)
        XCTAssertTrue(failure?.contains("invalid value 0 for 'jobs:'") == true, failure ?? "nil")
        XCTAssertEqual(ProbeGroup.probe.takePeak(), 0, "nothing rendered")
    }
}
