import DemoKitCore
import Foundation
import Testing
@testable import DemoKitBrowser
@testable import DemoKitRunner
@testable import DemoKitTerminal

@Suite struct BrowseCommandTests {
    private func command(_ arguments: [String] = [], environment: RunnerEnvironment) throws -> BrowseCommand {
        let parsed = try ArgumentParser.parse(arguments, as: BrowseCommand.spec, commandName: "demo-runner")
        return try BrowseCommand(parsed, environment: environment)
    }

    @Test func noArguments_withoutATerminal_printsHelpAndExitsZero() {
        let capture = OutputCapture()
        let status = DemoRunner.run(
            arguments: [], groups: [Widgets.self], environment: capture.environment(isTerminal: false))
        #expect(status == .success)
        #expect(capture.standardOutput.contains("USAGE: demo-runner <subcommand>"))
        #expect(capture.standardOutput.contains("browse"))
    }

    @Test func browse_withoutATerminal_isAUsageError_thatNamesTheAlternatives() {
        let capture = OutputCapture()
        let status = DemoRunner.run(
            arguments: ["browse"], groups: [Widgets.self], environment: capture.environment(isTerminal: false))
        #expect(status == .usage)
        #expect(capture.standardError.contains("'browse' needs a terminal on standard input and output"))
        #expect(capture.standardError.contains("demo-runner open GROUP/DEMO"))
    }

    @Test func browse_onADumbTerminal_isAUsageError_thatNamesTheAlternatives() {
        let capture = OutputCapture()
        let status = DemoRunner.run(
            arguments: ["browse"], groups: [Widgets.self],
            environment: capture.environment(isTerminal: true, variables: ["TERM": "dumb"]))
        #expect(status == .usage)
        #expect(capture.standardOutput.isEmpty)
        #expect(capture.standardError.contains("TERM is 'dumb'"))
        #expect(capture.standardError.contains("demo-runner list"))
        #expect(capture.standardError.split(separator: "\n").count == 1)
    }

    @Test func browseHelp_listsItsOptions() {
        let capture = OutputCapture()
        _ = DemoRunner.run(
            arguments: ["browse", "--help"], groups: [Widgets.self],
            environment: capture.environment(isTerminal: false))
        #expect(capture.standardOutput.contains("--preferences <path>"))
        #expect(capture.standardOutput.contains("--appearance <appearance>"))
    }

    @Test func initialState_restoresTheRememberedDemoAndTweak() throws {
        let environment = OutputCapture().environment(isTerminal: true, size: TerminalSize(columns: 120, rows: 40))
        let remembered = Preferences.DemoReference(group: "Widgets", demo: "toggle", tweak: "loud")
        let state = try command(environment: environment).initialState(
            catalog: Fixtures.catalog, remembered: remembered, warnings: [], environment: environment)
        #expect(state.selectedAddress == "Widgets/toggle")
        #expect(state.selectedTweak?.identifier == "loud")
        #expect(state.size == TerminalSize(columns: 120, rows: 40))
        #expect(state.message == nil)
    }

    @Test func initialState_rememberedDemoGone_opensTheFirst_withTheWarningInTheStatusArea() throws {
        let capture = OutputCapture()
        let environment = capture.environment(isTerminal: true, size: TerminalSize(columns: 100, rows: 30))
        let remembered = Preferences.DemoReference(group: "Widgets", demo: "knob")
        let state = try command(environment: environment).initialState(
            catalog: Fixtures.catalog, remembered: remembered, warnings: [], environment: environment)
        #expect(state.selectedAddress == "Widgets/badge")
        #expect(state.message?.isWarning == true)
        #expect(state.message?.text == "the last demo, Widgets/knob, no longer exists; opening Widgets/badge")
        #expect(capture.standardError.isEmpty)
        #expect(Fixtures.screen(state)[29].contains("! the last demo, Widgets/knob, no longer exists"))
    }

    /// The status line shows a notice as `open` prints it: on one line,
    /// with what a terminal would act on shown visibly; a warning of
    /// several lines shows one message a line.
    @Test func initialState_noticesAndWarnings_areShownOnOneVisibleLine() throws {
        let capture = OutputCapture()
        let environment = capture.environment(isTerminal: true)
        let remembered = Preferences.DemoReference(group: "Widgets", demo: "kn\nob\u{1B}")
        let state = try command(environment: environment).initialState(
            catalog: Fixtures.catalog, remembered: remembered, warnings: ["first\nsecond"],
            environment: environment)
        #expect(state.message?.text
            == "first; second; the last demo, Widgets/kn⏎ob␛, no longer exists; opening Widgets/badge")
        #expect(capture.standardError.isEmpty)
    }

    @Test func initialState_rememberedTweakGone_showsTheFirstTweak_andSaysSo() throws {
        let environment = OutputCapture().environment(isTerminal: true)
        let remembered = Preferences.DemoReference(group: "Widgets", demo: "toggle", tweak: "shouty")
        let state = try command(environment: environment).initialState(
            catalog: Fixtures.catalog, remembered: remembered, warnings: ["preferences file is not valid JSON"],
            environment: environment)
        #expect(state.selectedTweak?.identifier == "plain")
        #expect(state.message?.text.hasPrefix("preferences file is not valid JSON; the last tweak") == true)
    }

    @Test func initialState_addressAndTweakOnTheCommandLine_winOverTheRememberedOnes() throws {
        let environment = OutputCapture().environment(isTerminal: true)
        let remembered = Preferences.DemoReference(group: "Widgets", demo: "badge")
        let arguments = ["Widgets/tog", "--tweak", "3", "--appearance", "dark", "--rtl"]
        let state = try command(arguments, environment: environment).initialState(
            catalog: Fixtures.catalog, remembered: remembered, warnings: [], environment: environment)
        #expect(state.selectedAddress == "Widgets/toggle")
        #expect(state.selectedTweak?.identifier == "quiet")
        #expect(state.settings.appearance == .dark)
        #expect(state.settings.direction == .rightToLeft)
    }

    @Test func initialState_unknownDemoOnTheCommandLine_isAUsageError() throws {
        let environment = OutputCapture().environment(isTerminal: true)
        #expect(throws: RunnerError.self) {
            try command(["Widgets/knob"], environment: environment).initialState(
                catalog: Fixtures.catalog, remembered: nil, warnings: [], environment: environment)
        }
    }

    @Test func initialState_colour_followsTheEnvironment_asATerminal() throws {
        let environment = OutputCapture().environment(
            isTerminal: true, variables: ["TERM": "xterm-256color"])
        let state = try command(environment: environment).initialState(
            catalog: Fixtures.catalog, remembered: nil, warnings: [], environment: environment)
        #expect(state.settings.colorSupport == .ansi256)
        let noColor = OutputCapture().environment(
            isTerminal: true, variables: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        let plain = try command(environment: noColor).initialState(
            catalog: Fixtures.catalog, remembered: nil, warnings: [], environment: noColor)
        #expect(plain.settings.colorSupport == .none)
        // No colour, and nothing else: the accessible look is asked for.
        #expect(!plain.settings.screenReader)
        #expect(!plain.settings.reduceMotion)
        let asked = OutputCapture().environment(isTerminal: true, variables: ["TERM": "xterm-256color"])
        let reader = try command(["--screen-reader"], environment: asked).initialState(
            catalog: Fixtures.catalog, remembered: nil, warnings: [], environment: asked)
        #expect(reader.settings.screenReader)
        #expect(reader.settings.reduceMotion)
    }
}
