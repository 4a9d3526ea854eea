import DemoKitCore
import Foundation
import Testing
@testable import DemoKitBrowser
@testable import DemoKitTerminal

/// `browse --watch` without a compiler: the build's output read, the
/// sources watched, the supervisor's messages and what the browser shows.
@Suite struct BrowserWatchTests {
    @Test func buildOutput_givesTheLastProgress_andEachCompilerErrorOnce_relativeToTheRoot() {
        let output = """
            Building for debugging...
            [1/12] Write sources
            [7/12] Compiling MyDemos Card.swift
            /pkg/Sources/MyDemos/Card.swift:12:5: error: cannot find 'x' in scope
            /pkg/Sources/MyDemos/Card.swift:12:5: error: cannot find 'x' in scope
            /pkg/Sources/MyDemos/List.swift:3:1: warning: unused
            /elsewhere/A.swift:1:2: error: nope
            error: fatalError
            """
        #expect(PackageBuild.progress(in: output) == "7/12")
        let root = URL(fileURLWithPath: "/pkg")
        #expect(
            PackageBuild.errors(in: output, root: root) == [
                "Sources/MyDemos/Card.swift:12:5: error: cannot find 'x' in scope",
                "/elsewhere/A.swift:1:2: error: nope",
            ])
        // Coloured, as the compiler prints them when SwiftPM kept the plan
        // of a build in a terminal.
        let coloured = "\u{1B}[1m/pkg/Sources/MyDemos/Card.swift:3:9: \u{1B}[0m\u{1B}[0;1;31merror: \u{1B}[0m"
            + "\u{1B}[1mcannot find 'y' in scope\u{1B}[0m\n\u{1B}[0;36m3 |\u{1B}[0;0m let x = y\n"
        #expect(PackageBuild.errors(in: coloured, root: root) == ["Sources/MyDemos/Card.swift:3:9: error: cannot find 'y' in scope"])
        let unplaced = PackageBuild.errors(in: "x\nerror: no such product 'y'\n", root: root)
        #expect(unplaced == ["error: no such product 'y'"])
        #expect(PackageBuild.progress(in: "[a/b] no\n") == nil)
    }

    @Test func buildSettings_matchTheExecutablesConfigurationAndScratchFolder() {
        let settings = PackageBuild.Settings(root: URL(fileURLWithPath: "/pkg"), product: "MyDemos", configuration: "release")
        #expect(settings.arguments == ["build", "--product", "MyDemos", "-c", "release"])
    }

    @Test func supervisorMessages_readBack() {
        let messages: [SupervisorMessage] = [
            .build(.building(progress: nil)), .build(.building(progress: "3/9")),
            .build(.failed(errors: ["A.swift:1:2: error: \"quoted\"\nnext"])), .reload, .upToDate,
            .start(launchFile: "/tmp/My Demos é/demokit-browser-1.json"),
        ]
        for message in messages {
            #expect(message.line.hasSuffix("\n"))
            #expect(message.line.dropLast().firstIndex(of: "\n") == nil)
            #expect(SupervisorMessage(line: message.line.dropLast()) == message)
        }
        #expect(SupervisorMessage(line: "failed nope") == nil)
        #expect(SupervisorMessage(line: "start") == nil)
        #expect(BrowserReport(line: Substring(BrowserReport.ready.line.dropLast())) == .ready)
        #expect(SupervisorMessage(line: "hello") == nil)
    }

    @Test func theBrowser_showsTheBuildsProgressAndErrors_andQuitsForANewBuild() {
        var controller = BrowserController(state: Fixtures.state(), preferences: Preferences(), store: nil)
        controller.start(size: Fixtures.wide) { _ in }
        var outcome = controller.handle(.build(.building(progress: "4/10"))) { _ in }
        #expect(outcome == .continue)
        var screen = Fixtures.screen(controller.state)
        #expect(screen[28].hasSuffix("Rebuilding… [4/10]"))
        let error = "Sources/Card.swift:12:5: error: cannot find 'x' in scope\u{1B}[2J"
        outcome = controller.handle(.build(.failed(errors: [error]))) { _ in }
        #expect(outcome == .continue)
        screen = Fixtures.screen(controller.state)
        #expect(screen.contains { $0.contains("─ Build failed; this is the last good build") })
        #expect(screen.contains { $0.contains("Sources/Card.swift:12:5: error: cannot find 'x' in scope␛[2J") })
        #expect(screen[28].contains("build failed: 1 error"))
        #expect(screen[0].hasPrefix("Widgets"), "the catalog is still there")
        outcome = controller.handle([.key(.down)]) { _ in }
        #expect(outcome == .continue)
        #expect(controller.state.selectedAddress == "Widgets/slider")
        outcome = controller.handle(.upToDate) { _ in }
        #expect(outcome == .continue)
        #expect(controller.state.build == nil)
        #expect(!Fixtures.screen(controller.state).joined().contains("Build failed"))
        outcome = controller.handle(.reload) { _ in }
        #expect(outcome == .quit)
    }
}
