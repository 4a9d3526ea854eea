import Foundation

/// The package the benchmark edits: made as the README's "Use DemoKit in
/// your package" says (`swift package init --type executable`, then its
/// `Package.swift`, `@main` file, a group of demos and a test), beside a
/// `DemoKit` link to this checkout, in a folder whose name has a space.
struct UserPackage {
    /// The folder that holds `MyDemos` and the `DemoKit` link.
    let workspace: URL
    /// The package's folder.
    var root: URL { workspace.appendingPathComponent("MyDemos") }
    /// The demo file each edit rewrites.
    var demoFile: URL { root.appendingPathComponent("Sources/MyDemos/Greetings.swift") }

    /// Makes the package unless it is there, links DemoKit to `repository`
    /// and writes the demo file's first version.
    func prepare(repository: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        let link = workspace.appendingPathComponent("DemoKit")
        if (try? manager.destinationOfSymbolicLink(atPath: link.path)) != repository.path {
            try? manager.removeItem(at: link)
            try manager.createSymbolicLink(at: link, withDestinationURL: repository)
        }
        if !manager.fileExists(atPath: root.appendingPathComponent("Tests/MyDemosTests").path) {
            try Program.output(
                "swift", ["package", "--package-path", root.path, "init", "--type", "executable", "--name", "MyDemos"])
        }
        try write(Self.manifest, to: "Package.swift")
        try write(Self.mainFile, to: "Sources/MyDemos/MyDemos.swift")
        try write(Self.testFile, to: "Tests/MyDemosTests/MyDemosTests.swift")
        try writeDemo(Self.greetings("Greeting #0."))
    }

    /// Saves the demo file, as an editor does: a new file renamed over it.
    func writeDemo(_ source: String) throws {
        try source.write(to: demoFile, atomically: true, encoding: .utf8)
    }

    private func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        guard (try? String(contentsOf: url, encoding: .utf8)) != text else { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The demo file, whose one demo shows `expression`'s text: each edit
    /// changes this one line.
    static func greetings(_ text: String, appending expression: String? = nil) -> String {
        let shown = "\"\(text)\"" + (expression.map { " + " + $0 } ?? "")
        return """
            import DemoKitCore

            enum Greetings: String, CaseIterable, DemoGroup, DemoGroupItem {
                case hello

                static func demoable(for index: Int) -> any Demoable {
                    switch Greetings.allCases[index] {
                    case .hello: TextDemo("Hello") { context in TextBlock(\(shown)) }
                    }
                }
            }

            """
    }

    static let manifest = """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "MyDemos",
            platforms: [.macOS(.v13)],
            dependencies: [.package(path: "../DemoKit")],
            targets: [
                .executableTarget(
                    name: "MyDemos",
                    dependencies: [
                        .product(name: "DemoKitCore", package: "DemoKit"),
                        .product(name: "DemoKitRunner", package: "DemoKit"),
                    ],
                    plugins: [.plugin(name: "DemoKitDiscovery", package: "DemoKit")]
                ),
                .testTarget(
                    name: "MyDemosTests",
                    dependencies: ["MyDemos", .product(name: "DemoKitTesting", package: "DemoKit")]
                ),
            ],
            swiftLanguageModes: [.v6]
        )

        """

    static let mainFile = """
        import DemoKitRunner

        @main
        struct MyDemos {
            static func main() {
                DemoRunner.main(registry: DemoRegistry.self)
            }
        }

        """

    static let testFile = """
        import DemoKitTesting
        import MyDemos
        import Testing

        @Test func demos_matchTheirGoldens() {
            assertDemoSnapshots(of: DemoRegistry.self)
        }

        """
}
