import Foundation
import Testing

/// Builds a user package exactly as README.md's "Use DemoKit in your package"
/// (a new catalog) and Getting started's "Beside a library you already have"
/// describe, against this package by path, and runs its catalog.
///
/// It runs `swift build` in a package of its own, which takes minutes from
/// cold, so its target is declared only with `DEMOKIT_INTEGRATION=1`
/// (`DEMOKIT_INTEGRATION=1 swift test --filter DemoKitPluginEndToEndTests`;
/// `.ci/run` runs it). The package and its `.build` are kept in the
/// temporary directory between runs, so later runs build incrementally.
@Suite(
    "A user's package built from the README",
    .serialized,
    .timeLimit(.minutes(30))
)
struct UserPackageEndToEndTests {
    let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The workspace: the README's `.package(path: "../DemoKit")` is DemoKit
    /// beside the package. One per checkout, so that two checkouts testing at
    /// once do not swap the link under each other's build. Its name has a
    /// space and an accented letter, as on many Macs ("My Projects"): every
    /// path a plugin or a message hands on must survive it.
    static func workspace(for repository: URL) throws -> URL {
        let workspace = FileManager.default.temporaryDirectory
            .appending(path: "demokit-plugin-e2e-\(Self.stableHash(repository.path))")
            .appending(path: "My Demos é")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        let link = workspace.appending(path: "DemoKit")
        try? FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: repository)
        return workspace
    }

    private func workspace() throws -> URL { try Self.workspace(for: repository) }

    /// Where each way is written: the new catalog in README.md, the demo
    /// target beside a library in Getting started.
    static let documents = [
        "executable": "README.md",
        "library": "Sources/DemoKitCore/DemoKitCore.docc/GettingStarted.md",
    ]

    /// Follows one of the README's ways, step by step, from an empty
    /// folder in `workspace`: each command line as `sh` runs it (a `cd`
    /// moves the next step), each file written where the README says.
    /// `check` sees each command's result. A package left by an earlier run
    /// is removed first, but its `.build` is kept, so that later runs build
    /// incrementally.
    private func follow(
        _ flow: String, package name: String, in workspace: URL,
        check: (String, ShellCommand.Result, URL) throws -> Void
    ) throws -> URL {
        let document = Self.documents[flow] ?? "README.md"
        let text = try String(contentsOf: repository.appending(path: document), encoding: .utf8)
        let steps = ReadmeUserPackage(readme: text, flow: flow).steps
        try #require(!steps.isEmpty, "\(document) has no steps for '\(flow)'")
        let previous = workspace.appending(path: name)
        let cache = workspace.appending(path: ".build-\(name)")
        if FileManager.default.fileExists(atPath: previous.appending(path: ".build").path(percentEncoded: false)) {
            try? FileManager.default.removeItem(at: cache)
            try FileManager.default.moveItem(at: previous.appending(path: ".build"), to: cache)
        }
        try? FileManager.default.removeItem(at: previous)

        var directory = workspace
        for step in steps {
            switch step {
            case .file(let path, let contents):
                let url = directory.appending(path: path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try contents.write(to: url, atomically: true, encoding: .utf8)
            case .commands(let lines):
                for line in lines {
                    if line.hasPrefix("swift build") || line.hasPrefix("swift run") || line.hasPrefix("swift test"),
                       FileManager.default.fileExists(atPath: cache.path(percentEncoded: false)) {
                        try? FileManager.default.moveItem(at: cache, to: directory.appending(path: ".build"))
                    }
                    let (result, next) = try ShellCommand.runLine(line, in: directory)
                    try #require(result.status == 0, "'\(line)' failed:\n\(result.output)\n\(result.errorOutput)")
                    try check(line, result, next)
                    directory = next
                }
            }
        }
        #expect(directory.lastPathComponent == name, "the README's steps ended in \(directory.path)")
        return directory
    }

    @Test func readmeSteps_fromSwiftPackageInit_buildACatalogThatDiscoversItsGroups() throws {
        let package = try follow("executable", package: "MyDemos", in: workspace()) { command, result, package in
            if command.contains(" list") {
                #expect(result.output.contains("Greetings/hello"), "\(command) printed:\n\(result.output)")
            }
            if command.contains(" open ") {
                #expect(result.output.contains("Hello, "), "\(command) printed:\n\(result.output)")
            }
            if command.contains(" snapshot --record") {
                // Beside the target's folder: no `exclude:` needed, no SwiftPM warning.
                let golden = package.appending(path: "Sources/__Snapshots__/MyDemos/Greetings/hello.txt")
                #expect(FileManager.default.fileExists(atPath: golden.path), "\(command) recorded no golden")
            } else if command.hasSuffix(" snapshot") {
                #expect(result.output.contains("1 passed, 0 failed"), "\(command) printed:\n\(result.output)")
            }
        }

        try newGroupFile_appearsAfterABuildWithNoOtherEdit(in: package)
        try unchangedGroups_doNotRewriteTheRegistry(in: package)
        try failures_areOneErrorFromTheCommandPlugin(in: package)
        try commandPlugin_remembersTheLastDemoInItsWorkFolder(in: package)
        try discoveryWarnings_areRepeatedByListAndOpen(in: package)
    }

    /// The library way, with the README's XCTest example that checks one
    /// group: it finds the goldens `snapshot` recorded (not a `Demos/`
    /// folder of its own), and a failing golden's message prints commands
    /// that run as pasted, from the package's folder.
    @Test func readmeSteps_besideALibrary_testAndRunnerShareTheirGoldens() throws {
        let package = try follow("library", package: "MyCLI", in: workspace()) { command, result, package in
            if command.contains(" open ") {
                #expect(result.output.contains("✗ Build"), "\(command) printed:\n\(result.output)")
            }
            if command.contains(" snapshot --record") {
                let golden = package.appending(path: "Sources/__Snapshots__/MyCLIDemos/CLI/statusLine/failed.txt")
                #expect(FileManager.default.fileExists(atPath: golden.path), "\(command) recorded no golden")
            }
            if command == "swift test" {
                #expect(!result.output.contains("no golden"), "\(result.output)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: package.appending(path: "Demos").path(percentEncoded: false)),
                "the test wrote goldens of its own in Demos/")

        // A change to the component: the test fails and, outside CI, leaves
        // the rendering pending with the commands that review it.
        let library = package.appending(path: "Sources/MyCLI/MyCLI.swift")
        let source = try String(contentsOf: library, encoding: .utf8)
        try source.replacingOccurrences(of: "\"✓ \"", with: "\"✔ \"").write(to: library, atomically: true, encoding: .utf8)
        let failing = try ShellCommand.run(["swift", "test"], in: package, environment: ["CI": nil])
        #expect(failing.status != 0)
        let message = failing.output + failing.errorOutput
        let marker = "(or accept just this one: "
        let accept = try #require(
            message.split(separator: "\n").lazy.compactMap { line -> String? in
                guard let range = line.range(of: marker), line.hasSuffix(")") else { return nil }
                return String(line[range.upperBound...].dropLast())
            }.first,
            "the failure names no command:\n\(message)")
        #expect(accept.hasPrefix("swift run MyCLIDemos review --accept "), "\(accept)")
        #expect(!message.contains("<your"), "\(message)")
        let (accepted, _) = try ShellCommand.runLine(accept, in: package)
        #expect(accepted.status == 0, "'\(accept)' failed:\n\(accepted.output)\n\(accepted.errorOutput)")
        let passing = try ShellCommand.run(["swift", "test"], in: package, environment: ["CI": nil])
        #expect(passing.status == 0, "after '\(accept)':\n\(passing.output)")
    }

    /// A group the registry cannot name is reported by the build that ran
    /// the scanner, and then by every `list` and `open`.
    private func discoveryWarnings_areRepeatedByListAndOpen(in package: URL) throws {
        let secret = package.appending(path: "Sources/MyDemos/Secret.swift")
        try """
            import DemoKitCore

            private enum Secret: String, CaseIterable, DemoGroup, DemoGroupItem {
                case hidden
                static func demoable(for index: Int) -> any Demoable { TextDemo("Hidden", text: "") }
            }
            """.write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let build = try ShellCommand.run("swift build", in: package)
        #expect(build.status == 0, "\(build.output)\n\(build.errorOutput)")
        for command in ["list", "open Greetings/hello"] {
            let run = try ShellCommand.run(".build/debug/MyDemos \(command)", in: package)
            #expect(run.status == 0, "\(command): \(run.errorOutput)")
            #expect(
                run.errorOutput.contains("Secret.swift:3: warning: 'Secret' conforms to DemoGroup but is private"),
                "\(command) printed on standard error:\n\(run.errorOutput)")
        }
    }

    /// On macOS the plugin's sandbox cannot write the home folder: the runner
    /// keeps its preferences in the plugin's work folder, where it can.
    private func commandPlugin_remembersTheLastDemoInItsWorkFolder(in package: URL) throws {
        let open = try ShellCommand.run("swift package demo open Greetings/hello", in: package)
        #expect(open.status == 0, "\(open.errorOutput)")
        let reopen = try ShellCommand.run("swift package demo open", in: package)
        #expect(reopen.status == 0, "\(reopen.errorOutput)")
        #expect(reopen.output.contains("Hello, "), "\(reopen.output)")
        #expect(!reopen.output.contains("warning: preferences"), "\(reopen.output)")
        #expect(!reopen.output.contains("cannot save preferences"), "\(reopen.output)")
        let plugins = package.appending(path: ".build/plugins")
        let files = FileManager.default.enumerator(atPath: plugins.path(percentEncoded: false))?
            .compactMap { $0 as? String } ?? []
        #expect(files.contains { $0.hasSuffix("demokit/MyDemos.json") }, "no preferences in \(plugins.path)")
    }

    /// FNV-1a of `text`, in hex: the same on every run, unlike `hashValue`.
    private static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    private func newGroupFile_appearsAfterABuildWithNoOtherEdit(in package: URL) throws {
        try """
            import DemoKitCore

            enum Farewells: String, CaseIterable, DemoGroup, DemoGroupItem {
                case goodbye

                static func demoable(for index: Int) -> any Demoable {
                    TextDemo("Goodbye") { _ in TextBlock("Goodbye!") }
                }
            }

            private enum Drafts: String, CaseIterable, DemoGroup, DemoGroupItem {
                case draft

                static func demoable(for index: Int) -> any Demoable {
                    TextDemo("Draft") { _ in TextBlock("Draft") }
                }
            }
            """
            .write(to: package.appending(path: "Sources/MyDemos/Farewells.swift"), atomically: true, encoding: .utf8)

        let build = try ShellCommand.run("swift build", in: package)
        try #require(build.status == 0, "swift build failed:\n\(build.output)\n\(build.errorOutput)")
        let warning = "Farewells.swift:11: warning: 'Drafts' conforms to DemoGroup but is private"
        #expect((build.output + build.errorOutput).contains(warning), "build printed:\n\(build.output)")

        let list = try ShellCommand.run("swift run MyDemos list", in: package)
        #expect(list.output.contains("Farewells/goodbye"), "list printed:\n\(list.output)")
        #expect(list.output.contains("Greetings/hello"))
        #expect(!list.output.contains("Drafts"))
    }

    private func unchangedGroups_doNotRewriteTheRegistry(in package: URL) throws {
        let outputs = package.appending(path: ".build/plugins/outputs")
        let registry = try #require(
            FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }
                .first { $0.lastPathComponent == "DemoRegistry.swift" }
        )
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: registry.path(percentEncoded: false))

        #expect(try ShellCommand.run("swift build", in: package).status == 0)
        let greetings = package.appending(path: "Sources/MyDemos/Greetings.swift")
        let edited = try String(contentsOf: greetings, encoding: .utf8) + "\n// an edit that changes no group\n"
        try edited.write(to: greetings, atomically: true, encoding: .utf8)
        let build = try ShellCommand.run("swift build", in: package)
        #expect(build.status == 0)

        let modified = try FileManager.default.attributesOfItem(atPath: registry.path(percentEncoded: false))[.modificationDate] as? Date
        #expect(modified == past, "DemoRegistry.swift was rewritten although no group changed")
    }

    private func failures_areOneErrorFromTheCommandPlugin(in package: URL) throws {
        let unknown = try ShellCommand.run("swift package demo open Nowhere/nothing", in: package)
        #expect(unknown.status != 0)
        #expect(unknown.errorOutput == """
            error: 'MyDemos' exited with status 64: unknown group 'Nowhere'. Groups: Farewells, Greetings.

            """)

        let broken = package.appending(path: "Sources/MyDemos/Broken.swift")
        try "let broken: Int = \"not a number\"\n".write(to: broken, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: broken) }
        let build = try ShellCommand.run("swift package demo list", in: package)
        #expect(build.status != 0)
        #expect(build.output.contains("Broken.swift:1:19: error: cannot convert value of type 'String'"))
        #expect(build.errorOutput == "error: Building 'MyDemos' failed; the compiler's messages are above.\n")
    }
}
