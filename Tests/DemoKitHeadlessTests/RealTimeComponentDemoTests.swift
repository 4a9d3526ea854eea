import DemoKitCore
import Foundation
import Testing

@testable import DemoKitHeadless

/// A build step as third-party code writes it: a spinner redrawn from a
/// timer on another thread, an elapsed time from the wall clock, a real
/// sleep for the work. Nothing can be injected.
private struct TimerStepDemo: TerminalComponentDemo {
    var timing: DemoTiming { .realTime }
    var redactions: [ScreenRedaction] { [.elapsedTimes, .spinnerFrames] }
    var work: TimeInterval = 0.3

    func run(in terminal: HeadlessTerminal) {
        let start = Date()
        let frames = ["⠋", "⠙", "⠹", "⠸"]
        // The timer's handler and the last line take turns, so no frame is
        // drawn after it (a DispatchSource's cancel does not wait for a
        // handler already running).
        let drawing = NSLock()
        var stopped = false
        let timer = DispatchSource.makeTimerSource(queue: .global())
        var index = 0
        timer.schedule(deadline: .now(), repeating: .milliseconds(20))
        timer.setEventHandler {
            drawing.withLock {
                guard !stopped else { return }
                terminal.write("\r\(frames[index % frames.count]) Building\u{1B}[K")
                index += 1
            }
        }
        timer.resume()
        Thread.sleep(forTimeInterval: work)
        drawing.withLock {
            stopped = true
            terminal.write(String(format: "\r✔ Built [%.1fs]\u{1B}[K\n", Date().timeIntervalSince(start)))
        }
        timer.cancel()
    }
}

/// A prompt that spins while it waits for keys, in real time.
private struct SpinningPromptDemo: TerminalComponentDemo, InteractiveDemo, AnimatedDemo {
    var timing: DemoTiming { .realTime }
    var redactions: [ScreenRedaction] { [.spinnerFrames] }

    var scripts: [DemoScript] {
        [
            DemoScript(
                "pick", steps: [.waitUntil(.contains("Pick"), limit: .seconds(2)), .press(.down), .press(.enter)],
                expecting: .value("b"))
        ]
    }

    func run(in terminal: HeadlessTerminal) {
        Thread.sleep(forTimeInterval: 0.05)  // starting up, as a real program does
        var selected = 0
        let frames = ["⠋", "⠙", "⠹", "⠸"]
        var tick = 0
        func draw() {
            terminal.write("\r\(frames[tick % 4]) Pick: " + (selected == 0 ? "[a] b" : "a [b]") + "\u{1B}[K")
        }
        draw()
        while true {
            guard let key = terminal.read(timeout: .milliseconds(15)) else {
                if terminal.isAtEndOfInput { return }
                tick += 1
                draw()
                continue
            }
            if key == [0x1B, 0x5B, 0x42] { selected = 1 }
            if key == [0x0A] {
                terminal.report(.value(selected == 0 ? "a" : "b"))
                return
            }
            draw()
        }
    }
}

/// A counter that never stops changing, with nothing redacted.
private struct RacingDemo: TerminalComponentDemo, InteractiveDemo {
    var timing: DemoTiming { .realTime }

    func run(in terminal: HeadlessTerminal) {
        var count = 0
        while !terminal.isAtEndOfInput || count == 0 {
            count += 1
            terminal.write("\rcount \(count)")
            terminal.sleep(for: .milliseconds(5))
        }
    }
}

/// An async step that sleeps on the real clock.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private struct AsyncRealTimeDemo: AsyncTerminalComponentDemo {
    var timing: DemoTiming { .realTime }
    var redactions: [ScreenRedaction] { [.elapsedTimes] }

    func run(in terminal: HeadlessTerminal) async throws {
        let clock = ContinuousClock()
        let start = clock.now
        terminal.write("Fetching…")
        try await Task.sleep(for: .milliseconds(120))
        let elapsed = start.duration(to: clock.now)
        terminal.write("\rFetched in \(elapsed.components.seconds).\(elapsed.components.attoseconds / 100_000_000_000_000_000)s\n")
    }
}

/// An animation on virtual time that finishes at 1.5 s.
private struct VirtualStepDemo: TerminalComponentDemo, AnimatedDemo {
    func run(in terminal: HeadlessTerminal) {
        for step in 1...3 {
            terminal.sleep(for: .milliseconds(500))
            terminal.write("\rstep \(step)")
        }
        terminal.write("\rDone  ")
    }
}

private func context(time: Duration = .zero) -> RenderContext {
    RenderContext(width: 40, colorSupport: .trueColor, time: time)
}

@Suite("Stream components in real time")
struct RealTimeComponentDemoTests {
    @Test("A still real-time component runs on the real clock, its timer's writes and elapsed time redacted, the same every run")
    func stillRealTimeIsStable() throws {
        let clock = ContinuousClock()
        var screens: Set<String> = []
        for _ in 0..<3 {
            let start = clock.now
            screens.insert(try TimerStepDemo().render(in: context()).plainText)
            let took = start.duration(to: clock.now)
            #expect(took >= .milliseconds(300))
            #expect(took < .milliseconds(1_500))
        }
        #expect(screens == ["✔ Built [‹time›]"])
    }

    @Test("A redaction never makes a row wider than the screen, and redacts a time the screen's edge split whole")
    func redactionFitsTheScreen() throws {
        // `✔ Built [0.0s]` is 14 columns, `✔ Built [‹time›]` 16: at 14 the
        // placeholder wraps as the terminal wraps text; at 10 the time is
        // split across two rows (`[0` and `.0s]`) and is still redacted.
        let demo = TimerStepDemo(work: 0.01)
        let rows = { (width: Int) in try demo.render(in: RenderContext(width: width, time: .zero)).lines.map(\.plainText) }
        #expect(try rows(14) == ["✔ Built [‹time", "›]"])
        #expect(try rows(10) == ["✔ Built [‹", "time›]"])
        // At 6 the spinner's line wraps too, and `\r` returns to its last
        // row only, as on any terminal: the last line is the one to check.
        #expect(try rows(6).suffix(3) == ["✔ Buil", "t [‹ti", "me›]"])
        for width in [6, 10, 14] {
            #expect(try rows(width).allSatisfy { DisplayWidth.columns(of: $0) <= width })
        }
        #expect(try rows(40) == ["✔ Built [‹time›]"])
    }

    @Test("A real-time script waits for the screen, presses keys and ends as expected; headers say real time")
    func scriptInRealTime() throws {
        let demo = SpinningPromptDemo()
        let script = try #require(demo.scripts.first)
        var stories: Set<String> = []
        for _ in 0..<3 {
            let frames = try ScriptPlayback.play(script, with: LivePlayer(demo: SpinningPromptDemo(), context: context()))
            #expect(ScriptPlayback.outcomeFailure(of: script, frames: frames) == nil)
            stories.insert(ScriptPlayback.story(of: frames).plainText)
        }
        #expect(stories.count == 1)
        let story = try #require(stories.first)
        #expect(story.contains("── 1. until \"Pick\"  (real time)\n⠿ Pick: [a] b"))
        #expect(story.contains("── 2. ↓  (real time)\n⠿ Pick: a [b]"))
        #expect(story.contains("── outcome: value \"b\""))
    }

    @Test("A step whose screen keeps changing is named as having raced, not left to differ byte by byte")
    func racingStepIsNamed() throws {
        let script = DemoScript("press", steps: [.press(.enter)])
        let frames = try ScriptPlayback.play(script, with: LivePlayer(demo: RacingDemo(), context: context()))
        let failure = try #require(ScriptPlayback.outcomeFailure(of: script, frames: frames))
        #expect(failure.hasPrefix("script 'press' step 0 (start) raced the component"))
    }

    @Test("A wait for text that never appears fails the script naming the step and the limit")
    func waitTimesOut() throws {
        let script = DemoScript("never", steps: [.waitUntil(.contains("Never"), limit: .milliseconds(100))])
        let frames = try ScriptPlayback.play(script, with: LivePlayer(demo: SpinningPromptDemo(), context: context()))
        let failure = try #require(ScriptPlayback.outcomeFailure(of: script, frames: frames))
        #expect(failure.hasPrefix("script 'never' step 1 waited 0.1 s for \"Never\" to appear, in vain; "))
        // The last screen the wait saw is kept and shown.
        #expect(failure.hasSuffix("; its last screen:\n  │ ⠿ Pick: [a] b"))
    }

    @Test("A wait that times out says whether the screen stopped changing (and when) or was still changing")
    func waitTimesOut_saysWhenTheScreenStoppedChanging() throws {
        /// Finishes into a screen the script does not expect, 0.2 s in.
        struct FailsToLoadDemo: TerminalComponentDemo, AnimatedDemo {
            func run(in terminal: HeadlessTerminal) {
                terminal.write("Loading")
                terminal.sleep(for: .milliseconds(200))
                terminal.write("\rFailed \n")
            }
        }
        /// Still working when the wait ends.
        struct CountingDemo: TerminalComponentDemo, AnimatedDemo {
            func run(in terminal: HeadlessTerminal) {
                var count = 0
                while !terminal.isAtEndOfInput {
                    terminal.write("\rcount \(count)")
                    count += 1
                    terminal.sleep(for: .milliseconds(10))
                }
            }
        }
        let script = DemoScript("loads", steps: [.waitUntil(.contains("Loaded"), limit: .seconds(1))])
        let stopped = try ScriptPlayback.play(script, with: LivePlayer(demo: FailsToLoadDemo(), context: context()))
        #expect(
            ScriptPlayback.outcomeFailure(of: script, frames: stopped)
                == "script 'loads' step 1 waited 1 s for \"Loaded\" to appear, in vain; the screen stopped changing "
                + "0.2 s into the wait: the component finished or waits for something else (a key, another step) "
                + "with a screen other than the step expects; its last screen:\n  │ Failed")
        let working = try ScriptPlayback.play(script, with: LivePlayer(demo: CountingDemo(), context: context()))
        let failure = try #require(ScriptPlayback.outcomeFailure(of: script, frames: working))
        #expect(
            failure.contains(
                "in vain; the screen was still changing when the wait ended: the component is still working; "
                    + "give the step a longer limit; its last screen:\n  │ count 100"))
    }

    @Test("An async component runs on the real clock too")
    func asyncRealTime() throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        #expect(try AsyncRealTimeDemo().render(in: context()).plainText == "Fetched in ‹time›")
    }

    @Test("In virtual time, a wait for text moves frame by frame to the first frame that shows it")
    func waitUntilInVirtualTime() throws {
        let script = DemoScript(
            "done", steps: [.waitUntil(.contains("Done"), limit: .seconds(10)), .waitUntil(.settled(for: .seconds(1)), limit: .seconds(10))])
        let frames = try ScriptPlayback.play(script, with: LivePlayer(demo: VirtualStepDemo(), context: context()))
        #expect(frames.map(\.header) == ["── 0. start  (t = 0 s)", "── 1. until \"Done\"  (t = 1.5 s)", "── 2. until settled 1 s  (t = 2.5 s)"])
        #expect(ScriptPlayback.outcomeFailure(of: script, frames: frames) == nil)
    }
}
