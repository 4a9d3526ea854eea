import DemoKitCore
import Foundation

/// A demo whose `exits` tweak ends the process with `exit(0)` while it
/// renders, as tuist/Noora's default Ctrl-C handling does, beside a tweak
/// that renders (`SNAPSHOT_FIXTURES=exits`).
enum ExitGroup: CaseDemoGroup {
    case prompt

    var demo: any Demoable { ExitingPromptDemo() }
}

struct ExitingPromptDemo: CaseTweakableDemo {
    enum Tweak: String, CaseIterable, TweakingOption {
        case renders, exits
    }
    var tweak = Tweak.renders

    func render(in context: RenderContext) -> TextBlock {
        if tweak == .exits {
            // What a component that quits on Ctrl-C does to its host.
            print("\u{1B}[?25h", terminator: "")
            exit(0)
        }
        return TextBlock("? Deploy now? ❯ Yes")
    }
}
