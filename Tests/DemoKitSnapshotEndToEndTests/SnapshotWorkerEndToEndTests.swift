import Foundation
import XCTest

/// `demo-runner snapshot` renders in worker processes: demos that trap,
/// overflow their stack or hang (`SNAPSHOT_FIXTURES=crashes`) fail only
/// their own goldens, and with nothing crashing the run is byte for byte
/// the run in process.
final class SnapshotWorkerEndToEndTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-worker-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    private struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    private func run(_ arguments: [String], fixtures: String, in folder: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = Self.productsDirectory.appendingPathComponent("snapshot-fixtures")
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables["CI"] = nil
        variables["DEMOKIT_SNAPSHOTS"] = nil
        variables["SNAPSHOT_FIXTURES"] = fixtures
        process.environment = variables
        process.currentDirectoryURL = folder ?? directory
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
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

    func testSnapshot_demosThatTrapOverflowOrHang_failOnlyTheirOwnGoldens() throws {
        let snapshots = ["--snapshots", "snapshots", "--timeout", "1"]
        let recorded = try run(["snapshot", "--record", "all"] + snapshots, fixtures: "crashes")
        XCTAssertEqual(recorded.status, 1, recorded.output + recorded.error)
        XCTAssertEqual(
            Set(files(under: directory.appendingPathComponent("snapshots")).keys), Self.healthy, recorded.output)

        let junit = directory.appendingPathComponent("junit.xml")
        let checked = try run(
            ["snapshot", "--record", "never", "--json", "--junit", junit.path] + snapshots, fixtures: "crashes")
        XCTAssertEqual(checked.status, 1, checked.output + checked.error)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(checked.output.utf8)) as? [String: Any])
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        XCTAssertEqual(summary["passed"] as? Int, 7)
        XCTAssertEqual(summary["failed"] as? Int, 5)
        XCTAssertEqual(summary["crashed"] as? Int, 3)
        XCTAssertEqual(summary["timedOut"] as? Int, 2)
        let results = try XCTUnwrap(report["results"] as? [[String: Any]])
        var byPath: [String: [String: Any]] = [:]
        for result in results { byPath[result["path"] as? String ?? ""] = result }
        let failed = Set(results.filter { $0["outcome"] as? String == "failed" }.compactMap { $0["path"] as? String })
        XCTAssertEqual(failed, Self.broken)
        let passed = Set(results.filter { $0["outcome"] as? String == "passed" }.compactMap { $0["path"] as? String })
        XCTAssertEqual(passed, Self.healthy)

        func crash(_ path: String) -> [String: Any] { byPath[path]?["crash"] as? [String: Any] ?? [:] }
        XCTAssertTrue(["SIGILL", "SIGTRAP"].contains(crash("Crashes/trap.txt")["signalName"] as? String ?? ""))
        XCTAssertTrue((crash("Crashes/trap.txt")["message"] as? String ?? "").hasSuffix("Fatal error: boom"))
        XCTAssertTrue(
            (crash("Crashes/trap.txt")["backtrace"] as? [String] ?? []).contains { $0.contains("TrapDemo.render") },
            "\(crash("Crashes/trap.txt"))")
        XCTAssertTrue(["SIGSEGV", "SIGBUS"].contains(crash("Crashes/overflow.txt")["signalName"] as? String ?? ""))
        XCTAssertTrue(
            (crash("Crashes/overflow.txt")["backtrace"] as? [String] ?? []).contains { $0.contains("OverflowDemo") })
        XCTAssertTrue((crash("Crashes/oneTweak/second.txt")["message"] as? String ?? "").contains("Index out of range"))
        let hang = byPath["Crashes/hang.txt"]?["timedOut"] as? [String: Any]
        XCTAssertEqual(hang?["seconds"] as? Double, 1)
        XCTAssertNil(hang?["step"] as? Int)
        let stuck = byPath["Crashes/stuckStep+run.txt"]?["timedOut"] as? [String: Any]
        XCTAssertEqual(stuck?["step"] as? Int, 2)
        XCTAssertEqual(
            byPath["Crashes/stuckStep+run.txt"]?["message"] as? String,
            """
            Crashes/stuckStep (script run) did not finish within 1 s of real time (script 'run', step 2); \
            it may loop or block.
            Fix the demo, or give it longer with '--timeout SECONDS'.
            """)
        XCTAssertTrue(
            (byPath["Crashes/trap.txt"]?["message"] as? String ?? "")
                .hasPrefix("Crashes/trap crashed the renderer with signal "))

        let xml = try String(contentsOf: junit, encoding: .utf8)
        XCTAssertTrue(xml.contains(#"tests="12" failures="0" errors="5""#), xml)
        XCTAssertEqual(xml.components(separatedBy: #"type="crash""#).count - 1, 3)
        XCTAssertEqual(xml.components(separatedBy: #"type="timeout""#).count - 1, 2)

        // One job: one worker is asked for every case at once and sends its
        // answers in batches, so a crash loses the answers of the healthy
        // cases before it; they are asked for again, not blamed.
        for jobs in [[], ["--jobs", "1"]] {
            let text = try run(["snapshot", "--record", "never"] + snapshots + jobs, fixtures: "crashes")
            XCTAssertEqual(text.status, 1, "\(jobs)")
            let last = text.output.split(separator: "\n").last.map(String.init) ?? ""
            XCTAssertEqual(last, "10 renderings: 5 passed, 5 failed (3 crashed, 2 timed out), 0 written, 0 missing, 0 obsolete files", "\(jobs)")
            for path in Self.broken { XCTAssertTrue(text.output.contains("✗ \(path)\n"), "\(path) \(jobs)") }
            XCTAssertFalse(text.output.contains("\u{1B}"), "a message carries an escape character")
            XCTAssertEqual(text.error, "error: 5 of 10 renderings failed\n", "\(jobs)")
        }
    }

    /// With nothing crashing, rendering in workers changes no byte: the same
    /// goldens and pending files, the same output and reports, in the same
    /// order, for stills in two variations, hostile identifiers and scripts.
    func testSnapshot_nothingCrashing_workersGiveTheSameBytesAsInProcess() throws {
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
            XCTAssertEqual(outputs[0], outputs[1], fixtures)
            XCTAssertEqual(trees[0], trees[1], fixtures)
            XCTAssertTrue(outputs[0][1].contains("does not match its golden"), fixtures)
        }
    }

    /// A rendering wider than its width (`SNAPSHOT_FIXTURES=wide`) is told
    /// once on standard error, whether it is rendered in a worker (which
    /// then sends it whole rather than answer that it matched) or in
    /// process, on recording and on checking; `open` tells the width it cut.
    func testSnapshot_renderingWiderThanItsWidth_warnsOnceOnStandardError_inWorkersAndInProcess() throws {
        let warning = "warning: Components/statusCard (tweak many-checks) draws 98 columns at width 80; "
            + "the golden keeps them, a terminal of 80 columns cuts them (fit the rendering to context.width)\n"
        for mode in [["--jobs", "2"], ["--in-process"]] {
            let snapshots = ["--snapshots", "snapshots-\(mode.count)"]
            let recorded = try run(["snapshot", "--record", "all"] + snapshots + mode, fixtures: "wide")
            XCTAssertEqual(recorded.status, 0, recorded.output + recorded.error)
            XCTAssertEqual(recorded.error, warning, "\(mode)")
            let checked = try run(["snapshot", "--record", "never"] + snapshots + mode, fixtures: "wide")
            XCTAssertEqual(checked.status, 0, checked.output + checked.error)
            XCTAssertEqual(checked.error, warning, "\(mode)")
            XCTAssertTrue(checked.output.hasSuffix("4 renderings: 4 passed, 0 failed, 0 written, 0 missing, 0 obsolete files\n"))
        }
        let preferences = directory.appendingPathComponent("preferences.json").path
        let opened = try run(
            ["open", "Components/statusCard", "--tweak", "many-checks", "--width", "80", "--preferences", preferences],
            fixtures: "wide")
        XCTAssertEqual(opened.status, 0, opened.error)
        XCTAssertEqual(
            opened.error,
            "warning: Components/statusCard (tweak many-checks) draws 98 columns at width 80; "
                + "shown cut to 80 columns with '…' (fit the rendering to context.width)\n")
        XCTAssertTrue(opened.output.hasSuffix("✓✓✓…\n"), opened.output)
    }
}
