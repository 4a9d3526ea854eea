import Foundation
import Testing

/// The module boundaries ARCHITECTURE.md promises, read from SwiftPM's own
/// description of this package (`swift package describe --type json`) and
/// from the sources' imports, so that a dependency added by mistake fails a
/// test instead of slipping into every user's test bundle.
@Suite("The package's module graph") struct PackageGraphTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each target's direct dependencies on other targets of this package.
    private static func targetDependencies() throws -> [String: [String]] {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "describe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try ShellCommand.run(
            "swift package --scratch-path \(scratch.path(percentEncoded: false)) describe --type json",
            in: packageRoot)
        #expect(result.status == 0, "swift package describe failed: \(result.errorOutput)")
        struct Description: Decodable {
            struct Target: Decodable {
                var name: String
                var target_dependencies: [String]?
            }
            var targets: [Target]
        }
        let description = try JSONDecoder().decode(Description.self, from: Data(result.output.utf8))
        return Dictionary(
            description.targets.map { ($0.name, $0.target_dependencies ?? []) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every target `name` depends on, directly or not.
    private static func closure(of name: String, in graph: [String: [String]]) -> Set<String> {
        var seen: Set<String> = []
        var pending = graph[name] ?? []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += graph[next] ?? []
        }
        return seen
    }

    @Test func testingLinksNoTerminalBrowserOrCommandLineCode() throws {
        let graph = try Self.targetDependencies()
        #expect(Self.closure(of: "DemoKitTesting", in: graph) == ["DemoKitExport", "DemoKitSnapshots", "DemoKitWorkers", "DemoKitCore"])
        #expect(Self.closure(of: "DemoKitExport", in: graph) == ["DemoKitSnapshots", "DemoKitCore"])
        #expect(Self.closure(of: "DemoKitSnapshots", in: graph) == ["DemoKitCore"])
        #expect(Self.closure(of: "DemoKitTerminal", in: graph) == ["DemoKitCore"])
        #expect(Self.closure(of: "DemoKitHeadless", in: graph) == ["DemoKitCore"])
        #expect(Self.closure(of: "DemoKitExport", in: graph) == ["DemoKitSnapshots", "DemoKitCore"])
        #expect(Self.closure(of: "DemoKitWorkers", in: graph) == ["DemoKitSnapshots", "DemoKitCore"])
        #expect(
            Self.closure(of: "DemoKitRunner", in: graph)
                == ["DemoKitExport", "DemoKitSnapshots", "DemoKitTerminal", "DemoKitWorkers", "DemoKitCore"])
        #expect(Self.closure(of: "DemoKitCore", in: graph).isEmpty)
        #expect(Self.closure(of: "DemoKitScanning", in: graph).isEmpty)
    }

    @Test func coreImportsNothing_andOnlyTheTerminalModuleTalksToTermios() throws {
        let sources = Self.packageRoot.appending(path: "Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 50)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let module = file.pathComponents[sources.pathComponents.count]
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
            if module == "DemoKitCore" {
                #expect(imports.isEmpty, "\(file.lastPathComponent) imports \(imports)")
            }
            if module != "DemoKitTerminal" {
                for call in ["tcsetattr(", "sigaction(", "TIOCGWINSZ"] {
                    #expect(!text.contains(call), "\(file.lastPathComponent) (\(module)) calls \(call)")
                }
            }
        }
    }
}
