#if compiler(>=6.3) && (os(macOS) || os(Linux))
import DemoKitCore
import DemoKitTestSupport
import Foundation
import Testing

@testable import DemoKitTesting

/// `assertDemoSnapshots(…, isolation: .process)`: each crash and hang fails
/// its own golden, with the signal and message, and every other golden is
/// checked; the test process goes on.
@Suite struct IsolatedSnapshotTests {
    @Test func process_reportsEachCrashAndHang_andChecksEveryOtherGolden() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-isolated-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // The healthy demo's golden, and those of the tweaks that render.
        #expect(verifyDemoSnapshots(of: FixtureRegistry<CrashingGroup>.self, filter: FixtureRegistry<CrashingGroup>.demo("healthy"), record: .all, snapshotDirectory: root.path) == nil)
        for tweak in ["first", "third"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("CrashingGroup/oneTweak"), withIntermediateDirectories: true)
            try Data("item: \(tweak == "first" ? "one" : "three")\n".utf8)
                .write(to: root.appendingPathComponent("CrashingGroup/oneTweak/\(tweak).txt"))
        }
        let failure = try #require(
            await IsolatedVerifier.verify(
                groups: [CrashingGroup.self], targetDefault: nil, demo: nil, record: .never,
                snapshotDirectory: root.path, timeout: .seconds(1), filePath: #filePath))
        let crashed = failure.split(separator: "\n").filter { $0.hasPrefix("✗ ") }.map { line in
            String(line.dropFirst(2).prefix { $0 != ":" })
        }
        #expect(crashed.sorted() == ["CrashingGroup/hang", "CrashingGroup/oneTweak/second", "CrashingGroup/overflow", "CrashingGroup/trap"], "\(failure)")
        #expect(failure.contains("CrashingGroup/trap: the demo crashed its renderer with \(PlatformFacts.words(for: PlatformFacts.trapSignal)): "), "\(failure)")
        #expect(failure.contains("Fatal error: boom"), "\(failure)")
        #expect(
            PlatformFacts.stackOverflowSignals.contains {
                failure.contains("CrashingGroup/overflow: the demo crashed its renderer with \(PlatformFacts.words(for: $0))")
            }, "\(failure)")
        // The first lines of the runtime's trace, read as every crash is (CrashLog).
        #expect(failure.contains("\n  0 \(PlatformFacts.swiftCoreLibrary) "), "the first lines of the backtrace: \(failure)")
        #expect(!failure.contains("Current stack trace"), "\(failure)")
        #expect(failure.contains("Index out of range"), "\(failure)")
        #expect(failure.contains("CrashingGroup/hang: the demo did not finish within 1.0 s of real time"), "\(failure)")
        // Every other golden was checked and passed: only the four are listed.
        #expect(!failure.contains("healthy") && !failure.contains("oneTweak/first") && !failure.contains("oneTweak/third"), "\(failure)")
        #expect(failure.hasSuffix("3 crashed, 1 timed out (each was checked in a child process)"), "\(failure)")
        #expect(!failure.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no raw control character")
    }

    @Test func process_withNothingBroken_passesAsInProcess() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-isolated-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(verifyDemoSnapshots(of: FixtureRegistry<FixtureGroup>.self, record: .all, snapshotDirectory: root.path) == nil)
        let failure = await IsolatedVerifier.verify(
            groups: [FixtureGroup.self], targetDefault: nil, demo: nil, record: .never, snapshotDirectory: root.path,
            timeout: .seconds(5), filePath: #filePath)
        #expect(failure == nil)
        try Data("changed\n".utf8).write(to: root.appendingPathComponent("FixtureGroup/plain.txt"))
        let inProcess = verifyDemoSnapshots(of: FixtureRegistry<FixtureGroup>.self, record: .never, snapshotDirectory: root.path)
        let isolated = await IsolatedVerifier.verify(
            groups: [FixtureGroup.self], targetDefault: nil, demo: nil, record: .never, snapshotDirectory: root.path,
            timeout: .seconds(5), filePath: #filePath)
        #expect(isolated == inProcess)
    }
}
#endif
