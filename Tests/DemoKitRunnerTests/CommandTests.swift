@testable import DemoKitBrowser
@testable import DemoKitRunner
import DemoKitCore
import DemoKitTerminal
import Foundation
import Testing

@Suite struct CommandTests {
    let groups: [any DemoGroup.Type] = [Widgets.self, Layouts.self]

    func run(_ arguments: [String], variables: [String: String] = [:]) -> (ExitCode, OutputCapture) {
        let capture = OutputCapture()
        let status = DemoRunner.run(
            arguments: arguments, groups: groups, environment: capture.environment(variables: variables))
        return (status, capture)
    }

    @Test func open_rendersTheTweak() throws {
        let directory = try TemporaryDirectory()
        let prefs = directory.url.appendingPathComponent("p.json").path
        let (status, output) = run(["open", "Widgets/buttons", "--tweak", "red", "--width", "30", "--preferences", prefs])
        #expect(status == .success)
        #expect(output.standardOutput.contains("│ colour: red"))
        #expect(output.standardError.isEmpty)
    }

    @Test func open_withoutAddress_reopensLastDemoAndTweak() throws {
        let directory = try TemporaryDirectory()
        let prefs = directory.url.appendingPathComponent("p.json").path
        _ = run(["open", "wid/buttons", "--tweak", "3", "--preferences", prefs])
        let (status, output) = run(["open", "--preferences", prefs])
        #expect(status == .success)
        #expect(output.standardOutput.contains("colour: redOutline"))
    }

    @Test func open_withoutAddressOrHistory_isAUsageError() throws {
        let directory = try TemporaryDirectory()
        let (status, output) = run(["open"], variables: ["DEMO_RUNNER_PREFERENCES": directory.url.appendingPathComponent("p.json").path])
        #expect(status == .usage)
        #expect(output.standardError == "error: no demo to reopen yet; name one, e.g. 'demo-runner open Widgets/badges' (see 'demo-runner list')\n")
    }

    @Test func open_sameDemoAndTweak_keepsTheBrowsersScript_anotherTweakDropsIt() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("p.json")
        let saved = Preferences(lastDemo: .init(group: "Widgets", demo: "buttons", tweak: "red", script: "press"))
        #expect(PreferencesStore(url: url).save(saved) == nil)
        #expect(run(["open", "Widgets/buttons", "--tweak", "red", "--preferences", url.path]).0 == .success)
        #expect(PreferencesStore(url: url).load().preferences.lastDemo?.script == "press")
        #expect(run(["open", "Widgets/buttons", "--tweak", "blue", "--preferences", url.path]).0 == .success)
        #expect(PreferencesStore(url: url).load().preferences.lastDemo == .init(group: "Widgets", demo: "buttons", tweak: "blue"))
    }

    @Test func open_removedDemo_fallsBackWithOneLine() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("p.json")
        try Data(#"{"schemaVersion":1,"lastDemo":{"group":"Widgets","demo":"gone","tweak":"x"}}"#.utf8).write(to: url)
        let (status, output) = run(["open", "--preferences", url.path])
        #expect(status == .success)
        #expect(output.standardError == "warning: the last demo, Widgets/gone, no longer exists; opening Widgets/badges\n")
        #expect(output.standardOutput.contains("[NEW]"))
        #expect(PreferencesStore(url: url).load().preferences.lastDemo == .init(group: "Widgets", demo: "badges"))
    }

    @Test func open_removedDemo_andATweakTheFirstDemoLacks_warnsThenFails() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("p.json")
        try Data(#"{"schemaVersion":1,"lastDemo":{"group":"Widgets","demo":"gone"}}"#.utf8).write(to: url)
        let (status, output) = run(["open", "--tweak", "red", "--preferences", url.path])
        #expect(status == .usage)
        let lines = output.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines.first == "warning: the last demo, Widgets/gone, no longer exists; opening Widgets/badges")
        #expect(lines.dropFirst().first?.hasPrefix("error: ") == true)
        #expect(output.standardOutput.isEmpty)
    }

    /// A remembered address is shown on one line, whatever it holds.
    @Test func open_removedDemoWithControlCharacters_warnsOnOneVisibleLine() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("p.json")
        try Data(#"{"schemaVersion":1,"lastDemo":{"group":"Widgets","demo":"go\n\u001Bne"}}"#.utf8).write(to: url)
        let (status, output) = run(["open", "--preferences", url.path])
        #expect(status == .success)
        #expect(output.standardError == "warning: the last demo, Widgets/go⏎␛ne, no longer exists; opening Widgets/badges\n")
    }

    @Test func open_removedTweak_fallsBackToFirstTweak() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("p.json")
        try Data(#"{"schemaVersion":1,"lastDemo":{"group":"Widgets","demo":"buttons","tweak":"green"}}"#.utf8).write(to: url)
        let (status, output) = run(["open", "--preferences", url.path])
        #expect(status == .success)
        #expect(output.standardError == "warning: the last tweak of Widgets/buttons, 'green', no longer exists; showing 'blue'\n")
        #expect(output.standardOutput.contains("colour: blue"))
    }

    @Test func open_typedPreferencesThatAreNotDemoKits_warnOnceOpenAndLeaveTheFile() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("package.json")
        let contents = Data("{\"name\": \"my-package\",\n  \"scripts\": {}}\n".utf8)
        try contents.write(to: url)
        let (status, output) = run(["open", "Widgets/badges", "--preferences", url.path])
        #expect(status == .success)
        #expect(output.standardOutput.contains("[NEW]"))
        #expect(output.standardError.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
        #expect(output.standardError.hasPrefix("warning: preferences file '\(url.path)' is not DemoKit's; left it as it is"))
        #expect(try Data(contentsOf: url) == contents)
    }

    @Test func open_corruptPreferencesAtTheDefaultLocation_areKeptAsideAndReplacedOnce() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("demokit/demo-runner.json")
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"schemaVer".utf8).write(to: url)
        let (status, output) = run(["open", "Widgets/badges"], variables: ["XDG_STATE_HOME": directory.url.path])
        #expect(status == .success)
        #expect(output.standardError.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
        #expect(try String(contentsOf: url.appendingPathExtension("corrupt"), encoding: .utf8) == "{\"schemaVer")
        #expect(PreferencesStore(url: url, isDefaultLocation: true).load().warning == nil)
    }

    @Test func open_readOnlyPreferences_stillOpens() throws {
        let directory = try TemporaryDirectory()
        let blocker = directory.url.appendingPathComponent("file")
        try Data().write(to: blocker)
        let (status, output) = run(["open", "Widgets/badges", "--preferences", blocker.appendingPathComponent("p.json").path])
        #expect(status == .success)
        #expect(output.standardOutput.contains("[NEW]"))
        #expect(output.standardError.hasPrefix("warning: cannot save preferences"))
    }

    @Test func open_renderError_isAFailureNamingTheDemo() throws {
        let directory = try TemporaryDirectory()
        let (status, output) = run(["open", "Widgets/banner", "--preferences", directory.url.appendingPathComponent("p.json").path])
        #expect(status == .failure)
        #expect(output.standardError == "error: Widgets/banner failed to render: the banner is broken\n")
    }

    @Test(arguments: [
        (["open", "Widgets/buttons", "--tweak", "purple"], "error: unknown tweak 'purple' for Widgets/buttons. Tweaks: blue, red, redOutline.\n"),
        (["open", "Widgets/buttons", "--width", "abc"], "error: invalid value 'abc' for '--width'; give a number of columns from 1 to 1000, e.g. '--width 80'\n"),
        (["open", "Widgets/buttons", "--color", "alway"], "error: invalid value 'alway' for '--color'; did you mean 'always'?\n"),
        (["open", "Widgets/buttons", "--tweak"], "error: missing value for '--tweak'; write '--tweak id'\n"),
        (["open", "Widgets/buttons", "extra"], "error: unexpected argument 'extra' for 'open'; see 'demo-runner open --help'\n"),
        (["open", "Widgets/buttons", "--rtl=yes"], "error: '--rtl' takes no value; write it alone\n"),
        (["list", "--jsn"], "error: unknown option '--jsn' for 'list'; did you mean '--json'?\n"),
        (["lst"], "error: unknown command 'lst'; did you mean 'list'?\n"),
        (["Widgets/buttons"], "error: unknown command 'Widgets/buttons'; did you mean 'demo-runner open Widgets/buttons'?\n"),
        (["--verison"], "error: unknown option '--verison'; did you mean '--version'?\n"),
        (["help", "opne"], "error: unknown command 'opne'; did you mean 'open'?\n"),
        (["open", "Widgets/buttons", "--tweak", ""], "error: empty value for '--tweak'; write '--tweak id'\n"),
        (["open", "Widgets/buttons", "--preferences="], "error: empty value for '--preferences'; write '--preferences path'\n"),
        (["open", "Wid\nget\u{1B}[31m/buttons"], "error: unknown group 'Wid⏎get␛[31m'. Groups: Widgets, Page-Layouts.\n"),
    ])
    func usageErrors_exit64WithOneLine(arguments: [String], expected: String) {
        let (status, output) = run(arguments)
        #expect(status == .usage)
        #expect(output.standardError == expected)
        #expect(output.standardOutput.isEmpty)
    }

    @Test func invalidCatalog_exits1() {
        let capture = OutputCapture()
        let status = DemoRunner.run(
            arguments: ["list"], groups: [Widgets.self, WidgetsAgain.self], environment: capture.environment())
        #expect(status == .failure)
        #expect(capture.standardError.hasPrefix("error: invalid catalog: groups "))
    }

    @Test func list_filter_keepsMatchingTweaksOnly() {
        let (status, output) = run(["list", "--filter", "outline"])
        #expect(status == .success)
        #expect(output.standardOutput == """
            Widgets                 Widgets
            └── Buttons             Widgets/buttons
                └── 3. Red Outline  --tweak redOutline

            """)
    }

    @Test func list_filter_withoutMatch_saysSo() {
        let (status, output) = run(["list", "--filter", "nothing-like-this"])
        #expect(status == .success)
        #expect(output.standardOutput == "No group, demo, tweak or script matches 'nothing-like-this'.\n")
    }

    @Test func list_json_isParseable() throws {
        let (status, output) = run(["list", "--json"])
        #expect(status == .success)
        let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        #expect(object?["schemaVersion"] as? Int == 1)
        let groups = object?["groups"] as? [[String: Any]]
        #expect(groups?.map { $0["identifier"] as? String } == ["Widgets", "Page-Layouts"])
        let demos = groups?.first?["demos"] as? [[String: Any]]
        #expect(demos?.map { $0["address"] as? String } == ["Widgets/badges", "Widgets/banner", "Widgets/buttons"])
        let tweaks = demos?.last?["tweaks"] as? [[String: Any]]
        #expect(tweaks?.last?["number"] as? Int == 3)
        #expect(tweaks?.last?["title"] as? String == "Red Outline")
    }

    @Test func width_defaultsToColumnsThenTerminalThen80() throws {
        let options = try RenderOptions(RenderOptions.Flags())
        let capture = OutputCapture()
        #expect(options.resolvedWidth(in: capture.environment(variables: ["COLUMNS": "120"], terminalSize: TerminalSize(columns: 90, rows: 20))) == 120)
        #expect(options.resolvedWidth(in: capture.environment(variables: ["COLUMNS": "junk"], terminalSize: TerminalSize(columns: 90, rows: 20))) == 90)
        #expect(options.resolvedWidth(in: capture.environment()) == 80)
        #expect(options.resolvedWidth(in: capture.environment(variables: ["COLUMNS": "5"])) == 10)
        #expect(options.resolvedWidth(in: capture.environment(terminalSize: TerminalSize(columns: 1500, rows: 20))) == 1000)
    }

    @Test func color_followsFlagThenNoColorThenTerminal() throws {
        func support(_ arguments: [String], _ variables: [String: String], terminal: Bool) throws -> ColorSupport {
            let parsed = try ArgumentParser.parse(arguments, as: OpenCommand.spec, commandName: "demo-runner")
            return try RenderOptions(OpenCommand.Options(parsed).render)
                .context(in: OutputCapture().environment(variables: variables, isOutputTerminal: terminal))
                .colorSupport
        }
        #expect(try support(["--color", "never"], ["TERM": "xterm-256color"], terminal: true) == ColorSupport.none)
        #expect(try support(["--color", "always"], ["NO_COLOR": "1"], terminal: false) == .ansi16)
        #expect(try support([], ["NO_COLOR": "1", "TERM": "xterm-256color"], terminal: true) == ColorSupport.none)
        #expect(try support([], ["TERM": "xterm-256color"], terminal: false) == ColorSupport.none)
        #expect(try support([], ["TERM": "xterm-256color"], terminal: true) == .ansi256)
    }

    @Test func bareRunner_onADumbTerminal_printsHelpInsteadOfBrowsing() {
        let capture = OutputCapture()
        var environment = capture.environment(variables: ["TERM": "dumb"], isOutputTerminal: true)
        environment.isInputTerminal = true
        let status = DemoRunner.run(arguments: [], groups: groups, environment: environment)
        #expect(status == .success)
        #expect(capture.standardOutput.hasPrefix("OVERVIEW: "))
    }

    @Test func help_isPrintedOnStdoutWithExit0() {
        let (status, output) = run(["open", "--help"])
        #expect(status == .success)
        #expect(output.standardOutput.hasPrefix("OVERVIEW: Render a demo"))
        #expect(output.standardOutput.contains("--tweak <id>"))
        #expect(output.standardError.isEmpty)
    }
}
