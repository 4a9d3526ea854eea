import DemoKitTestSupport
import Foundation
import Testing

/// The module boundaries ARCHITECTURE.md promises, read from SwiftPM's own
/// description of this package (`swift package describe --type json`) and
/// from the sources' imports, so that a dependency added by mistake fails a
/// test instead of slipping into every user's test bundle.
@Suite("The package's module graph") struct PackageGraphTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The benchmark targets Package.swift declares with `DEMOKIT_BENCHMARKS=1`.
    private static let benchmarkTargets: Set<String> = [
        "BenchmarkSupport", "BenchmarkCatalogs", "scanner-benchmark", "browser-benchmark", "render-benchmark",
        "startup-benchmark", "startup-runner", "startup-types-runner", "startup-floor", "script-benchmark",
        "snapshot-benchmark", "export-benchmark", "media-benchmark", "terminal-benchmark", "audit-benchmark",
        "stream-benchmark", "watch-benchmark",
    ]

    /// What `swift package describe --type json` says of this package.
    private struct Description: Decodable {
        struct Target: Decodable {
            var name: String
            var path: String
            var target_dependencies: [String]?
        }
        struct Product: Decodable {
            var name: String
            var targets: [String]
        }
        var targets: [Target]
        var products: [Product]

        /// Each target's direct dependencies on other targets of this package.
        var graph: [String: [String]] {
            Dictionary(targets.map { ($0.name, $0.target_dependencies ?? []) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The integration test targets Package.swift declares with `DEMOKIT_INTEGRATION=1`.
    private static let integrationTargets: Set<String> = ["DemoKitPluginEndToEndTests"]

    /// SwiftPM's description of this package with every optional target
    /// (`DEMOKIT_BENCHMARKS=1` and `DEMOKIT_INTEGRATION=1`) or, as a package
    /// that depends on DemoKit sees it, with none (the variables are
    /// removed, not only left unset, in case the shell running the tests
    /// has them). Each is read once: SwiftPM compiles the manifest each time.
    private static func describe(optionalTargets: Bool) throws -> Description {
        let result = optionalTargets ? everything : asADependency
        #expect(result.status == 0, "swift package describe failed: \(result.error)")
        return try JSONDecoder().decode(Description.self, from: Data(result.output.utf8))
    }

    private static let everything = runDescribe(["DEMOKIT_BENCHMARKS=1", "DEMOKIT_INTEGRATION=1"])
    private static let asADependency = runDescribe(["-u", "DEMOKIT_BENCHMARKS", "-u", "DEMOKIT_INTEGRATION"])

    private static func runDescribe(_ environment: [String]) -> (status: Int32, output: String, error: String) {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "describe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let arguments = environment + [
            "swift", "package", "--package-path", packageRoot.path(percentEncoded: false),
            "--scratch-path", scratch.path(percentEncoded: false), "describe", "--type", "json",
        ]
        do {
            let result = try ProcessResult.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, timeout: 600)
            return (result.status, result.standardOutput, result.standardError)
        } catch {
            return (-1, "", "\(error)")
        }
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
        let graph = try Self.describe(optionalTargets: false).graph
        #expect(
            Self.closure(of: "DemoKitTesting", in: graph)
                == [
                    "DemoKitAudit", "DemoKitExport", "DemoKitSnapshots", "DemoKitWorkers", "DemoKitProcess", "DemoKitHeadless",
                    "DemoKitCore",
                ])
        // The audit is pure: the catalog (with the system calls its files
        // need), the headless terminal, the core.
        #expect(
            Self.closure(of: "DemoKitAudit", in: graph)
                == ["DemoKitSnapshots", "DemoKitProcess", "DemoKitHeadless", "DemoKitCore"])
        #expect(
            Self.closure(of: "DemoKitExport", in: graph)
                == ["DemoKitSnapshots", "DemoKitProcess", "DemoKitHeadless", "DemoKitCore"])
        #expect(Self.closure(of: "DemoKitSnapshots", in: graph) == ["DemoKitProcess", "DemoKitCore"])
        #expect(Self.closure(of: "DemoKitTerminal", in: graph) == ["DemoKitProcess", "DemoKitCore"])
        #expect(Self.closure(of: "DemoKitHeadless", in: graph) == ["DemoKitCore"])
        #expect(Self.closure(of: "DemoKitWorkers", in: graph) == ["DemoKitSnapshots", "DemoKitProcess", "DemoKitCore"])
        // The browser: no command line (it is below the runner), no render
        // workers, no export.
        #expect(
            Self.closure(of: "DemoKitBrowser", in: graph)
                == [
                    "DemoKitAudit", "DemoKitSnapshots", "DemoKitTerminal", "DemoKitProcess", "DemoKitHeadless",
                    "DemoKitCore",
                ])
        #expect(
            Self.closure(of: "DemoKitRunner", in: graph)
                == [
                    "DemoKitBrowser", "DemoKitAudit", "DemoKitExport", "DemoKitSnapshots", "DemoKitTerminal",
                    "DemoKitWorkers", "DemoKitProcess", "DemoKitHeadless", "DemoKitCore",
                ])
        // The process layer stands alone: Foundation and the C library.
        #expect(Self.closure(of: "DemoKitProcess", in: graph).isEmpty)
        #expect(Self.closure(of: "DemoKitCore", in: graph).isEmpty)
        #expect(Self.closure(of: "DemoKitScanning", in: graph).isEmpty)
        // The showcase a new user runs first is a user's demo target: it
        // links the protocols and the headless terminal, nothing of the
        // runner; the discovery plugin and its scanner only run at build time.
        #expect(
            Self.closure(of: "DemoKitDemos", in: graph)
                == ["DemoKitHeadless", "DemoKitCore", "DemoKitDiscovery", "demokit-scanner", "DemoKitScanning"])
    }

    @Test func rootPackage_withoutTheVariables_declaresNoBenchmarkOrIntegrationTargetOrProduct() throws {
        let description = try Self.describe(optionalTargets: false)
        let benchmarkTargets = description.targets.filter {
            Self.benchmarkTargets.contains($0.name) || $0.path.hasPrefix("Benchmarks/")
        }
        #expect(benchmarkTargets.map(\.name) == [])
        let benchmarkProducts = description.products.filter {
            Self.benchmarkTargets.contains($0.name) || $0.targets.contains(where: Self.benchmarkTargets.contains)
        }
        #expect(benchmarkProducts.map(\.name) == [])
        let names = Set(description.targets.map(\.name))
        #expect(names.intersection(Self.integrationTargets) == [])
        // Everything else under Tests/ is a target: a plain `swift test`
        // leaves out only what needs DEMOKIT_INTEGRATION=1.
        let testFolders = try FileManager.default.contentsOfDirectory(atPath: Self.packageRoot.appending(path: "Tests").path)
            .filter { $0.hasPrefix("DemoKit") && $0.hasSuffix("Tests") }
        #expect(Set(testFolders).subtracting(names) == Self.integrationTargets)
    }

    @Test func integrationTargets_withTheVariable_areDeclared() throws {
        let names = Set(try Self.describe(optionalTargets: true).targets.map(\.name))
        #expect(Self.integrationTargets.isSubset(of: names))
    }

    @Test func benchmarks_withTheVariable_areAllDeclared_andNoneLinksXCTestHelpers() throws {
        let description = try Self.describe(optionalTargets: true)
        let declared = Set(description.targets.filter { $0.path.hasPrefix("Benchmarks/") }.map(\.name))
        #expect(declared == Self.benchmarkTargets)
        let graph = description.graph
        for benchmark in Self.benchmarkTargets.sorted() {
            let closure = Self.closure(of: benchmark, in: graph)
            #expect(!closure.contains("DemoKitTesting"), "\(benchmark) links DemoKitTesting, and with it XCTest")
        }
    }

    /// One way to start a process: only DemoKitProcess calls `posix_spawn`
    /// and `waitpid`, and no module of the library uses Foundation's `Process`.
    @Test func onlyTheProcessModuleStartsProcesses() throws {
        let sources = Self.packageRoot.appending(path: "Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.contains { $0.pathComponents.contains("DemoKitProcess") })
        for file in files where !file.pathComponents.contains("DemoKitProcess") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for call in ["posix_spawn(", "waitpid(", "Process()", "fork()"] {
                #expect(!text.contains(call), "\(file.lastPathComponent) calls \(call)")
            }
        }
    }

    @Test func coreImportsNothing_theBrowserReadsNoCommandLine_andOnlyTheTerminalModuleTalksToTermios() throws {
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
            // The browser reads no command line: the runner hands it values.
            if module == "DemoKitBrowser" {
                for name in ["ParsedArguments", "ArgumentParser", "RunnerEnvironment", "RunnerError"] {
                    #expect(!text.contains(name), "\(file.lastPathComponent) (DemoKitBrowser) uses \(name)")
                }
            }
            if module != "DemoKitTerminal" {
                for call in ["tcsetattr(", "sigaction(", "TIOCGWINSZ"] {
                    #expect(!text.contains(call), "\(file.lastPathComponent) (\(module)) calls \(call)")
                }
            }
        }
    }
}
