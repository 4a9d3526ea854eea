import DemoKitCore
import Foundation
import XCTest

@testable import DemoKitTesting

/// `isolation: .process` under XCTest: the same render workers of the
/// catalog's runner as under Swift Testing, with the same words; nothing
/// runs this test again, and every other assertion of the test checks.
final class IsolatedXCTestSnapshotTests: XCTestCase {
    func testProcess_reportsEachCrashHangAndExit_andChecksEveryOtherGolden() throws {
        let root = try IsolationFixtures.goldens()
        defer { try? FileManager.default.removeItem(at: root) }
        // An assertion in process beside the isolated one checks as well.
        let changed = root.appendingPathComponent("changed")
        XCTAssertNil(verifyDemoSnapshots(of: FixtureRegistry<FixtureGroup>.self, record: .all, snapshotDirectory: changed.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: changed.appendingPathComponent("FixtureGroup/plain.txt").path))

        let failure = try XCTUnwrap(
            DemoSnapshotVerifier.verify(
                registry: IsolationFixtures.self, record: .never, snapshotDirectory: root.path,
                isolation: .process(timeout: .seconds(1)), filePath: #filePath, environment: IsolationFixtures.environment))
        XCTAssertEqual(IsolationFixtures.unmetExpectations(failure), [], failure)
    }
}
