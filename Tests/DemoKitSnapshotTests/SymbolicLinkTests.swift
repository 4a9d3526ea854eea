import DemoKitCore
import Foundation
import XCTest

@testable import DemoKitRunner
@testable import DemoKitSnapshots

/// Nothing is ever written or deleted outside the snapshot root or the
/// artifacts folder: a golden, an artifact, or any folder between the root
/// and either, that is a symbolic link is refused, naming the link.
final class SymbolicLinkTests: XCTestCase {
    private func outsideFile(_ harness: RunnerHarness, _ name: String = "victim.txt") throws -> URL {
        let outside = harness.directory.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let file = outside.appendingPathComponent(name)
        try Data("not yours\n".utf8).write(to: file)
        return file
    }

    private func link(_ harness: RunnerHarness, _ relative: String, to destination: URL) throws {
        let url = harness.snapshots.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
    }

    func testGoldenThatIsALink_isNeverWrittenThrough_withRecordFailed() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        XCTAssertEqual(harness.snapshot("--record", "all").status, .success)
        let victim = try outsideFile(harness)
        try FileManager.default.removeItem(at: harness.snapshots.appendingPathComponent("FixtureGroup/plain.txt"))
        try link(harness, "FixtureGroup/plain.txt", to: victim)

        for mode in ["failed", "all", "missing"] {
            let run = harness.snapshot("--record", mode)
            XCTAssertEqual(run.status, .failure, mode)
            XCTAssertTrue(run.output.contains("FixtureGroup/plain.txt is a symbolic link"), run.output)
            XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "not yours\n", mode)
        }
        let path = harness.snapshots.appendingPathComponent("FixtureGroup/plain.txt").path
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path), victim.path)
    }

    func testGoldenWhoseFolderIsALink_belowTheGroupFolder_isRefusedNamingTheLink() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        XCTAssertEqual(harness.snapshot("--record", "all").status, .success)
        let victim = try outsideFile(harness, "red.txt")
        try FileManager.default.removeItem(at: harness.snapshots.appendingPathComponent("FixtureGroup/styled"))
        try link(harness, "FixtureGroup/styled", to: victim.deletingLastPathComponent())

        let run = harness.snapshot("--record", "failed")
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(run.output.contains("snapshots/FixtureGroup/styled is a symbolic link"), run.output)
        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "not yours\n")
        let outside = try FileManager.default.contentsOfDirectory(atPath: victim.deletingLastPathComponent().path)
        XCTAssertEqual(outside, ["red.txt"], "nothing was created through the link")
    }

    func testStaleStylesGoldenThatIsALink_isNotDeleted() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        XCTAssertEqual(harness.snapshot("--record", "all").status, .success)
        let victim = try outsideFile(harness)
        // `plain` renders without styles: a `.ansi` beside it is stale.
        try link(harness, "FixtureGroup/plain.ansi", to: victim)
        let run = harness.snapshot("--record", "failed")
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(run.output.contains("FixtureGroup/plain.ansi is a symbolic link"), run.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: victim.path))
        var info = stat()
        XCTAssertEqual(lstat(harness.snapshots.appendingPathComponent("FixtureGroup/plain.ansi").path, &info), 0)
    }

    func testArtifactFolderLinkedOut_keepsNothingThere_andNamesTheLink() throws {
        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        XCTAssertEqual(harness.snapshot("--record", "all").status, .success)
        try harness.write("changed\n", to: "FixtureGroup/plain.txt")
        let outside = harness.directory.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: harness.artifacts, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: harness.artifacts.appendingPathComponent("FixtureGroup"), withDestinationURL: outside)

        let run = harness.snapshot(ci: true)
        XCTAssertEqual(run.status, .failure)
        XCTAssertTrue(run.output.contains("artifacts/FixtureGroup is a symbolic link"), run.output)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
    }

    func testContainedFolder_refusesEveryLinkBelowTheRoot_butFollowsTheRootItself() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("contained-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let real = base.appendingPathComponent("real")
        let outside = base.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: real.appendingPathComponent("a"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        // The root may be a link: it is the user's choice.
        try FileManager.default.createSymbolicLink(
            at: base.appendingPathComponent("root"), withDestinationURL: real)
        try FileManager.default.createSymbolicLink(at: real.appendingPathComponent("a/b"), withDestinationURL: outside)
        let folder = ContainedFolder(root: base.appendingPathComponent("root").path)

        try folder.write(Array("ok\n".utf8), to: "a/new/file.txt")
        XCTAssertEqual(try String(contentsOf: real.appendingPathComponent("a/new/file.txt"), encoding: .utf8), "ok\n")
        XCTAssertThrowsError(try folder.write(Array("x".utf8), to: "a/b/c/file.txt")) { error in
            XCTAssertEqual(error as? ContainedFolder.Failure, .init(path: "a/b", reason: .link))
        }
        XCTAssertThrowsError(try folder.remove("a/b/file.txt")) { error in
            XCTAssertEqual(error as? ContainedFolder.Failure, .init(path: "a/b", reason: .link))
        }
        XCTAssertThrowsError(try folder.write(Array("x".utf8), to: "a/b")) { error in
            XCTAssertEqual(error as? ContainedFolder.Failure, .init(path: "a/b", reason: .link))
        }
        folder.removeIfEmpty("a/b")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: real.appendingPathComponent("a/b").path))
        // No temporary file is left behind.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: real.appendingPathComponent("a/new").path), ["file.txt"])
    }
}
