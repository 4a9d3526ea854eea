import DemoKitCore

// What doc comments' examples use without declaring it, besides the demos of
// DocumentedDemos.swift: each such example is type-checked as its own module
// with this one imported (`@testable`, DemoKitDocumentationTests). A user's
// package has its registry from the plugin; the README's and the articles'
// examples are built in one (DemoKitPluginEndToEndTests), without this file.
// An example that declares a name of its own shadows the one here.

/// The registry the DemoKitDiscovery plugin generates, for examples.
public enum DemoRegistry: DiscoveredDemos {
    public static var groups: [any DemoGroup.Type] { [Components.self] }
    public static var sourceDirectory: String { "" }
    public static var discoveryWarnings: [String] { [] }
}

/// A render context, for fragments that show a call (`block.bordered(.rounded, in: context)`).
public let context = RenderContext()

/// A block, for fragments that show a call on one.
public let block = TextBlock("Hello")
