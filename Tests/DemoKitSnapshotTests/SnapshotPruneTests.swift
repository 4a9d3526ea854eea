import DemoKitCore
import Foundation
import XCTest

@testable import DemoKitRunner
@testable import DemoKitSnapshots

/// `--prune` deletes only what the catalog's goldens could have been, and
/// nothing in a folder that is not a snapshot folder.
final class SnapshotPruneTests: XCTestCase {
    func testPrune_deletesOnlyGoldensInsideTheCatalogsGroupFolders() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        XCTAssertEqual(harness.snapshot("--record", "all").status, .success)
        let bystanders = [
            "README.txt", "python/requirements.txt", ".svn/description.txt", "OtherGroup/old/tweak.txt",
            "FixtureGroup/.cache/old.txt", "FixtureGroup/.hidden/.red.txt.1.A.tmp",
        ]
        for path in bystanders { try harness.create(path) }
        try harness.create("FixtureGroup/removed/tweak.txt", "old\n")
        let outside = harness.directory.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep\n".utf8).write(to: outside.appendingPathComponent("linked.txt"))
        try FileManager.default.createSymbolicLink(
            at: harness.snapshots.appendingPathComponent("FixtureGroup/link"), withDestinationURL: outside)

        let report = harness.snapshot()
        XCTAssertEqual(report.status, .success, report.output + report.error)
        XCTAssertTrue(report.output.hasSuffix("6 renderings: 6 passed, 0 failed, 0 written, 0 missing, 1 obsolete file\n"), report.output)

        let prune = harness.snapshot("--prune")
        XCTAssertEqual(prune.status, .success, prune.output + prune.error)
        XCTAssertTrue(prune.output.contains("deleted obsolete FixtureGroup/removed/tweak.txt"), prune.output)
        XCTAssertEqual(prune.output.components(separatedBy: "deleted obsolete").count - 1, 1, prune.output)
        for path in bystanders { XCTAssertTrue(harness.exists(path), "\(path) was deleted") }
        XCTAssertTrue(FileManager.default.fileExists(atPath: outside.appendingPathComponent("linked.txt").path))
        XCTAssertFalse(harness.exists("FixtureGroup/removed"))
    }

    func testPrune_removesEmptiedFoldersBelowTheGroupFolder_butNotTheGroupFolder() throws {
        let harness = try RunnerHarness(groups: [OptedOutGroup.self])
        try harness.create("OptedOutGroup/old/deeper/gone.txt")
        let prune = harness.snapshot("--prune")
        XCTAssertEqual(prune.status, .success, prune.output + prune.error)
        XCTAssertTrue(prune.output.contains("deleted obsolete OptedOutGroup/old/deeper/gone.txt"), prune.output)
        XCTAssertFalse(harness.exists("OptedOutGroup/old"))
        XCTAssertTrue(harness.exists("OptedOutGroup"), "the group folder stays")
        XCTAssertTrue(FileManager.default.fileExists(atPath: harness.snapshots.path), "the root stays")
    }

    /// A demo that needs a newer OS falls back, on an older machine, to a
    /// text demo that is not snapshot-tested (`Concurrency` on macOS 14):
    /// its goldens are not obsolete there, and `--prune` keeps them. Two
    /// groups of one identifier stand for the two machines.
    func testPrune_onAMachineThatCannotRenderADemo_keepsItsGoldens() throws {
        let newer = try RunnerHarness(groups: [NewerMachineGroup.self])
        XCTAssertEqual(newer.snapshot("--record", "all").status, .success)
        let recorded = newer.files()
        XCTAssertEqual(recorded, ["Machine/async/fast.txt", "Machine/async/slow.txt", "Machine/plain.txt"])
        try newer.create("Machine/removed.txt", "old\n")

        let older = try RunnerHarness(groups: [OlderMachineGroup.self])
        try FileManager.default.removeItem(at: older.snapshots)
        try FileManager.default.copyItem(at: newer.snapshots, to: older.snapshots)
        let report = older.snapshot()
        XCTAssertEqual(report.status, .success, report.output + report.error)
        XCTAssertTrue(report.output.hasSuffix("1 rendering: 1 passed, 0 failed, 0 written, 0 missing, 1 obsolete file\n"), report.output)
        let prune = older.snapshot("--prune")
        XCTAssertEqual(prune.status, .success, prune.output + prune.error)
        XCTAssertEqual(prune.output.components(separatedBy: "deleted obsolete").count - 1, 1, prune.output)
        XCTAssertTrue(prune.output.contains("deleted obsolete Machine/removed.txt"), prune.output)
        XCTAssertEqual(older.files(), recorded, "the goldens of the demo this machine cannot render are kept")
    }

    func testPrune_inAFolderWithPackageSwiftOrGit_isRefusedInOneLine() throws {
        for marker in ["Package.swift", ".git/description.txt"] {
            let harness = try RunnerHarness(groups: [FixtureGroup.self])
            XCTAssertEqual(harness.snapshot("--record", "all").status, .success)
            try harness.create(marker)
            try harness.create("FixtureGroup/removed/tweak.txt", "old\n")
            let prune = harness.snapshot("--prune")
            XCTAssertEqual(prune.status, .usage, marker)
            XCTAssertTrue(prune.error.hasPrefix("error: refusing '--prune' in "), prune.error)
            XCTAssertTrue(prune.error.contains(marker.split(separator: "/")[0]), prune.error)
            XCTAssertEqual(prune.error.filter { $0 == "\n" }.count, 1, prune.error)
            XCTAssertTrue(harness.exists("FixtureGroup/removed/tweak.txt"))
            XCTAssertTrue(harness.exists(marker))
        }
    }

    func testPrune_aFileItCannotDelete_isReportedAndCountedAsAFailure() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        XCTAssertEqual(harness.snapshot("--record", "all").status, .success)
        try harness.create("FixtureGroup/removed/tweak.txt")
        // A folder linked out of the root: remove() refuses to delete through it.
        let outside = harness.directory.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep\n".utf8).write(to: outside.appendingPathComponent("old.txt"))
        try FileManager.default.createSymbolicLink(
            at: harness.snapshots.appendingPathComponent("FixtureGroup/escape"), withDestinationURL: outside)
        let engine = SnapshotEngine(
            configuration: SnapshotConfiguration(
                store: GoldenStore(root: harness.snapshots), artifacts: nil, record: .never,
                isRecordExplicit: true, isContinuousIntegration: false, prune: true,
                rerecordCommand: { _, _ in "" }))

        let errors = engine.prune(["FixtureGroup/escape/old.txt", "FixtureGroup/removed/tweak.txt"])
        XCTAssertEqual(Array(errors.keys), ["FixtureGroup/escape/old.txt"])
        XCTAssertTrue(errors["FixtureGroup/escape/old.txt"]?.contains("FixtureGroup/escape is a symbolic link") == true, "\(errors)")
        XCTAssertFalse(harness.exists("FixtureGroup/removed/tweak.txt"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: outside.appendingPathComponent("old.txt").path))

        var summary = SnapshotSummary()
        summary.files.passed = 8
        summary.obsolete = ["FixtureGroup/escape/old.txt", "FixtureGroup/removed/tweak.txt"]
        summary.pruned = true
        summary.pruneErrors = errors
        summary.files.failed = errors.count
        XCTAssertFalse(summary.succeeded)
        XCTAssertTrue(
            summary.line.hasSuffix(", 2 obsolete files (pruned, 1 could not be deleted)"), summary.line)
        let report = SnapshotCommand.obsoleteReport(summary, pruneCommand: "demo-runner snapshot --prune")
        XCTAssertTrue(report.contains("✗ FixtureGroup/escape/old.txt\n  obsolete (no demo, tweak or variation produces it), but cannot be deleted: refusing"), report)
        XCTAssertFalse(report.contains("deleted obsolete FixtureGroup/escape"), report)
        XCTAssertTrue(report.contains("deleted obsolete FixtureGroup/removed/tweak.txt"), report)
        XCTAssertEqual(SnapshotCommand.failureLine(summary), "1 obsolete file could not be deleted")
        let json = SnapshotJSONReport(snapshots: "s", summary: summary, results: []).json()
        XCTAssertTrue(json.contains(#""path" : "FixtureGroup/escape/old.txt""#), json)
    }
}
