import Foundation
import XCTest

/// Runs the built `demo-runner` and `snapshot-fixtures` binaries and checks
/// their output, exit status and files.
final class SnapshotEndToEndTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-snapshot-e2e-\(UUID().uuidString)")
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

    private static var packageRoot: URL {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return url
    }

    private struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    private func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:],
        currentDirectory: URL? = nil
    ) throws -> Run {
        // Started by name from the `PATH`, as an installed runner is, so
        // that the commands it prints name it as the tests paste them.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        var variables = ProcessInfo.processInfo.environment
        variables["CI"] = nil
        variables["DEMOKIT_SNAPSHOTS"] = nil
        variables["PATH"] = Self.productsDirectory.path + ":" + (variables["PATH"] ?? "/usr/bin:/bin")
        for (key, value) in environment { variables[key] = value }
        process.environment = variables
        process.currentDirectoryURL = currentDirectory ?? directory
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

    private func files(under url: URL) -> [String] {
        (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? [])
            .filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: url.appendingPathComponent(path).path, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
    }

    func testSnapshot_fromThePackageRoot_checksTheCommittedGoldensOfDemos() throws {
        let run = try run("demo-runner", ["snapshot"], environment: ["CI": "true"], currentDirectory: Self.packageRoot)
        XCTAssertEqual(run.status, 0, run.output + run.error)
        XCTAssertTrue(run.output.contains("in Demos/__Snapshots__ (record: never, CI)"), run.output)
        let last = run.output.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertTrue(last.hasSuffix("0 failed, 0 written, 0 missing, 0 obsolete files"), last)
    }

    func testSnapshot_inCIWithoutGoldens_failsEveryRunAndWritesNothing() throws {
        let snapshots = directory.appendingPathComponent("snapshots")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        for _ in 0..<2 {
            let run = try run("demo-runner", ["snapshot", "--snapshots", snapshots.path], environment: ["CI": "1"])
            XCTAssertEqual(run.status, 1, run.output)
            XCTAssertTrue(run.output.contains("CI is set, so nothing is recorded"), run.output)
            XCTAssertTrue(run.error.hasPrefix("error: "), run.error)
            XCTAssertEqual(files(under: snapshots), [])
        }
    }

    func testSnapshot_snapshotsFolderThatDoesNotExist_exits64WithoutCreatingIt() throws {
        let snapshots = directory.appendingPathComponent("snapshtos")
        let run = try run("demo-runner", ["snapshot", "--snapshots", snapshots.path], environment: ["CI": "1"])
        XCTAssertEqual(run.status, 64, run.output + run.error)
        XCTAssertEqual(run.output, "")
        XCTAssertTrue(run.error.contains("does not exist"), run.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: snapshots.path))
    }

    func testSnapshot_usageError_exits64() throws {
        let run = try run("demo-runner", ["snapshot", "--shard", "0/2"])
        XCTAssertEqual(run.status, 64)
        XCTAssertTrue(run.error.contains("'--shard'"), run.error)
    }

    func testInterruptedRecord_leavesNoPartialGolden() throws {
        let snapshots = directory.appendingPathComponent("snapshots")
        let expectedSize = 4_000 * 79
        var sawPartialRun = false
        for delay in [150, 400, 650] {
            try? FileManager.default.removeItem(at: snapshots)
            let process = Process()
            process.executableURL = Self.productsDirectory.appendingPathComponent("snapshot-fixtures")
            process.arguments = ["snapshot", "--record", "all", "--jobs", "1", "--snapshots", snapshots.path]
            process.environment = ["FIXTURE_RENDER_DELAY_MS": "20", "CI": "false"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: Double(delay) / 1000)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .uncaughtSignal, "the recording finished before it was killed")

            let written = files(under: snapshots)
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
            XCTAssertTrue(files(under: snapshots).allSatisfy { !($0 as NSString).lastPathComponent.hasPrefix(".") })
        }
        XCTAssertTrue(sawPartialRun, "no kill landed between the first and the last golden")
    }

    /// Every re-record command a failure prints, pasted into a real shell
    /// (`/bin/sh -c`), re-records exactly the goldens of its own tweak, for
    /// identifiers that hold list, glob, path and shell metacharacters,
    /// invisible characters and edge spaces.
    func testRerecordCommand_pastedIntoAShell_rerecordsExactlyItsOwnGolden() throws {
        let snapshots = directory.appendingPathComponent("snapshots")
        let environment = ["SNAPSHOT_FIXTURES": "hostile"]
        let arguments = ["--snapshots", snapshots.path]
        let recorded = try run("snapshot-fixtures", ["snapshot", "--record", "all"] + arguments, environment: environment)
        XCTAssertEqual(recorded.status, 0, recorded.output + recorded.error)
        let all = files(under: snapshots).sorted()
        XCTAssertGreaterThan(all.count, 80)
        func contents() throws -> [String: String] {
            var result: [String: String] = [:]
            for path in all {
                result[path] = try String(contentsOf: snapshots.appendingPathComponent(path), encoding: .utf8)
            }
            return result
        }
        let originals = try contents()
        for path in all { try Data("changed\n".utf8).write(to: snapshots.appendingPathComponent(path)) }

        // `never`, as in CI: the failures print the re-record command.
        let failing = try run(
            "snapshot-fixtures", ["snapshot", "--json", "--record", "never"] + arguments, environment: environment)
        XCTAssertEqual(failing.status, 1)
        let report = try JSONSerialization.jsonObject(with: Data(failing.output.utf8)) as? [String: Any]
        let results = report?["results"] as? [[String: Any]] ?? []
        XCTAssertEqual(results.count, all.count)
        var filesOfCommand: [String: Set<String>] = [:]
        for result in results {
            let message = result["message"] as? String ?? ""
            let path = result["path"] as? String ?? ""
            guard let line = message.split(separator: "\n").first(where: { $0.hasPrefix("Re-record it: ") }) else {
                XCTFail("no re-record command for \(path): \(message)")
                continue
            }
            filesOfCommand[String(line.dropFirst("Re-record it: ".count)), default: []].insert(path)
        }
        // One command per tweak (or demo without tweaks), each for its two variations.
        XCTAssertEqual(filesOfCommand.count, all.count / 2)

        var shellEnvironment = ProcessInfo.processInfo.environment
        shellEnvironment["CI"] = nil
        shellEnvironment["SNAPSHOT_FIXTURES"] = "hostile"
        shellEnvironment["PATH"] = Self.productsDirectory.path + ":" + (shellEnvironment["PATH"] ?? "/usr/bin:/bin")
        for (command, expected) in filesOfCommand.sorted(by: { $0.key < $1.key }) {
            let before = try contents()
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = ["-c", command]
            shell.environment = shellEnvironment
            shell.currentDirectoryURL = directory
            let output = Pipe()
            shell.standardOutput = output
            shell.standardError = output
            try shell.run()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            shell.waitUntilExit()
            XCTAssertEqual(shell.terminationStatus, 0, "\(command)\n\(printed)")
            let after = try contents()
            let changed = Set(all.filter { before[$0] != after[$0] })
            XCTAssertEqual(changed, expected, "\(command)\n\(printed)")
            for path in expected { XCTAssertEqual(after[path], originals[path], "\(command) restored \(path)") }
        }
        XCTAssertEqual(try contents(), originals)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("pwned").path))
    }
}
