import DemoKitProcess
import Foundation
import Testing

/// Runs the built `demo-runner` binary as a user would, and captures what it prints.
struct RunnerProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The build products directory, where SwiftPM put `demo-runner`
    /// beside the test bundle (`BuiltProductsFolder`, found from this image).
    static var productsDirectory: URL { BuiltProductsFolder.current ?? Bundle.main.bundleURL }

    static var executable: URL { productsDirectory.appendingPathComponent("demo-runner") }

    /// Runs `demo-runner` (or another runner built beside it, such as
    /// `snapshot-fixtures`) with `arguments` and a clean environment: no
    /// colour or width variables, preferences in `preferences`.
    ///
    /// With `closingStandardError`, the runner starts with descriptor 2
    /// closed (`2>&-`), through `/bin/sh`, which is given the runner's path
    /// and arguments as its own, not in its command string.
    static func run(
        _ arguments: [String], product: String = "demo-runner", preferences: URL? = nil,
        environment extra: [String: String] = [:], closingStandardError: Bool = false
    ) throws -> Result {
        // Started by name from the `PATH`, as an installed runner is: its
        // messages then name it as `demo-runner`, the command that runs it.
        let process = Process()
        if closingStandardError {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", #"exec "$0" "$@" 2>&-"#, product] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [product] + arguments
        }
        var environment = [
            "PATH": productsDirectory.path + ":/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path,
        ]
        if let preferences { environment["DEMO_RUNNER_PREFERENCES"] = preferences.path }
        environment.merge(extra) { $1 }
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting, so a large output cannot fill the pipe and block the child.
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }
}

/// A temporary preferences file path in a fresh directory.
func temporaryPreferences() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("demokit-e2e-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("preferences.json")
}
