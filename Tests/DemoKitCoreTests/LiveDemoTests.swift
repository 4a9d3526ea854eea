@testable import DemoKitCore
import Testing

/// A single choice among fruits: arrows move, Enter chooses, Escape cancels,
/// typed letters filter; the cursor blinks every 500 ms.
private struct FruitPicker: InteractiveDemo, AnimatedDemo {
    var options = ["Apple", "Banana", "Cherry"]
    var selected = 0
    var filter = ""
    var outcome: DemoOutcome?
    var received: [DemoInput] = []

    var frameInterval: Duration { .milliseconds(500) }
    var scripts: [DemoScript] {
        [DemoScript("chooseSecond", steps: [.press(.down), .press(.enter)], expecting: .value("Banana"))]
    }

    private var visible: [String] { options.filter { filter.isEmpty || $0.lowercased().contains(filter.lowercased()) } }

    mutating func handle(_ input: DemoInput, at time: Duration) {
        received.append(input)
        switch input {
        case .key(.down): selected = min(selected + 1, visible.count - 1)
        case .key(.up): selected = max(selected - 1, 0)
        case .key(.enter): outcome = .value(visible[selected])
        case .key(.escape): outcome = .cancelled
        case .key(.character(let character)): filter.append(character); selected = 0
        case .paste(let text): filter += text; selected = 0
        default: break
        }
    }

    func render(in context: RenderContext) throws -> TextBlock {
        let cursor = Int(context.time / frameInterval) % 2 == 0 ? "▏" : " "
        var lines = [StyledText("Fruit? \(filter)\(cursor)")]
        for (index, option) in visible.enumerated() {
            lines.append(StyledText((index == selected ? "❯ " : "  ") + option))
        }
        return TextBlock(lines)
    }
}

/// A step that completes at 1 s unless Escape cancels it first: its ending
/// depends on time, so it implements `outcome(at:)`.
private struct TimedStep: InteractiveDemo, AnimatedDemo {
    var cancelledAt: Duration?
    var inputs = 0
    var frameInterval: Duration { .milliseconds(100) }

    func outcome(at time: Duration) -> DemoOutcome? {
        if let cancelledAt, time >= cancelledAt { return .cancelled }
        return time >= .seconds(1) ? .completed : nil
    }

    mutating func handle(_ input: DemoInput, at time: Duration) {
        inputs += 1
        if input == .key(.escape) { cancelledAt = time }
    }

    func render(in context: RenderContext) throws -> TextBlock { TextBlock("step") }
}

private struct Still: Demoable {
    func render(in context: RenderContext) throws -> TextBlock { TextBlock("still at \(context.width)") }
}

@Suite struct KeyNameTests {
    static let everyKey: [KeyPress] =
        [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .escape, .tab, .backTab, .backspace, .delete]
        + (1...12).map { .function($0) } + "abcxyz]\\_".map { .control($0) }
        + ["a", "Z", "7", " ", "é", "界", "-", "'"].map { .character($0) }

    @Test(arguments: everyKey) func name_readsBackAsTheSameKey(key: KeyPress) {
        #expect(KeyPress(name: key.name) == key)
    }

    /// Every named key a script or `--keys` takes is a value a demo can
    /// spell by the same word: `space` is `.space`.
    @Test func space_isOneKeyByOneName_inScriptsAndInSwift() {
        #expect(KeyPress(name: "space") == .space)
        #expect(KeyPress.space.name == "space")
        let input = DemoInput.key(.character(" "))
        var matched = false
        if case .key(.space) = input { matched = true }
        #expect(matched)
    }

    @Test func aliasesAndCase() {
        #expect(KeyPress(name: "RETURN") == .enter)
        #expect(KeyPress(name: "Esc") == .escape)
        #expect(KeyPress(name: "pgdn") == .pageDown)
        #expect(KeyPress(name: "C-x") == .control("x"))
        #expect(KeyPress(name: "^C") == .control("c"))
        #expect(KeyPress(name: "F12") == .function(12))
        #expect(KeyPress(name: "f13") == nil)
        #expect(KeyPress(name: "ctrl-1") == nil)
        #expect(KeyPress(name: "downn") == nil)
        #expect(KeyPress(name: "\u{1B}") == nil)
    }

    @Test func keyList_namesAndQuotedText() throws {
        #expect(try ScriptStep.parse(keys: "down down enter") == [.press(.down), .press(.down), .press(.enter)])
        #expect(try ScriptStep.parse(keys: " 'ban' tab \"New York\"  ") == [.type("ban"), .press(.tab), .type("New York")])
        #expect(try ScriptStep.parse(keys: "y ctrl-c") == [.press(.character("y")), .press(.control("c"))])
        #expect(try ScriptStep.parse(keys: "") == [])
    }

    @Test func keyList_errorsNameTheWordAndTheFix() {
        #expect(throws: KeyListError.self) { try ScriptStep.parse(keys: "down dwn") }
        do {
            _ = try ScriptStep.parse(keys: "down dwn")
        } catch {
            #expect(error.description.hasPrefix("unknown key 'dwn'; use a key name (up, down"))
            #expect(error.description.hasSuffix("or quote text to type it ('dwn')"))
        }
        do {
            _ = try ScriptStep.parse(keys: "'abc")
        } catch {
            #expect(error.description == "unclosed ' in keys; close the quoted text: 'abc'")
        }
    }

    @Test func secondsLabel() {
        #expect(Duration.zero.secondsLabel == "0 s")
        #expect(Duration.milliseconds(240).secondsLabel == "0.24 s")
        #expect(Duration.milliseconds(1200).secondsLabel == "1.2 s")
        #expect(Duration.seconds(3).secondsLabel == "3 s")
        #expect(Duration.milliseconds(80).secondsLabel == "0.08 s")
        #expect(Duration.microseconds(1).secondsLabel == "0.000001 s")
        #expect(Duration.nanoseconds(999_999_999).secondsLabel == "1 s")
        #expect(Duration.seconds(61).secondsLabel == "61 s")
        #expect(Duration.microseconds(1_321_099).clockLabel == "1.32 s")
        #expect(Duration.microseconds(1_999_100).clockLabel == "2 s")
        #expect(Duration.milliseconds(960).clockLabel == "0.96 s")
        #expect(Duration.milliseconds(4).clockLabel == "0 s")
    }
}

@Suite struct LivePlayerTests {
    @Test func input_changesTheState_andTheRendering() throws {
        var player = LivePlayer(demo: FruitPicker(), context: RenderContext(width: 20))
        #expect(player.isInteractive && player.isAnimated)
        #expect(try player.render().plainText == "Fruit? ▏\n❯ Apple\n  Banana\n  Cherry")
        player.perform(.press(.down))
        #expect(try player.render().plainText == "Fruit? ▏\n  Apple\n❯ Banana\n  Cherry")
    }

    @Test func typedText_isOneKeyPressPerCharacter_andPasteIsWhole() {
        var player = LivePlayer(demo: FruitPicker(), context: RenderContext())
        player.perform(.type("ch"))
        player.perform(.paste("er"))
        let picker = player.demo as? FruitPicker
        #expect(picker?.received == [.key(.character("c")), .key(.character("h")), .paste("er")])
        #expect(picker?.filter == "cher")
    }

    @Test func afterAnOutcome_inputIsNotDelivered() {
        var player = LivePlayer(demo: FruitPicker(), context: RenderContext())
        player.perform(.press(.enter))
        player.perform(.press(.down))
        #expect(player.outcome == .value("Apple"))
        #expect((player.demo as? FruitPicker)?.received == [.key(.enter)])
    }

    @Test func virtualTime_movesOnlyWhenTold() throws {
        var player = LivePlayer(demo: FruitPicker(), context: RenderContext())
        #expect(player.nextFrame == .milliseconds(500))
        player.perform(.wait(.milliseconds(600)))
        #expect(player.time == .milliseconds(600))
        #expect(try player.render().lines[0].plainText == "Fruit?  ")
        #expect(player.nextFrame == .milliseconds(1000))
        player.advance(by: .seconds(-1))
        #expect(player.time == .milliseconds(600))
    }

    @Test func resize_keepsTimeAndStyleSettings() throws {
        var player = LivePlayer(demo: Still(), context: RenderContext(width: 80, colorSupport: .trueColor, time: .seconds(2)))
        player.perform(.resize(width: 40, height: 10))
        #expect(player.context == RenderContext(width: 40, height: 10, colorSupport: .trueColor, time: .seconds(2)))
        #expect(try player.render().plainText == "still at 40")
    }

    @Test func resize_keepsTheReadersPreferences() {
        var player = LivePlayer(demo: Still(), context: SnapshotVariation.screenReader.context)
        player.perform(.resize(width: 30, height: nil))
        var expected = SnapshotVariation.screenReader.context
        expected.width = 30
        #expect(player.context == expected)
        #expect(player.context.reduceMotion && player.context.screenReader)
    }

    @Test func outcomeAtTime_endsTheDemoWithoutAKey_andStopsInput() {
        var player = LivePlayer(demo: TimedStep(), context: RenderContext())
        player.perform(.wait(.milliseconds(900)))
        #expect(player.outcome == nil)
        player.perform(.wait(.milliseconds(100)))
        #expect(player.outcome == .completed)
        player.perform(.press(.escape))
        #expect((player.demo as? TimedStep)?.inputs == 0)
        #expect(player.outcome == .completed)

        var cancelled = LivePlayer(demo: TimedStep(), context: RenderContext())
        cancelled.perform(.wait(.milliseconds(500)))
        cancelled.perform(.press(.escape))
        #expect(cancelled.outcome == .cancelled)
        #expect(DemoOutcome.failed("Build \"x\"").description == #"failed "Build \"x\"""#)
    }

    @Test func stillDemo_ignoresInputAndTime() throws {
        var player = LivePlayer(demo: Still(), context: RenderContext())
        player.perform(.press(.down))
        #expect(!player.isInteractive && !player.isAnimated && player.nextFrame == nil && player.outcome == nil)
        #expect(try player.render().plainText == "still at 80")
    }
}

@Suite struct ScriptPlaybackTests {
    @Test func story_readsAsScreensUnderStepHeaders() throws {
        let demo = FruitPicker()
        let script = DemoScript("pick", steps: [.press(.down), .wait(.milliseconds(500)), .press(.enter)])
        let frames = try ScriptPlayback.play(script, with: LivePlayer(demo: demo, context: RenderContext()))
        #expect(frames.map(\.index) == [0, 1, 2, 3])
        #expect(
            ScriptPlayback.story(of: frames).plainText == """
                ── 0. start  (t = 0 s)
                Fruit? ▏
                ❯ Apple
                  Banana
                  Cherry

                ── 1. ↓  (t = 0 s)
                Fruit? ▏
                  Apple
                ❯ Banana
                  Cherry

                ── 2. wait 0.5 s  (t = 0.5 s)
                Fruit?
                  Apple
                ❯ Banana
                  Cherry

                ── 3. ⏎  (t = 0.5 s)
                Fruit?
                  Apple
                ❯ Banana
                  Cherry

                ── outcome: value "Banana"
                """)
        #expect(ScriptPlayback.story(of: frames).lines[0].runs[0].style.attributes.contains(.dim))
    }

    @Test func expectedOutcome_isChecked() throws {
        let demo = FruitPicker()
        let good = try #require(demo.scripts.first)
        let frames = try ScriptPlayback.play(good, with: LivePlayer(demo: demo, context: RenderContext()))
        #expect(ScriptPlayback.outcomeFailure(of: good, frames: frames) == nil)

        let wrong = DemoScript("escape", steps: [.press(.escape)], expecting: .value("Banana"))
        let ended = try ScriptPlayback.play(wrong, with: LivePlayer(demo: demo, context: RenderContext()))
        #expect(ScriptPlayback.outcomeFailure(of: wrong, frames: ended) == "script 'escape' ended with cancelled; expected value \"Banana\"")

        let none = DemoScript("nothing", steps: [.press(.down)], expecting: .completed)
        let open = try ScriptPlayback.play(none, with: LivePlayer(demo: demo, context: RenderContext()))
        // No outcome at all: the likely cause is named.
        #expect(
            ScriptPlayback.outcomeFailure(of: none, frames: open)
                == "script 'nothing' ended with no outcome; expected completed: the demo was still running when "
                + "the script ended; give the script the keys or time that end it (a component waiting on the real "
                + "clock needs timing: .realTime, or terminal.clock)")
    }

    @Test func scriptTitle_defaultsToSpacedWords() {
        #expect(DemoScript("chooseSecond", steps: []).title == "Choose Second")
        #expect(DemoOutcome.values(["a\"b", "c"]).description == #"values ["a\"b", "c"]"#)
    }
}
