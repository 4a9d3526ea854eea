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
        process.arguments = command.split(separator: " ").map(String.init)
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "80"
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
