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

/// A still demo that greets, for examples.
public struct GreetingDemo: Demoable {
    public init() {}

    public func render(in context: RenderContext) -> TextBlock { TextBlock("Hello from DemoKit") }
}
