/// One named rendering of a ``PreviewDemo``: one of its tweaks.
public struct DemoPreview: Sendable, TweakingOption {
    /// The identifier typed on the command line.
    public let identifier: String
    /// The title shown above the demo.
    public let title: String
    let render: @Sendable (RenderContext) throws -> TextBlock

    /// A preview.
    ///
    /// - Parameters:
    ///   - title: Shown in the tweak menu.
    ///   - identifier: Typed after `--tweak`. Defaults to `title` in
    ///     lower camel case ("Long title" → `longTitle`).
    ///   - render: Renders the preview.
    public init(
        _ title: String,
        identifier: String? = nil,
        render: @escaping @Sendable (RenderContext) throws -> TextBlock
    ) {
        self.title = title
        self.identifier = identifier ?? title.lowerCamelCased()
        self.render = render
    }
}

/// Collects ``DemoPreview`` values written one per line.
@resultBuilder
public enum DemoPreviewBuilder {
    /// One preview.
    public static func buildExpression(_ preview: DemoPreview) -> [DemoPreview] { [preview] }
    /// Several previews at once, from an array.
    public static func buildExpression(_ previews: [DemoPreview]) -> [DemoPreview] { previews }
    /// The previews of a block, in order.
    public static func buildBlock(_ parts: [DemoPreview]...) -> [DemoPreview] { parts.flatMap { $0 } }
    /// The previews of an `if` without `else`, or none.
    public static func buildOptional(_ part: [DemoPreview]?) -> [DemoPreview] { part ?? [] }
    /// The previews of an `if` branch.
    public static func buildEither(first part: [DemoPreview]) -> [DemoPreview] { part }
    /// The previews of an `else` branch.
    public static func buildEither(second part: [DemoPreview]) -> [DemoPreview] { part }
    /// The previews of a `for` loop, in order.
    public static func buildArray(_ parts: [[DemoPreview]]) -> [DemoPreview] { parts.flatMap { $0 } }
}

/// A demo with several named previews, one tweak each: the text
/// counterpart of SwiftUI's `PreviewProvider`, written as a value, as
/// ``TextDemo`` is.
///
/// <!-- not compiled: a case of a group's switch -->
/// ```swift
/// case .badges:
///     PreviewDemo {
///         DemoPreview("New") { _ in TextBlock(StyledText("[NEW]").bold()) }
///         DemoPreview("Beta") { _ in TextBlock(StyledText("[BETA]").dim()) }
///     }
/// ```
public struct PreviewDemo: TweakableDemo {
    public let title: String
    public let identifier: String
    /// The previews, one tweak each, in order.
    public let previews: [DemoPreview]
    /// Whether ``title`` was given rather than left to the group's entry
    /// (see ``DemoTitle``).
    package let hasGivenTitle: Bool
    private var selected = 0

    /// A demo whose tweaks are `previews`.
    ///
    /// - Parameters:
    ///   - title: Shown in lists and above the demo, in place of the title
    ///     derived from the group's entry; leave it out to keep that one.
    ///   - identifier: Defaults to `title` in lower camel case, or
    ///     `previews` without a title.
    ///   - previews: The previews, in the order the tweak menu shows them.
    public init(
        _ title: String? = nil, identifier: String? = nil, @DemoPreviewBuilder previews: () -> [DemoPreview]
    ) {
        self.title = title ?? ""
        self.identifier = identifier ?? title?.lowerCamelCased() ?? "previews"
        self.hasGivenTitle = title != nil
        self.previews = previews()
    }

    public var numberOfTweaks: Int { previews.count }
    public func tweak(for index: Int) -> any TweakingOption { previews[index] }
    public mutating func configure(forTweakAt index: Int) { selected = index }

    public func render(in context: RenderContext) throws -> TextBlock {
        guard previews.indices.contains(selected) else { return .empty }
        return try previews[selected].render(context)
    }
}

extension String {
    /// "Long title" → `longTitle`; already-camel identifiers are kept.
    func lowerCamelCased() -> String {
        let words = split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        guard let first = words.first else { return self }
        return first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
