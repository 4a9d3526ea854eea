import XCTest

@testable import DemoKitRunner
@testable import DemoKitSnapshots

final class GoldenFileTests: XCTestCase {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    func testCanonical_endsWithExactlyOneNewline() {
        XCTAssertEqual(text(GoldenFile.canonical("a\nb")), "a\nb\n")
        XCTAssertEqual(text(GoldenFile.canonical("a\n\n\n")), "a\n")
        XCTAssertEqual(text(GoldenFile.canonical("")), "\n")
    }

    func testNormalized_turnsCRLFIntoLF_andKeepsLoneCR() {
        XCTAssertEqual(text(GoldenFile.normalized(Array("a\r\nb\r\n\r\n".utf8))), "a\nb\n")
        XCTAssertEqual(text(GoldenFile.normalized(Array("a\rb".utf8))), "a\rb\n")
        XCTAssertEqual(text(GoldenFile.normalized(Array("a".utf8))), "a\n")
    }

    func testGoldenNames_andLeftoverTemporaryFiles() {
        XCTAssertTrue(GoldenFile.isGoldenName("red.txt"))
        XCTAssertTrue(GoldenFile.isGoldenName("red.ansi"))
        XCTAssertFalse(GoldenFile.isGoldenName("README.md"))
        XCTAssertFalse(GoldenFile.isGoldenName(".red.txt"))
        XCTAssertTrue(GoldenFile.isLeftoverTemporaryName(".red.txt.123.ABC.tmp"))
        XCTAssertFalse(GoldenFile.isLeftoverTemporaryName(".DS_Store"))
    }

    func testShard_parsesAndRejects() throws {
        XCTAssertEqual(try SnapshotShard("2/4"), SnapshotShard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "1/0", "a/b", "1", "1/2/3"] {
            XCTAssertThrowsError(try SnapshotShard(bad), bad)
        }
    }

    func testStableHash_isFNV1a() {
        XCTAssertEqual(StableHash.fnv1a64(""), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(StableHash.fnv1a64("a"), 0xaf63_dc4c_8601_ec8c)
        // The published FNV-1a 64 test vector for "foobar".
        XCTAssertEqual(StableHash.fnv1a64("foobar"), 0x8594_4171_f739_67e8)
        // Hashing on from a prefix's hash is hashing the whole.
        for (stem, rest) in [("", "foobar"), ("foo", "bar"), ("Components/buttons/red", ".txt"), ("é", "👩‍👩‍👧")] {
            XCTAssertEqual(StableHash.fnv1a64(rest, continuing: StableHash.fnv1a64(stem)), StableHash.fnv1a64(stem + rest))
        }
    }

    func testGlob_matchesWildcards() {
        XCTAssertTrue(GlobPattern("*").matches("anything"))
        XCTAssertTrue(GlobPattern("b*s").matches("buttons"))
        XCTAssertTrue(GlobPattern("re?").matches("red"))
        XCTAssertFalse(GlobPattern("re?").matches("reds"))
        XCTAssertFalse(GlobPattern("red").matches("Red"))
    }

    func testRecordMode_fromEnvironment() throws {
        XCTAssertEqual(try SnapshotRecordMode.fromEnvironment(["DEMOKIT_RECORD": "failed"]), .failed)
        XCTAssertNil(try SnapshotRecordMode.fromEnvironment([:]))
        XCTAssertThrowsError(try SnapshotRecordMode.fromEnvironment(["DEMOKIT_RECORD": "yes"])) { error in
            XCTAssertTrue("\(error)".contains("use one of: never, pending, missing, failed, all"), "\(error)")
        }
        XCTAssertEqual(SnapshotRecordMode.implicit(environment: ["CI": "true"]), .never)
        XCTAssertEqual(SnapshotRecordMode.implicit(environment: [:]), .pending)
    }

    func testLocation_defaultsToDemosSnapshotsInThePackageRoot() throws {
        let resolved = try SnapshotLocation.resolve(
            explicit: nil, configured: nil, environment: [:],
            anchors: [URL(fileURLWithPath: #filePath)], currentDirectory: URL(fileURLWithPath: "/"))
        let packageRoot = try XCTUnwrap(resolved.packageRoot)
        XCTAssertTrue(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("Package.swift").path))
        XCTAssertEqual(resolved.root.path, packageRoot.appendingPathComponent("Demos/__Snapshots__").path)
        XCTAssertEqual(resolved.artifacts.path, packageRoot.appendingPathComponent(".build/demokit-snapshots").path)

        let overridden = try SnapshotLocation.resolve(
            explicit: nil, configured: nil, environment: ["DEMOKIT_SNAPSHOTS": "goldens"],
            anchors: [URL(fileURLWithPath: #filePath)], currentDirectory: URL(fileURLWithPath: "/tmp"))
        XCTAssertEqual(overridden.root.path, "/tmp/goldens")
        XCTAssertThrowsError(
            try SnapshotLocation.resolve(
                explicit: nil, configured: nil, environment: [:], anchors: [URL(fileURLWithPath: "/")],
                currentDirectory: URL(fileURLWithPath: "/")))
    }
}
