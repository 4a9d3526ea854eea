import DemoKitCore
import DemoKitSnapshots
import Foundation
import Testing

@testable import DemoKitRunner
@testable import DemoKitTesting

/// The test helpers, run under Swift Testing: same engine and files as the
/// command line, failures reported with `Issue.record` at the caller.
@Suite struct DemoKitTestingTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    @Test func verify_recordsInScope_thenPasses_thenReportsADiff() throws {
        let root = directory.appendingPathComponent("goldens").path
        let recorded = withDemoSnapshots(record: .all, snapshotDirectory: root) {
            verifyDemoSnapshots(of: FixtureRegistry<FixtureGroup>.self)
        }
        #expect(recorded == nil)
        #expect(FileManager.default.fileExists(atPath: root + "/FixtureGroup/styled/red.ansi"))
        #expect(verifyDemoSnapshots(of: FixtureRegistry<FixtureGroup>.self, record: .never, snapshotDirectory: root) == nil)

        try Data("hello\nthere\n".utf8).write(to: URL(fileURLWithPath: root + "/FixtureGroup/plain.txt"))
        let failure = try #require(
            verifyDemoSnapshots(of: FixtureRegistry<FixtureGroup>.self, record: .never, snapshotDirectory: root))
        #expect(failure.contains("✗ FixtureGroup/plain.txt"))
        #expect(failure.contains("- 2   │ there"))
        #expect(
            failure.contains(
                "DEMOKIT_RECORD=failed swift test (rewrites the goldens that fail and writes those that do not exist)"))
        #expect(failure.hasSuffix("6 renderings: 5 passed, 1 failed, 0 written, 0 missing, obsolete files not checked"))
    }

    @Test func verify_locally_leavesThePendingRendering_namesTheReviewCommand_andWritesTheReport() throws {
        let root = directory.appendingPathComponent("pending").path
        #expect(verifyDemoSnapshots(of: FixtureRegistry<FixtureGroup>.self, record: .all, snapshotDirectory: root) == nil)
        try Data("hello\nthere\n".utf8).write(to: URL(fileURLWithPath: root + "/FixtureGroup/plain.txt"))
        let report = directory.appendingPathComponent("report.html")
        let environment = ["DEMOKIT_REPORT": report.path]
        let failure = try #require(
            DemoSnapshotVerifier.verify(
                registry: FixtureRegistry<FixtureGroup>.self, record: nil, snapshotDirectory: root, filePath: #filePath,
                environment: environment))
        #expect(failure.contains("Pending review: "))
        #expect(failure.contains(" (or accept just this one: swift package --allow-writing-to-package-directory demo review --accept '=FixtureGroup/plain' --snapshots "), "\(failure)")
        #expect(failure.contains("Report: "))
        #expect(try String(contentsOfFile: root + "/FixtureGroup/plain.txt", encoding: .utf8) == "hello\nthere\n")
        #expect(try String(contentsOfFile: root + "/.pending/FixtureGroup/plain.txt", encoding: .utf8) == "hello\nworld\n")
        let page = try String(contentsOf: report, encoding: .utf8)
        #expect(page.contains("<h1>1 failing rendering</h1>"))
        // A run of one demo that passes leaves the other demo's entry.
        #expect(
            DemoSnapshotVerifier.verify(
                registry: FixtureRegistry<FixtureGroup>.self, filter: FixtureRegistry<FixtureGroup>.demo("styled"), record: nil, snapshotDirectory: root,
                filePath: #filePath, environment: environment) == nil)
        #expect(try String(contentsOf: report, encoding: .utf8).contains("<h1>1 failing rendering</h1>"))
        // Once it passes, it drops out.
        try Data("hello\nworld\n".utf8).write(to: URL(fileURLWithPath: root + "/FixtureGroup/plain.txt"))
        #expect(
            DemoSnapshotVerifier.verify(
                registry: FixtureRegistry<FixtureGroup>.self, record: nil, snapshotDirectory: root, filePath: #filePath,
                environment: environment) == nil)
        #expect(try String(contentsOf: report, encoding: .utf8).contains("<h1>No failing renderings</h1>"))
        #expect(!FileManager.default.fileExists(atPath: root + "/.pending/FixtureGroup/plain.txt"))
    }

    /// A missing golden's failure names the folder the helper looked in,
    /// and, for a registry that names no sources folder, that the plugin's
    /// registry records elsewhere. Run as in CI, so that nothing is
    /// written to this package's own snapshot folder.
    @Test func missingGoldens_nameTheFolderLookedIn_andWhySnapshotMayRecordElsewhere() throws {
        let asInCI = ["CI": "true"]
        let packageDefault = try #require(DemoSnapshotVerifier.verify(
            registry: FixtureRegistry<FixtureGroup>.self, record: nil, snapshotDirectory: nil, filePath: #filePath,
            environment: asInCI))
        #expect(packageDefault.contains(
            "(looked in Demos/__Snapshots__, the package's default, as this registry names no sources folder; "
                + "the DemoRegistry the DemoKitDiscovery plugin generates names its target's"), "\(packageDefault)")

        let target = directory.appendingPathComponent("Sources/MyDemos")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let targetDefault = try #require(SourcedRegistry.$sources.withValue(target.path) {
            DemoSnapshotVerifier.verify(
                registry: SourcedRegistry.self, record: nil, snapshotDirectory: nil, filePath: #filePath,
                environment: asInCI)
        })
        #expect(targetDefault.contains("__Snapshots__/MyDemos, the target's default)"), "\(targetDefault)")
    }

    @Test func verify_oneDemo_checksOnlyThatDemo() {
        let root = directory.appendingPathComponent("one").path
        #expect(verifyDemoSnapshots(of: FixtureRegistry<FixtureGroup>.self, filter: FixtureRegistry<FixtureGroup>.demo("styled"), record: .all, snapshotDirectory: root) == nil)
        #expect(!FileManager.default.fileExists(atPath: root + "/FixtureGroup/plain.txt"))
        #expect(FileManager.default.fileExists(atPath: root + "/FixtureGroup/styled/blue.txt"))
        let unknown = verifyDemoSnapshots(of: FixtureRegistry<FixtureGroup>.self, filter: FixtureRegistry<FixtureGroup>.demo("nope"), snapshotDirectory: root)
        #expect(unknown?.hasPrefix("no golden matches the filter 'FixtureGroup/nope'; write GROUP/DEMO[/TWEAK] as ") == true)
        #expect(unknown?.hasSuffix("list' shows them, e.g. 'FixtureGroup/plain'") == true, "\(unknown ?? "")")
    }

    @Test func recordMode_argumentBeatsScopeBeatsEnvironment() {
        let root = directory.appendingPathComponent("modes").path
        let ci = ["CI": "true"]
        let missing = DemoSnapshotVerifier.verify(
            registry: FixtureRegistry<FixtureGroup>.self, record: nil, snapshotDirectory: root, filePath: #filePath,
            environment: ci)
        #expect(missing?.contains("CI is set, so nothing is recorded") == true)
        // The hint says what the mode it names does: `missing` writes the
        // goldens that do not exist (it once said "rewrites only the
        // goldens that fail", which is `failed`).
        #expect(
            missing?.contains(
                "record them locally and commit them: DEMOKIT_RECORD=missing swift test "
                    + "(writes only the goldens that do not exist), or wrap the assertion in "
                    + "withDemoSnapshots(record: .missing) { … }") == true, "\(missing ?? "")")
        #expect(!FileManager.default.fileExists(atPath: root))

        let fromEnvironment = DemoSnapshotVerifier.verify(
            registry: FixtureRegistry<FixtureGroup>.self, record: nil, snapshotDirectory: root, filePath: #filePath,
            environment: ci.merging(["DEMOKIT_RECORD": "missing"]) { $1 })
        #expect(fromEnvironment == nil)

        try? Data("changed\n".utf8).write(to: URL(fileURLWithPath: root + "/FixtureGroup/plain.txt"))
        let scoped = withDemoSnapshots(record: .never) {
            DemoSnapshotVerifier.verify(
                registry: FixtureRegistry<FixtureGroup>.self, record: nil, snapshotDirectory: root, filePath: #filePath,
                environment: ["DEMOKIT_RECORD": "failed"])
        }
        #expect(scoped?.contains("does not match") == true, "the scope's 'never' wins over the environment")
        let argument = withDemoSnapshots(record: .never) {
            DemoSnapshotVerifier.verify(
                registry: FixtureRegistry<FixtureGroup>.self, record: .failed, snapshotDirectory: root, filePath: #filePath,
                environment: [:])
        }
        #expect(argument == nil, "the argument wins over the scope")

        let badValue = DemoSnapshotVerifier.verify(
            registry: FixtureRegistry<FixtureGroup>.self, record: nil, snapshotDirectory: root, filePath: #filePath,
            environment: ["DEMOKIT_RECORD": "sometimes"])
        #expect(badValue?.contains("DEMOKIT_RECORD='sometimes' is not a record mode") == true)
    }

    @Test func assert_recordsAnIssueAtTheCallersLine() throws {
        let root = directory.appendingPathComponent("assert").path
        let line = #line + 2
        withKnownIssue {
            assertDemoSnapshots(of: FixtureRegistry<BrokenGroup>.self, snapshotDirectory: root)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "DemoKitTestingTests.swift"
                && "\(issue)".contains("failed to render: the data source is offline")
        }
    }

    @Test func assertCatalog_passesWhenGoldensMatch() {
        let root = directory.appendingPathComponent("catalog").path
        withDemoSnapshots(record: .all, snapshotDirectory: root) {
            assertDemoSnapshots(of: FixturePairRegistry<FixtureGroup, HostileGroup>.self)
        }
        assertDemoSnapshots(of: FixturePairRegistry<FixtureGroup, HostileGroup>.self, record: .never, snapshotDirectory: root)
    }
}

/// The fixture group in a registry whose sources folder a test sets, as
/// the plugin's registry names its target's.
enum SourcedRegistry: DiscoveredDemos {
    @TaskLocal static var sources = ""
    static var groups: [any DemoGroup.Type] { [FixtureGroup.self] }
    static var sourceDirectory: String { sources }
    static var discoveryWarnings: [String] { [] }
}

/// What a passing check that wrote goldens tells, and what each record
/// mode's hint says it does.
@Suite struct DemoSnapshotWordsTests {
    @Test func aCheckThatWroteGoldens_namesThem_withTheSummary() {
        var summary = SnapshotSummary()
        summary.add(SnapshotResult(path: "G/a.txt", key: "G/a", outcome: .recorded(.newGolden(path: "G/a.txt")), wasMissing: true))
        #expect(
            DemoSnapshotVerifier.wroteNote(["G/a.txt"], mode: .missing, summary: summary)
                == "wrote 1 golden file (record: missing): G/a.txt; "
                + "1 rendering: 0 passed, 0 failed, 1 written, 1 missing, obsolete files not checked")
        let many = (1...7).map { "G/\($0).txt" }
        #expect(DemoSnapshotVerifier.wroteNote(many, mode: .all, summary: summary).hasPrefix(
            "wrote 7 golden files (record: all): G/1.txt, G/2.txt, G/3.txt, G/4.txt, G/5.txt, and 2 more; "))
    }

    @Test func eachModesHint_saysWhatItWrites() {
        #expect(DemoSnapshotVerifier.rerecordCommand(mode: .missing).hasPrefix(
            "DEMOKIT_RECORD=missing swift test (writes only the goldens that do not exist), "))
        #expect(DemoSnapshotVerifier.rerecordCommand(mode: .failed).hasPrefix(
            "DEMOKIT_RECORD=failed swift test (rewrites the goldens that fail and writes those that do not exist), "))
        #expect(DemoSnapshotVerifier.rerecordCommand(mode: .all).hasPrefix(
            "DEMOKIT_RECORD=all swift test (rewrites every golden that changed), "))
    }
}
