/// A demo made from a closure or a fixed value, for when a type of its own
/// would be ceremony.
///
/// <!-- not compiled: a group's requirement, shown alone -->
/// ```swift
/// static func demoable(for index: Int) -> any Demoable {
///     switch allCases[index] {
///     case .banner:
///         TextDemo("Banner") { context in
///             TextBlock(StyledText("Hello").bold()).bordered(in: context)
///         }
///     case .logo:
///         TextDemo("Logo", text: "  ／l、\n（ﾟ､ ｡ ７\n  l、 ~ヽ")
///     }
/// }
/// ```
public struct TextDemo: Demoable {
    public let identifier: String
    public let title: String
    public let presentation: DemoPresentation
    public let shouldSnapshotTest: Bool
    private let body: @Sendable (RenderContext) throws -> TextBlock

    /// A demo that renders with a closure.
    ///
    /// - Parameters:
    ///   - title: The demo's title, shown in lists and above the demo in
    ///     place of the derived title of the group's entry; also its
    ///     identifier unless one is given.
    ///   - identifier: Defaults to `title`.
    ///   - presentation: Defaults to ``DemoPresentation/framed``.
    ///   - shouldSnapshotTest: Defaults to `true`.
    ///   - render: Renders the demo for a context.
    public init(
        _ title: String,
        identifier: String? = nil,
        presentation: DemoPresentation = .framed,
        shouldSnapshotTest: Bool = true,
        render: @escaping @Sendable (RenderContext) throws -> TextBlock
    ) {
        self.title = title
        self.identifier = identifier ?? title
        self.presentation = presentation
        self.shouldSnapshotTest = shouldSnapshotTest
        self.body = render
    }

    /// A demo that shows fixed text, whatever the context.
    public init(
        _ title: String,
        identifier: String? = nil,
        presentation: DemoPresentation = .framed,
        text: String
    ) {
        let block = TextBlock(text)
        self.init(title, identifier: identifier, presentation: presentation) { _ in block }
    }

    public func render(in context: RenderContext) throws -> TextBlock {
        try body(context)
    }
}
