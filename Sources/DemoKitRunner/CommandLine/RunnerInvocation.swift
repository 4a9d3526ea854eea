import DemoKitSnapshots
import Foundation

/// The command that runs this runner again from where the user is, for every
/// command DemoKit prints (`see 'swift run MyDemos list'`, `Review it: …`).
///
/// The first argument says how the runner was started:
/// - a bare name (`demo-runner`) was found on the `PATH`: the bare name;
/// - a relative path into a package's build folder
///   (`.build/x86_64-unknown-linux-gnu/debug/MyDemos`, what `swift run`
///   passes, or any `.build*` scratch folder beside a `Package.swift`):
///   `swift run MyDemos`, with `-c release` for a release build and
///   `--package-path` when the current directory is outside the package;
/// - any other path, absolute ones included (a tool's, the `demo` command
///   plugin's, or typed): that path, as typed, which runs as it is without
///   building anything.
///
/// A runner started by the `demo` command plugin is named as the plugin
/// says (`DEMOKIT_RUNNER_COMMAND`: `swift package
/// --allow-writing-to-package-directory demo`).
///
/// Every word that needs it is quoted for a POSIX shell (``ShellWord``), so a
/// path with a space runs when pasted.
package enum RunnerInvocation {
    /// Set by the `demo` command plugin to the command that runs the
    /// runner through it.
    package static let environmentVariable = "DEMOKIT_RUNNER_COMMAND"

    /// The shell command, without a subcommand, that runs the runner
    /// started as `argument0` from `currentDirectory`.
    ///
    /// - Parameters:
    ///   - argument0: The process's first argument.
    ///   - currentDirectory: Where the user is; asked for only when
    ///     `argument0` is a relative path.
    ///   - environment: The process environment, for
    ///     ``environmentVariable``.
    ///   - isPackageRoot: Whether a folder holds a `Package.swift`.
    package static func command(
        argument0: String, currentDirectory: @autoclosure () -> URL, environment: [String: String] = [:],
        isPackageRoot: (URL) -> Bool = { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Package.swift").path) }
    ) -> String {
        if let given = environment[environmentVariable], !given.isEmpty { return given }
        guard !argument0.isEmpty else { return "demo-runner" }
        guard argument0.contains("/") else { return ShellWord.quoted(argument0) }
        guard !argument0.hasPrefix("/") else { return ShellWord.quoted(argument0) }
        let currentDirectory = currentDirectory()
        let executable = TypedPath.url(argument0, relativeTo: currentDirectory)
        let components = executable.pathComponents
        // The last `.build*` folder whose parent is a package root.
        for index in components.indices.reversed() where index > 0 && components[index].hasPrefix(".build") {
            let root = URL(fileURLWithPath: NSString.path(withComponents: Array(components[..<index])), isDirectory: true)
            guard isPackageRoot(root) else { continue }
            var words = ["swift", "run"]
            if !isInside(currentDirectory.standardizedFileURL, root) {
                words += ["--package-path", ShellWord.quoted(path(of: root, from: currentDirectory))]
            }
            if components[(index + 1)...].contains("release") { words += ["-c", "release"] }
            words.append(ShellWord.quoted(executable.lastPathComponent))
            return words.joined(separator: " ")
        }
        return ShellWord.quoted(argument0)
    }

    /// The executable's name in `argument0`, as
    /// `URL(fileURLWithPath:).lastPathComponent` gives it; a plain path's
    /// last word is taken without making a URL, which every command would
    /// pay for at start-up.
    package static func executableName(argument0: String) -> String {
        let name = argument0.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard !name.isEmpty, name != ".", name != ".." else {
            return URL(fileURLWithPath: argument0).lastPathComponent
        }
        return String(name)
    }

    /// Whether `url` is `folder` or inside it.
    private static func isInside(_ url: URL, _ folder: URL) -> Bool {
        let inner = url.standardizedFileURL.pathComponents
        let outer = folder.standardizedFileURL.pathComponents
        return inner.count >= outer.count && Array(inner[..<outer.count]) == outer
    }

    /// `folder` relative to `base` when it is inside it, else absolute.
    private static func path(of folder: URL, from base: URL) -> String {
        let inner = folder.standardizedFileURL.pathComponents
        let outer = base.standardizedFileURL.pathComponents
        if inner.count > outer.count, Array(inner[..<outer.count]) == outer {
            return inner[outer.count...].joined(separator: "/")
        }
        return folder.standardizedFileURL.path
    }
}
