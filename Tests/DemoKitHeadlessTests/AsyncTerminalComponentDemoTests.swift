import DemoKitCore
import Foundation
import Testing

@testable import DemoKitHeadless

/// Counts calls across threads.
private final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []
    func note(_ event: String) { lock.withLock { events.append(event) } }
    var all: [String] { lock.withLock { events } }
}

/// A download that awaits its sleeps: the still form runs it to its end.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private struct DownloadDemo: AsyncTerminalComponentDemo {
    func run(in terminal: HeadlessTerminal) async throws {
        for percent in stride(from: 0, through: 100, by: 25) {
            terminal.write("\rDownloading… \(percent)%")
            try await terminal.sleep(for: .milliseconds(200))
        }
        terminal.write("\rDownloaded.      \n")
    }
}

/// A spinner in a child task beside the work it waits for, both on the
/// terminal's clock: `async let`, `Task.sleep(for:clock:)` and elapsed time.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private struct StepDemo: AsyncTerminalComponentDemo, AnimatedDemo {
    let starts: Tally

    func run(in terminal: HeadlessTerminal) async throws {
        starts.note("start")
        let clock = terminal.clock
        let start = clock.now
        let frames = ["⠋", "⠙", "⠹", "⠸"]
        async let work: Void = Task.sleep(for: .milliseconds(350), clock: clock)
        var index = 0
        // The spinner redraws every 100 ms until the work is done.
        let done = Flag()
        async let spin: Void = {
            while !done.isSet {
                terminal.write("\r\(frames[index % frames.count]) Building")
                index += 1
                try? await Task.sleep(for: .milliseconds(100), clock: clock)
            }
        }()
        try await work
        done.set()
        await spin
        let elapsed = start.duration(to: clock.now)
        terminal.write("\r✔ Built in \(elapsed)\u{1B}[K\n")
    }
}

private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// A prompt that awaits its keys.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private struct AsyncChoiceDemo: AsyncTerminalComponentDemo, InteractiveDemo {
    let options = ["red", "green", "blue"]

    func run(in terminal: HeadlessTerminal) async throws {
        var selected = 0
        func draw() {
            terminal.write("\r\u{1B}[2K" + options.enumerated().map { $0 == selected ? "[\($1)]" : $1 }.joined(separator: " "))
        }
        draw()
        while let key = await terminal.read() {
            switch key {
            case [0x1B, 0x5B, 0x43]: selected = min(options.count - 1, selected + 1)
            case [0x1B, 0x5B, 0x44]: selected = max(0, selected - 1)
            case [0x0A]:
                terminal.report(.value(options[selected]))
                return
            default: continue
            }
            draw()
        }
    }
}

/// A countdown that animates while it waits for a key.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private struct CountdownDemo: AsyncTerminalComponentDemo, AnimatedDemo, InteractiveDemo {

    func run(in terminal: HeadlessTerminal) async throws {
        for remaining in stride(from: 3, to: 0, by: -1) {
            terminal.write("\rStarting in \(remaining)…")
            if await terminal.read(timeout: .seconds(1)) != nil {
                terminal.report(.value("skipped"))
                return
            }
        }
        terminal.write("\rStarted.      ")
    }
}

/// A component that blocks its thread on a real sleep.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private struct BlockingDemo: AsyncTerminalComponentDemo {
    var timeLimit: Duration { .milliseconds(300) }
    func run(in terminal: HeadlessTerminal) async throws {
        blockOnRealSleep()
    }

    private func blockOnRealSleep() {
        Thread.sleep(forTimeInterval: 3)
    }
}

/// A component that notes how it ends.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private struct EndlessDemo: AsyncTerminalComponentDemo, AnimatedDemo {
    let tally: Tally

    func run(in terminal: HeadlessTerminal) async throws {
        do {
            while true {
                terminal.write(".")
                try await terminal.sleep(for: .milliseconds(100))
            }
        } catch is CancellationError {
            tally.note("cancelled")
            throw CancellationError()
        }
    }
}

/// Three child tasks wake at the same virtual time: they run in the order
/// they went to sleep, every time.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private struct TiesDemo: AsyncTerminalComponentDemo {
    func run(in terminal: HeadlessTerminal) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for name in ["a", "b", "c"] {
                group.addTask {
                    try await terminal.sleep(for: .milliseconds(100))
                    terminal.write(name)
                    try await terminal.sleep(for: .milliseconds(100))
                    terminal.write(name.uppercased())
                }
            }
            try await group.waitForAll()
        }
    }
}

/// An async component that reads with the blocking call, as code written
/// against a synchronous key reader does.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private struct BlockingReadDemo: AsyncTerminalComponentDemo, InteractiveDemo {
    func run(in terminal: HeadlessTerminal) async throws {
        terminal.write("? ")
        // A synchronous key reader, as code written against one takes it.
        let readKey: () -> [UInt8]? = terminal.read
        if let key = readKey() { terminal.write(String(decoding: key, as: UTF8.self)) }
        try await terminal.sleep(for: .milliseconds(100))
        terminal.write(" done")
    }
}

private func context(width: Int = 40, time: Duration = .zero) -> RenderContext {
    RenderContext(width: width, colorSupport: .trueColor, time: time)
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
/// A spinner that sleeps on the real clock, not its terminal's.
private struct RealSleepSpinnerDemo: AsyncTerminalComponentDemo, AnimatedDemo {
    var timeLimit: Duration { .milliseconds(300) }
    func run(in terminal: HeadlessTerminal) async throws {
        for frame in ["-", "\\", "|", "/"] {
            terminal.write("\r\(frame) Working")
            try await Task.sleep(for: .milliseconds(100))
        }
        terminal.write("\rDone     ")
    }
}

@Suite("Async stream components as demos")
struct AsyncTerminalComponentDemoTests {
    @Test("A still async component runs to its end: its sleeps take no time")
    func stillRunsToEnd() throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        let block = try DownloadDemo().render(in: context())
        #expect(block.plainText == "Downloaded.")
    }

    @Test("A live async component shows the frame of each virtual time, child tasks and the clock included, and runs once")
    func animatesOnVirtualTime() throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        let starts = Tally()
        let demo = StepDemo(starts: starts)
        #expect(try demo.render(in: context(time: .zero)).plainText == "⠋ Building")
        #expect(demo.nextFrame(after: .zero) == .milliseconds(100))
        #expect(try demo.render(in: context(time: .milliseconds(150))).plainText == "⠙ Building")
        #expect(try demo.render(in: context(time: .milliseconds(320))).plainText == "⠸ Building")
        #expect(demo.outcome(at: .milliseconds(320)) == nil)
        #expect(try demo.render(in: context(time: .seconds(1))).plainText == "✔ Built in 0.4 seconds")
        #expect(demo.outcome(at: .seconds(1)) == .completed)
        #expect(starts.all == ["start"])
    }

    @Test("A script drives an async prompt: keys arrive as a terminal sends them, Enter as LF")
    func scriptDrivesPrompt() throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        let script = DemoScript("pickBlue", steps: [.press(.right), .press(.right), .press(.enter)], expecting: .value("blue"))
        let frames = try ScriptPlayback.play(script, with: LivePlayer(demo: AsyncChoiceDemo(), context: context()))
        #expect(frames.map(\.screen.plainText) == ["[red] green blue", "red [green] blue", "red green [blue]", "red green [blue]"])
        #expect(ScriptPlayback.outcomeFailure(of: script, frames: frames) == nil)
    }

    @Test("A read with a timeout animates until a key arrives")
    func readTimeout() throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        var player = LivePlayer(demo: CountdownDemo(), context: context())
        player.seek(to: .milliseconds(1500))
        #expect(try player.render().plainText == "Starting in 2…")
        #expect(player.nextFrame == .seconds(2))
        player.seek(to: .milliseconds(1600))
        player.send(.key(.enter))
        #expect(player.outcome == .value("skipped"))
        #expect(CountdownDemo().outcome(at: .seconds(5)) == .completed)
        #expect(try CountdownDemo().render(in: context(time: .seconds(5))).plainText == "Started.")
    }

    @Test("Tasks that wake at the same virtual time run in the order they slept, every time")
    func tiesAreOrdered() throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        for _ in 0..<20 {
            #expect(try TiesDemo().render(in: context()).plainText == "abcABC")
        }
    }

    @Test("Renders blocking cooperative threads in parallel never starve the components: no deadlock on two cores")
    func parallelRendersOnThePool() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        let width = ProcessInfo.processInfo.activeProcessorCount * 4
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<width {
                group.addTask {
                    // Synchronous renders, each holding a pool thread while
                    // its component runs.
                    try StepDemo(starts: Tally()).render(in: context(time: .milliseconds(150))).plainText
                        + "|" + DownloadDemo().render(in: context()).plainText
                }
            }
            var all: [String] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results == Array(repeating: "⠙ Building|Downloaded.", count: width))
    }

    @Test("A component that blocks its thread fails at the time limit instead of hanging")
    func blockingFailsAtLimit() {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        #expect(throws: TerminalComponentError.didNotWait(limit: .milliseconds(300))) {
            try BlockingDemo().render(in: context())
        }
    }

    @Test("Dropping the player of a live demo ends its run: the component's sleep throws CancellationError")
    func droppingCancels() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        let tally = Tally()
        do {
            var player = LivePlayer(demo: EndlessDemo(tally: tally), context: context())
            player.seek(to: .milliseconds(250))
            #expect(try player.render().plainText == "...")
        }
        #expect(tally.all == ["cancelled"])
    }

    @Test("Going back in time runs the component again from its start")
    func goingBackRestarts() throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        let starts = Tally()
        let demo = StepDemo(starts: starts)
        _ = try demo.render(in: context(time: .milliseconds(320)))
        #expect(try demo.render(in: context(time: .milliseconds(50))).plainText == "⠋ Building")
        #expect(starts.all == ["start", "start"])
    }

    @Test("Ctrl-C interrupts an async component: the run ends as cancelled")
    func controlCInterrupts() throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        var player = LivePlayer(demo: AsyncChoiceDemo(), context: context())
        player.send(.key(.right))
        player.seek(to: .milliseconds(10))
        player.send(.key(.control("c")))
        #expect(player.outcome == .cancelled)
        #expect(try player.render().plainText == "red [green] blue")
    }

    @Test("A blocking read inside an async component waits for its key in virtual time")
    func blockingReadInsideAsync() throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        var player = LivePlayer(demo: BlockingReadDemo(), context: context())
        #expect(try player.render().plainText == "?")
        player.seek(to: .milliseconds(20))
        player.send(.key(.character("y")))
        player.seek(to: .milliseconds(50))
        #expect(try player.render().plainText == "? y")
        player.seek(to: .milliseconds(200))
        #expect(try player.render().plainText == "? y done")
    }

    @Test("The render context's clock stands at the context's time; sleeping on it returns at once")
    func contextClock() async throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        let clock = context(time: .seconds(3)).clock
        #expect(clock.now == DemoClock.Instant(offset: .seconds(3)))
        try await Task.sleep(for: .seconds(60), clock: clock)
        #expect(clock.now.offset == .seconds(3))
    }

    @Test("An async component that sleeps on the real clock in virtual time fails naming the real clock, not frozen at its first frame")
    func realSleepInVirtualTime() throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        var player = LivePlayer(demo: RealSleepSpinnerDemo(), context: context())
        player.seek(to: .seconds(1))
        #expect(throws: TerminalComponentError.waitedOutside(limit: .milliseconds(300))) { try player.render() }
        #expect(
            TerminalComponentError.waitedOutside(limit: .milliseconds(300)).description.contains(
                "the component waited on the real clock (or on work outside its run) for 0.3 s while the demo is in "
                    + "virtual time; give it terminal.clock"))
    }
}
