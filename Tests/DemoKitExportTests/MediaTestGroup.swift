import DemoKitCore
import DemoKitHeadless
import Foundation

/// Demos for documentation media: a counter that animates for 0.3 s and
/// counts key presses, with a script; a spinner that never stops; a still
/// demo, which has no media.
enum MediaTestGroup: DemoGroup {
    static var groupIdentifier: String { "Media" }
    static var numberOfDemos: Int { 3 }
    static func demoGroupItem(for index: Int) -> any DemoGroupItem { Item(index: index) }
    static func demoable(for index: Int) -> any Demoable {
        switch index {
        case 0: CounterDemo()
        case 1: ForeverDemo()
        default: TextDemo("still", identifier: "still") { _ in TextBlock("still") }
        }
    }

    struct Item: DemoGroupItem {
        let index: Int
        var groupItemTitle: String { ["Counter", "Forever", "Still"][index] }
        var groupItemIdentifier: String? { ["counter", "forever", "still"][index] }
    }
}

/// Ticks every 100 ms until 0.3 s; `+` counts, in colour.
struct CounterDemo: AnimatedDemo, InteractiveDemo {
    var count = 0
    var frameInterval: Duration { .milliseconds(100) }
    var animationDuration: Duration? { .milliseconds(300) }
    var scripts: [DemoScript] {
        [DemoScript("press", steps: [.wait(.milliseconds(250)), .press(.character("+")), .type("++"), .wait(.seconds(1))])]
    }

    mutating func handle(_ input: DemoInput, at time: Duration) {
        if input == .key(.character("+")) { count += 1 }
    }

    func render(in context: RenderContext) throws -> TextBlock {
        let ticks = Int(min(context.time, .milliseconds(300)) / frameInterval)
        var lines = [StyledText("tick \(ticks)").bold(), StyledText("count \(count)").foreground(context.palette.accent)]
        if count >= 2 { lines.append(StyledText("two or more")) }
        return TextBlock(lines)
    }
}

/// Changes every second, for as long as it is shown.
struct ForeverDemo: AnimatedDemo {
    var frameInterval: Duration { .seconds(1) }

    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock("second \(Int(context.time / .seconds(1)))")
    }
}

/// A demo on the real clock, for media made at the times it ran at.
enum RealTimeMediaGroup: DemoGroup {
    static var groupIdentifier: String { "RealTime" }
    static var numberOfDemos: Int { 1 }
    static func demoGroupItem(for index: Int) -> any DemoGroupItem { Item() }
    static func demoable(for index: Int) -> any Demoable { RealTimeBuildDemo() }

    struct Item: DemoGroupItem {
        var groupItemTitle: String { "Build" }
        var groupItemIdentifier: String? { "build" }
    }
}

/// Builds for 0.3 s of real time, then prints how long it took, which its
/// redaction hides.
struct RealTimeBuildDemo: TerminalComponentDemo, AnimatedDemo {
    var timing: DemoTiming { .realTime }
    var redactions: [ScreenRedaction] { [.elapsedTimes] }
    var scripts: [DemoScript] { [DemoScript("finish", steps: [.waitUntil(.contains("Built"), limit: .seconds(5))])] }

    func run(in terminal: HeadlessTerminal) {
        let start = ContinuousClock.now
        terminal.write("Building\r\n")
        Thread.sleep(forTimeInterval: 0.3)
        let elapsed = ContinuousClock.now - start
        terminal.write("Built in \(elapsed.components.seconds).\(elapsed.components.attoseconds / 10_000_000_000_000_000)s\r\n")
    }
}
