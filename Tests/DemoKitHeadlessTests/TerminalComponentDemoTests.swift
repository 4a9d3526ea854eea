import DemoKitCore
import Foundation
import Testing

@testable import DemoKitHeadless

/// Counts calls across threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// A table printed with raw SGR, the way it is written without DemoKit.
private struct ColoredTableDemo: TerminalComponentDemo {
    func run(in terminal: HeadlessTerminal) {
        var output = terminal
        print("\u{1B}[1mName\u{1B}[0m  Status", to: &output)
        print("core  \u{1B}[32mok\u{1B}[0m", to: &output)
    }
}

/// A progress bar that redraws itself with `\r`, one frame every 100 ms.
private struct RedrawingProgressDemo: TerminalComponentDemo, AnimatedDemo {
    let starts: Counter

    func run(in terminal: HeadlessTerminal) {
        starts.increment()
        for step in 0...10 {
            let filled = String(repeating: "#", count: step)
            let empty = String(repeating: ".", count: 10 - step)
            terminal.write("\r[\(filled)\(empty)] \(step * 10)%\u{1B}[K")
            if step < 10 { terminal.sleep(for: .milliseconds(100)) }
        }
        terminal.write("\r\n")
    }
}

/// A prompt that reads keys and redraws its options in place.
private struct ChoicePromptDemo: TerminalComponentDemo, InteractiveDemo {
    let options = ["red", "green", "blue"]

    func run(in terminal: HeadlessTerminal) {
        var selected = 0
        func draw(first: Bool) {
            if !first { terminal.write("\u{1B}[\(options.count)A") }
            for (index, option) in options.enumerated() {
                terminal.write("\r\u{1B}[2K" + (index == selected ? "> " : "  ") + option + "\r\n")
            }
        }
        terminal.inputMode = .raw  // Enter as CR, Ctrl-C as 0x03, as after cfmakeraw
        terminal.write("\u{1B}[?1h")  // application cursor keys: arrows arrive as ESC O A
        draw(first: true)
        while let key = terminal.read() {
            switch key {
            case [0x1B, 0x4F, 0x41]: selected = max(0, selected - 1)
            case [0x1B, 0x4F, 0x42]: selected = min(options.count - 1, selected + 1)
            case [0x0D]:
                terminal.report(.value(options[selected]))
                return
            case [0x03]:
                terminal.report(.cancelled)
                return
            default: continue
            }
            draw(first: false)
        }
    }
}

private func context(width: Int = 40, time: Duration = .zero) -> RenderContext {
    RenderContext(width: width, colorSupport: .trueColor, time: time)
}

@Suite("Stream components as demos")
struct TerminalComponentDemoTests {
    @Test("A still component runs to its end and shows its styled screen")
    func still() throws {
        let block = try ColoredTableDemo().render(in: context())
        #expect(
            block
                == TextBlock([
                    StyledText("Name", style: TextStyle(attributes: .bold)) + StyledText("  Status"),
                    StyledText("core  ") + StyledText("ok", style: TextStyle(foreground: .green)),
                ]))
    }

    @Test("An animated component shows the frame of the virtual time, running once as time goes on")
    func animated() throws {
        let starts = Counter()
        let demo = RedrawingProgressDemo(starts: starts)
        #expect(try demo.render(in: context()).plainText == "[..........] 0%")
        #expect(demo.nextFrame(after: .zero) == .milliseconds(100))
        #expect(try demo.render(in: context(time: .milliseconds(350))).plainText == "[###.......] 30%")
        #expect(demo.nextFrame(after: .milliseconds(350)) == .milliseconds(400))
        #expect(demo.outcome(at: .milliseconds(350)) == nil)
        #expect(try demo.render(in: context(time: .seconds(1))).plainText == "[##########] 100%")
        #expect(demo.outcome(at: .seconds(1)) == .completed)
        #expect(demo.nextFrame(after: .seconds(1)) == nil)
        #expect(starts.value == 1)

        // Going back in time runs it again from its start.
        #expect(try demo.render(in: context(time: .milliseconds(150))).plainText == "[#.........] 10%")
        #expect(starts.value == 2)
    }

    @Test("Keys reach an interactive component as the bytes a terminal sends, through LivePlayer")
    func interactive() throws {
        var player = LivePlayer(demo: ChoicePromptDemo(), context: context())
        #expect(try player.render().plainText == "> red\n  green\n  blue")
        player.perform(.press(.down))
        player.perform(.press(.down))
        player.perform(.press(.up))
        #expect(try player.render().plainText == "  red\n> green\n  blue")
        #expect(player.outcome == nil)
        player.perform(.press(.enter))
        #expect(player.outcome == .value("green"))
    }

    @Test("Copies of a player each show their own input; the demo value stores none")
    func copies() throws {
        let demo = ChoicePromptDemo()
        var first = LivePlayer(demo: demo, context: context())
        var second = first
        first.send(.key(.down))
        second.send(.key(.control("c")))
        #expect(try first.render().plainText == "  red\n> green\n  blue")
        #expect(second.outcome == .cancelled)
        #expect(try first.render().plainText == "  red\n> green\n  blue")
        #expect(first.outcome == nil)
        // Another player of the same value starts from no input.
        #expect(try LivePlayer(demo: demo, context: context()).render().plainText == "> red\n  green\n  blue")
        // Asked alone, the demo is its run with no input.
        #expect(try demo.render(in: context()).plainText == "> red\n  green\n  blue")
        #expect(demo.outcome(at: .zero) == nil)
    }

    @Test("A component that blocks for real fails with a clear error after its time limit")
    func blocked() throws {
        /// Blocks its thread until the test lets it go (or 30 s pass), and
        /// counts how often it got past the block.
        struct BlockingDemo: TerminalComponentDemo {
            let release: DispatchSemaphore
            let unblocked: Counter
            var timeLimit: Duration { .milliseconds(200) }
            func run(in terminal: HeadlessTerminal) {
                terminal.write("waiting")
                _ = release.wait(timeout: .now() + 30)
                unblocked.increment()
            }
        }
        let release = DispatchSemaphore(value: 0)
        let unblocked = Counter()
        #expect(throws: TerminalComponentError.didNotWait(limit: .milliseconds(200))) {
            try BlockingDemo(release: release, unblocked: unblocked).render(in: context())
        }
        // The render gave up while the component was still blocked: it did
        // not wait for the thread (which would take the 30 s and count one).
        #expect(unblocked.value == 0)
        release.signal()
        #expect(TerminalComponentError.didNotWait(limit: .milliseconds(200)).description.contains("0.2 s"))
    }

    @Test("A component that ignores end of input is stopped by the time limit, not left spinning")
    func ignoresEndOfInput() throws {
        struct StubbornDemo: TerminalComponentDemo {
            var timeLimit: Duration { .milliseconds(200) }
            func run(in terminal: HeadlessTerminal) {
                while true { _ = terminal.read() }
            }
        }
        #expect(throws: TerminalComponentError.didNotWait(limit: .milliseconds(200))) {
            try StubbornDemo().render(in: context())
        }
    }

    @Test("A component left waiting on a read with a timeout finishes once its run is ended, without spinning")
    func endedTimedReads() throws {
        /// Sleeps as a tool does whose sleep Ctrl-C cuts short: by reading
        /// keys with a timeout until a time has passed.
        struct TimedReadsDemo: TerminalComponentDemo, AnimatedDemo {
            let reads: Counter
            let finished: Counter
            func run(in terminal: HeadlessTerminal) {
                while terminal.now < .seconds(10) {
                    reads.increment()
                    terminal.write("\r\u{1B}[K\(terminal.now)")
                    _ = terminal.read(timeout: .milliseconds(100))
                }
                finished.increment()
            }
        }
        let reads = Counter()
        let finished = Counter()
        do {
            var player = LivePlayer(demo: TimedReadsDemo(reads: reads, finished: finished), context: context())
            player.perform(.wait(.milliseconds(300)))
            #expect(try player.render().plainText == "0.3 seconds")
        }
        // The player and its session are gone, so the run was ended, and the
        // drop waited for the component: each read returned once its timeout
        // had passed, and the loop reached its end in virtual time (a hundred
        // reads), rather than reading again at the same moment until the
        // spin guard parked the thread.
        #expect(finished.value == 1)
        #expect(reads.value <= 101)

        // Ended because an earlier time is shown: the same, for the old run.
        var player = LivePlayer(demo: TimedReadsDemo(reads: reads, finished: finished), context: context())
        player.perform(.wait(.milliseconds(500)))
        _ = try player.render()
        player.seek(to: .zero)
        #expect(try player.render().plainText == "0.0 seconds")
        #expect(finished.value == 2)
        #expect(reads.value <= 101 + 101 + 1)
    }

    /// A regression that slept for real after the end would take the
    /// limit's thousand sleeps of 80 ms, over a minute: the time limit
    /// fails it, with no threshold on this run's duration.
    @Test(
        "A dropped component that never finishes is parked for good after a bounded number of calls",
        .timeLimit(.minutes(1))
    )
    func endedEndlessComponent() throws {
        struct SpinnerDemo: TerminalComponentDemo, AnimatedDemo {
            let sleeps: Counter
            func run(in terminal: HeadlessTerminal) {
                let frames = ["-", "\\", "|", "/"]
                var frame = 0
                while true {
                    terminal.write("\r" + frames[frame % frames.count])
                    frame += 1
                    sleeps.increment()
                    terminal.sleep(for: .milliseconds(80))
                }
            }
        }
        let sleeps = Counter()
        do {
            var player = LivePlayer(demo: SpinnerDemo(sleeps: sleeps), context: context())
            player.perform(.wait(.milliseconds(300)))
            #expect(try player.render().plainText == "/")
        }
        // Dropping it waited until the thread parked for good: the sleep it
        // was parked in returned, then the limit's worth of calls more, the
        // last of which parks for good.
        #expect(sleeps.value == 4 + ComponentRun.callsAfterEndLimit)
    }

    @Test("A demo that is a class keeps its input through its player")
    func classDemo() throws {
        final class KeyCountingDemo: TerminalComponentDemo, InteractiveDemo {
            func run(in terminal: HeadlessTerminal) {
                var keys = 0
                terminal.write("keys 0")
                while terminal.read() != nil {
                    keys += 1
                    terminal.write("\r\u{1B}[Kkeys \(keys)")
                }
            }
        }
        let demo = KeyCountingDemo()
        var player = LivePlayer(demo: demo, context: context())
        player.perform(.press(.character("a")))
        player.perform(.press(.character("b")))
        #expect(try player.render().plainText == "keys 2")
        #expect(try LivePlayer(demo: demo, context: context()).render().plainText == "keys 0")
    }

    @Test("A component that throws fails a still render and ends a live one with .failed")
    func throwing() throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "disk full" } }
        struct ThrowingDemo: TerminalComponentDemo, InteractiveDemo {
            func run(in terminal: HeadlessTerminal) throws {
                terminal.write("partial")
                throw Broken()
            }
        }
        struct ThrowingStillDemo: TerminalComponentDemo {
            func run(in terminal: HeadlessTerminal) throws {
                terminal.write("partial")
                throw Broken()
            }
        }
        #expect(throws: TerminalComponentError.failed("disk full")) {
            try ThrowingStillDemo().render(in: context())
        }
        let live = ThrowingDemo()
        #expect(try live.render(in: context()).plainText == "partial")
        #expect(live.outcome(at: .zero) == .failed("disk full"))
    }

    @Test("A read with a timeout lets a component animate while it waits for a key")
    func readTimeout() throws {
        struct BlinkingPromptDemo: TerminalComponentDemo, InteractiveDemo, AnimatedDemo {
            func run(in terminal: HeadlessTerminal) {
                var ticks = 0
                while true {
                    terminal.write("\r\u{1B}[Kticks \(ticks)")
                    guard let key = terminal.read(timeout: .milliseconds(500)) else {
                        if terminal.isAtEndOfInput { return }
                        ticks += 1
                        continue
                    }
                    terminal.write(" got \(key)")
                    return
                }
            }
        }
        var player = LivePlayer(demo: BlinkingPromptDemo(), context: context())
        #expect(player.nextFrame == .milliseconds(500))
        player.perform(.wait(.milliseconds(1200)))
        #expect(try player.render().plainText == "ticks 2")
        player.perform(.press(.character("x")))
        #expect(try player.render().plainText == "ticks 2 got [120]")
        #expect(player.outcome == .completed)
    }
}

@Suite("Stream components: output processing")
struct TerminalOutputProcessingTests {
    private struct BareLineFeeds: TerminalComponentDemo {
        var translatesNewlines: Bool
        func run(in terminal: HeadlessTerminal) {
            terminal.write("ab\ncd")
            terminal.write(contentsOf: Array("\nef".utf8))
        }
    }

    @Test("LF returns the carriage, as a terminal's line discipline does, unless the demo says otherwise")
    func newlines() throws {
        let context = RenderContext(width: 20)
        #expect(try BareLineFeeds(translatesNewlines: true).render(in: context).plainText == "ab\ncd\nef")
        #expect(try BareLineFeeds(translatesNewlines: false).render(in: context).plainText == "ab\n  cd\n    ef")
    }
}
