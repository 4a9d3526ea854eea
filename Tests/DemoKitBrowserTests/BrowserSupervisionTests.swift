import DemoKitCore
import Foundation
import Testing
@testable import DemoKitBrowser
@testable import DemoKitRunner
@testable import DemoKitTerminal

/// The browser's side of its supervisor: the place it reports and opens
/// at, the failures it shows instead of running a demo, and the lines it
/// writes on its channel.
@Suite struct BrowserSupervisionTests {
    private let sliderFailure = DemoFailure(
        key: DemoFailure.Key(group: "Widgets", demo: "slider", tweak: nil),
        summary: "This demo crashed the browser: signal \(SIGILL) (SIGILL): Fatal error: boom\u{1B}]52;c;eA==\u{07}",
        details: ["0 0x0000 boom() + 12 in Slider.swift", "1 0x0010 render\u{1B}[2J"])

    @Test func aFailedDemo_showsItsFailureInThePane_withControlsShownNotSent() {
        var state = BrowserState(catalog: Fixtures.catalog, size: Fixtures.wide, failures: [sliderFailure])
        state.press(.down)
        #expect(state.selectedAddress == "Widgets/slider")
        let screen = Fixtures.screen(state).joined(separator: "\n")
        #expect(screen.contains("! This demo crashed the browser: signal \(SIGILL) (SIGILL): Fatal error:"))
        #expect(screen.contains("boom␛]52;c;eA==␇"))
        #expect(screen.contains("1 0x0010 render␛[2J"))
        #expect(screen.contains("The browser started again without running it"))
        #expect(!screen.contains("<====o----->"), "the failed demo was rendered")
        #expect(!screen.contains("\u{1B}"))
    }

    @Test func aFailedLiveDemo_isNotMade_andOtherDemosStillAre() {
        let failure = DemoFailure(key: DemoFailure.Key(group: "LiveDemos", demo: "spinner", tweak: nil), summary: "hung")
        var made: [String] = []
        var state = BrowserState(
            catalog: Fixtures.liveCatalog, size: Fixtures.wide, failures: [failure],
            demoCodeWillRun: { made.append($0.demo) })
        let first = state.selectedAddress
        while state.selectedAddress != "LiveDemos/spinner" { state.press(.down) }
        #expect(state.live == nil)
        #expect(state.selectedFailure == failure)
        state.press(.down)
        #expect(state.selectedAddress == "LiveDemos/tally")
        #expect(state.live != nil)
        #expect(!made.contains("spinner"))
        #expect(made.first == first.map { String($0.split(separator: "/")[1]) })
    }

    @Test func place_recordsDemoTweakScriptStepWidthAppearanceDirectionScrollAndView() throws {
        var state = Fixtures.liveState("tally", tweak: "twos", script: "countTwo")
        state.press(.character("."), .character("."), .character("w"), .character("d"), .character("r"))
        var place = try #require(state.place)
        #expect(place.group == "LiveDemos")
        #expect(place.demo == "tally")
        #expect(place.tweak == "twos")
        #expect(place.script == "countTwo")
        #expect(place.step == 2)
        #expect(place.width == 40)
        #expect(place.appearance == .dark)
        #expect(place.direction == .rightToLeft)
        #expect(!place.isFullScreen)
        state.press(.escape, .enter)
        place = try #require(state.place)
        #expect(place.isFullScreen)
    }

    @Test func aBrowserLaunchedAtAPlace_opensThere_overTheCommandLineAndPreferences() throws {
        var before = Fixtures.liveState("tally", tweak: "twos", script: "countTwo")
        before.press(.character("."), .character("w"), .character("w"), .character("d"))
        let place = try #require(before.place)
        let environment = OutputCapture().environment(isTerminal: true)
        let parsed = try ArgumentParser.parse(
            ["LiveDemos/plain", "--appearance", "light"], as: BrowseCommand.spec, commandName: "demo-runner")
        let command = try BrowseCommand(parsed, environment: environment)
        let launch = BrowserLaunch(place: place, failures: [sliderFailure], notice: "started again")
        var state = try command.initialState(
            catalog: Fixtures.liveCatalog,
            remembered: Preferences.DemoReference(group: "LiveDemos", demo: "spinner"),
            warnings: ["started again"], environment: environment, launch: launch)
        state.restoreView(of: place)
        #expect(state.place == place)
        #expect(state.message?.text == "started again")
        #expect(state.failures.count == 1)
    }

    @Test func reports_areOneLineEach_andReadBack() throws {
        let place = BrowserPlace(group: "Group/with slash", demo: "d\nemo", tweak: "t", step: 2, width: 40)
        for report in [BrowserReport.busy(place), .idle(place)] {
            let line = report.line
            #expect(line.hasSuffix("\n"))
            #expect(line.dropLast().firstIndex(of: "\n") == nil)
            #expect(BrowserReport(line: line.dropLast()) == report)
        }
        #expect(BrowserReport(line: "reloading") == .reloading)
        #expect(BrowserReport.reloading.line == "reloading\n")
        #expect(BrowserReport(line: "busy not json") == nil)
        #expect(BrowserReport(line: "hello {}") == nil)
    }

    @Test func theController_reportsBusyForTheDemoItRuns_thenIdle() {
        var reports: [BrowserReport] = []
        var controller = BrowserController(state: Fixtures.state(), preferences: Preferences(), store: nil)
        controller.report { reports.append($0) }
        controller.start(size: Fixtures.wide) { _ in }
        reports.removeAll()
        _ = controller.handle([.key(.down)]) { _ in }
        #expect(reports.first.map { if case .busy(let place) = $0 { place.demo == "badge" } else { false } } == true)
        #expect(reports.contains { if case .busy(let place) = $0 { place.demo == "slider" } else { false } })
        #expect(reports.last.map { if case .idle(let place) = $0 { place.demo == "slider" } else { false } } == true)
    }

    @Test func aCrashReport_keepsTheRuntimesMessageAndTheFirstFrames() {
        let standardError = """
            snapshot_fixtures/CrashGroup.swift:50: Fatal error: boom

            *** Signal 4: Backtracing from 0x7fa1... done ***

            *** Program crashed: Illegal instruction at 0x00007f ***

            Thread 0 "snapshot-fixtur" crashed:

            0              0x00007fa1 _assertionFailure(_:_:file:line:flags:) + 265 in libswiftCore.so
            1 [ra]         0x0000559d TrapDemo.render(in:) + 126 in snapshot-fixtures at /x/CrashGroup.swift:50:9
            2 [ra] [thunk] 0x0000559e protocol witness for Demoable.render(in:) in snapshot-fixtures
            3 [ra]         0x0000559f static DemoPresenter.render in snapshot-fixtures
            4 [ra]         0x00005590 a in x
            5 [ra]         0x00005591 b in x
            6 [ra]         0x00005592 c in x

            Registers:
            rax 0x0000000000000000  0
            """
        let report = CrashReport(standardError: standardError)
        #expect(report.message == "snapshot_fixtures/CrashGroup.swift:50: Fatal error: boom")
        #expect(report.frames.count == CrashReport.frameLimit)
        #expect(report.frames[1].contains("TrapDemo.render(in:)"))
        #expect(
            report.summary(signal: SIGILL, signalName: "SIGILL")
                == "This demo crashed the browser: signal \(SIGILL) (SIGILL): snapshot_fixtures/CrashGroup.swift:50: Fatal error: boom")
        #expect(CrashReport(standardError: "").message == nil)
        #expect(
            CrashReport(standardError: "").summary(signal: SIGSEGV, signalName: "SIGSEGV")
                == "This demo crashed the browser: signal \(SIGSEGV) (SIGSEGV): a stack overflow or a bad memory access")
    }
}
