import DemoKitCore
import DemoKitHeadless

// Fixtures made to have exactly one class of accessibility problem each, and
// a clean group; the tests audit them through the runner and the engine.

/// Clean: default text, bold, a dark blue that passes everywhere, a marked
/// selection, an animation that honours reduced motion and is pinned, and
/// a table whose coloured status column and a framed title are not taken
/// for a selection.
enum CleanGroup: String, CaseDemoGroup {
    case card, choice, pulse, statuses
    static var groupIdentifier: String { "Clean" }
    var demo: any Demoable {
        switch self {
        case .card: CleanCardDemo()
        case .choice: MarkedChoiceDemo()
        case .pulse: CalmPulseDemo()
        case .statuses: StatusTableDemo()
        }
    }
}

struct CleanCardDemo: Demoable {
    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock([
            StyledText("Saved").bold(),
            StyledText("Your changes are stored.").foreground(.hex(0x0B3D91)),
            StyledText("Plain text stays the theme's own."),
        ])
    }
}

/// ↓ moves a selection marked with '›' as well as colour.
struct MarkedChoiceDemo: InteractiveDemo {
    var selected = 0
    var scripts: [DemoScript] { [DemoScript("down", steps: [.press(.down)])] }
    mutating func handle(_ input: DemoInput, at time: Duration) {
        if case .key(.down) = input { selected = min(selected + 1, 2) }
    }
    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock(["Apple", "Banana", "Cherry"].enumerated().map { index, name in
            index == selected ? StyledText("› " + name).bold() : StyledText("  " + name)
        })
    }
}

/// A table whose one long status ("Maintenance", in the warning colour)
/// outweighs its short name: the row's label ("Moya") looks as the other
/// names do, so nothing is set apart. Then a title in the accent colour over
/// body lines that start two columns further in, as a callout draws them.
struct StatusTableDemo: Demoable {
    func render(in context: RenderContext) throws -> TextBlock {
        let palette = Palette.light
        func row(_ name: String, _ status: String, _ color: TextColor) -> StyledText {
            StyledText(name.padding(toLength: 12, withPad: " ", startingAt: 0)) + StyledText(status).foreground(color)
        }
        return TextBlock([
            row("Alamofire", "Active", palette.success),
            row("Kingfisher", "Active", palette.success),
            row("Moya", "Maintenance", palette.warning),
            row("Swinject", "Active", palette.success),
            StyledText(),
            StyledText("│ i ") + StyledText("Note").foreground(palette.accent).bold(),
            StyledText("│   Callouts wrap their text"),
            StyledText("│   at word boundaries"),
            StyledText("│   to fit the width."),
        ])
    }
}

/// Counts up every 100 ms, still (and at its final value) with reduced motion.
struct CalmPulseDemo: AnimatedDemo {
    var frameInterval: Duration { .milliseconds(100) }
    var snapshotVariations: [SnapshotVariation] { [.standard, .reducedMotion] }
    func render(in context: RenderContext) throws -> TextBlock {
        if context.reduceMotion { return TextBlock("Working…") }
        return TextBlock("Working " + String(repeating: ".", count: Int(context.time / .milliseconds(100)) % 4))
    }
}

/// Contrast: xterm's yellow on its white background, and a light grey.
enum ContrastGroup: String, CaseDemoGroup {
    case warning
    static var groupIdentifier: String { "Contrast" }
    var demo: any Demoable { WarningDemo() }
}

struct WarningDemo: Demoable {
    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock([
            StyledText("Careful").foreground(.yellow),
            StyledText("hint").foreground(.hex(0x9AA0A6)),
        ])
    }
}

/// Use of colour, three ways: a key that moves a colour-only selection, two
/// tweaks that differ only in colour, a list whose selected row is bold only.
enum ColorOnlyGroup: String, CaseDemoGroup {
    case menu, status, list
    static var groupIdentifier: String { "ColorOnly" }
    var demo: any Demoable {
        switch self {
        case .menu: ColorOnlyMenuDemo()
        case .status: StatusTweaksDemo()
        case .list: BoldOnlyListDemo()
        }
    }
}

struct ColorOnlyMenuDemo: InteractiveDemo {
    var selected = 0
    var scripts: [DemoScript] { [DemoScript("down", steps: [.press(.down)])] }
    mutating func handle(_ input: DemoInput, at time: Duration) {
        if case .key(.down) = input { selected = 1 }
    }
    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock(["One", "Two"].enumerated().map { index, name in
            index == selected ? StyledText(name).foreground(.hex(0x0B3D91)).bold() : StyledText(name)
        })
    }
}

struct StatusTweaksDemo: CaseTweakableDemo {
    enum Tweak: String, CaseIterable, TweakingOption { case passed, failed }
    var tweak = Tweak.passed
    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock(StyledText("Build").foreground(tweak == .passed ? .hex(0x0B6E2B) : .hex(0x9B1C1C)))
    }
}

struct BoldOnlyListDemo: Demoable {
    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock([StyledText("Apple"), StyledText("Banana").bold(), StyledText("Cherry"), StyledText("Damson")])
    }
}

/// Colour depth: an orange and a lime that both become bright yellow at 16
/// colours, on pass and fail marks.
enum DepthGroup: String, CaseDemoGroup {
    case marks
    static var groupIdentifier: String { "Depth" }
    var demo: any Demoable { MarksDemo() }
}

struct MarksDemo: Demoable {
    func render(in context: RenderContext) throws -> TextBlock {
        let black = TextColor.hex(0x000000)
        return TextBlock([
            StyledText("✗ failed").foreground(.hex(0xFF8000)).background(black),
            StyledText("✓ passed").foreground(.hex(0xA0FF00)).background(black),
        ])
    }
}

/// Screen readers: a bordered card in the screen-reader look, and a stream
/// component whose spinner rewrites its line with CR.
enum ReaderGroup: String, CaseDemoGroup {
    case boxed, spinner
    static var groupIdentifier: String { "Reader" }
    var demo: any Demoable {
        switch self {
        case .boxed: BoxedDemo()
        case .spinner: StreamSpinnerDemo()
        }
    }
}

struct BoxedDemo: Demoable {
    var snapshotVariations: [SnapshotVariation] { [.screenReader] }
    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock("Saved").bordered(.rounded, in: context.with(width: 12))
    }
}

struct StreamSpinnerDemo: TerminalComponentDemo, AnimatedDemo {
    var snapshotVariations: [SnapshotVariation] { [.screenReader] }
    func run(in terminal: HeadlessTerminal) throws {
        for frame in ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴"] {
            terminal.write("\r\(frame) Loading")
            terminal.sleep(for: .milliseconds(100))
        }
        terminal.write("\rDone      \n")
    }
}

/// Motion: a spinner that ignores reduced motion, and a block that flashes
/// five times a second.
enum MotionGroup: String, CaseDemoGroup {
    case restless, strobe
    static var groupIdentifier: String { "Motion" }
    var demo: any Demoable {
        switch self {
        case .restless: RestlessDemo()
        case .strobe: StrobeDemo()
        }
    }
}

struct RestlessDemo: AnimatedDemo {
    var frameInterval: Duration { .milliseconds(250) }
    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock(["⠋", "⠙", "⠹", "⠸"][Int(context.time / .milliseconds(250)) % 4] + " Working")
    }
}

struct StrobeDemo: AnimatedDemo {
    var frameInterval: Duration { .milliseconds(100) }
    var snapshotVariations: [SnapshotVariation] { [.standard, .reducedMotion] }
    func render(in context: RenderContext) throws -> TextBlock {
        if context.reduceMotion { return TextBlock("████ alert") }
        let on = Int(context.time / .milliseconds(100)) % 2 == 0
        return TextBlock((on ? "████" : "    ") + " alert")
    }
}

/// Waivers: one with a reason that accepts the contrast finding, one without.
enum WaiverGroup: String, CaseDemoGroup {
    case accepted, unexplained
    static var groupIdentifier: String { "Waivers" }
    var demo: any Demoable {
        switch self {
        case .accepted: AcceptedDemo()
        case .unexplained: UnexplainedDemo()
        }
    }
}

struct AcceptedDemo: Demoable {
    var accessibilityWaivers: [AccessibilityWaiver] {
        [AccessibilityWaiver(.contrast, reason: "Shows a disabled button, which WCAG 1.4.3 exempts.")]
    }
    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock(StyledText("[ Save ]").foreground(.hex(0xB0B0B0)))
    }
}

struct UnexplainedDemo: Demoable {
    var accessibilityWaivers: [AccessibilityWaiver] { [AccessibilityWaiver(.contrast, reason: " ")] }
    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock(StyledText("[ Save ]").foreground(.hex(0xB0B0B0)))
    }
}

/// Script steps: a menu with a light grey hint line under it, the same at
/// every step of its script, and the same menu with a waiver of step 2.
enum StepsGroup: String, CaseDemoGroup {
    case hinted, waivedStep
    static var groupIdentifier: String { "Steps" }
    var demo: any Demoable {
        switch self {
        case .hinted: HintedMenuDemo()
        case .waivedStep: HintedMenuDemo(waivedStep: 2)
        }
    }
}

struct HintedMenuDemo: InteractiveDemo {
    var waivedStep: Int?
    var selected = 0
    var scripts: [DemoScript] { [DemoScript("walk", steps: [.press(.down), .press(.down), .press(.up)])] }
    var accessibilityWaivers: [AccessibilityWaiver] {
        waivedStep.map { [AccessibilityWaiver(.contrast, script: "walk", step: $0, reason: "Dimmed on purpose.")] } ?? []
    }
    mutating func handle(_ input: DemoInput, at time: Duration) {
        if case .key(.down) = input { selected = min(selected + 1, 2) }
        if case .key(.up) = input { selected = max(selected - 1, 0) }
    }
    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock(["Apple", "Banana", "Cherry"].enumerated().map { index, name in
            index == selected ? StyledText("› " + name).bold() : StyledText("  " + name)
        } + [StyledText("↑↓ move · enter choose").foreground(.hex(0x9AA0A6))])
    }
}
