import DemoKitCore
import Foundation
import Testing

@testable import DemoKitHeadless

/// Counts runs across threads.
private final class Starts: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// Prints what its terminal says about the reader.
private struct ReaderEchoDemo: TerminalComponentDemo {
    func run(in terminal: HeadlessTerminal) {
        terminal.write("screen reader: \(terminal.screenReader), reduced motion: \(terminal.reduceMotion)\n")
    }
}

/// A spinner that turns every 100 ms for a second, or prints one still line
/// when the reader asked for reduced motion.
private struct ReaderSpinnerDemo: TerminalComponentDemo, AnimatedDemo {
    let starts: Starts

    func run(in terminal: HeadlessTerminal) {
        starts.increment()
        if terminal.reduceMotion || terminal.screenReader {
            terminal.write("Working…\n")
            return
        }
        for frame in 0..<10 {
            terminal.write("\r" + ["⠋", "⠙", "⠹", "⠸"][frame % 4] + " Working")
            terminal.sleep(for: .milliseconds(100))
        }
        terminal.write("\rDone     \n")
    }
}

/// An async component that prints what its terminal says about the reader.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private struct AsyncReaderEchoDemo: AsyncTerminalComponentDemo {
    func run(in terminal: HeadlessTerminal) async throws {
        try await terminal.sleep(for: .milliseconds(10))
        terminal.write("screen reader: \(terminal.screenReader), reduced motion: \(terminal.reduceMotion)\n")
    }
}

/// `HeadlessTerminal.screenReader` and `.reduceMotion` tell a stream
/// component what the render context says, and a run started for one
/// context is not reused for another.
@Suite struct HeadlessTerminalReaderTests {
    @Test func stillComponent_readsTheContextsFlags() throws {
        let demo = ReaderEchoDemo()
        #expect(try demo.render(in: RenderContext()).plainText == "screen reader: false, reduced motion: false")
        #expect(
            try demo.render(in: SnapshotVariation.reducedMotion.context).plainText
                == "screen reader: false, reduced motion: true")
        #expect(
            try demo.render(in: SnapshotVariation.screenReader.context).plainText
                == "screen reader: true, reduced motion: true")
    }

    @Test func liveComponent_startsAgainWhenTheFlagsChange() throws {
        let starts = Starts()
        let demo = ReaderSpinnerDemo(starts: starts)
        let moving = RenderContext(time: .milliseconds(250))
        #expect(try demo.render(in: moving).plainText == "⠹ Working")
        #expect(try demo.render(in: moving.with(time: .milliseconds(350))).plainText == "⠸ Working")
        #expect(starts.value == 1)
        // Later, so the run could go on: it is started again for the flag.
        var still = moving.with(time: .milliseconds(450))
        still.reduceMotion = true
        #expect(try demo.render(in: still).plainText == "Working…")
        #expect(starts.value == 2)
    }

    @Test func questionsWithoutAContext_keepTheLastFlags() throws {
        let starts = Starts()
        let demo = ReaderSpinnerDemo(starts: starts)
        var still = RenderContext()
        still.reduceMotion = true
        #expect(try demo.render(in: still).plainText == "Working…")
        // The still run has finished: no next frame, and no run started
        // again without the flag to answer.
        #expect(demo.nextFrame(after: .zero) == nil)
        #expect(demo.outcome(at: .zero) == .completed)
        #expect(starts.value == 1)
    }

    @Test func asyncComponent_readsTheContextsFlags() throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        let demo = AsyncReaderEchoDemo()
        #expect(try demo.render(in: RenderContext()).plainText == "screen reader: false, reduced motion: false")
        #expect(
            try demo.render(in: SnapshotVariation.screenReader.context).plainText
                == "screen reader: true, reduced motion: true")
    }
}
