import DemoKitTestSupport
import Foundation
import Testing

/// Runs the built `demo-runner` and `snapshot-fixtures` binaries and checks
/// their output, exit status and files.
///
/// Swift Testing, not XCTest, so that these runs, which mostly wait on
/// their children, overlap the other suites instead of running alone; the
/// interrupted recording, which kills a run at set times, stays alone
/// (`SnapshotInterruptedRecordTests`).
final class SnapshotEndToEndTests {
    private let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-snapshot-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
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

    /// This process's environment without `CI` and `DEMOKIT_SNAPSHOTS`,
    /// with the built products first on the `PATH`.
    private static var environment: [String: String] {
        var variables = ProcessInfo.processInfo.environment
        variables["CI"] = nil
        variables["DEMOKIT_SNAPSHOTS"] = nil
        variables["PATH"] = BuiltProducts.productsFolder.path + ":" + (variables["PATH"] ?? "/usr/bin:/bin")
        return variables
    }

    private func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:],
        currentDirectory: URL? = nil
    ) throws -> Run {
        // Started by name from the `PATH`, as an installed runner is, so
        // that the commands it prints name it as the tests paste them; with
        // no signal blocked (the test runs on a worker thread).
        var variables = Self.environment
        for (key, value) in environment { variables[key] = value }
        let result = try ProcessResult.run(
            URL(fileURLWithPath: "/usr/bin/env"), [executable] + arguments, environment: variables,
            workingDirectory: currentDirectory ?? directory, timeout: 300)
        return Run(status: result.status, output: result.standardOutput, error: result.standardError)
    }

    @Test func testSnapshot_fromThePackageRoot_checksTheCommittedGoldensOfDemos() throws {
        let run = try run("demo-runner", ["snapshot"], environment: ["CI": "true"], currentDirectory: Self.packageRoot)
        #expect(run.status == 0, Comment(rawValue: run.output + run.error))
        #expect(run.output.contains("in Demos/__Snapshots__ (record: never, CI)"), Comment(rawValue: run.output))
        let last = run.output.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasSuffix("0 failed, 0 written, 0 missing, 0 obsolete files"), Comment(rawValue: last))
    }

    @Test func testSnapshot_inCIWithoutGoldens_failsEveryRunAndWritesNothing() throws {
        let snapshots = directory.appendingPathComponent("snapshots")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        for _ in 0..<2 {
            let run = try run("demo-runner", ["snapshot", "--snapshots", snapshots.path], environment: ["CI": "1"])
            #expect(run.status == 1, Comment(rawValue: run.output))
            #expect(run.output.contains("CI is set, so nothing is recorded"), Comment(rawValue: run.output))
            #expect(run.error.hasPrefix("error: "), Comment(rawValue: run.error))
            #expect(regularFiles(under: snapshots) == [])
        }
    }

    @Test func testSnapshot_snapshotsFolderThatDoesNotExist_exits64WithoutCreatingIt() throws {
        let snapshots = directory.appendingPathComponent("snapshtos")
        let run = try run("demo-runner", ["snapshot", "--snapshots", snapshots.path], environment: ["CI": "1"])
        #expect(run.status == 64, Comment(rawValue: run.output + run.error))
        #expect(run.output == "")
        #expect(run.error.contains("does not exist"), Comment(rawValue: run.error))
        #expect(!FileManager.default.fileExists(atPath: snapshots.path))
    }

    @Test func testSnapshot_usageError_exits64() throws {
        let run = try run("demo-runner", ["snapshot", "--shard", "0/2"])
        #expect(run.status == 64)
        #expect(run.error.contains("'--shard'"), Comment(rawValue: run.error))
    }

    /// Every re-record command a failure prints, pasted into a real shell
    /// (`/bin/sh -c`), re-records exactly its own golden (its text and
    /// styles files, in its variation), for
    /// identifiers that hold list, glob, path and shell metacharacters,
    /// invisible characters and edge spaces.
    @Test func testRerecordCommand_pastedIntoAShell_rerecordsExactlyItsOwnGolden() throws {
        let snapshots = directory.appendingPathComponent("snapshots")
        let environment = ["SNAPSHOT_FIXTURES": "hostile"]
        let arguments = ["--snapshots", snapshots.path]
        let recorded = try run("snapshot-fixtures", ["snapshot", "--record", "all"] + arguments, environment: environment)
        #expect(recorded.status == 0, Comment(rawValue: recorded.output + recorded.error))
        let all = regularFiles(under: snapshots).sorted()
        #expect(all.count > 80)
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
        #expect(failing.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(failing.output.utf8)) as? [String: Any]
        let results = report?["results"] as? [[String: Any]] ?? []
        #expect(results.count == all.count)
        var filesOfCommand: [String: Set<String>] = [:]
        for result in results {
            let message = result["message"] as? String ?? ""
            let path = result["path"] as? String ?? ""
            guard let line = message.split(separator: "\n").first(where: { $0.hasPrefix("Re-record it: ") }) else {
                Issue.record("no re-record command for \(path): \(message)")
                continue
            }
            filesOfCommand[String(line.dropFirst("Re-record it: ".count)), default: []].insert(path)
        }
        // One command per golden: a tweak's (or a demo's) still golden in
        // one variation, its text and styles files.
        #expect(filesOfCommand.count == Set(all.map { ($0 as NSString).deletingPathExtension }).count)

        var shellEnvironment = Self.environment
        shellEnvironment["SNAPSHOT_FIXTURES"] = "hostile"
        for (command, expected) in filesOfCommand.sorted(by: { $0.key < $1.key }) {
            let before = try contents()
            let shell = try ProcessResult.run(
                URL(fileURLWithPath: "/bin/sh"), ["-c", command], environment: shellEnvironment,
                workingDirectory: directory, timeout: 300)
            let printed = shell.standardOutput + shell.standardError
            #expect(shell.status == 0, "\(command)\n\(printed)")
            let after = try contents()
            let changed = Set(all.filter { before[$0] != after[$0] })
            #expect(changed == expected, "\(command)\n\(printed)")
            for path in expected { #expect(after[path] == originals[path], "\(command) restored \(path)") }
        }
        #expect(try contents() == originals)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("pwned").path))
    }
}
