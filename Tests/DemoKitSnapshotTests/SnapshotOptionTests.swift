import DemoKitCore
import Foundation
import XCTest

@testable import DemoKitRunner

/// Option values are checked when the command line is parsed, before any
/// demo renders; the JUnit report is written after the summary.
final class SnapshotOptionTests: XCTestCase {
    private func assertOneUsageLine(
        _ run: RunnerHarness.Run, containing parts: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(run.status, .usage, run.output + run.error, file: file, line: line)
        XCTAssertEqual(run.output, "", file: file, line: line)
        XCTAssertEqual(run.error.filter { $0 == "\n" }.count, 1, run.error, file: file, line: line)
        for part in parts {
            XCTAssertTrue(run.error.contains(part), "\(part) not in \(run.error)", file: file, line: line)
        }
    }

    func testEmptyFolderOrPathValues_areUsageErrorsNamingTheOption() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        for option in ["--snapshots", "--artifacts", "--junit"] {
            assertOneUsageLine(
                harness.run(["snapshot", "--record", "all", option, ""]), containing: ["'\(option)'", "empty value"])
            assertOneUsageLine(
                harness.run(["snapshot", "--record", "all", option + "="]), containing: ["'\(option)'", "empty value"])
        }
        let written = try FileManager.default.contentsOfDirectory(atPath: harness.directory.path)
        XCTAssertEqual(written, ["snapshots"], "nothing was recorded in the current directory")
        XCTAssertEqual(harness.files(), [])
    }

    func testJUnitPathInAFolderThatDoesNotExist_isAUsageErrorBeforeTheRun() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        let run = harness.snapshot("--record", "all", "--junit", "reports/snapshots.xml")
        assertOneUsageLine(run, containing: ["'--junit' reports/snapshots.xml", "does not exist"])
        XCTAssertEqual(harness.files(), [], "nothing was recorded")
    }

    func testJUnitPathThatIsAFolderOrUnderAFile_isAUsageErrorBeforeTheRun() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        try Data("x\n".utf8).write(to: harness.directory.appendingPathComponent("file"))
        assertOneUsageLine(
            harness.snapshot("--record", "all", "--junit", harness.directory.path), containing: ["is a folder"])
        assertOneUsageLine(
            harness.snapshot("--record", "all", "--junit", "file/report.xml"), containing: ["is not a folder"])
        XCTAssertEqual(harness.files(), [])
    }

    func testJUnitReportThatCannotBeWritten_failsAfterTheSummaryAndTheJSON() throws {
        let harness = try RunnerHarness(groups: [JUnitSabotageGroup.self])
        let folder = harness.directory.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        JUnitSabotageGroup.junitFolder.append(folder.path)
        defer { JUnitSabotageGroup.junitFolder.clear() }

        let run = harness.snapshot("--record", "all", "--junit", "reports/snapshots.xml")
        XCTAssertEqual(run.status, .failure, run.output + run.error)
        XCTAssertTrue(run.output.hasSuffix("1 rendering: 0 passed, 0 failed, 1 written, 1 missing, 0 obsolete files\n"), run.output)
        XCTAssertTrue(run.error.hasPrefix("error: cannot write the JUnit report to reports/snapshots.xml"), run.error)
        XCTAssertFalse(run.error.contains("NSCocoaErrorDomain"), run.error)
        XCTAssertFalse(run.error.contains("could not be completed"), run.error)
        XCTAssertEqual(run.error.filter { $0 == "\n" }.count, 1, run.error)

        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json = harness.snapshot("--json", "--junit", "reports/snapshots.xml")
        XCTAssertEqual(json.status, .failure, json.error)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        XCTAssertEqual((object?["summary"] as? [String: Any])?["passed"] as? Int, 1, json.output)
    }
}
