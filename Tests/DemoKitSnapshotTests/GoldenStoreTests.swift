import DemoKitCore
import Foundation
import XCTest

@testable import DemoKitRunner
@testable import DemoKitSnapshots

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading goldens from disk: whatever is at a golden's path, the run ends.
final class GoldenStoreTests: XCTestCase {
    func testFIFOAtAGoldenPath_failsAtOnceWithAClearMessage_insteadOfHanging() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        XCTAssertEqual(harness.snapshot("--record", "all").status, .success)
        let fifo = harness.snapshots.appendingPathComponent("FixtureGroup/plain.txt").path
        try FileManager.default.removeItem(atPath: fifo)
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)

        let finished = DispatchSemaphore(value: 0)
        let outcome = Capture()
        DispatchQueue.global().async {
            let run = harness.snapshot("--jobs", "1")
            outcome.append("\(run.status.rawValue)\n\(run.output)")
            finished.signal()
        }
        if finished.wait(timeout: .now() + 20) == .timedOut {
            XCTFail("the run hangs on a FIFO at a golden path")
            // Let the blocked reader go, so the test process can end.
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            finished.wait()
            return
        }
        XCTAssertTrue(outcome.text.hasPrefix("1\n"), outcome.text)
        XCTAssertTrue(
            outcome.text.contains("snapshots/FixtureGroup/plain.txt is a FIFO (named pipe), not a golden file; delete it"),
            outcome.text)
        XCTAssertTrue(outcome.text.hasSuffix("6 renderings: 5 passed, 1 failed, 0 written, 0 missing, 0 obsolete files\n"), outcome.text)
    }

    func testFolderAtAGoldenPath_isNamedAsAFolder() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        try FileManager.default.createDirectory(
            at: harness.snapshots.appendingPathComponent("FixtureGroup/plain.txt"), withIntermediateDirectories: true)
        let run = harness.snapshot("--record", "all")
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(run.output.contains("FixtureGroup/plain.txt is a folder, not a golden file"), run.output)
    }

    func testGoldenThatCannotBeWritten_saysWhyInWords() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        try harness.create("FixtureGroup/styled", "a file where a folder should be\n")
        let run = harness.snapshot("--record", "all")
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(run.output.contains("styled/red.txt: ")
                && run.output.contains("FixtureGroup/styled is a file, not a folder; move it away"), run.output)
        XCTAssertFalse(run.output.contains("NSCocoaErrorDomain"), run.output)
    }

    func testArtifactThatCannotBeKept_saysWhyInWords() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        XCTAssertEqual(harness.snapshot("--record", "all").status, .success)
        try harness.write("changed\n", to: "FixtureGroup/plain.txt")
        let blocked = harness.directory.appendingPathComponent("blocked")
        try Data("a file where a folder should be\n".utf8).write(to: blocked)
        let run = harness.run(
            ["snapshot", "--snapshots", harness.snapshots.path, "--artifacts", blocked.path + "/artifacts"], ci: true)
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(
            run.output.contains("(could not keep the actual output in blocked/artifacts/FixtureGroup/plain.txt: "
                + "not a directory)"),
            run.output)
        XCTAssertFalse(run.output.contains("NSCocoaErrorDomain"), run.output)
    }
}

/// A golden listed as a regular file is read without asking its size first;
/// whatever is found there instead when it is opened is still reported for
/// what it is, and a file of another size is still read whole.
final class GoldenReaderTests: XCTestCase {
    private var root = URL(fileURLWithPath: "/")

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("G"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ text: String, _ name: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent("G/\(name)"))
    }

    func testFilesListedAsRegular_compareByTheirWholeContents() throws {
        try write("same\n", "a.txt")
        try write("longer than expected\n", "b.txt")
        try write("sh\n", "c.txt")
        try write("", "d.txt")
        let reader = GoldenStore(root: root).makeReader()
        XCTAssertEqual(reader.compare("G/a.txt", with: Array("same\n".utf8)), .identical)
        XCTAssertEqual(reader.compare("G/b.txt", with: Array("longer".utf8)), .different(Array("longer than expected\n".utf8)))
        XCTAssertEqual(reader.compare("G/c.txt", with: Array("short\n".utf8)), .different(Array("sh\n".utf8)))
        XCTAssertEqual(reader.compare("G/d.txt", with: []), .identical)
        XCTAssertEqual(reader.compare("G/d.txt", with: Array("x".utf8)), .different([]))
    }

    func testMatches_isWhatComparingBothGoldensSays() throws {
        // A case of base path G/x matches when x.txt holds its plain bytes
        // and x.ansi its styles, or is absent for a rendering without styles.
        try write("plain\n", "s.txt")
        try write("styled\n", "s.ansi")
        try write("plain\n", "p.txt")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("G/d.ansi"), withIntermediateDirectories: false)
        try write("plain\n", "d.txt")
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("L"), withDestinationURL: root.appendingPathComponent("G"))
        let reader = GoldenStore(root: root).makeReader()
        let plain = Array("plain\n".utf8)
        let styled = Array("styled\n".utf8)
        XCTAssertTrue(reader.matches("G/s", plain: plain, styles: styled))
        XCTAssertFalse(reader.matches("G/s", plain: plain, styles: nil), "a styles golden the rendering has not")
        XCTAssertFalse(reader.matches("G/s", plain: plain, styles: Array("other\n".utf8)))
        XCTAssertFalse(reader.matches("G/s", plain: Array("other\n".utf8), styles: styled))
        XCTAssertTrue(reader.matches("G/p", plain: plain, styles: nil))
        XCTAssertFalse(reader.matches("G/p", plain: plain, styles: styled), "a missing styles golden")
        XCTAssertFalse(reader.matches("G/d", plain: plain, styles: nil), "a folder at the styles golden's path")
        XCTAssertFalse(reader.matches("G/m", plain: plain, styles: nil), "a missing plain golden")
        XCTAssertFalse(reader.matches("L/p", plain: plain, styles: nil), "a folder that is a link")
        for (base, styles) in [("G/s", styled), ("G/s", nil), ("G/p", nil), ("G/p", styled), ("G/d", nil), ("L/p", nil)] {
            let plainMatches = reader.compare(base + ".txt", with: plain) == .identical
            let stylesMatch = styles.map { reader.compare(base + ".ansi", with: $0) == .identical }
                ?? !reader.exists(base + ".ansi")
            XCTAssertEqual(reader.matches(base, plain: plain, styles: styles), plainMatches && stylesMatch, base)
        }
    }

    func testFoldersOfSeveralGroups_eachReadFromTheirOwnGroup() throws {
        // The group folder above the last demo folder is kept open: demo
        // folders of the same name in other groups, and a group that is a
        // link, must still be told apart.
        for (group, text) in [("G", "g"), ("H", "h")] {
            for demo in ["a", "b"] {
                let folder = root.appendingPathComponent("\(group)/\(demo)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data("\(text)\(demo)\n".utf8).write(to: folder.appendingPathComponent("x.txt"))
            }
        }
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("L"), withDestinationURL: root.appendingPathComponent("G"))
        let reader = GoldenStore(root: root).makeReader()
        for path in ["G/a", "H/a", "G/b", "H/b", "H/a", "G/a"] {
            let (group, demo) = (path.prefix(1).lowercased(), path.suffix(1))
            XCTAssertEqual(reader.compare(path + "/x.txt", with: Array("\(group)\(demo)\n".utf8)), .identical, path)
        }
        guard case .refused = reader.compare("L/a/x.txt", with: Array("ga\n".utf8)) else {
            return XCTFail("read through a group folder that is a link")
        }
        XCTAssertEqual(reader.compare("G/c/x.txt", with: []), .missing)
        XCTAssertEqual(reader.compare("M/a/x.txt", with: []), .missing)
        XCTAssertEqual(reader.compare("G/a/x.txt", with: Array("ga\n".utf8)), .identical)
    }

    func testAFileSwappedAfterTheListing_isReportedForWhatItIsThen() throws {
        try write("one\n", "a.txt")
        try write("two\n", "b.txt")
        try write("three\n", "c.txt")
        let reader = GoldenStore(root: root).makeReader()
        // Lists the folder: b and c are regular files in the listing.
        XCTAssertEqual(reader.compare("G/a.txt", with: Array("one\n".utf8)), .identical)
        let b = root.appendingPathComponent("G/b.txt").path
        let c = root.appendingPathComponent("G/c.txt").path
        try FileManager.default.removeItem(atPath: b)
        XCTAssertEqual(mkfifo(b, 0o644), 0)
        try FileManager.default.removeItem(atPath: c)
        try FileManager.default.createDirectory(atPath: c, withIntermediateDirectories: false)
        guard case .notAFile = reader.compare("G/b.txt", with: Array("two\n".utf8)) else {
            return XCTFail("a FIFO read as a golden")
        }
        guard case .notAFile = reader.compare("G/c.txt", with: Array("three\n".utf8)) else {
            return XCTFail("a folder read as a golden")
        }
    }
}
