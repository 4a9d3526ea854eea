// swift-tools-version: 6.2
// Swift 6.2 is the floor (Xcode 26.0 on macOS): `DemoGroup` refines
// `SendableMetatype`, which Swift 6.2 introduced, so Xcode 16 (Swift 6.0
// and 6.1) cannot build DemoKit. macOS 13 is the deployment target; the
// `async` stream components (`AsyncTerminalComponentDemo`) need macOS 15
// and are marked so. README.md, "Supported".
import PackageDescription

let package = Package(
    name: "DemoKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "DemoKitCore", targets: ["DemoKitCore"]),
        .library(name: "DemoKitRunner", targets: ["DemoKitRunner"]),
        .library(name: "DemoKitTesting", targets: ["DemoKitTesting"]),
        .library(name: "DemoKitHeadless", targets: ["DemoKitHeadless"]),
        .executable(name: "demo-runner", targets: ["demo-runner"]),
        .plugin(name: "DemoKitDiscovery", targets: ["DemoKitDiscovery"]),
        .plugin(name: "DemoCommand", targets: ["DemoCommand"]),
    ],
    dependencies: [],
    targets: [
        // Core library: the protocols demos conform to and the text model.
        .target(name: "DemoKitCore"),

        // Snapshots: the catalog of a registry's groups, the golden files and
        // the engine that checks and records them. No terminal, no arguments.
        .target(name: "DemoKitSnapshots", dependencies: ["DemoKitProcess", "DemoKitCore"]),

        // Process: the one way DemoKit starts a child process and reads how
        // it ended (posix_spawn, waitpid), and the one retry of a system
        // call a signal interrupted (SystemCall). Foundation and libc only.
        .target(name: "DemoKitProcess"),

        // Terminal: raw mode, signals, key decoding and frame output: the
        // only code that talks to termios and signal handlers.
        .target(name: "DemoKitTerminal", dependencies: ["DemoKitProcess", "DemoKitCore"]),

        // Headless: a virtual terminal that interprets the bytes a program
        // writes into a screen, as a value (no real terminal), and the adapter
        // that demos components written against a terminal stream.
        .target(name: "DemoKitHeadless", dependencies: ["DemoKitCore"]),

        // Export: pages and pictures of renderings for people without a
        // terminal: the catalog as a static site, goldens as SVG pictures,
        // the failure report; documentation media, read back through the
        // headless terminal to compare their frames.
        .target(name: "DemoKitExport", dependencies: ["DemoKitSnapshots", "DemoKitHeadless", "DemoKitCore"]),

        // Audit: the accessibility rules run on every rendering the catalog
        // pins (contrast, use of colour, colour depth, screen readers,
        // motion), with terminal themes and waivers. No terminal code.
        .target(name: "DemoKitAudit", dependencies: ["DemoKitSnapshots", "DemoKitHeadless", "DemoKitCore"]),

        // Workers: `snapshot` renders in copies of the runner's own process,
        // so that a demo that crashes or hangs fails only its own golden.
        .target(name: "DemoKitWorkers", dependencies: ["DemoKitSnapshots", "DemoKitProcess", "DemoKitCore"]),

        // Browser: the interactive catalog (state, keys, screen, session),
        // the supervisor that runs it as a child process and rebuilds it
        // under --watch, the preferences that remember the last demo, and
        // the frame drawn around a framed demo. No command line.
        .target(
            name: "DemoKitBrowser",
            dependencies: ["DemoKitAudit", "DemoKitSnapshots", "DemoKitTerminal", "DemoKitProcess", "DemoKitCore"]
        ),

        // Runner: the command line and its commands (list, open, browse,
        // snapshot, audit, review, export), `open --play` and `review`'s
        // screens; the browser is DemoKitBrowser.
        .target(
            name: "DemoKitRunner",
            dependencies: [
                "DemoKitBrowser", "DemoKitAudit", "DemoKitExport", "DemoKitHeadless", "DemoKitSnapshots", "DemoKitTerminal",
                "DemoKitWorkers", "DemoKitProcess", "DemoKitCore",
            ]
        ),
        .executableTarget(
            name: "demo-runner",
            dependencies: ["DemoKitRunner", "DemoKitDemos"]
        ),

        // Testing: golden-snapshot assertions for XCTest and Swift Testing; no
        // terminal or command-line code (see ARCHITECTURE.md).
        .target(
            name: "DemoKitTesting",
            dependencies: ["DemoKitAudit", "DemoKitSnapshots", "DemoKitExport", "DemoKitWorkers", "DemoKitProcess", "DemoKitCore"]
        ),

        // Discovery: the source scanner, the tool that runs it at build time,
        // and the plugins that find demo groups and run the catalog.
        .target(name: "DemoKitScanning"),
        .executableTarget(name: "demokit-scanner", dependencies: ["DemoKitScanning"]),
        .plugin(
            name: "DemoKitDiscovery",
            capability: .buildTool(),
            dependencies: ["demokit-scanner"]
        ),
        .plugin(
            name: "DemoCommand",
            capability: .command(
                intent: .custom(
                    verb: "demo",
                    description: "Builds the demo runner and runs it: list, open, snapshot."
                )
            )
        ),

        // Demos: the catalog a new user runs first, and its golden snapshots.
        .target(
            name: "DemoKitDemos",
            dependencies: ["DemoKitHeadless", "DemoKitCore"],
            path: "Demos",
            exclude: ["__Snapshots__"],
            plugins: ["DemoKitDiscovery"]
        ),

        // Benchmarks: `benchmarkTargets` below, declared with DEMOKIT_BENCHMARKS=1.

        // Tests
        // What several test targets share: running a process (tmux, the
        // runner) with a clean signal mask, and a seeded random generator.
        // Quoting shell words with the runner's own ShellWord.
        .target(name: "DemoKitTestSupport", dependencies: ["DemoKitProcess", "DemoKitSnapshots"], path: "Tests/Support"),
        .testTarget(name: "DemoKitCoreTests", dependencies: ["DemoKitTestSupport", "DemoKitCore"]),
        .testTarget(name: "DemoKitHeadlessTests", dependencies: ["DemoKitHeadless", "DemoKitTerminal", "DemoKitCore"]),
        .testTarget(
            name: "DemoKitRunnerTests",
            dependencies: [
                "DemoKitRunner", "DemoKitBrowser", "DemoKitExport", "DemoKitSnapshots", "DemoKitTerminal", "DemoKitCore",
                "LiveFixtureDemos",
            ]
        ),
        .testTarget(
            name: "DemoKitAuditTests",
            dependencies: [
                "DemoKitAudit", "DemoKitRunner", "DemoKitTesting", "DemoKitExport", "DemoKitSnapshots", "DemoKitHeadless",
                "DemoKitCore",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "DemoKitEndToEndTests", dependencies: ["DemoKitProcess", "demo-runner", "snapshot-fixtures"]),
        .testTarget(
            name: "DemoKitBrowserTests",
            dependencies: [
                "DemoKitBrowser", "DemoKitRunner", "DemoKitSnapshots", "DemoKitTerminal", "DemoKitProcess", "DemoKitCore",
                "DemoKitHeadless",
            ]
        ),
        .testTarget(name: "DemoKitBrowserEndToEndTests", dependencies: ["DemoKitTestSupport", "demo-runner", "snapshot-fixtures"]),
        .testTarget(name: "DemoKitWorkersTests", dependencies: ["DemoKitWorkers", "DemoKitSnapshots", "DemoKitCore"]),
        .testTarget(name: "DemoKitProcessTests", dependencies: ["DemoKitProcess"]),
        .testTarget(
            name: "DemoKitExportTests", dependencies: ["DemoKitExport", "DemoKitSnapshots", "DemoKitHeadless", "DemoKitCore"]
        ),
        // The exported catalog and pictures in headless Chromium (skipped
        // when it is missing; .ci/run installs it).
        .testTarget(
            name: "DemoKitExportBrowserTests",
            dependencies: ["DemoKitTestSupport", "DemoKitExport", "DemoKitSnapshots", "DemoKitCore", "demo-runner"]
        ),
        .testTarget(name: "DemoKitScanningTests", dependencies: ["DemoKitTestSupport", "DemoKitScanning", "DemoKitCore"]),
        .testTarget(
            name: "DemoKitDemosTests",
            dependencies: [
                "DemoKitDemos", "DemoKitTesting", "DemoKitRunner", "DemoKitBrowser", "DemoKitExport", "DemoKitSnapshots",
                "DemoKitCore",
            ]
        ),
        // The package's module graph, read from SwiftPM's own description
        // of it (`swift package describe`).
        .testTarget(name: "DemoKitPackageGraphTests", dependencies: ["DemoKitTestSupport"]),
        // What would break on a Mac, checked on the text from Linux: gated
        // protocols adopted without a gate, documentation of API that one
        // branch of a compiler or OS gate leaves out, platform facts
        // (library names, signal numbers) written outside Tests/Support.
        .testTarget(name: "DemoKitPortabilityTests", dependencies: ["DemoKitScanning"]),
        // The tests that build a user package with a nested SwiftPM:
        // `integrationTargets` below, declared with DEMOKIT_INTEGRATION=1.
        // The doc comments' examples, type-checked against the built modules
        // with the names examples assume; where the README's and the
        // articles' examples go in a user's package (DocumentationPackage;
        // DemoKitPluginEndToEndTests builds it).
        .target(name: "DocExamplePrelude", dependencies: ["DemoKitCore"], path: "Tests/DocExamplePrelude"),
        .testTarget(
            name: "DemoKitDocumentationTests",
            dependencies: [
                "DemoKitTestSupport", "DocExamplePrelude", "DemoKitCore", "DemoKitTesting", "DemoKitHeadless",
                "DemoKitRunner",
            ]
        ),
        .testTarget(name: "DemoKitShowcaseTests", dependencies: ["DemoKitTestSupport", "DemoKitDemos", "DemoKitCore"]),
        // The headless terminal against tmux: seeded streams and recordings
        // of real components (Fixtures/Recordings, Scripts/record-terminal-fixtures.py).
        .testTarget(
            name: "DemoKitHeadlessDifferentialTests",
            dependencies: ["DemoKitTestSupport", "DemoKitHeadless", "DemoKitCore"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "DemoKitSnapshotTests",
            dependencies: [
                "DemoKitTestSupport", "DemoKitRunner", "DemoKitSnapshots", "DemoKitCore", "DemoKitTesting",
                // The runner whose workers render the broken demos of the
                // `isolation: .process` tests (`SNAPSHOT_FIXTURES=isolation`).
                "LiveFixtureDemos", "snapshot-fixtures",
            ]
        ),
        .testTarget(
            name: "DemoKitSnapshotEndToEndTests",
            dependencies: ["DemoKitTestSupport", "demo-runner", "snapshot-fixtures"]
        ),
        .executableTarget(
            name: "snapshot-fixtures",
            dependencies: ["DemoKitRunner", "DemoKitHeadless", "DemoKitCore", "LiveFixtureDemos"],
            path: "Tests/Fixtures/SnapshotFixtures"
        ),
        .target(name: "LiveFixtureDemos", dependencies: ["DemoKitCore"], path: "Tests/Fixtures/LiveFixtureDemos"),
    ],
    swiftLanguageModes: [.v6]
)

// Benchmarks: DEMOKIT_BENCHMARKS=1 swift run -c release <name>-benchmark
//
// Declared only when DEMOKIT_BENCHMARKS=1 is set as SwiftPM reads this file,
// so that a package depending on DemoKit never resolves, builds or lists
// them. Not a nested Benchmarks/Package.swift: several of them use
// `package` internals of modules that are not products.
let benchmarkTargets: [Target] = [
    // Shared: timing, medians, peak memory and spawning children.
    .target(name: "BenchmarkSupport", dependencies: ["DemoKitProcess"], path: "Benchmarks/Support"),
    // A generated catalog of component-like demos, sized by a type.
    .target(name: "BenchmarkCatalogs", dependencies: ["DemoKitCore"], path: "Benchmarks/Catalogs"),
    .executableTarget(
        name: "scanner-benchmark", dependencies: ["BenchmarkSupport"], path: "Benchmarks/ScannerBenchmark"
    ),
    .executableTarget(
        name: "browser-benchmark",
        dependencies: ["DemoKitBrowser", "DemoKitRunner", "DemoKitSnapshots", "DemoKitTerminal", "DemoKitCore"],
        path: "Benchmarks/BrowserBenchmark"
    ),
    .executableTarget(
        name: "render-benchmark",
        dependencies: ["DemoKitCore", "BenchmarkSupport"],
        path: "Benchmarks/RenderBenchmark"
    ),
    .executableTarget(
        name: "startup-benchmark", dependencies: ["BenchmarkSupport"], path: "Benchmarks/StartupBenchmark"
    ),
    .executableTarget(
        name: "startup-runner",
        dependencies: ["DemoKitRunner", "DemoKitCore"],
        path: "Benchmarks/StartupRunner"
    ),
    // The same catalog size as 1,000 distinct types, generated
    // (Scripts/generate-startup-catalog.py) and found by the discovery plugin.
    .executableTarget(
        name: "startup-types-runner",
        dependencies: ["DemoKitRunner", "DemoKitCore"],
        path: "Benchmarks/StartupTypesRunner",
        plugins: ["DemoKitDiscovery"]
    ),
    .executableTarget(name: "startup-floor", path: "Benchmarks/StartupFloor"),
    .executableTarget(
        name: "script-benchmark",
        dependencies: ["DemoKitRunner", "DemoKitDemos", "DemoKitCore", "BenchmarkSupport"],
        path: "Benchmarks/ScriptBenchmark"
    ),
    .executableTarget(
        name: "snapshot-benchmark",
        dependencies: [
            "DemoKitRunner", "DemoKitSnapshots", "DemoKitCore", "BenchmarkSupport", "BenchmarkCatalogs",
        ],
        path: "Benchmarks/SnapshotBenchmark"
    ),
    .executableTarget(
        name: "export-benchmark",
        dependencies: [
            "DemoKitExport", "DemoKitRunner", "DemoKitDemos", "DemoKitSnapshots", "DemoKitCore", "BenchmarkSupport",
            "BenchmarkCatalogs",
        ],
        path: "Benchmarks/ExportBenchmark"
    ),
    .executableTarget(
        name: "media-benchmark",
        dependencies: ["DemoKitExport", "DemoKitDemos", "DemoKitSnapshots", "DemoKitCore", "BenchmarkSupport"],
        path: "Benchmarks/MediaBenchmark"
    ),
    .executableTarget(
        name: "audit-benchmark",
        dependencies: ["DemoKitAudit", "DemoKitSnapshots", "DemoKitCore", "BenchmarkSupport", "BenchmarkCatalogs"],
        path: "Benchmarks/AuditBenchmark"
    ),
    .executableTarget(
        name: "stream-benchmark",
        dependencies: ["DemoKitHeadless", "DemoKitCore", "BenchmarkSupport"],
        path: "Benchmarks/StreamBenchmark"
    ),
    .executableTarget(
        name: "watch-benchmark", dependencies: ["BenchmarkSupport"], path: "Benchmarks/WatchBenchmark"
    ),
    .executableTarget(
        name: "terminal-benchmark",
        dependencies: ["DemoKitHeadless", "DemoKitCore", "BenchmarkSupport"],
        path: "Benchmarks/TerminalBenchmark"
    ),
]

if Context.environment["DEMOKIT_BENCHMARKS"] == "1" {
    package.targets += benchmarkTargets
}

// Integration tests: DEMOKIT_INTEGRATION=1 swift test --filter DemoKitPluginEndToEndTests
//
// Tests that build a package of their own with a nested SwiftPM, which takes
// minutes from cold. Declared only when DEMOKIT_INTEGRATION=1 is set, so that
// a plain `swift test` neither builds nor runs them; .ci/run runs them after
// the main test step (CONTRIBUTING.md, "Build and test").
let integrationTargets: [Target] = [
    // The README's user package, built by path from a folder named
    // `My Demos é`, and its catalog run through the plugins; and the README's
    // and the articles' examples built as files of that package.
    .testTarget(name: "DemoKitPluginEndToEndTests", dependencies: ["DemoKitTestSupport"])
]

if Context.environment["DEMOKIT_INTEGRATION"] == "1" {
    package.targets += integrationTargets
}
