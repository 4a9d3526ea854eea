import DemoKitTestSupport
import Foundation
import XCTest

/// A recording killed at set times leaves no partial golden. XCTest, which
/// runs one test at a time: the kill times assume the recording has the
/// machine to itself, which the parallel Swift Testing suites would not
/// give it (the rest of the end-to-end suite is `SnapshotEndToEndTests`).
final class SnapshotInterruptedRecordTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-snapshot-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        var variables = ProcessInfo.processInfo.environment
        variables["CI"] = nil
        variables["DEMOKIT_SNAPSHOTS"] = nil
        variables["PATH"] = BuiltProducts.productsFolder.path + ":" + (variables["PATH"] ?? "/usr/bin:/bin")
        process.environment = variables
        process.currentDirectoryURL = directory
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

    func testInterruptedRecord_leavesNoPartialGolden() throws {
        let snapshots = directory.appendingPathComponent("snapshots")
        let expectedSize = 4_000 * 79
        var sawPartialRun = false
        for delay in [150, 400, 650] {
            try? FileManager.default.removeItem(at: snapshots)
            let process = Process()
            process.executableURL = BuiltProducts.productsFolder.appendingPathComponent("snapshot-fixtures")
            process.arguments = ["snapshot", "--record", "all", "--jobs", "1", "--snapshots", snapshots.path]
            process.environment = ["FIXTURE_RENDER_DELAY_MS": "20", "CI": "false"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: Double(delay) / 1000)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .uncaughtSignal, "the recording finished before it was killed")

            let written = regularFiles(under: snapshots)
            let goldens = written.filter { $0.hasSuffix(".txt") }
            if !goldens.isEmpty, goldens.count < 40 { sawPartialRun = true }
            for path in written where path.hasSuffix(".txt") && !(path as NSString).lastPathComponent.hasPrefix(".") {
                let size = try FileManager.default.attributesOfItem(
                    atPath: snapshots.appendingPathComponent(path).path)[.size] as? Int
                XCTAssertEqual(size, expectedSize, "\(path) is partial after a kill at \(delay) ms")
            }
            let verify = try run(
                "snapshot-fixtures", ["snapshot", "--record", "never", "--snapshots", snapshots.path, "--json"])
            let json = try JSONSerialization.jsonObject(with: Data(verify.output.utf8)) as? [String: Any]
            let results = json?["results"] as? [[String: Any]] ?? []
            XCTAssertEqual(results.count, 40)
            for result in results where result["outcome"] as? String == "failed" {
                XCTAssertEqual(result["wasMissing"] as? Bool, true, "\(result)")
            }
            let prune = try run(
                "snapshot-fixtures", ["snapshot", "--record", "missing", "--prune", "--snapshots", snapshots.path])
            XCTAssertEqual(prune.status, 0, prune.output)
            XCTAssertTrue(regularFiles(under: snapshots).allSatisfy { !($0 as NSString).lastPathComponent.hasPrefix(".") })
        }
        XCTAssertTrue(sawPartialRun, "no kill landed between the first and the last golden")
    }
}
