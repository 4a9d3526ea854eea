// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DemoKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "DemoKitCore", targets: ["DemoKitCore"]),
        .library(name: "DemoKitRunner", targets: ["DemoKitRunner"]),
        .executable(name: "demo-runner", targets: ["demo-runner"]),
    ],
    dependencies: [],
    targets: [
        // Core library: the protocols demos conform to and the text model.
        .target(name: "DemoKitCore"),

        // Runner: catalog, preferences, snapshots and the command line.
        .target(name: "DemoKitRunner", dependencies: ["DemoKitCore"]),
        .executableTarget(
            name: "demo-runner",
            dependencies: ["DemoKitRunner", "DemoKitDemos"]
        ),

        // Demos: the catalog a new user runs first.
        .target(
            name: "DemoKitDemos",
            dependencies: ["DemoKitCore"],
            path: "Demos"
        ),

        // Benchmarks: `swift run -c release browser-benchmark`
        .executableTarget(
            name: "browser-benchmark",
            dependencies: ["DemoKitRunner", "DemoKitCore"],
            path: "Benchmarks/BrowserBenchmark"
        ),

        // Tests
        .testTarget(name: "DemoKitCoreTests", dependencies: ["DemoKitCore"]),
        .testTarget(name: "DemoKitRunnerTests", dependencies: ["DemoKitRunner", "DemoKitCore"]),
        .testTarget(name: "DemoKitEndToEndTests", dependencies: ["demo-runner"]),
        .testTarget(name: "DemoKitBrowserTests", dependencies: ["DemoKitRunner", "DemoKitCore"]),
        .testTarget(name: "DemoKitBrowserEndToEndTests", dependencies: ["demo-runner"]),
    ],
    swiftLanguageModes: [.v6]
)
