import DemoKitCore
import Foundation
import XCTest

@testable import DemoKitRunner
@testable import DemoKitTesting
@testable import DemoKitSnapshots

/// Where goldens live: `--snapshots`, then `snapshotDirectory:` in code, then
/// `DEMOKIT_SNAPSHOTS`, then `Demos/__Snapshots__`.
final class SnapshotLocationTests: XCTestCase {
    private let anchors = [URL(fileURLWithPath: #filePath)]
    private let tmp = URL(fileURLWithPath: "/tmp")

    func testLocation_optionBeatsCodeBeatsEnvironmentBeatsDefault() throws {
        let environment = ["DEMOKIT_SNAPSHOTS": "from-environment"]
        let packageRoot = try XCTUnwrap(SnapshotLocation.packageRoot(from: anchors[0]))

        let option = try SnapshotLocation.resolve(
            explicit: "from-option", configured: "FromCode", environment: environment, anchors: anchors,
            currentDirectory: tmp)
        XCTAssertEqual(option.root.path, "/tmp/from-option")
        XCTAssertEqual(option.origin, .option)

        let code = try SnapshotLocation.resolve(
            explicit: nil, configured: "FromCode", environment: environment, anchors: anchors,
            currentDirectory: tmp)
        XCTAssertEqual(code.root.path, packageRoot.appendingPathComponent("FromCode").path)
        XCTAssertEqual(code.origin, .code)

        let absolute = try SnapshotLocation.resolve(
            explicit: nil, configured: "/srv/goldens", environment: environment, anchors: anchors,
            currentDirectory: tmp)
        XCTAssertEqual(absolute.root.path, "/srv/goldens")

        let variable = try SnapshotLocation.resolve(
            explicit: nil, configured: nil, environment: environment, anchors: anchors, currentDirectory: tmp)
        XCTAssertEqual(variable.root.path, "/tmp/from-environment")
        XCTAssertEqual(variable.origin, .environment)

        let fallback = try SnapshotLocation.resolve(
            explicit: nil, configured: nil, environment: [:], anchors: anchors, currentDirectory: tmp)
        XCTAssertEqual(fallback.root.path, packageRoot.appendingPathComponent("Demos/__Snapshots__").path)
        XCTAssertEqual(fallback.origin, .packageDefault)
    }

    func testHelpers_snapshotDirectoryInCodeBeatsTheEnvironment() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-location-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let inCode = directory.appendingPathComponent("in-code").path
        let fromEnvironment = directory.appendingPathComponent("from-environment").path
        let environment = ["DEMOKIT_SNAPSHOTS": fromEnvironment, "CI": "false"]
        let failure = DemoSnapshotVerifier.verify(
            registry: FixtureRegistry<FixtureGroup>.self, record: .all, snapshotDirectory: inCode,
            filePath: #filePath, environment: environment)
        XCTAssertNil(failure)
        XCTAssertTrue(FileManager.default.fileExists(atPath: inCode + "/FixtureGroup/plain.txt"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: fromEnvironment))

        let scoped = withDemoSnapshots(snapshotDirectory: inCode) {
            DemoSnapshotVerifier.verify(
                registry: FixtureRegistry<FixtureGroup>.self, record: .never, snapshotDirectory: nil,
                filePath: #filePath, environment: environment)
        }
        XCTAssertNil(scoped)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fromEnvironment))
    }

    func testRunner_snapshotDirectoryInCodeBeatsTheEnvironment() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        harness.variables["DEMOKIT_SNAPSHOTS"] = harness.directory.appendingPathComponent("from-environment").path
        harness.snapshotDirectory = harness.snapshots.path
        let run = harness.run(["snapshot", "--record", "all"])
        XCTAssertEqual(run.status, .success, run.output + run.error)
        XCTAssertTrue(harness.exists("FixtureGroup/plain.txt"))
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: harness.directory.appendingPathComponent("from-environment").path))
    }
}
