import DemoKitCore
import Foundation
import Testing

@testable import DemoKitHeadless

/// How many times a component has started, shared by a demo's copies.
private final class StartCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}

/// A step as tuist/Noora's progress step draws it: the program takes a
/// moment to start, draws its first line, then works on the real clock.
private struct SlowStartStepDemo: TerminalComponentDemo, AnimatedDemo {
    var starts = StartCount()
    var timing: DemoTiming { .realTime }

    var scripts: [DemoScript] {
        [
            DemoScript("steps", steps: [
                .waitUntil(.contains("Fetched"), limit: .seconds(5)),
                .waitUntil(.contains("Built"), limit: .seconds(5)),
            ])
        ]
    }

    func run(in terminal: HeadlessTerminal) {
        starts.increment()
        Thread.sleep(forTimeInterval: 0.01)  // starting up, as a real program does
        terminal.write("Fetching…\n")
        Thread.sleep(forTimeInterval: 0.15)
        terminal.write("Fetched.\nBuilding…\n")
        Thread.sleep(forTimeInterval: 0.15)
        terminal.write("Built.\n")
    }
}

/// Quiet until a key, then a counter that never stops changing.
private struct CountsAfterKeyDemo: TerminalComponentDemo, InteractiveDemo {
    var timing: DemoTiming { .realTime }

    func run(in terminal: HeadlessTerminal) {
        terminal.write("Press Enter")
        guard terminal.read() != nil else { return }
        var count = 0
        while !terminal.isAtEndOfInput {
            count += 1
            terminal.write("\rcount \(count)\u{1B}[K")
            terminal.sleep(for: .milliseconds(5))
        }
    }
}

private func context(width: Int = 40) -> RenderContext {
    RenderContext(width: width, colorSupport: .trueColor, time: .zero)
}

@Suite("Scripts of stream components in real time")
struct RealTimeScriptPlaybackTests {
    @Test("A real-time script's first screen is what the component drew once started, not the blank before it")
    func firstScreenWaitsForTheComponent() throws {
        let demo = SlowStartStepDemo()
        let script = try #require(demo.scripts.first)
        for _ in 0..<3 {
            let frames = try ScriptPlayback.play(script, with: LivePlayer(demo: SlowStartStepDemo(), context: context()))
            #expect(ScriptPlayback.outcomeFailure(of: script, frames: frames) == nil)
            #expect(frames.first?.screen.plainText == "Fetching…")
        }
    }

    @Test("The second look at a screen after a key is a moment after it in real time, so a screen still changing is named")
    func secondLookAfterInputIsLater() throws {
        let script = DemoScript("press", steps: [.press(.enter)])
        let frames = try ScriptPlayback.play(script, with: LivePlayer(demo: CountsAfterKeyDemo(), context: context()))
        #expect(frames.map(\.raced) == [false, true])
        let failure = try #require(ScriptPlayback.outcomeFailure(of: script, frames: frames))
        #expect(failure.hasPrefix("script 'press' step 1 (⏎) raced the component"))
    }

    @Test("A script shown at another size than its player's (in a frame) runs the real-time component once")
    func waitsRenderAsTheScreensDo() throws {
        let demo = SlowStartStepDemo()
        let script = try #require(demo.scripts.first)
        // As `open` and the browser show a script: in a frame, 4 columns narrower.
        let frames = try ScriptPlayback.play(script, with: LivePlayer(demo: demo, context: context())) { player in
            try player.demo.render(in: player.context.with(width: player.context.width - 4))
        }
        #expect(ScriptPlayback.outcomeFailure(of: script, frames: frames) == nil)
        #expect(frames.map(\.screen.plainText) == [
            "Fetching…", "Fetching…\nFetched.\nBuilding…", "Fetching…\nFetched.\nBuilding…\nBuilt.",
        ])
        #expect(demo.starts.value == 1)
    }
}
