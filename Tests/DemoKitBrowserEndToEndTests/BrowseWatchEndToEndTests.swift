import DemoKitTestSupport
import Foundation
import Testing

/// `swift run WatchDemos browse --watch` in tmux, in a small package of its
/// own that depends on this checkout by path: an edit to a demo's source
/// is rebuilt and reopened at the same demo and tweak, a compile error is
/// shown over the last good build, and a fix clears it.
///
/// It runs `swift build` in that package, which takes minutes from cold,
/// so it is an integration test: it runs only with `DEMOKIT_INTEGRATION=1`,
/// as the plugin's test (`.ci/run` runs both). The package and its `.build`
/// stay in the temporary directory between runs, so later runs build
/// incrementally.
@Suite(
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed; .ci/run installs it (apt-get install tmux)"),
    .enabled(
        if: ProcessInfo.processInfo.environment["DEMOKIT_INTEGRATION"] == "1",
        "an integration test: DEMOKIT_INTEGRATION=1 swift test --filter BrowseWatchEndToEndTests"),
    .timeLimit(.minutes(30))
)
struct BrowseWatchEndToEndTests {
    private let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The demo the test edits: a tweakable demo whose text says its
    /// version and tweak.
    private func cards(_ version: String) -> String {
        """
        import DemoKitCore

        enum Cards: String, CaseIterable, DemoGroup, DemoGroupItem {
            case alpha
            case beta

            static func demoable(for index: Int) -> any Demoable {
                switch Cards.allCases[index] {
                case .alpha: TextDemo("Alpha") { _ in TextBlock("alpha text") }
                case .beta: BetaDemo()
                }
            }
        }

        struct BetaDemo: TweakableDemo {
            struct Tweak: TweakingOption {
                let identifier: String
            }

            private var tweak = "one"

            var numberOfTweaks: Int { 2 }
            func tweak(for index: Int) -> any TweakingOption { Tweak(identifier: index == 0 ? "one" : "two") }
            mutating func configure(forTweakAt index: Int) { tweak = index == 0 ? "one" : "two" }

            func render(in context: RenderContext) throws -> TextBlock {
                TextBlock("beta \\(\(version)) tweak \\(tweak)")
            }
        }

        """
    }

    /// A package beside a `DemoKit` link to this checkout, as the README's
    /// `.package(path: "../DemoKit")` expects.
    private func makePackage() throws -> URL {
        let workspace = FileManager.default.temporaryDirectory
            .appending(path: "demokit-watch-e2e-\(Self.stableHash(repository.path))")
        let package = workspace.appending(path: "WatchDemos")
        let sources = package.appending(path: "Sources/WatchDemos")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let link = workspace.appending(path: "DemoKit")
        try? FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: repository)
        try """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "WatchDemos",
                platforms: [.macOS(.v13)],
                dependencies: [.package(path: "../DemoKit")],
                targets: [
                    .executableTarget(
                        name: "WatchDemos",
                        dependencies: [
                            .product(name: "DemoKitCore", package: "DemoKit"),
                            .product(name: "DemoKitRunner", package: "DemoKit"),
                        ],
                        plugins: [.plugin(name: "DemoKitDiscovery", package: "DemoKit")]
                    )
                ]
            )

            """.write(to: package.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
        try "import DemoKitRunner\n\nDemoRunner.main(registry: DemoRegistry.self)\n"
            .write(to: sources.appending(path: "main.swift"), atomically: true, encoding: .utf8)
        try cards("\"version 1\"").write(to: sources.appending(path: "Cards.swift"), atomically: true, encoding: .utf8)
        return package
    }

    @Test func anEdit_isRebuiltAndReopenedAtTheSameDemoAndTweak_andACompileErrorShowsUntilFixed() throws {
        let package = try makePackage()
        let cardsFile = package.appending(path: "Sources/WatchDemos/Cards.swift")
        let session = try TmuxSession(columns: 100, rows: 30)
        defer { session.close() }
        let environment = ProcessInfo.processInfo.environment
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        let home = environment["HOME"] ?? session.directory.path
        try session.run(
            "cd \(ShellCommand.quoted(package.path)) && export PATH=\(ShellCommand.quoted(path)) "
                + "HOME=\(ShellCommand.quoted(home)) && swift build --product WatchDemos "
                + "&& swift run WatchDemos browse Cards/beta --tweak two --watch; echo status-$?")
        var screen = try session.waitFor("beta version 1 tweak two", timeout: 1500)
        #expect(screen.contains("› Beta"))

        try cards("\"version 2\"").write(to: cardsFile, atomically: true, encoding: .utf8)
        // Keys typed while it rebuilds are applied once, by one runner or
        // the next: the width goes to 40 columns, then the appearance to dark.
        try session.waitFor("Rebuilding…", timeout: 60)
        try session.press("w")
        try session.press("d")
        screen = try session.waitForScreen("version 2 at the same place", timeout: 600) {
            $0.contains("beta version 2 tweak two") && $0.contains("width 40 cols · dark · LTR")
        }
        #expect(screen.contains("› Beta"))
        #expect(screen.contains("tweak: Two (2/2)"))

        try cards("\"version 3\" + missingName").write(to: cardsFile, atomically: true, encoding: .utf8)
        screen = try session.waitFor("error: cannot find 'missingName' in scope", timeout: 600)
        #expect(screen.contains("Build failed; this is the last good build"))
        #expect(screen.contains("Sources/WatchDemos/Cards.swift:"))
        #expect(screen.contains("beta version 2 tweak two"), "the last good build is still shown")
        // The catalog still works on the last good build.
        try session.press("k")
        try session.waitFor("alpha text")
        try session.press("j")
        try session.waitFor("beta version 2 tweak two")

        try cards("\"version 3\"").write(to: cardsFile, atomically: true, encoding: .utf8)
        screen = try session.waitForScreen("the fix", timeout: 600) {
            $0.contains("beta version 3 tweak two") && !$0.contains("Build failed")
        }
        #expect(screen.contains("tweak: Two (2/2)"))

        try session.press("q")
        try session.waitFor("status-0")
        try session.waitForLineModeWithEcho()
    }

    /// A hash of `text` that is the same in every run (Swift's `hashValue`
    /// is seeded per process).
    private static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
