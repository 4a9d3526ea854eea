import Foundation
import PackagePlugin

/// Generates `DemoRegistry.swift` in each target that applies the plugin: an
/// enum whose `groups` lists the target's types that conform to `DemoGroup`.
///
/// A build command, not a prebuild one: it runs only when a Swift file of the
/// target changes, and `demokit-scanner` rewrites the registry only when its
/// contents change.
@main
struct DemoKitDiscovery: BuildToolPlugin {
    /// Above this many bytes of paths, the files are passed in a file list.
    private let maximumArgumentBytes = 16_000

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else {
            throw DiscoveryError(
                "DemoKitDiscovery can only be applied to a target with Swift sources, not to '\(target.name)'."
            )
        }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "DemoRegistry.swift")
        var directory = target.directoryURL.path(percentEncoded: false)
        while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
        var arguments = [
            "--module", target.moduleName, "--output", output.path(percentEncoded: false),
            "--source-directory", directory,
        ]
        // An executable target is the runner itself: a failing test then
        // prints `swift run NAME review`.
        if target.kind == .executable { arguments += ["--runner", target.name] }
        let paths = sources.map { $0.path(percentEncoded: false) }
        if paths.reduce(0, { $0 + $1.utf8.count + 1 }) > maximumArgumentBytes {
            let list = context.pluginWorkDirectoryURL.appending(path: "sources.txt")
            let contents = Data(paths.joined(separator: "\n").utf8)
            if FileManager.default.contents(atPath: list.path(percentEncoded: false)) != contents {
                try contents.write(to: list)
            }
            arguments.append("@" + list.path(percentEncoded: false))
        } else {
            arguments += paths
        }
        return [
            .buildCommand(
                displayName: "Finding demo groups in \(target.name)",
                executable: try context.tool(named: "demokit-scanner").url,
                arguments: arguments,
                inputFiles: sources,
                outputFiles: [output]
            ),
        ]
    }
}
