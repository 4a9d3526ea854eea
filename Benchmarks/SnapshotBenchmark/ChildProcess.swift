import Foundation

/// Runs a program and waits for it, discarding standard output and keeping
/// standard error (where the runner mode reports its peak memory).
enum ChildProcess {
    struct Outcome {
        var status: Int32
        var standardError: String
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, standardError: String(decoding: data, as: UTF8.self))
    }
}
