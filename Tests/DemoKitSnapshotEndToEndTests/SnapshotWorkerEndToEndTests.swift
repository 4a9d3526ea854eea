import DemoKitTestSupport
import Foundation
import Testing

/// `demo-runner snapshot` renders in worker processes: demos that trap,
/// overflow their stack or hang (`SNAPSHOT_FIXTURES=crashes`) fail only
/// their own goldens, and with nothing crashing the run is byte for byte
/// the run in process.
///
/// Swift Testing, not XCTest, so that these runs, which mostly wait on
/// their children, overlap the other suites instead of running alone.
final class SnapshotWorkerEndToEndTests {
    private let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-worker-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    private struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs the fixture runner with `fixtures`, in `folder` or the test's
    /// own, with no signal blocked (the test runs on a worker thread).
    private func run(_ arguments: [String], fixtures: String, in folder: URL? = nil) throws -> Run {
        var variables = ProcessInfo.processInfo.environment
        variables["CI"] = nil
        variables["DEMOKIT_SNAPSHOTS"] = nil
        variables["SNAPSHOT_FIXTURES"] = fixtures
        let result = try ProcessResult.run(
            BuiltProducts.productsFolder.appendingPathComponent("snapshot-fixtures"), arguments, environment: variables,
            workingDirectory: folder ?? directory, timeout: 300)
        return Run(status: result.status, output: result.standardOutput, error: result.standardError)
    }

    /// Every file below `url`, by relative path, with its bytes.
    private func files(under url: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: url.path)?.allObjects ?? [] {
            var isDirectory: ObjCBool = false
            let file = url.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            result[path] = FileManager.default.contents(atPath: file.path)
        }
        return result
    }

    private static let broken: Set<String> = [
        "Crashes/trap.txt", "Crashes/overflow.txt", "Crashes/hang.txt", "Crashes/oneTweak/second.txt",
        "Crashes/stuckStep+run.txt",
    ]

    /// The goldens beside the broken ones, including the healthy tweaks of
    /// the demo that crashes in one tweak and the still of the live demo
    /// whose script blocks.
    private static let healthy: Set<String> = [
        "Crashes/healthy.txt", "Crashes/healthy.ansi", "Crashes/alsoHealthy.txt", "Crashes/alsoHealthy.ansi",
        "Crashes/oneTweak/first.txt", "Crashes/oneTweak/third.txt", "Crashes/stuckStep.txt",
    ]

    @Test func testSnapshot_demosThatTrapOverflowOrHang_failOnlyTheirOwnGoldens() throws {
        let snapshots = ["--snapshots", "snapshots", "--timeout", "1"]
        let recorded = try run(["snapshot", "--record", "all"] + snapshots, fixtures: "crashes")
        #expect(recorded.status == 1, Comment(rawValue: recorded.output + recorded.error))
        #expect(
            Set(files(under: directory.appendingPathComponent("snapshots")).keys) == Self.healthy,
            Comment(rawValue: recorded.output))

        let junit = directory.appendingPathComponent("junit.xml")
        let checked = try run(
            ["snapshot", "--record", "never", "--json", "--junit", junit.path] + snapshots, fixtures: "crashes")
        #expect(checked.status == 1, Comment(rawValue: checked.output + checked.error))
        let report = try #require(JSONSerialization.jsonObject(with: Data(checked.output.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["passed"] as? Int == 7)
        #expect(summary["failed"] as? Int == 5)
        #expect(summary["crashed"] as? Int == 3)
        #expect(summary["timedOut"] as? Int == 2)
        let results = try #require(report["results"] as? [[String: Any]])
        var byPath: [String: [String: Any]] = [:]
        for result in results { byPath[result["path"] as? String ?? ""] = result }
        let failed = Set(results.filter { $0["outcome"] as? String == "failed" }.compactMap { $0["path"] as? String })
        #expect(failed == Self.broken)
        let passed = Set(results.filter { $0["outcome"] as? String == "passed" }.compactMap { $0["path"] as? String })
        #expect(passed == Self.healthy)

        func crash(_ path: String) -> [String: Any] { byPath[path]?["crash"] as? [String: Any] ?? [:] }
        #expect(crash("Crashes/trap.txt")["signalName"] as? String == PlatformFacts.name(of: PlatformFacts.trapSignal))
        #expect((crash("Crashes/trap.txt")["message"] as? String ?? "").hasSuffix("Fatal error: boom"))
        #expect(
            (crash("Crashes/trap.txt")["backtrace"] as? [String] ?? []).contains { $0.contains("TrapDemo.render") },
            Comment(rawValue: "\(crash("Crashes/trap.txt"))"))
        #expect(
            PlatformFacts.stackOverflowSignals.map(PlatformFacts.name(of:))
                .contains(crash("Crashes/overflow.txt")["signalName"] as? String ?? ""))
        #expect((crash("Crashes/overflow.txt")["backtrace"] as? [String] ?? []).contains { $0.contains("OverflowDemo") })
        #expect((crash("Crashes/oneTweak/second.txt")["message"] as? String ?? "").contains("Index out of range"))
        let hang = byPath["Crashes/hang.txt"]?["timedOut"] as? [String: Any]
        #expect(hang?["seconds"] as? Double == 1)
        #expect(hang?["step"] as? Int == nil)
        let stuck = byPath["Crashes/stuckStep+run.txt"]?["timedOut"] as? [String: Any]
        #expect(stuck?["step"] as? Int == 2)
        #expect(
            byPath["Crashes/stuckStep+run.txt"]?["message"] as? String == """
            Crashes/stuckStep (script run) did not finish within 1 s of real time (script 'run', step 2); \
            it may loop or block.
            Fix the demo, or give it longer with '--timeout SECONDS'.
            """)
        let trapMessage = byPath["Crashes/trap.txt"]?["message"] as? String ?? ""
        #expect(trapMessage.hasPrefix("Crashes/trap crashed the renderer with signal "))

        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains(#"tests="12" failures="0" errors="5""#), Comment(rawValue: xml))
        #expect(xml.components(separatedBy: #"type="crash""#).count - 1 == 3)
        #expect(xml.components(separatedBy: #"type="timeout""#).count - 1 == 2)

        // One job: one worker is asked for every case at once and sends its
        // answers in batches, so a crash loses the answers of the healthy
        // cases before it; they are asked for again, not blamed.
        for jobs in [[], ["--jobs", "1"]] {
            let text = try run(["snapshot", "--record", "never"] + snapshots + jobs, fixtures: "crashes")
            #expect(text.status == 1, "\(jobs)")
            let last = text.output.split(separator: "\n").last.map(String.init) ?? ""
            #expect(
                last == "10 renderings: 5 passed, 5 failed (3 crashed, 2 timed out), 0 written, 0 missing, 0 obsolete files",
                "\(jobs)")
            for path in Self.broken { #expect(text.output.contains("✗ \(path)\n"), "\(path) \(jobs)") }
            #expect(!text.output.contains("\u{1B}"), "a message carries an escape character")
            #expect(text.error == "error: 5 of 10 renderings failed\n", "\(jobs)")
        }
    }

    /// With nothing crashing, rendering in workers changes no byte: the same
    /// goldens and pending files, the same output and reports, in the same
    /// order, for stills in two variations, hostile identifiers and scripts.
    @Test func testSnapshot_nothingCrashing_workersGiveTheSameBytesAsInProcess() throws {
        for fixtures in ["hostile", "live"] {
            var outputs: [[String]] = []
            var trees: [[String: Data]] = []
            for mode in [["--in-process"], ["--jobs", "3"]] {
                let folder = directory.appendingPathComponent("\(fixtures)\(mode.count)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let snapshots = ["--snapshots", "snapshots"]
                var printed: [String] = []
                let recorded = try run(["snapshot", "--record", "all"] + snapshots + mode, fixtures: fixtures, in: folder)
                printed.append("\(recorded.status)\n\(recorded.output)\(recorded.error)")
                // Change a few goldens the same way on both sides, so that
                // the next runs print diffs and leave renderings pending.
                let root = folder.appendingPathComponent("snapshots")
                for (index, path) in files(under: root).keys.sorted().enumerated() where index % 5 == 0 {
                    try Data("changed\n".utf8).write(to: root.appendingPathComponent(path))
                }
                for extra in [["--record", "never"], [], ["--record", "never", "--json"]] {
                    let checked = try run(["snapshot"] + extra + snapshots + mode, fixtures: fixtures, in: folder)
                    printed.append("\(checked.status)\n\(checked.output)\(checked.error)")
                }
                outputs.append(printed)
                trees.append(files(under: folder))
            }
            #expect(outputs[0] == outputs[1], Comment(rawValue: fixtures))
            #expect(trees[0] == trees[1], Comment(rawValue: fixtures))
            #expect(outputs[0][1].contains("does not match its golden"), Comment(rawValue: fixtures))
        }
    }

    /// A rendering wider than its width (`SNAPSHOT_FIXTURES=wide`) is told
    /// once on standard error, whether it is rendered in a worker (which
    /// then sends it whole rather than answer that it matched) or in
    /// process, on recording and on checking; `open` tells the width it cut.
    @Test func testSnapshot_renderingWiderThanItsWidth_warnsOnceOnStandardError_inWorkersAndInProcess() throws {
        let warning = "warning: Components/statusCard (tweak many-checks) draws 98 columns at width 80; "
            + "the golden keeps them, a terminal of 80 columns cuts them (fit the rendering to context.width)\n"
        for mode in [["--jobs", "2"], ["--in-process"]] {
            let snapshots = ["--snapshots", "snapshots-\(mode.count)"]
            let recorded = try run(["snapshot", "--record", "all"] + snapshots + mode, fixtures: "wide")
            #expect(recorded.status == 0, Comment(rawValue: recorded.output + recorded.error))
            #expect(recorded.error == warning, "\(mode)")
            let checked = try run(["snapshot", "--record", "never"] + snapshots + mode, fixtures: "wide")
            #expect(checked.status == 0, Comment(rawValue: checked.output + checked.error))
            #expect(checked.error == warning, "\(mode)")
            #expect(checked.output.hasSuffix("4 renderings: 4 passed, 0 failed, 0 written, 0 missing, 0 obsolete files\n"))
        }
        let preferences = directory.appendingPathComponent("preferences.json").path
        let opened = try run(
            ["open", "Components/statusCard", "--tweak", "many-checks", "--width", "80", "--preferences", preferences],
            fixtures: "wide")
        #expect(opened.status == 0, Comment(rawValue: opened.error))
        #expect(
            opened.error
                == "warning: Components/statusCard (tweak many-checks) draws 98 columns at width 80; "
                + "shown cut to 80 columns with '…' (fit the rendering to context.width)\n")
        #expect(opened.output.hasSuffix("✓✓✓…\n"), Comment(rawValue: opened.output))
    }
}
