import DemoKitCore
import Testing

@testable import DemoKitDemos

/// The `Prompts` demos played as the runner plays them: every script of
/// every tweak ends as it expects, every screen fits its width, animations
/// stop once nothing changes.
@Suite struct PromptDemoTests {
    struct ScriptCase: CustomTestStringConvertible, Sendable {
        var demo: PromptCase
        var script: DemoScript
        var testDescription: String { "\(demo) --script \(script.identifier)" }
    }

    static var scripts: [ScriptCase] {
        PromptCase.all.flatMap { item in
            ((item.demo as? any LiveDemo)?.scripts ?? []).map { ScriptCase(demo: item, script: $0) }
        }
    }

    @Test func everyDemoIsLive_withScriptsInEveryTweak() {
        for item in PromptCase.all {
            let scripts = (item.demo as? any LiveDemo)?.scripts ?? []
            #expect(!scripts.isEmpty, "\(item)")
            #expect(Set(scripts.map(\.identifier)).count == scripts.count, "\(item): script identifiers repeat")
        }
        #expect(PromptCase.all.count == 27)
    }

    @Test(arguments: scripts)
    func everyScript_endsWithItsExpectedOutcome_andFits(_ item: ScriptCase) throws {
        for width in [80, 30, 16] {
            let player = LivePlayer(demo: item.demo.demo, context: RenderContext(width: width, colorSupport: .trueColor))
            let frames = try ScriptPlayback.play(item.script, with: player)
            #expect(ScriptPlayback.outcomeFailure(of: item.script, frames: frames) == nil, "at \(width) columns")
            for frame in frames {
                let room = item.script.steps.prefix(frame.index).reduce(width) { room, step in
                    if case .resize(let newWidth, _) = step { return newWidth }
                    return room
                }
                for line in frame.screen.lines where line.displayWidth > room {
                    Issue.record("\(item.testDescription) step \(frame.index) at \(room) columns: \(line.plainText)")
                }
            }
            #expect(frames.count == item.script.steps.count + 1)
        }
    }

    @Test(arguments: PromptCase.all)
    func startScreen_fitsNarrowAndWideWidths_inBothDirections(_ item: PromptCase) throws {
        for width in [16, 20, 30, 40, 80, 132] {
            for direction in LayoutDirection.allCases {
                let block = try item.demo.render(in: RenderContext(width: width, colorSupport: .trueColor, direction: direction))
                #expect(!block.lines.isEmpty)
                #expect(block.width <= width, "\(item) is \(block.width) columns at \(width)")
            }
        }
    }

    @Test func singleChoice_downEnter_choosesTheSecondOption() throws {
        var player = LivePlayer(demo: PromptCase.demo(.singleChoice, tweak: "standard"), context: RenderContext())
        for step in try ScriptStep.parse(keys: "down enter") { player.perform(step) }
        #expect(player.outcome == .value(SingleChoiceDemo.allOptions[1]))
        #expect(try player.render().plainText == "✔ Template: macOS app")
    }

    @Test func singleChoice_filter_showsOnlyMatches() throws {
        var player = LivePlayer(demo: PromptCase.demo(.singleChoice, tweak: "typeToFilter"), context: RenderContext())
        player.perform(.type("pack"))
        let text = try player.render().plainText
        #expect(text.contains("Filter: pack█"))
        #expect(text.contains("❯ Swift package"))
        #expect(!text.contains("iOS app"))
        player.perform(.type("zz"))
        #expect(try player.render().plainText.contains("No option matches “packzz”."))
    }

    @Test func multipleChoice_showsTheMaximumsMessage() throws {
        var player = LivePlayer(demo: PromptCase.demo(.multipleChoice, tweak: "maximumOfThree"), context: RenderContext())
        for step in try ScriptStep.parse(keys: "space down space down space down space") { player.perform(step) }
        let text = try player.render().plainText
        #expect(text.contains("✖ You can select up to 3 targets."))
        #expect(text.contains("3 selected of at most 3"))
        #expect(player.outcome == nil)
    }

    @Test func textInput_showsErrorsUnderTheField() throws {
        var player = LivePlayer(demo: PromptCase.demo(.textInput, tweak: "validated"), context: RenderContext())
        player.perform(.type("2 go"))
        player.perform(.press(.enter))
        let lines = try player.render().lines.map(\.plainText)
        #expect(lines.contains("  ❯ 2 go█"))
        #expect(lines.contains("  ✖ Use only letters, digits, - and _ (not spaces)."))
        #expect(lines.contains("  ✖ Start with a letter."))
    }

    @Test func nonInteractiveLooks_appendAndNeverRedraw() throws {
        for item in Prompts.allCases {
            let demo = PromptCase.demo(item, tweak: "nonInteractive")
            let script = try #require((demo as? any LiveDemo)?.scripts.first, "\(item)")
            let frames = try ScriptPlayback.play(script, with: LivePlayer(demo: demo, context: RenderContext()))
            // A CI log only grows: every earlier screen but its last line
            // (the line being typed) is where it was.
            for (earlier, later) in zip(frames, frames.dropFirst()) {
                let kept = earlier.screen.lines.dropLast().map(\.plainText)
                #expect(Array(later.screen.lines.prefix(kept.count).map(\.plainText)) == kept, "\(item) step \(later.index)")
            }
        }
    }

    @Test func progressStep_spinsThenSucceedsWithTheElapsedTime() throws {
        var player = LivePlayer(demo: PromptCase.demo(.progressStep, tweak: "succeeds"), context: RenderContext())
        #expect(try player.render().plainText == "⠋ Processing the graph")
        #expect(player.nextFrame == .milliseconds(80))
        player.advance(by: .milliseconds(80))
        #expect(try player.render().plainText == "⠙ Processing the graph")
        player.seek(to: .milliseconds(1250))
        #expect(try player.render().plainText.hasSuffix(" Analyzing the graph"))
        player.seek(to: .milliseconds(2960))
        #expect(player.nextFrame == .seconds(3))
        player.seek(to: .seconds(3))
        #expect(try player.render().plainText == "✔ Project graph processed [3.0s]")
        #expect(player.nextFrame == nil)
        #expect(player.outcome == .completed)
    }

    @Test func progressStep_failsOrIsCancelled() throws {
        var failing = LivePlayer(demo: PromptCase.demo(.progressStep, tweak: "fails"), context: RenderContext())
        failing.seek(to: .seconds(5))
        #expect(try failing.render().plainText == "✖ Failed to process the project graph [2.0s]")
        #expect(failing.outcome == .failed("Failed to process the project graph"))

        var cancelled = LivePlayer(demo: PromptCase.demo(.progressStep, tweak: "succeeds"), context: RenderContext())
        cancelled.advance(by: .milliseconds(1250))
        cancelled.send(.key(.control("c")))
        #expect(cancelled.outcome == .cancelled)
        #expect(cancelled.nextFrame == nil)
        cancelled.advance(by: .seconds(5))
        #expect(try cancelled.render().plainText == "✖ Analyzing the graph: cancelled [1.2s]")
    }

    @Test func progressStep_logPrintsEachMessageOnce() throws {
        var player = LivePlayer(demo: PromptCase.demo(.progressStep, tweak: "nonInteractive"), context: RenderContext())
        #expect(player.nextFrame == .milliseconds(1200), "no spinner in a log")
        player.seek(to: .seconds(4))
        #expect(try player.render().plainText == """
            ℹ Processing the graph
            ℹ Analyzing the graph
            ℹ Caching the results
            ✔ Project graph processed [3.0s]
            """)
    }

    @Test func progressBar_fillsThenEnds() throws {
        var player = LivePlayer(demo: PromptCase.demo(.progressBar, tweak: "succeeds"), context: RenderContext(width: 60))
        player.seek(to: .milliseconds(1200))
        let line = try player.render().plainText
        #expect(line.hasSuffix(" 50%"))
        #expect(line.filter { $0 == "█" }.count == 15)
        #expect(line.filter { $0 == "░" }.count == 15)
        player.seek(to: .milliseconds(2400))
        #expect(try player.render().plainText == "✔ Downloaded 24 packages [2.4s]")
        #expect(player.nextFrame == nil)

        var failing = LivePlayer(demo: PromptCase.demo(.progressBar, tweak: "fails"), context: RenderContext())
        failing.seek(to: .seconds(9))
        #expect(try failing.render().plainText == "✖ Download failed at 58% [1.4s]")
    }

    @Test func progressBar_narrow_putsTheBarOnItsOwnLine() throws {
        var player = LivePlayer(demo: PromptCase.demo(.progressBar, tweak: "succeeds"), context: RenderContext(width: 30))
        player.seek(to: .milliseconds(600))
        let lines = try player.render().lines.map(\.plainText)
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix(" 25%"))
        #expect(lines.allSatisfy { $0.displayWidth <= 30 })
    }

    @Test func collapsibleStep_collapsesOnSuccess_keepsTheTailOnFailure() throws {
        var player = LivePlayer(demo: PromptCase.demo(.collapsibleStep, tweak: "succeeds"), context: RenderContext())
        player.seek(to: .milliseconds(1500))
        #expect(try player.render().lines.map(\.plainText) == [
            "◉ Build", "  │ Compiling Networking (8 files)", "  │ Compiling App (23 files)", "  │ Linking App",
        ])
        player.seek(to: .milliseconds(2100))
        #expect(try player.render().plainText == "✔ Build succeeded [2.1s]")
        #expect(player.nextFrame == nil)

        var failing = LivePlayer(demo: PromptCase.demo(.collapsibleStep, tweak: "fails"), context: RenderContext())
        failing.seek(to: .seconds(3))
        let lines = try failing.render().lines.map(\.plainText)
        #expect(lines.first == "✖ Build failed [1.5s]")
        #expect(lines.last == "  │ Client.swift:42: error: cannot find 'session' in scope")
    }

    @Test func selectableTable_pagesAndChooses() throws {
        var player = LivePlayer(demo: PromptCase.demo(.selectableTable, tweak: "pagesOfFive"), context: RenderContext())
        player.perform(.press(.pageDown))
        let text = try player.render().plainText
        #expect(text.contains("Page 2 of 3 • row 6 of 12"))
        #expect(text.contains("❯ Realm"))
        #expect(!text.contains("Alamofire"))
        player.perform(.press(.enter))
        #expect(player.outcome == .value("Realm"))
        #expect(try player.render().plainText == "✔ Packages: Realm")
    }

    @Test func stillDemos_areNotAnimated_andAnimatedOnesStop() {
        for item in PromptCase.all {
            var player = LivePlayer(demo: item.demo, context: RenderContext())
            var frames = 0
            while let next = player.nextFrame, frames < 1000 {
                player.seek(to: next)
                frames += 1
            }
            #expect(frames < 1000, "\(item) never stops changing")
            #expect(player.nextFrame == nil)
        }
    }
}

/// The prompts' controls: the words a team would try and the lengths of
/// their lists, from none; a tweak starts over with them.
@Suite struct PromptControlTests {
    static func text(_ demo: any Demoable, _ settings: [String: String], width: Int = 80) throws -> String {
        let set = settings.sorted { $0.key < $1.key }.map { DemoControlSetting(name: $0.key, value: $0.value) }
        return try demo.applying(set).render(in: RenderContext(width: width)).plainText
    }

    @Test func singleChoice_takesItsQuestion_andHowManyOptions() throws {
        let text = try Self.text(SingleChoiceDemo(), ["question": "Pick one", "options": "2"])
        #expect(text.contains("Pick one"))
        #expect(text.contains("macOS app"))
        #expect(!text.contains("Command-line tool"))
        let none = try Self.text(SingleChoiceDemo(), ["options": "0"])
        #expect(!none.contains("iOS app"))
    }

    @Test func multipleChoice_andSelectableTable_takeTheirLength_fromNone() throws {
        #expect(!(try Self.text(MultipleChoiceDemo(), ["options": "0"])).contains("AppTests"))
        let table = try Self.text(SelectableTableDemo(), ["rows": "2", "title": "Pods"])
        #expect(table.contains("Pods"))
        #expect(table.contains("Kingfisher"))
        #expect(!table.contains("SnapKit"))
        _ = try Self.text(SelectableTableDemo(), ["rows": "0"])
    }

    @Test func textInput_takesTheDefault_anEmptyAnswerTakes() throws {
        let demo = try TextInputDemo().applying([DemoControlSetting(name: "default", value: "Weather")])
        var live = try #require(demo as? TextInputDemo)
        live.handle(.key(.enter), at: .zero)
        #expect(live.outcome == .value("Weather"))
        #expect(try Self.text(YesNoDemo(), ["question": "Deploy now?"]).contains("Deploy now?"))
    }
}
