import Foundation
import PackagePlugin

/// `swift package demo <arguments>`: builds the package's demo runner and runs
/// it with the arguments (`list`, `open Components/buttons`, `snapshot`).
///
/// The runner is the executable product named by `--runner`, or else the one
/// executable product that depends on DemoKitRunner. A build failure or a
/// non-zero exit of the runner ends the command with one error.
@main
struct DemoCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let options = try DemoCommandOptions(parsing: arguments)
        if options.showsHelp {
            print(DemoCommandOptions.usage)
            return
        }
        let product = try RunnerProduct.find(in: context.package, named: options.runnerName)
        let result = try packageManager.build(
            .product(product),
            parameters: .init(configuration: .debug, logging: .concise)
        )
        guard result.succeeded else {
            FileHandle.standardError.write(Data(result.logText.utf8))
            throw DemoCommandError.buildFailed(product: product)
        }
        guard let executable = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw DemoCommandError.noExecutable(product: product)
        }
        if options.writesToPackage {
            try DemoCommandError.checkWritable(context.package.directoryURL, command: options.runnerArguments[0])
        }

        // SwiftPM shows everything a command plugin writes on its standard
        // output, so the runner's standard error is kept in a file and its
        // text goes into the one error that SwiftPM shows on standard error.
        let errorLog = context.pluginWorkDirectoryURL.appending(path: "runner-errors.txt")
        _ = FileManager.default.createFile(atPath: errorLog.path(percentEncoded: false), contents: nil)
        let runner = Process()
        runner.executableURL = executable.url
        runner.arguments = options.runnerArguments
        runner.currentDirectoryURL = context.package.directoryURL
        // On macOS, plugins run in a sandbox where the home folder cannot be
        // written: the runner keeps its state (the last demo) in the plugin's
        // own work folder instead, as its default location, which DemoKit
        // owns; unless the user chose a preferences file.
        var environment = ProcessInfo.processInfo.environment
        if environment["DEMO_RUNNER_PREFERENCES", default: ""].isEmpty {
            environment["XDG_STATE_HOME"] = context.pluginWorkDirectoryURL.path(percentEncoded: false)
        }
        // The commands the runner prints (`Review it: …`) go through this
        // plugin again, as the user ran it; with the permission a write
        // needs, so that they run as pasted on macOS too.
        let runnerOption = options.runnerName.map { " --runner " + DemoCommandOptions.shellQuoted($0) } ?? ""
        environment["DEMOKIT_RUNNER_COMMAND"] = "swift package --allow-writing-to-package-directory demo" + runnerOption
        runner.environment = environment
        runner.standardError = try FileHandle(forWritingTo: errorLog)
        try runner.run()
        runner.waitUntilExit()
        let errors = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
        // Warnings (the runner repeats discovery's) are shown as they are; the
        // error, if any, becomes the one error SwiftPM shows.
        let lines = errors.split(separator: "\n", omittingEmptySubsequences: false)
        let failure = lines.filter { $0.hasPrefix("error: ") }.joined(separator: "\n")
        let others = lines.filter { !$0.hasPrefix("error: ") }.joined(separator: "\n")
        if !others.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            print(others.trimmingCharacters(in: .newlines))
        }
        guard runner.terminationReason == .exit, runner.terminationStatus == 0 else {
            throw DemoCommandError.runnerFailed(
                product: product, status: runner.terminationStatus, message: failure.isEmpty ? errors : failure
            )
        }
    }
}
