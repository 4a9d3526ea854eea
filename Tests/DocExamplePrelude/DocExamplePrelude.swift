import DemoKitCore

// The names the documentation's examples use without declaring them, as a
// reader's package would have them: each example is type-checked as its own
// module with this one imported (DemoKitDocumentationTests). An example that
// declares a name of its own shadows the one here.

/// The registry the DemoKitDiscovery plugin generates, for examples.
public enum DemoRegistry: DiscoveredDemos {
    public static var groups: [any DemoGroup.Type] { [Components.self] }
    public static var sourceDirectory: String { "" }
    public static var discoveryWarnings: [String] { [] }
}

/// A group of components, for examples.
public enum Components: String, CaseDemoGroup {
    case buttons, badges

    public var demo: any Demoable {
        switch self {
        case .buttons: ButtonsDemo()
        case .badges: BadgesDemo()
        }
    }
}

/// A tweakable demo, for examples.
public struct ButtonsDemo: CaseTweakableDemo {
    public enum Tweak: String, CaseIterable, TweakingOption {
        case primary, red, disabled
    }
    public var tweak = Tweak.primary

    public init() {}

    public func render(in context: RenderContext) -> TextBlock { TextBlock(" Save ") }
}

/// A still demo, for examples.
public struct BadgesDemo: Demoable {
    public init() {}

    public func render(in context: RenderContext) -> TextBlock { TextBlock("[NEW]") }
}

/// Another group, for examples.
public enum LegacyWidgets: CaseDemoGroup {
    case table

    public var demo: any Demoable { BadgesDemo() }
}

/// A render context, for fragments that show a call (`block.bordered(.rounded, in: context)`).
public let context = RenderContext()

/// A block, for fragments that show a call on one.
public let block = TextBlock("Hello")

/// A live single-choice prompt, for examples: ↓ moves, Enter chooses.
public struct SingleChoiceDemo: InteractiveDemo {
    static let options = ["Apple", "Banana", "Cherry"]
    public var selection = 0
    public var outcome: DemoOutcome?

    public init() {}

    public var scripts: [DemoScript] {
        [DemoScript("chooseSecond", steps: [.press(.down), .press(.enter)], expecting: .value("Banana"))]
    }

    public mutating func handle(_ input: DemoInput, at time: Duration) {
        switch input {
        case .key(.down): selection = min(selection + 1, Self.options.count - 1)
        case .key(.enter): outcome = .value(Self.options[selection])
        default: break
        }
    }

    public func render(in context: RenderContext) -> TextBlock {
        TextBlock(Self.options.enumerated().map { ($0.offset == selection ? "❯ " : "  ") + $0.element }
            .joined(separator: "\n"))
    }
}

/// A spinner that is done at 3 s of virtual time, for examples.
public struct SpinnerDemo: AnimatedDemo {
    public init() {}

    public var frameInterval: Duration { .milliseconds(80) }
    public var animationDuration: Duration? { .seconds(3) }

    public func render(in context: RenderContext) -> TextBlock {
        TextBlock(context.time < .seconds(3) ? "⠋ Building" : "✔ Built")
    }
}

/// A still demo that greets, for examples.
public struct GreetingDemo: Demoable {
    public init() {}

    public func render(in context: RenderContext) -> TextBlock { TextBlock("Hello from DemoKit") }
}
