import Foundation

/// Runs a command line in a directory and collects its output and status.
struct ShellCommand {
    struct Result {
        var status: Int32
        var output: String
        var errorOutput: String
        var seconds: Double
    }

    /// Runs `command`, split on spaces, with `swift` and other tools found on
    /// the `PATH`.
    static func run(_ command: String, in directory: URL) throws -> Result {
        try run(command.split(separator: " ").map(String.init), in: directory)
    }

    /// Runs `arguments` (the first found on the `PATH`), with `extra`
    /// variables set (or, for `nil`, removed).
    static func run(_ arguments: [String], in directory: URL, environment extra: [String: String?] = [:]) throws -> Result {
        let outputFile = FileManager.default.temporaryDirectory.appending(path: "shell-\(UUID().uuidString).out")
        let errorFile = FileManager.default.temporaryDirectory.appending(path: "shell-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: outputFile.path(percentEncoded: false), contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path(percentEncoded: false), contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "80"
        for (name, value) in extra { environment[name] = value }
        process.environment = environment
        let start = Date()
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: try String(contentsOf: outputFile, encoding: .utf8),
            errorOutput: try String(contentsOf: errorFile, encoding: .utf8),
            seconds: Date().timeIntervalSince(start)
        )
    }
}

extension ShellCommand {
    /// Runs one line through `/bin/sh`, as a person pastes it, and returns
    /// its result with the folder the line ended in (`cd` included).
    static func runLine(
        _ line: String, in directory: URL, environment extra: [String: String?] = [:]
    ) throws -> (result: Result, directory: URL) {
        let place = FileManager.default.temporaryDirectory.appending(path: "shell-\(UUID().uuidString).pwd")
        defer { try? FileManager.default.removeItem(at: place) }
        let script = "\(line)\nstatus=$?\npwd > \"$DEMOKIT_E2E_PWD\"\nexit $status"
        var environment: [String: String?] = ["DEMOKIT_E2E_PWD": place.path(percentEncoded: false)]
        environment.merge(extra) { $1 }
        let result = try run(["/bin/sh", "-c", script], in: directory, environment: environment)
        let ended = (try? String(contentsOf: place, encoding: .utf8))?
            .trimmingCharacters(in: .newlines)
        return (result, ended.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? directory)
    }
}
