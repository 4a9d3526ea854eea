import DemoKitCore
import Foundation

/// Demos that crash or hang, beside healthy ones (`SNAPSHOT_FIXTURES=crashes`):
/// one traps (`fatalError`), one overflows its stack, one never returns, one
/// indexes out of range in its second tweak only, and one live demo blocks
/// in its script's second step.
///
/// The one catalog of broken demos, for two suites: the snapshot run's
/// worker processes (`SnapshotWorkerEndToEndTests`: each broken golden
/// fails, every other one passes) and the browser's supervisor in tmux
/// (`BrowserCrashEndToEndTests`: the browser survives each). Every demo is
/// snapshot-tested, so a demo added here changes the snapshot run's counts.
/// The browser's sidebar sorts them by title: AlsoHealthy, Hang, Healthy,
/// OneTweak, Overflow, StuckStep, Trap.
enum CrashGroup: String, CaseDemoGroup {
    case healthy
    case trap
    case overflow
    case hang
    case oneTweak
    case stuckStep
    case alsoHealthy

    static var groupIdentifier: String { "Crashes" }

    var demo: any Demoable {
        switch self {
        case .healthy: HealthyDemo(text: "healthy")
        case .trap: TrapDemo()
        case .overflow: OverflowDemo()
        case .hang: HangDemo()
        case .oneTweak: OneTweakDemo()
        case .stuckStep: StuckStepDemo()
        case .alsoHealthy: HealthyDemo(text: "also healthy")
        }
    }
}

struct HealthyDemo: Demoable {
    let text: String

    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock([StyledText(text), StyledText("styled").bold()])
    }
}

struct TrapDemo: Demoable {
    /// What it traps with: `open --set reason=…` names its input in the
    /// crash's message.
    var reason = "boom"

    var controls: [DemoControl] { [.text("reason", \Self.reason)] }

    func render(in context: RenderContext) throws -> TextBlock {
        fatalError(reason)
    }
}

struct OverflowDemo: Demoable {
    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock(StyledText("depth \(Self.depth(context.width))"))
    }

    /// Never ends: each call adds a frame until the stack runs out.
    private static func depth(_ level: Int) -> Int {
        level < 0 ? 0 : depth(level + 1) + 1
    }
}

/// Spins the CPU for ever: a real loop, not a sleep.
struct HangDemo: Demoable {
    func render(in context: RenderContext) throws -> TextBlock {
        var turns = 0
        while ProcessInfo.processInfo.environment["DEMOKIT_FIXTURE_NEVER_SET"] == nil { turns &+= 1 }
        return TextBlock(StyledText("\(turns)"))
    }
}

/// Three tweaks; the second indexes out of range.
struct OneTweakDemo: TweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case first, second, third
    }

    private var selected = 0

    var numberOfTweaks: Int { Tweaks.allCases.count }
    func tweak(for index: Int) -> any TweakingOption { Tweaks.allCases[index] }
    mutating func configure(forTweakAt index: Int) { selected = index }

    func render(in context: RenderContext) throws -> TextBlock {
        let lengths = [1, 3, 2]
        let count = selected == 1 ? lengths[lengths.count + selected] : lengths[selected]
        return TextBlock(StyledText(String(repeating: "*", count: count)))
    }
}

/// A live demo whose script blocks in its second step, in real time
/// (virtual time never blocks: it is only a number).
struct StuckStepDemo: InteractiveDemo {
    var presses = 0

    var scripts: [DemoScript] {
        [DemoScript("run", steps: [.press(.down), .press(.down), .press(.down)])]
    }

    mutating func handle(_ input: DemoInput, at time: Duration) {
        presses += 1
        if presses == 2 { sleep(1000) }
    }

    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock(StyledText("presses: \(presses)"))
    }
}
