import DemoKitCore
import DemoKitTestSupport
import Foundation
import XCTest

@testable import DemoKitRunner
@testable import DemoKitSnapshots

final class SnapshotCommandTests: XCTestCase {
    private let fixtureFiles = [
        "FixtureGroup/plain.txt",
        "FixtureGroup/styled/blue.ansi", "FixtureGroup/styled/blue.txt",
        "FixtureGroup/styled/red.ansi", "FixtureGroup/styled/red.txt",
        "FixtureGroup/varied/one.txt", "FixtureGroup/varied/one@dark-rtl.txt", "FixtureGroup/varied/one@w40.txt",
    ]

    func testRecordAll_writesOneFilePerTweakAndVariation_thenVerifyPasses() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        let record = harness.snapshot("--record", "all")
        XCTAssertEqual(record.status, .success, record.error)
        XCTAssertEqual(harness.files(), fixtureFiles)
        XCTAssertTrue(record.output.hasSuffix("6 renderings: 0 passed, 0 failed, 6 written, 6 missing, 0 obsolete files\n"), record.output)

        let verify = harness.snapshot()
        XCTAssertEqual(verify.status, .success, verify.output)
        XCTAssertTrue(verify.output.hasSuffix("6 renderings: 6 passed, 0 failed, 0 written, 0 missing, 0 obsolete files\n"), verify.output)
    }

    func testGoldens_areRawRenderingsInTheFixedContext_withLFAndOneFinalNewline() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        _ = harness.snapshot("--record", "all")
        XCTAssertEqual(try harness.read("FixtureGroup/plain.txt"), "hello\nworld\n")
        XCTAssertEqual(try harness.read("FixtureGroup/styled/red.txt"), "red\nwidth 80, light, leftToRight\n")
        XCTAssertEqual(
            try harness.read("FixtureGroup/styled/red.ansi"),
            "\u{1B}[1;31mred\u{1B}[0m\nwidth 80, light, leftToRight\n")
        XCTAssertEqual(try harness.read("FixtureGroup/varied/one@w40.txt"), "one\nwidth 40, light, leftToRight\n")
        XCTAssertEqual(try harness.read("FixtureGroup/varied/one@dark-rtl.txt"), "one\nwidth 80, dark, rightToLeft\n")
    }

    func testMismatch_printsNumberedDiffAndLeavesTheRenderingPending_andKeepsTheGolden() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        _ = harness.snapshot("--record", "all")
        try harness.write("hello\nwordl  \n", to: "FixtureGroup/plain.txt")

        let run = harness.snapshot()
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(run.output.contains("- 2   │ wordl␠␠"), run.output)
        XCTAssertTrue(run.output.contains("+   2 │ world"), run.output)
        XCTAssertTrue(run.output.contains("Pending review: snapshots/.pending/FixtureGroup/plain.txt\n"), run.output)
        XCTAssertTrue(
            run.output.contains(" (or accept just this one: demo-runner review --accept '=FixtureGroup/plain' --snapshots "),
            run.output)
        XCTAssertFalse(run.output.contains("Re-record it"), run.output)
        XCTAssertTrue(
            run.output.hasSuffix("6 renderings: 5 passed, 1 failed, 0 written, 0 missing, 1 pending, 0 obsolete files\n"), run.output)
        XCTAssertEqual(try harness.read("FixtureGroup/plain.txt"), "hello\nwordl  \n")
        XCTAssertEqual(try harness.read(".pending/FixtureGroup/plain.txt"), "hello\nworld\n")
        XCTAssertFalse(harness.exists(".pending/FixtureGroup/plain.ansi"))
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: harness.artifacts.appendingPathComponent("FixtureGroup/plain.txt").path),
            "a pending rendering is the actual output: no artifact besides it")
    }

    func testMismatch_withRecordNever_printsNumberedDiffArtifactAndRerecordCommand_andKeepsTheGolden() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        _ = harness.snapshot("--record", "all")
        try harness.write("hello\nwordl  \n", to: "FixtureGroup/plain.txt")

        let run = harness.snapshot("--record", "never")
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(run.output.contains("✗ FixtureGroup/plain.txt"), run.output)
        XCTAssertTrue(run.output.contains("@@ -1,2 +1,2 @@"), run.output)
        XCTAssertTrue(run.output.contains("  1 1 │ hello"), run.output)
        XCTAssertTrue(run.output.contains("- 2   │ wordl␠␠"), run.output)
        XCTAssertTrue(run.output.contains("+   2 │ world"), run.output)
        XCTAssertTrue(run.output.contains("␠ trailing space"), run.output)
        XCTAssertTrue(
            run.output.contains("Re-record it: demo-runner snapshot --record failed --filter '=FixtureGroup/plain' --snapshots "),
            run.output)
        XCTAssertTrue(run.output.hasSuffix("6 renderings: 5 passed, 1 failed, 0 written, 0 missing, 0 obsolete files\n"), run.output)
        XCTAssertEqual(run.error, "error: 1 of 6 renderings failed\n")
        XCTAssertEqual(try harness.read("FixtureGroup/plain.txt"), "hello\nwordl  \n")
        let artifact = harness.artifacts.appendingPathComponent("FixtureGroup/plain.txt")
        XCTAssertEqual(try String(contentsOf: artifact, encoding: .utf8), "hello\nworld\n")
    }

    func testStyleChange_namesTheChangedCellsInWords_andVerboseAddsTheEscapesMadeVisible() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        _ = harness.snapshot("--record", "all")
        try harness.write("\u{1B}[1;32mred\u{1B}[0m\nwidth 80, light, leftToRight\n", to: "FixtureGroup/styled/red.ansi")
        let run = harness.snapshot()
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(run.output.contains("the text is the same, the styles changed"), run.output)
        XCTAssertTrue(run.output.contains("\n  cells 1:1–3 ‹red›: foreground green → red\n"), run.output)
        XCTAssertFalse(run.output.contains("␛["), run.output)
        XCTAssertTrue(run.output.contains("'demo-runner snapshot --verbose' prints every failure in full"), run.output)
        let verbose = harness.snapshot("--verbose")
        XCTAssertTrue(verbose.output.contains("cells 1:1–3 ‹red›: foreground green → red"), verbose.output)
        XCTAssertTrue(verbose.output.contains("- 1   │ ␛[1;32mred␛[0m"), verbose.output)
        XCTAssertTrue(verbose.output.contains("+   1 │ ␛[1;31mred␛[0m"), verbose.output)
        XCTAssertFalse(verbose.output.contains("shortened"), verbose.output)
    }

    func testTextChange_showsTheTextDiff_andOneLineForTheStylesGolden() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        _ = harness.snapshot("--record", "all")
        try harness.write("red!\nwidth 80, light, leftToRight\n", to: "FixtureGroup/styled/red.txt")
        try harness.write("\u{1B}[1;31mred!\u{1B}[0m\nwidth 80, light, leftToRight\n", to: "FixtureGroup/styled/red.ansi")
        let run = harness.snapshot()
        XCTAssertTrue(run.output.contains("- 1   │ red!\n"), run.output)
        XCTAssertTrue(run.output.contains("FixtureGroup/styled/red.ansi differs too: its text changed (the diff above)\n"), run.output)
        XCTAssertFalse(run.output.contains("␛["), run.output)
    }

    func testMissingGoldens_areOneLine_withTheCommandThatRecordsThem_andVerboseListsEach() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        let run = harness.snapshot("--record", "never")
        XCTAssertEqual(run.status, .failure)
        XCTAssertFalse(run.output.contains("no golden for"), run.output)
        let lines = run.output.split(separator: "\n").filter { $0.hasPrefix("✗") }
        XCTAssertEqual(lines.count, 1, run.output)
        XCTAssertTrue(lines[0].hasPrefix("✗ 6 renderings have no golden yet: FixtureGroup/"), run.output)
        XCTAssertTrue(lines[0].contains(" and 3 more; record them: demo-runner snapshot --record missing --snapshots "), run.output)
        let verbose = harness.snapshot("--record", "never", "--verbose")
        XCTAssertEqual(verbose.output.components(separatedBy: "no golden for").count - 1, 8, verbose.output)
    }

    func testMissingGoldenInCI_failsEveryRunAndWritesNothing() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        for _ in 0..<2 {
            let run = harness.snapshot(ci: true)
            XCTAssertEqual(run.status, .failure)
            XCTAssertTrue(run.output.contains("CI is set, so nothing is recorded"), run.output)
            XCTAssertTrue(run.output.hasSuffix("6 renderings: 0 passed, 6 failed, 0 written, 6 missing, 0 obsolete files\n"), run.output)
            XCTAssertEqual(harness.files(), [])
        }
    }

    func testMissingGoldenLocally_isLeftPendingAndFailsUntilAccepted() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        let pendingFiles = [".pending/.gitignore"] + fixtureFiles.map { ".pending/" + $0 }
        for _ in 0..<2 {
            let run = harness.snapshot("--verbose")
            XCTAssertEqual(run.status, .failure)
            XCTAssertTrue(run.output.contains("Pending review: snapshots/.pending/FixtureGroup/plain.txt"), run.output)
            XCTAssertTrue(
                run.output.hasSuffix("6 renderings: 0 passed, 6 failed, 0 written, 6 missing, 6 pending, 0 obsolete files\n"), run.output)
            XCTAssertEqual(harness.files(), pendingFiles, "no golden is written without a review")
        }
        XCTAssertEqual(try harness.read(".pending/.gitignore").split(separator: "\n").last, "*")
        let pending = PendingStore(goldens: GoldenStore(root: harness.snapshots))
        for entry in pending.entries() { try pending.accept(entry) }
        XCTAssertEqual(harness.files(), [".pending/.gitignore"] + fixtureFiles)
        let accepted = harness.snapshot()
        XCTAssertEqual(accepted.status, .success, accepted.output)
    }

    func testPendingEntry_isDroppedOnceItsCasePasses() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        _ = harness.snapshot("--record", "all")
        let golden = try harness.read("FixtureGroup/plain.txt")
        try harness.write("changed\n", to: "FixtureGroup/plain.txt")
        XCTAssertEqual(harness.snapshot().status, .failure)
        XCTAssertTrue(harness.exists(".pending/FixtureGroup/plain.txt"))
        try harness.write(golden, to: "FixtureGroup/plain.txt")
        XCTAssertEqual(harness.snapshot("--record", "never").status, .success)
        XCTAssertTrue(harness.exists(".pending/FixtureGroup/plain.txt"), "a run that may not write leaves it")
        XCTAssertEqual(harness.snapshot().status, .success)
        XCTAssertFalse(harness.exists(".pending/FixtureGroup/plain.txt"))
        XCTAssertFalse(harness.exists(".pending/FixtureGroup"), "the folders it emptied go too")
    }

    func testCIFalseOrZero_isNotCI() throws {
        for value in ["false", "0", "FALSE"] {
            XCTAssertFalse(SnapshotRecordMode.isContinuousIntegration(["CI": value]), value)
        }
        for value in ["true", "1", "yes"] {
            XCTAssertTrue(SnapshotRecordMode.isContinuousIntegration(["CI": value]), value)
        }
        XCTAssertFalse(SnapshotRecordMode.isContinuousIntegration([:]))
    }

    func testExplicitRecordInCI_writes() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        let run = harness.snapshot("--record", "missing", ci: true)
        XCTAssertEqual(run.status, .success, run.output)
        XCTAssertEqual(harness.files(), fixtureFiles)
    }

    func testRecordFailed_rewritesOnlyMismatchesAndMissing() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        _ = harness.snapshot("--record", "all")
        try harness.write("stale\n", to: "FixtureGroup/plain.txt")
        try FileManager.default.removeItem(at: harness.snapshots.appendingPathComponent("FixtureGroup/styled/blue.txt"))
        // Dated long ago, so that a rewrite shows whatever the file
        // system's timestamp resolution (rather than sleeping past it).
        let untouched = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes(
            [.modificationDate: untouched],
            ofItemAtPath: harness.snapshots.appendingPathComponent("FixtureGroup/styled/red.txt").path)

        let run = harness.snapshot("--record", "failed")
        XCTAssertEqual(run.status, .success, run.output)
        XCTAssertTrue(run.output.contains("updated golden"), run.output)
        XCTAssertTrue(run.output.hasSuffix("6 renderings: 4 passed, 0 failed, 2 written, 1 missing, 0 obsolete files\n"), run.output)
        XCTAssertEqual(try harness.read("FixtureGroup/plain.txt"), "hello\nworld\n")
        XCTAssertEqual(try harness.modificationDate("FixtureGroup/styled/red.txt"), untouched)
    }

    func testRecordMissing_leavesMismatchesFailing() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        _ = harness.snapshot("--record", "all")
        try harness.write("stale\n", to: "FixtureGroup/plain.txt")
        let run = harness.snapshot("--record", "missing")
        XCTAssertEqual(run.status, .failure)
        XCTAssertEqual(try harness.read("FixtureGroup/plain.txt"), "stale\n")
    }

    func testCRLFGolden_matches_andRecordAllRewritesItWithLF() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        _ = harness.snapshot("--record", "all")
        try harness.write("hello\r\nworld\r\n\r\n", to: "FixtureGroup/plain.txt")
        XCTAssertEqual(harness.snapshot().status, .success)
        XCTAssertEqual(harness.snapshot("--record", "all").status, .success)
        XCTAssertEqual(try harness.read("FixtureGroup/plain.txt"), "hello\nworld\n")
    }

    func testObsoleteGoldens_areReportedAfterACompleteRun_andPruned() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        _ = harness.snapshot("--record", "all")
        let old = harness.snapshots.appendingPathComponent("FixtureGroup/removed")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        try harness.write("old\n", to: "FixtureGroup/removed/tweak.txt")
        try harness.write("notes\n", to: "README.md")

        let report = harness.snapshot()
        XCTAssertEqual(report.status, .success)
        XCTAssertTrue(
            report.output.contains(
                "obsolete: FixtureGroup/removed/tweak.txt (no demo, tweak or variation produces it); "
                    + "delete it with 'demo-runner snapshot --prune --snapshots "), report.output)
        XCTAssertTrue(report.output.hasSuffix("6 renderings: 6 passed, 0 failed, 0 written, 0 missing, 1 obsolete file\n"), report.output)
        // `--prune` deletes every obsolete file: a line among several says so.
        try harness.write("old\n", to: "FixtureGroup/removed/other.txt")
        let two = harness.snapshot()
        XCTAssertTrue(
            two.output.contains(
                "obsolete: FixtureGroup/removed/other.txt (no demo, tweak or variation produces it); "
                    + "'demo-runner snapshot --prune --snapshots "), two.output)
        XCTAssertTrue(two.output.contains("' deletes it and the other 1\n"), two.output)
        try FileManager.default.removeItem(at: old.appendingPathComponent("other.txt"))

        let filtered = harness.snapshot("--filter", "plain")
        XCTAssertFalse(filtered.output.contains("obsolete:"), filtered.output)
        XCTAssertTrue(filtered.output.hasSuffix("1 rendering: 1 passed, 0 failed, 0 written, 0 missing, obsolete files not checked\n"), filtered.output)
        let sharded = harness.snapshot("--shard", "1/2")
        XCTAssertFalse(sharded.output.contains("obsolete:"), sharded.output)

        let prune = harness.snapshot("--prune")
        XCTAssertEqual(prune.status, .success)
        XCTAssertTrue(prune.output.contains("deleted obsolete FixtureGroup/removed/tweak.txt"), prune.output)
        XCTAssertEqual(harness.files(), (fixtureFiles + ["README.md"]).sorted())
        XCTAssertFalse(FileManager.default.fileExists(atPath: old.path), "empty folders are removed too")
    }

    /// On a file system that ignores case (macOS's default), renaming a
    /// tweak from `RED` to `red` leaves the golden listed as `RED.txt`: it is
    /// the file that just passed, and prune must keep it, and a demo folder
    /// listed as `Styled` is the folder `styled`. Run on such a file system
    /// (``CaseInsensitiveFolder``: the temporary folder on a Mac, a mounted
    /// FAT image on Linux as root), skipped with the reason where there is none.
    func testPrune_onAFileSystemThatIgnoresCase_keepsGoldensListedUnderAnotherCase() throws {
        let folder: CaseInsensitiveFolder
        switch CaseInsensitiveFolder.make() {
        case .success(let made): folder = made
        case .failure(let unavailable):
            throw XCTSkip("no file system that ignores case here: \(unavailable)")
        }
        let harness = try RunnerHarness(groups: [FixtureGroup.self], in: folder.url)
        // The demo's folder as an older name made it (made first rather
        // than renamed: fusefat loses a renamed folder's files).
        let styled = harness.snapshots.appendingPathComponent("FixtureGroup/Styled")
        try FileManager.default.createDirectory(at: styled, withIntermediateDirectories: true)
        XCTAssertEqual(harness.snapshot("--record", "all").status, .success)
        let recorded = harness.files()
        // A golden as an older tweak name wrote it.
        let golden = styled.appendingPathComponent("red.txt")
        let contents = try Data(contentsOf: golden)
        try FileManager.default.removeItem(at: golden)
        try contents.write(to: styled.appendingPathComponent("RED.txt"))
        try harness.write("old\n", to: "FixtureGroup/styled/gone.txt")

        let prune = harness.snapshot("--prune")
        XCTAssertEqual(prune.status, .success, prune.output + prune.error)
        XCTAssertFalse(prune.output.contains("RED.txt"), prune.output)
        XCTAssertTrue(prune.output.contains("deleted obsolete FixtureGroup/Styled/gone.txt"), prune.output)
        XCTAssertEqual(prune.output.components(separatedBy: "deleted obsolete").count, 2, prune.output)
        let listed = try FileManager.default.contentsOfDirectory(atPath: styled.path)
        XCTAssertTrue(listed.contains("RED.txt"), "\(listed)")
        XCTAssertEqual(harness.files().count, recorded.count, "\(harness.files())")
        XCTAssertEqual(harness.snapshot().status, .success, "every golden is still there and passes")
    }

    func testPruneWithFilterOrShard_isAUsageError() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        XCTAssertEqual(harness.snapshot("--prune", "--filter", "plain").status, .usage)
        XCTAssertEqual(harness.snapshot("--prune", "--shard", "1/3").status, .usage)
    }

    func testUsageErrors_exit64AndNameTheInput() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        let shard = harness.snapshot("--shard", "3/2")
        XCTAssertEqual(shard.status, .usage)
        XCTAssertTrue(shard.error.contains("invalid value '3/2' for '--shard'"), shard.error)
        let record = harness.snapshot("--record", "some")
        XCTAssertEqual(record.status, .usage)
        XCTAssertTrue(record.error.contains("invalid value 'some' for '--record'"), record.error)
        let filter = harness.snapshot("--filter", "nothing")
        XCTAssertEqual(filter.status, .usage)
        XCTAssertTrue(filter.error.contains("no golden matches the filter 'nothing'"), filter.error)
        XCTAssertEqual(harness.snapshot("--jobs", "0").status, .usage)
    }

    func testFilter_matchesGroupDemoTweakAndVariation() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        _ = harness.snapshot("--record", "all")
        func paths(_ filter: String) throws -> [String] {
            let run = harness.snapshot("--filter", filter, "--json")
            let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
            let results = json?["results"] as? [[String: Any]] ?? []
            return results.compactMap { $0["path"] as? String }
        }
        XCTAssertEqual(try paths("red"), ["FixtureGroup/styled/red.txt", "FixtureGroup/styled/red.ansi"])
        XCTAssertEqual(try paths("FixtureGroup/styled").count, 4)
        XCTAssertEqual(try paths("*/*/one@w40"), ["FixtureGroup/varied/one@w40.txt"])
        XCTAssertEqual(try paths("plain,blue").count, 3)
    }

    func testShards_togetherCheckEverythingExactlyOnce() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self, HostileGroup.self])
        _ = harness.snapshot("--record", "all")
        func keys(_ arguments: String...) throws -> [String] {
            let run = harness.run(
                ["snapshot"] + arguments + ["--snapshots", harness.snapshots.path, "--json"])
            XCTAssertEqual(run.status, .success, run.output)
            let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
            return (json?["results"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        }
        let all = try keys()
        for count in [2, 3, 7] {
            var union: [String] = []
            for index in 1...count { union += try keys("--shard", "\(index)/\(count)") }
            XCTAssertEqual(union.count, all.count, "shards of \(count) overlap or miss goldens")
            XCTAssertEqual(Set(union), Set(all))
        }
    }

    func testRenderError_failsTheGoldenWithTheDemosError() throws {
        let harness = try RunnerHarness(groups: [BrokenGroup.self])
        let run = harness.snapshot()
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(run.output.contains("BrokenGroup/broken failed to render: the data source is offline"), run.output)
        XCTAssertEqual(harness.files(), [])
    }

    func testStylesRemoved_failsUntilTheAnsiGoldenIsRerecorded() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        _ = harness.snapshot("--record", "all")
        try harness.write("\u{1B}[1mhello\u{1B}[0m\nworld\n", to: "FixtureGroup/plain.ansi")
        let run = harness.snapshot()
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(run.output.contains("renders without styles now"), run.output)
        XCTAssertEqual(harness.snapshot("--record", "failed").status, .success)
        XCTAssertFalse(harness.files().contains("FixtureGroup/plain.ansi"))
    }

    func testStaleStylesGolden_isReportedOnce_notAlsoAsObsolete() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        _ = harness.snapshot("--record", "all")
        try harness.write("\u{1B}[1mhello\u{1B}[0m\nworld\n", to: "FixtureGroup/plain.ansi")
        let run = harness.snapshot()
        XCTAssertEqual(run.status, .failure)
        XCTAssertEqual(run.output.components(separatedBy: "FixtureGroup/plain.ansi").count - 1, 2, run.output)
        XCTAssertTrue(run.output.contains("✗ FixtureGroup/plain.ansi\n"), run.output)
        XCTAssertFalse(run.output.contains("obsolete: "), run.output)
        XCTAssertTrue(
            run.output.hasSuffix("6 renderings: 5 passed, 1 failed, 0 written, 0 missing, 1 pending, 0 obsolete files\n"), run.output)
        // `--prune` leaves it to the re-record command the failure prints.
        XCTAssertEqual(harness.snapshot("--prune").status, .failure)
        XCTAssertTrue(harness.exists("FixtureGroup/plain.ansi"))
    }

    func testJUnitReport_isWellFormedWithOneTestCasePerGolden() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        _ = harness.snapshot("--record", "all")
        try harness.write("\u{1B}[1mchanged <&>\n", to: "FixtureGroup/styled/red.ansi")
        let report = harness.directory.appendingPathComponent("junit.xml")
        _ = harness.snapshot("--junit", report.path)
        let xml = try String(contentsOf: report, encoding: .utf8)
        XCTAssertTrue(xml.contains(#"<testsuites name="demo-runner snapshot" tests="8" failures="1""#), xml)
        XCTAssertTrue(xml.contains(#"<testcase classname="FixtureGroup.styled" name="red.ansi""#), xml)
        XCTAssertTrue(xml.contains("␛[1mchanged &lt;&amp;&gt;"), xml)
        XCTAssertFalse(xml.unicodeScalars.contains { $0.value == 0x1B }, "XML 1.0 cannot hold ESC")
        XCTAssertEqual(xml.components(separatedBy: "<testcase ").count - 1, 8)
    }

    func testHelp_listsTheSnapshotCommand() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        let run = harness.run(["snapshot", "--help"])
        XCTAssertEqual(run.status, .success)
        XCTAssertTrue(run.output.contains("--record <mode>"), run.output)
        XCTAssertTrue(harness.run(["--help"]).output.contains("snapshot"))
    }
}

final class SnapshotReportTests: XCTestCase {
    func testReport_listsEveryFailure_andTheRunStillFails() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        _ = harness.snapshot("--record", "all")
        try harness.write("hello\nwordl\n", to: "FixtureGroup/plain.txt")
        let path = harness.directory.appendingPathComponent("report.html")
        let run = harness.snapshot("--record", "never", "--report", path.path)
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(run.output.contains("Report: report.html\n"), run.output)
        let page = try String(contentsOf: path, encoding: .utf8)
        XCTAssertTrue(page.contains("<h1>1 failing rendering</h1>"), page)
        // The command the terminal prints under the same failure.
        XCTAssertTrue(run.output.contains("Re-record it: demo-runner snapshot --record failed --filter '=FixtureGroup/plain'"))
        XCTAssertTrue(page.contains("--record failed --filter &#39;=FixtureGroup/plain&#39;"), page)
        XCTAssertTrue(page.contains("wordl"), page)
    }

    func testReport_thatIsAUsersFile_isAUsageErrorBeforeAnythingRuns() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        let path = harness.directory.appendingPathComponent("index.html")
        try Data("mine".utf8).write(to: path)
        let run = harness.snapshot("--record", "all", "--report", path.path)
        XCTAssertEqual(run.status, .usage)
        XCTAssertTrue(run.error.contains("is a file that is not a DemoKit failure report"), run.error)
        XCTAssertEqual(harness.files(), [], "nothing was recorded")
        XCTAssertEqual(try String(contentsOf: path, encoding: .utf8), "mine")
    }
}
