import DemoKitCore
import DemoKitRunner
import Foundation

/// Runs `demo-runner` in process against a catalog, in a temporary folder,
/// and captures what it prints.
final class RunnerHarness: @unchecked Sendable {
    struct Run {
        var status: ExitCode
        var output: String
        var error: String
    }

    let directory: URL
    var groups: [any DemoGroup.Type]
    var variables: [String: String] = ["CI": "false"]
    /// `DemoRunner.main(snapshotDirectory:)`.
    var snapshotDirectory: String?

    var snapshots: URL { directory.appendingPathComponent("snapshots") }
    var artifacts: URL { directory.appendingPathComponent("artifacts") }

    /// A harness whose folder is made in `parent` (the temporary folder by
    /// default).
    init(groups: [any DemoGroup.Type], in parent: URL = FileManager.default.temporaryDirectory) throws {
        self.groups = groups
        directory = parent.appendingPathComponent("demokit-snapshot-tests-\(UUID().uuidString)")
        // An explicit '--snapshots' folder must exist unless '--record' is given.
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("snapshots"), withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// `demo-runner snapshot ARGUMENTS --snapshots … --artifacts …`.
    func snapshot(_ arguments: String..., ci: Bool = false) -> Run {
        run(["snapshot"] + arguments + ["--snapshots", snapshots.path, "--artifacts", artifacts.path], ci: ci)
    }

    func run(_ arguments: [String], ci: Bool = false) -> Run {
        let output = Capture()
        let error = Capture()
        var variables = self.variables
        if ci { variables["CI"] = "true" }
        let environment = RunnerEnvironment(
            variables: variables, commandName: "demo-runner", currentDirectory: directory,
            snapshotDirectory: snapshotDirectory,
            standardOutput: { output.append($0) }, standardError: { error.append($0) })
        let status = DemoRunner.run(arguments: arguments, groups: groups, environment: environment)
        return Run(status: status, output: output.text, error: error.text)
    }

    /// Every file under the snapshot root, relative, sorted.
    func files() -> [String] {
        let root = snapshots.path
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files.append(path)
            }
        }
        return files.sorted()
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: snapshots.appendingPathComponent(relative), encoding: .utf8)
    }

    func write(_ text: String, to relative: String) throws {
        try Data(text.utf8).write(to: snapshots.appendingPathComponent(relative))
    }

    /// Writes a file under the root, creating its folders.
    func create(_ relative: String, _ text: String = "keep\n") throws {
        let url = snapshots.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(relative).path)
    }

    func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: snapshots.appendingPathComponent(relative).path)[.modificationDate] as? Date
    }
}

/// Text written from `@Sendable` closures.
final class Capture: @unchecked Sendable {
    private var buffer = ""
    private let lock = NSLock()

    func append(_ text: String) {
        lock.lock()
        buffer += text
        lock.unlock()
    }

    func clear() {
        lock.lock()
        buffer = ""
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return buffer
    }
}
