/// A named collection of demos, typically an enum with one case per demo.
///
/// Groups are used as types (`[any DemoGroup.Type]`), as in DemoKit-iOS. The
/// lightest conformance is a `String`-raw-value, `CaseIterable` enum that is
/// also its own ``DemoGroupItem``; then only ``demoable(for:)`` is needed:
///
/// ```swift
/// enum Components: String, CaseIterable, DemoGroup, DemoGroupItem {
///     case buttons
///     case badges
///
///     static func demoable(for index: Int) -> any Demoable {
///         switch allCases[index] {
///         case .buttons: ButtonsDemo()
///         case .badges: BadgesDemo()
///         }
///     }
/// }
/// ```
///
/// Each case's raw value is the demo's identifier (`Components/buttons`), and
/// its words, spaced and capitalised, are its title (`statusCard` →
/// "Status Card") unless the demo gives its own.
///
/// The index-based requirements (here and in ``TweakableDemo``) turn an index
/// into a case with `allCases[index]`: an enum's synthesized `allCases` is an
/// array of its cases in declaration order. DemoKit adds no subscript to
/// `CaseIterable`, so it cannot clash with one another library declares.
///
/// The runner calls a group's static requirements from whichever thread it
/// runs on, so `DemoGroup` refines `SendableMetatype`: a conformance cannot be
/// isolated to a global actor.
public protocol DemoGroup: SendableMetatype {
    /// The title shown for the group. Defaults to the name of the type,
    /// its words spaced and capitalised (`StatusCards` → "Status Cards").
    static var groupTitle: String { get }

    /// The identifier typed on the command line (`Components` in
    /// `Components/buttons`). Defaults to the name of the type, or to a
    /// ``groupTitle`` of the group's own with each run of whitespace
    /// replaced by `-`; for a type nested in another, to its
    /// qualified name without the module (`Catalog.Forms`), so that two
    /// nested `Forms` groups cannot clash.
    static var groupIdentifier: String { get }

    /// The number of demos in the group. Defaults to `allCases.count` for a
    /// `CaseIterable` group.
    static var numberOfDemos: Int { get }

    /// The list entry for the demo at `index`, between `0` and
    /// `numberOfDemos - 1`. Defaults to the case at `index` for a
    /// `CaseIterable` group that is its own ``DemoGroupItem``.
    static func demoGroupItem(for index: Int) -> any DemoGroupItem

    /// A new instance of the demo at `index`, between `0` and
    /// `numberOfDemos - 1`. The runner asks for a fresh instance each time it
    /// shows or snapshots the demo.
    static func demoable(for index: Int) -> any Demoable

    /// The generated `DemoRegistry` of the target that declares the group,
    /// so that a group given on its own (`DemoRunner.main(groups:)`) finds
    /// its target's goldens exactly where the registry's form finds them.
    /// The DemoKitDiscovery plugin writes it, in the registry's file, for
    /// every struct and enum group of the target; write none by hand.
    /// Defaults to `nil` (classes, actors and types of other modules, whose
    /// goldens given alone default to `Demos/__Snapshots__` in the package
    /// root).
    static var _demoRegistry: (any DiscoveredDemos.Type)? { get }
}

extension DemoGroup {
    public static var _demoRegistry: (any DiscoveredDemos.Type)? { nil }

    // `_typeName` is what `String(describing:)` and `String(reflecting:)`
    // print for a type, without their dynamic casts: each cast scans the
    // binary's conformance records the first time, a cost every group paid
    // at start-up.
    public static var groupTitle: String { _typeName(Self.self, qualified: false).spacedWords() }

    public static var groupIdentifier: String {
        // `Module.Catalog.Forms` → `Catalog.Forms`; a top-level type keeps
        // the type's name, or takes a title of its own with dashes: the
        // derived title ("Status Cards") must not change the address.
        let qualified = _typeName(Self.self, qualified: true)
        let nesting = qualified.split(separator: ".").dropFirst()
        if nesting.count > 1, !qualified.contains(where: { "<( ".contains($0) }) {
            return nesting.joined(separator: ".")
        }
        let name = _typeName(Self.self, qualified: false)
        let title = groupTitle
        let base = title == name.spacedWords() ? name : title
        return base.split(whereSeparator: \.isWhitespace).joined(separator: "-")
    }
}

extension DemoGroup where Self: CaseIterable {
    public static var numberOfDemos: Int { allCases.count }
}

extension DemoGroup where Self: CaseIterable, Self: DemoGroupItem {
    public static func demoGroupItem(for index: Int) -> any DemoGroupItem {
        Array(allCases)[index]
    }
}
