import Foundation

/// Why `swift package demo` stopped, with what to do about it.
enum DemoCommandError: Error, CustomStringConvertible {
    case usage(String)
    case unknownRunner(String, executables: [String])
    case noRunner(package: String)
    case severalRunners([String])
    case buildFailed(product: String)
    case noExecutable(product: String)
    case notWritable(URL, command: String)
    case runnerFailed(product: String, status: Int32, message: String)

    var description: String {
        switch self {
        case .usage(let message):
            return "\(message). See 'swift package demo --help' for more information."
        case .unknownRunner(let name, let executables):
            let known = executables.isEmpty ? "none" : executables.map { "'\($0)'" }.joined(separator: ", ")
            return "No executable product named '\(name)'; the package's executable products are: \(known)."
        case .noRunner(let package):
            return "No executable product of '\(package)' depends on DemoKitRunner. Add an executable target "
                + "whose main.swift calls 'DemoRunner.main(groups: DemoRegistry.groups)' (see README.md, "
                + "'Use DemoKit in your package'), or name one with '--runner <product>'."
        case .severalRunners(let names):
            return "Several executable products depend on DemoKitRunner ("
                + names.map { "'\($0)'" }.joined(separator: ", ") + "); choose one with '--runner <product>'."
        case .buildFailed(let product):
            return "Building '\(product)' failed; the compiler's messages are above."
        case .noExecutable(let product):
            return "Building '\(product)' produced no executable."
        case .notWritable(let directory, let command):
            return "The \(command) command writes files into '\(directory.path(percentEncoded: false))', which this plugin "
                + "may not write to. Run: swift package --allow-writing-to-package-directory demo \(command)"
        case .runnerFailed(let product, let status, let message):
            var detail = message.trimmingCharacters(in: .whitespacesAndNewlines)
            if detail.hasPrefix("error: ") { detail.removeFirst("error: ".count) }
            return "'\(product)' exited with status \(status)" + (detail.isEmpty ? "." : ": \(detail)")
        }
    }

    /// Checks that the package directory is writable, as it is after
    /// `--allow-writing-to-package-directory` or where plugins run without a
    /// sandbox (Linux).
    static func checkWritable(_ directory: URL, command: String) throws {
        let probe = directory.appending(path: ".demokit-write-check-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: probe.path(percentEncoded: false), contents: Data()) else {
            throw notWritable(directory, command: command)
        }
        try? FileManager.default.removeItem(at: probe)
    }
}
