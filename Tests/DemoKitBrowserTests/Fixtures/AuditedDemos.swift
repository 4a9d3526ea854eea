import DemoKitCore

/// A group for the browser's audit: a demo that passes, one whose `loud`
/// tweak draws yellow text (1.7:1 on xterm's white: a contrast finding),
/// and one that waives its own finding with a reason.
enum AuditedDemos: String, CaseDemoGroup {
    case calm
    case shout
    case excused

    var demo: any Demoable {
        switch self {
        case .calm: TextDemo("Calm", text: "All good")
        case .shout: ShoutDemo()
        case .excused: ExcusedDemo()
        }
    }
}

/// Plain text, or yellow in its `loud` tweak.
struct ShoutDemo: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case quiet
        case loud
    }

    var tweak = Tweaks.quiet
    var title: String { "Shout" }

    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock(tweak == .loud ? StyledText("HEY").foreground(.yellow) : StyledText("hey"))
    }
}

/// Grey text whose contrast finding is waived.
struct ExcusedDemo: Demoable {
    var title: String { "Excused" }
    var accessibilityWaivers: [AccessibilityWaiver] {
        [AccessibilityWaiver(.contrast, reason: "A disabled label, which WCAG 1.4.3 exempts.")]
    }

    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock(StyledText("[ Save ]").foreground(.hex(0xB0B0B0)))
    }
}
