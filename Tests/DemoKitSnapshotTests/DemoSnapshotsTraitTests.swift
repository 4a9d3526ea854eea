import DemoKitTesting
import Foundation
import Testing

/// `.demoSnapshots(…)` on a suite sets the scope of every assertion in it,
/// as `withDemoSnapshots` does around code.
@Suite(.demoSnapshots(record: .all, jobs: 1))
struct DemoSnapshotsTraitTests {
    @Test func aSuitesTrait_setsTheRecordModeOfItsTests() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-trait-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let golden = root.appendingPathComponent("FixtureGroup/plain.txt")
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "an outdated golden\n".write(to: golden, atomically: true, encoding: .utf8)
        // No record mode given here: the trait's `.all` rewrites the outdated
        // golden, where the default (`missing` locally, `never` in CI) fails.
        #expect(verifyDemoSnapshots(of: FixtureRegistry<FixtureGroup>.self, snapshotDirectory: root.path) == nil)
        #expect(try String(contentsOf: golden, encoding: .utf8) != "an outdated golden\n")
    }

    @Test(.demoSnapshots(record: .never))
    func aTestsTrait_winsOverItsSuites() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-trait-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let failure = verifyDemoSnapshots(of: FixtureRegistry<FixtureGroup>.self, snapshotDirectory: root.path)
        #expect(failure?.contains("no golden") == true, "\(failure ?? "")")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("FixtureGroup/plain.txt").path))
    }
}
