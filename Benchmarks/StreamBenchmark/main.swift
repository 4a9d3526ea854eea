import BenchmarkSupport
import DemoKitCore
import DemoKitHeadless
import Foundation

// What hosting a stream component costs, issue 27's figures:
//
// 1. Per script step, an `async` component against the same component
//    written synchronously (virtual time): the ratio.
// 2. A real-time golden run against the component's own real duration.
// 3. In real time, how long after the component writes the browser's loop
//    (poll, advance to the real time, render) shows it: median, p95, max.
//
//   DEMOKIT_BENCHMARKS=1 swift run -c release stream-benchmark [--repetitions N]

let arguments = Array(CommandLine.arguments.dropFirst())
let repetitions: Int = {
    guard let index = arguments.firstIndex(of: "--repetitions"), index + 1 < arguments.count,
        let value = Int(arguments[index + 1])
    else { return 9 }
    return max(1, value)
}()

let options = ["alpha", "beta", "gamma", "delta", "epsilon"]

/// The component's logic, shared by both forms: draw the list, move on ↓/↑.
func draw(_ selected: Int) -> String {
    "\r\u{1B}[2K" + options.enumerated().map { $0 == selected ? "[\($1)]" : " \($1) " }.joined(separator: " ")
}

func next(_ selected: Int, _ key: [UInt8]) -> Int? {
    switch key {
    case [0x1B, 0x5B, 0x42]: min(options.count - 1, selected + 1)
    case [0x1B, 0x5B, 0x41]: max(0, selected - 1)
    case [0x0A]: nil
    default: selected
    }
}

struct SyncPrompt: TerminalComponentDemo, InteractiveDemo, AnimatedDemo {
    func run(in terminal: HeadlessTerminal) {
        var selected = 0
        terminal.write(draw(selected))
        while true {
            guard let key = terminal.read(timeout: .milliseconds(100)) else {
                if terminal.isAtEndOfInput { return }
                terminal.write(draw(selected))
                continue
            }
            guard let moved = next(selected, key) else {
                terminal.report(.value(options[selected]))
                return
            }
            selected = moved
            terminal.write(draw(selected))
        }
    }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
struct AsyncPrompt: AsyncTerminalComponentDemo, InteractiveDemo, AnimatedDemo {
    func run(in terminal: HeadlessTerminal) async throws {
        var selected = 0
        terminal.write(draw(selected))
        while true {
            guard let key = await terminal.read(timeout: .milliseconds(100)) else {
                if terminal.isAtEndOfInput { return }
                terminal.write(draw(selected))
                continue
            }
            guard let moved = next(selected, key) else {
                terminal.report(.value(options[selected]))
                return
            }
            selected = moved
            terminal.write(draw(selected))
        }
    }
}

let steps: [ScriptStep] = (0..<20).flatMap { index -> [ScriptStep] in
    [.press(index % 8 < 4 ? .down : .up), .wait(.milliseconds(150))]
} + [.press(.enter)]
let script = DemoScript("walk", steps: steps)
let context = RenderContext(width: 80, colorSupport: .trueColor)

@MainActor func perStep(_ make: () -> any Demoable) throws -> Double {
    let samples = try (0..<repetitions).map { _ in
        try Measurement.time {
            let frames = try ScriptPlayback.play(script, with: LivePlayer(demo: make(), context: context))
            precondition(frames.last?.outcome != nil, "the prompt did not finish")
        }
    }
    return Measurement.median(samples) / Double(steps.count + 1)
}

// Task executors, which the async component runs on, need macOS 15.
guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
    print("stream-benchmark: the async component needs macOS 15 or later (task executors)")
    exit(0)
}

// Warm up both, then alternate.
_ = try perStep { SyncPrompt() }
_ = try perStep { AsyncPrompt() }
var syncSamples: [Double] = []
var asyncSamples: [Double] = []
for _ in 0..<5 {
    syncSamples.append(try perStep { SyncPrompt() })
    asyncSamples.append(try perStep { AsyncPrompt() })
}
let syncStep = Measurement.median(syncSamples)
let asyncStep = Measurement.median(asyncSamples)
print("1. per script step (\(steps.count + 1) screens, \(repetitions) runs × 5 rounds, medians)")
print(String(format: "   synchronous component  %8.1f µs", syncStep * 1e6))
print(String(format: "   async component        %8.1f µs", asyncStep * 1e6))
print(String(format: "   async / sync           %8.2f×", asyncStep / syncStep))

// 2. A real-time component that works for `duration` of real time.
let duration = 0.5
struct RealTimeWork: TerminalComponentDemo {
    var timing: DemoTiming { .realTime }
    var redactions: [ScreenRedaction] { [.elapsedTimes] }
    func run(in terminal: HeadlessTerminal) {
        let start = Date()
        for percent in stride(from: 0, through: 100, by: 10) {
            terminal.write("\rWorking \(percent)%")
            Thread.sleep(forTimeInterval: duration / 11)
        }
        terminal.write(String(format: "\rDone [%.1fs]\u{1B}[K\n", Date().timeIntervalSince(start)))
    }
}

var ownSamples: [Double] = []
var goldenSamples: [Double] = []
for _ in 0..<max(3, repetitions / 2) {
    ownSamples.append(
        Measurement.time {
            for _ in 0...10 { Thread.sleep(forTimeInterval: duration / 11) }
        })
    goldenSamples.append(
        try Measurement.time {
            let text = try RealTimeWork().render(in: context).plainText
            if text != "Done [‹time›]" { fatalError("unexpected rendering: \(text)") }
        })
}
let own = Measurement.median(ownSamples)
let golden = Measurement.median(goldenSamples)
print("2. a real-time still golden of a component that works \(duration) s (medians)")
print(String(format: "   the component's own run %7.1f ms", own * 1e3))
print(String(format: "   its golden rendering    %7.1f ms", golden * 1e3))
print(String(format: "   golden / own            %7.3f× (+%.1f%%)", golden / own, (golden / own - 1) * 100))

// 3. Write to frame: the component writes a number at irregular real
// instants; a loop polls as the browser does and notes when each number
// first shows.
final class WriteLog: @unchecked Sendable {
    private let lock = NSLock()
    private var instants: [Int: ContinuousClock.Instant] = [:]
    func note(_ value: Int) { lock.withLock { instants[value] = .now } }
    func instant(of value: Int) -> ContinuousClock.Instant? { lock.withLock { instants[value] } }
}

struct Ticker: TerminalComponentDemo, AnimatedDemo {
    var timing: DemoTiming { .realTime }
    let log: WriteLog
    let count: Int
    func run(in terminal: HeadlessTerminal) {
        var generator = SystemRandomNumberGenerator()
        for value in 1...count {
            Thread.sleep(forTimeInterval: Double.random(in: 0.020...0.060, using: &generator))
            log.note(value)
            terminal.write("\rvalue \(value)   ")
        }
    }
}

let log = WriteLog()
let count = 60
var player = LivePlayer(demo: Ticker(log: log, count: count), context: context)
let clock = ContinuousClock()
let start = clock.now
var latencies: [Double] = []
var seen = 0
while player.outcome == nil {
    guard let due = player.nextFrame else { break }
    // The browser sleeps until the frame is due, then renders at the real
    // time elapsed.
    let wake = start + due
    if wake > clock.now { try await Task.sleep(until: wake, clock: clock) }
    player.seek(to: clock.now - start)
    let text = try player.render().plainText
    let shown = Int(text.split(separator: " ").last.map(String.init) ?? "") ?? 0
    let now = clock.now
    if shown > seen {
        if let written = log.instant(of: shown) { latencies.append(Measurement.seconds(now - written)) }
        seen = shown
    }
}
let sorted = latencies.sorted()
print("3. real time: write to frame in the browser's loop (\(latencies.count) writes seen of \(count))")
print(String(format: "   median %.1f ms, p95 %.1f ms, max %.1f ms (one frame: 16.7 ms)",
    Measurement.median(sorted) * 1e3, sorted[Int(Double(sorted.count - 1) * 0.95)] * 1e3, (sorted.last ?? 0) * 1e3))
