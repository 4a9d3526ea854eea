/// A component shown by DemoKit: anything that can render itself as text.
///
/// `Demoable` is the text counterpart of DemoKit-iOS's protocol of the same
/// name. The one requirement is ``render(in:)``; every other property has a
/// default, so a conformance can be a few lines:
///
/// ```swift
/// struct GreetingDemo: Demoable {
///     var title: String { "Greeting" }
///
///     func render(in context: RenderContext) throws -> TextBlock {
///         TextBlock("Hello, \(context.width) columns!")
///             .bordered(.rounded, in: context)
///     }
/// }
/// ```
///
/// The runner calls ``render(in:)`` with a ``RenderContext`` that says how
/// much room there is and what the terminal can show. Rendering must be
/// deterministic: the same demo, tweak and context give the same text, so that
/// golden snapshots are stable.
public protocol Demoable {
    /// A stable identifier, used when the ``DemoGroupItem`` that lists this demo
    /// does not provide one. Defaults to the name of the conforming type.
    var identifier: String { get }

    /// The title shown in lists and above the demo. Defaults to
    /// ``identifier``'s words, spaced and capitalised (`StatusCardDemo` →
    /// "Status Card Demo"); a title that differs from that default is the
    /// demo's own and is shown in place of the derived title of the
    /// ``DemoGroupItem`` that lists it.
    var title: String { get }

    /// How the runner presents the demo. Defaults to ``DemoPresentation/framed``.
    var presentation: DemoPresentation { get }

    /// Whether golden snapshots are recorded and checked for this demo.
    /// Defaults to `true`.
    var shouldSnapshotTest: Bool { get }

    /// The contexts each tweak's golden snapshot is rendered in. Each
    /// variation gets its own golden, named after the tweak with a suffix
    /// that says which context it is (`red@w40.txt`, `red@dark-rtl.txt`).
    /// Defaults to `[.standard]`: one golden per tweak, at 80 columns,
    /// light, left to right, in 24-bit colour.
    var snapshotVariations: [SnapshotVariation] { get }

    /// The accessibility audit's findings this demo accepts, each with the
    /// reason the reports show (see ``AccessibilityWaiver``). Defaults to
    /// none.
    var accessibilityWaivers: [AccessibilityWaiver] { get }

    /// The demo's typed inputs, each bound to one of its stored properties,
    /// whose initial value is the control's default. Defaults to none.
    ///
    /// `open --set label=Delete` sets a control after the tweak is
    /// configured, `list` shows them, `stress` tries their edge values; a
    /// tweak may set them, as a named preset.
    ///
    /// ```swift
    /// struct LabelDemo: Demoable {
    ///     var label = "Save"
    ///     var controls: [DemoControl] { [.text("label", \Self.label)] }
    ///
    ///     func render(in context: RenderContext) throws -> TextBlock {
    ///         TextBlock(label)
    ///     }
    /// }
    /// ```
    var controls: [DemoControl] { get }

    /// Renders the demo as text for the given context.
    ///
    /// - Parameter context: The width, optional height, colour support,
    ///   appearance and layout direction to render for.
    /// - Returns: The rendered lines, with styles.
    /// - Throws: Any error that prevents rendering; the runner reports it and
    ///   keeps running.
    func render(in context: RenderContext) throws -> TextBlock
}

extension Demoable {
    // What `String(describing:)` prints for the type, without its dynamic
    // casts: each first cast of a type scans the binary's conformance
    // records, and every demo's title is checked against this.
    public var identifier: String { _typeName(type(of: self), qualified: false) }
    public var title: String { identifier.spacedWords() }
    public var presentation: DemoPresentation { .framed }
    public var shouldSnapshotTest: Bool { true }
    public var snapshotVariations: [SnapshotVariation] { [.standard] }
    public var accessibilityWaivers: [AccessibilityWaiver] { [] }
    public var controls: [DemoControl] { [] }
}
