import DemoKitCore
import DemoKitTestSupport
import Foundation
import LiveFixtureDemos
import Testing

@testable import DemoKitTesting

/// The broken demos with the runner that serves them: snapshot-fixtures,
/// built beside the tests, with `SNAPSHOT_FIXTURES=isolation`.
enum IsolationFixtures: DiscoveredDemos {
    static var groups: [any DemoGroup.Type] { [CrashingGroup.self] }
    static var sourceDirectory: String { "" }
    static var discoveryWarnings: [String] { [] }
    static var runnerName: String { "snapshot-fixtures" }

    /// This process's environment, with the fixture runner's mode for its
    /// workers.
    static var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging(["SNAPSHOT_FIXTURES": "isolation", "CI": "false"]) { $1 }
    }

    /// Writes the goldens of the demos that render, in a new folder.
    static func goldens() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-isolated-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("CrashingGroup/oneTweak")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("all is well\n".utf8).write(to: root.appendingPathComponent("CrashingGroup/healthy.txt"))
        try Data("item: one\n".utf8).write(to: folder.appendingPathComponent("first.txt"))
        try Data("item: three\n".utf8).write(to: folder.appendingPathComponent("third.txt"))
        return root
    }

    /// The goldens a failure lists, in order of their names.
    static func failed(_ failure: String) -> [String] {
        failure.split(separator: "\n").filter { $0.hasPrefix("✗ ") }.map { line in
            String(line.dropFirst(2).prefix { $0 != ":" })
        }.sorted()
    }

    /// What every broken demo's golden says, checked in worker processes
    /// with a time limit of one second: the same words under XCTest and
    /// Swift Testing, as `demo-runner snapshot` prints them. Returns what
    /// the failure lacks (empty when it says all of it).
    static func unmetExpectations(_ failure: String) -> [String] {
        var unmet: [String] = []
        func expect(_ condition: Bool, _ what: String) { if !condition { unmet.append(what) } }
        expect(
            failed(failure) == [
                "CrashingGroup/exits.txt", "CrashingGroup/hang.txt", "CrashingGroup/oneTweak/second.txt",
                "CrashingGroup/overflow.txt", "CrashingGroup/trap.txt",
            ], "exactly the five broken goldens fail")
        expect(
            failure.contains("CrashingGroup/trap crashed the renderer with \(PlatformFacts.words(for: PlatformFacts.trapSignal)): "),
            "the trap's signal")
        expect(failure.contains("Fatal error: boom"), "the trap's message")
        expect(
            PlatformFacts.stackOverflowSignals.contains {
                failure.contains("CrashingGroup/overflow crashed the renderer with \(PlatformFacts.words(for: $0))")
            }, "the overflow's signal")
        expect(failure.contains("a stack overflow"), "the overflow named")
        expect(failure.contains("Index out of range"), "the tweak's message")
        expect(failure.contains("CrashingGroup/exits ended the renderer with exit status 0"), "the demo that exits named")
        expect(failure.contains("CrashingGroup/hang did not finish rendering within 1 s of real time"), "the hang")
        // The fix names the setting the test gave, not the command line's flag.
        expect(
            failure.contains("give it longer with 'isolation: .process(timeout: .seconds(SECONDS))'"),
            "the hang's fix names the test's setting")
        expect(!failure.contains("--timeout"), "no command-line flag")
        expect(
            failure.hasSuffix(
                "8 renderings: 3 passed, 5 failed (4 crashed, 1 timed out), 0 written, 0 missing, obsolete files not checked"),
            "the summary")
        expect(!failure.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no raw control character")
        return unmet
    }
}

/// `isolation: .process` under Swift Testing: the demos render in worker
/// processes of the catalog's runner, so each crash, hang and exit fails its
/// own golden, with the signal and message, every other golden is checked,
/// and the test process goes on. (`IsolatedXCTestSnapshotTests`: the same
/// under XCTest.)
@Suite struct IsolatedSnapshotTests {
    @Test func process_reportsEachCrashHangAndExit_andChecksEveryOtherGolden() throws {
        let root = try IsolationFixtures.goldens()
        defer { try? FileManager.default.removeItem(at: root) }
        let failure = try #require(
            DemoSnapshotVerifier.verify(
                registry: IsolationFixtures.self, record: .never, snapshotDirectory: root.path,
                isolation: .process(timeout: .seconds(1)), filePath: #filePath, environment: IsolationFixtures.environment))
        #expect(IsolationFixtures.unmetExpectations(failure) == [], "\(failure)")
    }

    /// The trait's setting and `withDemoSnapshots`' are the same one: either
    /// renders in the workers.
    @Test(.demoSnapshots(isolation: .process(timeout: .seconds(1))))
    func theTraitsIsolation_isTheSameMechanism() throws {
        let root = try IsolationFixtures.goldens()
        defer { try? FileManager.default.removeItem(at: root) }
        let failure = try #require(
            DemoSnapshotVerifier.verify(
                registry: IsolationFixtures.self, filter: "CrashingGroup/trap", record: .never,
                snapshotDirectory: root.path, filePath: #filePath, environment: IsolationFixtures.environment))
        #expect(failure.contains("Fatal error: boom"), "\(failure)")
        let scoped = try #require(withDemoSnapshots(isolation: .process(timeout: .seconds(1))) {
            DemoSnapshotVerifier.verify(
                registry: IsolationFixtures.self, filter: "CrashingGroup/trap", record: .never,
                snapshotDirectory: root.path, filePath: #filePath, environment: IsolationFixtures.environment)
        })
        #expect(scoped.contains("CrashingGroup/trap crashed the renderer with signal") && scoped.contains("Fatal error: boom"), "\(scoped)")
    }

    @Test func process_withNothingBroken_passesAsInProcess() throws {
        let root = try IsolationFixtures.goldens()
        defer { try? FileManager.default.removeItem(at: root) }
        let healthy = "CrashingGroup/healthy,CrashingGroup/oneTweak/first,CrashingGroup/oneTweak/third"
        let verify = { (isolation: DemoSnapshotIsolation?) in
            DemoSnapshotVerifier.verify(
                registry: IsolationFixtures.self, filter: healthy, record: .never, snapshotDirectory: root.path,
                isolation: isolation, filePath: #filePath, environment: IsolationFixtures.environment)
        }
        #expect(verify(.process) == nil)
        try Data("changed\n".utf8).write(to: root.appendingPathComponent("CrashingGroup/healthy.txt"))
        let isolated = verify(.process)
        #expect(isolated != nil)
        #expect(isolated == verify(nil))
    }
}
