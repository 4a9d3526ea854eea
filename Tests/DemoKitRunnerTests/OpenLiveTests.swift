import DemoKitCore
@testable import DemoKitBrowser
@testable import DemoKitRunner
import DemoKitSnapshots
import DemoKitTerminal
import Foundation
import LiveFixtureDemos
import Testing

/// `open` on interactive and animated demos: `--keys`, `--at`, `--script`,
/// `--steps`, and `--play` without a terminal.
@Suite struct OpenLiveTests {
    let groups: [any DemoGroup.Type] = [Widgets.self, LiveGroup.self]

    func run(_ arguments: [String]) throws -> (ExitCode, OutputCapture) {
        let directory = try TemporaryDirectory()
        let prefs = directory.url.appendingPathComponent("p.json").path
        let capture = OutputCapture()
        let status = DemoRunner.run(
            arguments: arguments + ["--preferences", prefs], groups: groups, environment: capture.environment())
        return (status, capture)
    }

    @Test func keys_renderTheScreenAfterThem_thenTheOutcome() throws {
        let (status, output) = try run(["open", "Live/fruit", "--keys", "down enter", "--width", "24"])
        #expect(status == .success)
        #expect(output.standardError.isEmpty)
        #expect(output.standardOutput == """
            ╭─ Fruit · Fruit ──────╮
            │ Pick one:            │
            │   Apple              │
            │ ▸ Banana             │
            │   Cherry             │
            │ done: value "Banana" │
            ╰──────────────────────╯
            outcome: value "Banana"

            """)
    }

    /// A prompt given one option ends at once: its start screen says its
    /// outcome, as it would after `--keys`, `--at` or `--script`.
    @Test func startScreen_ofADemoThatHasEndedThere_endsWithItsOutcome() throws {
        let capture = OutputCapture()
        let directory = try TemporaryDirectory()
        let status = DemoRunner.run(
            arguments: [
                "open", "Ended/single", "--width", "20", "--preferences", directory.url.appendingPathComponent("p.json").path,
            ],
            groups: [EndedGroup.self], environment: capture.environment())
        #expect(status == .success, "\(capture.standardError)")
        #expect(capture.standardOutput == "only: Alpha\noutcome: value \"Alpha\"\n")
    }

    @Test func keys_quotedTextIsTyped_andWithoutAnOutcomeNoOutcomeLine() throws {
        let (status, output) = try run(["open", "Live/fruit", "--keys", "'c'", "--width", "24"])
        #expect(status == .success)
        #expect(output.standardOutput.contains("│ ▸ Cherry"))
        #expect(!output.standardOutput.contains("outcome:"))
    }

    @Test func keys_combineWithTweak() throws {
        let (status, output) = try run(["open", "Live/fruit", "--tweak", "vegetables", "--keys", "down enter"])
        #expect(status == .success)
        #expect(output.standardOutput.hasSuffix("outcome: value \"Pea\"\n"))
    }

    @Test func outcomeLine_isDimWhenColourIsOn() throws {
        let (_, output) = try run(["open", "Live/fruit", "--keys", "enter", "--color", "always"])
        #expect(output.standardOutput.hasSuffix("\u{1B}[2moutcome: value \"Apple\"\u{1B}[0m\n"))
    }

    @Test func keys_unknownKey_isAUsageErrorNamingItAndTheFix() throws {
        let (status, output) = try run(["open", "Live/fruit", "--keys", "down dwn"])
        #expect(status == .usage)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.hasPrefix("error: invalid value for '--keys': unknown key 'dwn'; use a key name (up, down"))
        #expect(output.standardError.hasSuffix("or quote text to type it ('dwn')\n"))
        #expect(output.standardError.split(separator: "\n").count == 1)
    }

    @Test func at_rendersAtTheVirtualTime() throws {
        let (status, output) = try run(["open", "Live/spinner", "--at", "250ms"])
        #expect(status == .success)
        #expect(output.standardOutput.contains("│ - Building"))
        let (_, later) = try run(["open", "Live/spinner", "--at", "1.5s"])
        #expect(later.standardOutput.contains("│ ✔ Built"))
        let (_, plain) = try run(["open", "Live/spinner", "--at", "2"])
        #expect(plain.standardOutput.contains("│ ✔ Built"))
    }

    @Test(arguments: ["-1s", "1.5m", "abc", ".5s", "1.s", "1e3"])
    func at_malformedOrNegative_isAUsageErrorNamingTheForms(_ value: String) throws {
        let (status, output) = try run(["open", "Live/spinner", "--at", value])
        #expect(status == .usage)
        #expect(
            output.standardError
                == "error: invalid value '\(value)' for '--at'; give a virtual time of zero or more: "
                + "'1.5s', '1500ms' or '2' (seconds)\n")
    }

    @Test func virtualTime_readsTheDocumentedFormsExactly() {
        #expect(VirtualTimeArgument.parse("1.5s") == .milliseconds(1500))
        #expect(VirtualTimeArgument.parse("1500ms") == .milliseconds(1500))
        #expect(VirtualTimeArgument.parse("2") == .seconds(2))
        #expect(VirtualTimeArgument.parse("0") == .zero)
        #expect(VirtualTimeArgument.parse("0.1s") == .milliseconds(100))
        #expect(VirtualTimeArgument.parse("0.000000001s") == .nanoseconds(1))
        #expect(VirtualTimeArgument.parse("2.5ms") == .microseconds(2500))
        #expect(VirtualTimeArgument.parse("0.0000000001s") == nil)
        #expect(VirtualTimeArgument.parse("9999999999s") == nil)
        #expect(VirtualTimeArgument.parse("") == nil)
        #expect(VirtualTimeArgument.parse("s") == nil)
        #expect(VirtualTimeArgument.parse("+1s") == nil)
    }

    @Test func stillDemo_rejectsLiveFlags() throws {
        for flags in [["--keys", "enter"], ["--at", "1s"], ["--script", "x"], ["--play"]] {
            let (status, output) = try run(["open", "Widgets/buttons"] + flags)
            #expect(status == .usage)
            #expect(
                output.standardError
                    == "error: Widgets/buttons is a still demo, neither interactive nor animated; "
                    + "leave out '\(flags[0])' to render it\n")
        }
    }

    @Test func keysOnAnAnimatedDemo_andTimeOnAnInteractiveOne_areUsageErrors() throws {
        let (keysStatus, keys) = try run(["open", "Live/spinner", "--keys", "enter"])
        #expect(keysStatus == .usage)
        #expect(keys.standardError.hasPrefix("error: Live/spinner is animated, not interactive: keys change nothing;"))
        let (timeStatus, time) = try run(["open", "Live/fruit", "--at", "1s"])
        #expect(timeStatus == .usage)
        #expect(time.standardError.hasPrefix("error: Live/fruit is interactive, not animated: time changes nothing;"))
    }

    @Test func flagsThatDoNotGoTogether_areUsageErrors() throws {
        let cases: [([String], String)] = [
            (["--play", "--keys", "enter"], "error: '--play' runs the demo live from its start; leave out '--keys'\n"),
            (["--script", "chooseSecond", "--keys", "enter"], "error: '--script' and '--keys' cannot be combined; give the script, or the keys\n"),
            (["--script", "chooseSecond", "--at", "1s"], "error: '--at' cannot be combined with '--script', whose steps set the time; leave out '--at', or use '--keys' with '--at'\n"),
            (["--steps"], "error: '--steps' prints the screens of '--keys', '--at' or '--script'; add one, e.g. '--keys \"down enter\"'\n"),
        ]
        for (flags, message) in cases {
            let (status, output) = try run(["open", "Live/fruit"] + flags)
            #expect(status == .usage)
            #expect(output.standardError == message)
        }
    }

    @Test func script_rendersItsFinalScreenAndOutcome() throws {
        let (status, output) = try run(["open", "Live/fruit", "--script", "choose"])
        #expect(status == .success)
        #expect(output.standardOutput.contains("│ ▸ Banana"))
        #expect(output.standardOutput.hasSuffix("\noutcome: value \"Banana\"\n"))
    }

    @Test func script_isTheTweaks() throws {
        let (status, output) = try run(["open", "Live/fruit", "--tweak", "veg", "--script", "chooseSecond"])
        #expect(status == .success)
        #expect(output.standardOutput.hasSuffix("\noutcome: value \"Pea\"\n"))
    }

    @Test func script_withAnotherOutcomeThanExpected_printsTheScreenAndExits1() throws {
        let (status, output) = try run(["open", "Live/fruit", "--script", "expectsCherry"])
        #expect(status == .failure)
        #expect(output.standardOutput.hasSuffix("\noutcome: value \"Apple\"\n"))
        #expect(output.standardError == "error: script 'expectsCherry' ended with value \"Apple\"; expected value \"Cherry\"\n")
    }

    @Test func script_unknown_suggestsTheNearestAndListsThem() throws {
        let (status, output) = try run(["open", "Live/fruit", "--script", "chooseSecnd"])
        #expect(status == .usage)
        #expect(
            output.standardError
                == "error: unknown script 'chooseSecnd' for Live/fruit (tweak fruit). Did you mean 'chooseSecond'? "
                + "Scripts: chooseSecond, expectsCherry.\n")
        let (_, far) = try run(["open", "Live/fruit", "--script", "zzz"])
        #expect(far.standardError == "error: unknown script 'zzz' for Live/fruit (tweak fruit). Scripts: chooseSecond, expectsCherry.\n")
    }

    @Test func script_onADemoWithoutScripts_saysSo() throws {
        let (status, output) = try run(["open", "Live/spinner", "--script", "x"])
        #expect(status == .usage)
        #expect(output.standardError == "error: Live/spinner has no scripts; leave out '--script' (use '--keys' to press keys)\n")
    }

    @Test func steps_withKeys_printEveryScreenUnderItsStep() throws {
        let (status, output) = try run(["open", "Live/fruit", "--keys", "down enter", "--steps", "--width", "24"])
        #expect(status == .success)
        #expect(output.standardOutput == """
            ── 0. start  (t = 0 s)
            ╭─ Fruit · Fruit ──────╮
            │ Pick one:            │
            │ ▸ Apple              │
            │   Banana             │
            │   Cherry             │
            ╰──────────────────────╯

            ── 1. ↓  (t = 0 s)
            ╭─ Fruit · Fruit ──────╮
            │ Pick one:            │
            │   Apple              │
            │ ▸ Banana             │
            │   Cherry             │
            ╰──────────────────────╯

            ── 2. ⏎  (t = 0 s)
            ╭─ Fruit · Fruit ──────╮
            │ Pick one:            │
            │   Apple              │
            │ ▸ Banana             │
            │   Cherry             │
            │ done: value "Banana" │
            ╰──────────────────────╯

            ── outcome: value "Banana"

            """)
    }

    @Test func steps_withAt_endWithTheWait() throws {
        let (status, output) = try run(["open", "Live/spinner", "--at", "1.2s", "--steps", "--width", "20"])
        #expect(status == .success)
        let headers = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("── ") }
        #expect(headers == ["── 0. start  (t = 0 s)", "── 1. wait 1.2 s  (t = 1.2 s)"])
    }

    @Test func steps_withScript_areTheScriptsSteps_asTheGoldenStory() throws {
        let (status, output) = try run(["open", "Live/fruit", "--script", "chooseSecond", "--steps", "--width", "30"])
        #expect(status == .success)
        let catalog = try Catalog(groups: groups)
        let demo = try catalog.demo(at: "Live/fruit")
        let demoable = demo.makeDemoable(tweak: demo.tweaks.first)
        let script = try #require((demoable as? any LiveDemo)?.scripts.first)
        let frames = try ScriptPlayback.play(script, with: LivePlayer(demo: demoable, context: RenderContext(width: 30))) {
            try DemoPresenter.render($0, of: demo, tweak: demo.tweaks.first)
        }
        #expect(output.standardOutput == ScriptPlayback.story(of: frames).encoded(for: .none) + "\n")
        #expect(output.standardOutput.contains("── 2. ⏎  (t = 0 s)"))
    }

    @Test func play_withoutATerminal_printsAnAnimationsLastFrame() throws {
        let (status, output) = try run(["open", "Live/spinner", "--play", "--width", "20"])
        #expect(status == .success)
        #expect(output.standardOutput.contains("│ ✔ Built"))
        let (_, ticker) = try run(["open", "Live/ticker", "--play", "--width", "20"])
        #expect(ticker.standardOutput.contains("│ tick 600"), "a never-ending animation stops at ten minutes")
    }

    @Test func play_withoutATerminal_printsAnInteractiveDemosStartScreen() throws {
        let (status, output) = try run(["open", "Live/fruit", "--play", "--width", "24"])
        #expect(status == .success)
        #expect(output.standardOutput.contains("│ ▸ Apple"))
        #expect(!output.standardOutput.contains("outcome:"))
    }

    @Test func help_documentsEveryLiveFlag() throws {
        let capture = OutputCapture()
        _ = DemoRunner.run(arguments: ["open", "--help"], groups: groups, environment: capture.environment())
        for flag in ["--keys <keys>", "--at <time>", "--script <id>", "--steps", "--play"] {
            #expect(capture.standardOutput.contains("  \(flag)"), "\(flag)")
        }
    }

    @Test func settle_runsUntilTheAnimationStops_orTheLimit() {
        var spinner = LivePlayer(demo: BuildSpinnerDemo(), context: RenderContext(width: 20))
        spinner.settle()
        #expect(spinner.time == .seconds(1))
        var ticker = LivePlayer(demo: TickerDemo(), context: RenderContext(width: 20))
        ticker.settle(within: .seconds(5))
        #expect(ticker.time == .seconds(5))
    }
}

/// A prompt with one option, which it has chosen before any key.
private struct SingleOptionDemo: InteractiveDemo {
    var presentation: DemoPresentation { .inline }
    var outcome: DemoOutcome? { .value("Alpha") }
    mutating func handle(_ input: DemoInput, at time: Duration) {}
    func render(in context: RenderContext) throws -> TextBlock { TextBlock("only: Alpha") }
}

private enum EndedGroup: String, CaseDemoGroup {
    case single
    static var groupIdentifier: String { "Ended" }
    var demo: any Demoable { SingleOptionDemo() }
}
