import DemoKitCore
import Foundation
import XCTest

@testable import DemoKitRunner
@testable import DemoKitTesting

/// The snapshot root and the artifacts folder are checked before anything
/// is rendered: one usage line, exit 64, nothing written.
final class SnapshotFolderValidationTests: XCTestCase {
    private func assertOneUsageLine(
        _ run: RunnerHarness.Run, containing parts: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(run.status, .usage, run.output + run.error, file: file, line: line)
        XCTAssertTrue(run.error.hasPrefix("error: "), run.error, file: file, line: line)
        XCTAssertEqual(run.error.filter { $0 == "\n" }.count, 1, run.error, file: file, line: line)
        XCTAssertEqual(run.output, "", file: file, line: line)
        for part in parts {
            XCTAssertTrue(run.error.contains(part), "\(part) not in \(run.error)", file: file, line: line)
        }
    }

    func testSnapshotsNamingAFile_isOneUsageLine() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        let file = harness.directory.appendingPathComponent("notes.txt")
        try Data("notes\n".utf8).write(to: file)
        for path in [file.path, file.path + "/goldens"] {
            let run = harness.run(["snapshot", "--record", "all", "--snapshots", path])
            assertOneUsageLine(run, containing: ["notes.txt", "(from '--snapshots')", "give a folder"])
        }
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "notes\n")
    }

    func testTypedSnapshotsFolderThatDoesNotExist_isAUsageErrorUnlessRecordIsGiven() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        let typo = harness.directory.appendingPathComponent("snapshtos")
        for ci in [false, true] {
            let run = harness.run(["snapshot", "--snapshots", typo.path], ci: ci)
            assertOneUsageLine(run, containing: ["snapshtos", "does not exist", "'--record missing'"])
        }
        harness.variables["DEMOKIT_SNAPSHOTS"] = typo.path
        assertOneUsageLine(harness.run(["snapshot"]), containing: ["snapshtos", "(from DEMOKIT_SNAPSHOTS)"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: typo.path))

        let record = harness.run(["snapshot", "--record", "missing", "--snapshots", typo.path])
        XCTAssertEqual(record.status, .success, record.output + record.error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: typo.path + "/FixtureGroup/plain.txt"))
    }

    func testSnapshotDirectoryInCode_isCreatedOnAFirstRun() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        let root = harness.directory.appendingPathComponent("new/goldens").path
        harness.snapshotDirectory = root
        let run = harness.run(["snapshot", "--verbose"])
        XCTAssertEqual(run.status, .failure, "new goldens are left pending and fail")
        XCTAssertTrue(run.output.contains("Pending review: "), run.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/.pending/FixtureGroup/plain.txt"))
    }

    func testHelpers_environmentFolderThatDoesNotExist_failsUnlessARecordModeIsChosen() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        let typo = harness.directory.appendingPathComponent("snapshtos").path
        let failure = DemoSnapshotVerifier.verify(
            registry: FixtureRegistry<FixtureGroup>.self, record: nil, snapshotDirectory: nil, filePath: #filePath,
            environment: ["DEMOKIT_SNAPSHOTS": typo, "CI": "false"])
        XCTAssertTrue(failure?.contains("does not exist") == true, failure ?? "nil")
        XCTAssertTrue(failure?.contains("DEMOKIT_RECORD=missing") == true, failure ?? "nil")
        XCTAssertFalse(FileManager.default.fileExists(atPath: typo))
        let recorded = DemoSnapshotVerifier.verify(
            registry: FixtureRegistry<FixtureGroup>.self, record: nil, snapshotDirectory: nil, filePath: #filePath,
            environment: ["DEMOKIT_SNAPSHOTS": typo, "DEMOKIT_RECORD": "missing", "CI": "false"])
        XCTAssertNil(recorded)
        XCTAssertTrue(FileManager.default.fileExists(atPath: typo + "/FixtureGroup/plain.txt"))
    }

    func testArtifactsOverlappingTheSnapshotFolder_isOneUsageLineNamingBoth_andNoGoldenChanges() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        XCTAssertEqual(harness.snapshot("--record", "all").status, .success)
        try harness.write("changed\n", to: "FixtureGroup/plain.txt")
        let cases: [(artifacts: String, relation: String)] = [
            (harness.snapshots.path, "is the snapshot folder"),
            (harness.snapshots.path + "/", "is the snapshot folder"),
            (harness.snapshots.appendingPathComponent("FixtureGroup/..").path, "is the snapshot folder"),
            (harness.snapshots.appendingPathComponent("artifacts").path, "is inside the snapshot folder"),
            (harness.directory.path, "contains the snapshot folder"),
        ]
        for (artifacts, relation) in cases {
            let run = harness.run(
                ["snapshot", "--snapshots", harness.snapshots.path, "--artifacts", artifacts], ci: true)
            assertOneUsageLine(run, containing: [relation + " snapshots,", "'--artifacts'", "overwrite"])
            XCTAssertEqual(try harness.read("FixtureGroup/plain.txt"), "changed\n")
        }
        // Through a symbolic link to the root.
        let link = harness.directory.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: harness.snapshots)
        let linked = harness.run(["snapshot", "--snapshots", harness.snapshots.path, "--artifacts", link.path], ci: true)
        assertOneUsageLine(linked, containing: ["is the snapshot folder"])
        XCTAssertEqual(try harness.read("FixtureGroup/plain.txt"), "changed\n")
        // A sibling whose name starts the same is apart.
        let sibling = harness.run(
            ["snapshot", "--snapshots", harness.snapshots.path, "--artifacts", harness.snapshots.path + "-artifacts"],
            ci: true)
        XCTAssertEqual(sibling.status, .failure, sibling.error)
    }
}
