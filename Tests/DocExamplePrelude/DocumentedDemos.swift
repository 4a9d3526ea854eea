import DemoKitCore

// The demos the documentation's examples name without declaring them, as a
// reader's demo target has them: internal, as a user's demos are. The
// README's and the articles' examples are built as files of the README's
// user package, whose demo target `MyDemos` holds a copy of this file
// (DemoKitPluginEndToEndTests), so a test there reaches these through
// `@testable import MyDemos`. Doc comments' examples are type-checked
// inside their module with `@testable import DocExamplePrelude`
// (DemoKitDocumentationTests). This is the one place these names are
// declared: an example that needs another adds it here.

/// A group of components, for examples.
enum Components: String, CaseDemoGroup {
    case buttons, badges

    var demo: any Demoable {
        switch self {
        case .buttons: ButtonsDemo()
        case .badges: BadgesDemo()
        }
    }
}

/// A tweakable demo, for examples.
struct ButtonsDemo: CaseTweakableDemo {
    enum Tweak: String, CaseIterable, TweakingOption {
        case primary, red, disabled
    }
    var tweak = Tweak.primary

    func render(in context: RenderContext) -> TextBlock { TextBlock(" Save ") }
}

/// A still demo, for examples.
struct BadgesDemo: Demoable {
    func render(in context: RenderContext) -> TextBlock { TextBlock("[NEW]") }
}

/// Another group, for examples.
enum LegacyWidgets: CaseDemoGroup {
    case table

    var demo: any Demoable { BadgesDemo() }
}

/// A live single-choice prompt, for examples: ↓ moves, Enter chooses.
struct SingleChoiceDemo: InteractiveDemo {
    static let options = ["Apple", "Banana", "Cherry"]
    var selection = 0
    var outcome: DemoOutcome?

    var scripts: [DemoScript] {
        [DemoScript("chooseSecond", steps: [.press(.down), .press(.enter)], expecting: .value("Banana"))]
    }

    mutating func handle(_ input: DemoInput, at time: Duration) {
        switch input {
        case .key(.down): selection = min(selection + 1, Self.options.count - 1)
        case .key(.enter): outcome = .value(Self.options[selection])
        default: break
        }
    }

    func render(in context: RenderContext) -> TextBlock {
        TextBlock(Self.options.enumerated().map { ($0.offset == selection ? "❯ " : "  ") + $0.element }
            .joined(separator: "\n"))
    }
}

/// A spinner that is done at 3 s of virtual time, for examples.
struct SpinnerDemo: AnimatedDemo {
    var frameInterval: Duration { .milliseconds(80) }
    var animationDuration: Duration? { .seconds(3) }

    func render(in context: RenderContext) -> TextBlock {
        TextBlock(context.time < .seconds(3) ? "⠋ Building" : "✔ Built")
    }
}

/// A still demo that greets, for examples.
struct GreetingDemo: Demoable {
    func render(in context: RenderContext) -> TextBlock { TextBlock("Hello from DemoKit") }
}
