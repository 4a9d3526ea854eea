/// A demo group written as an enum whose cases give their demos as values:
/// the group is its cases and one `switch`.
///
/// ```swift
/// enum Components: CaseDemoGroup {
///     case buttons, badges
///
///     var demo: any Demoable {
///         switch self {
///         case .buttons: ButtonsDemo()
///         case .badges: BadgesDemo()
///         }
///     }
/// }
/// ```
///
/// Underneath it is a ``DemoGroup`` whose items are its cases, as in
/// DemoKit-iOS: ``DemoGroup/demoable(for:)`` returns the case's ``demo``, in
/// declaration order. Each case's name is its demo's identifier
/// (`Components/buttons`) and, spaced and capitalised, its title
/// ("Buttons"); a `String` raw value, when the enum has one, is the
/// identifier instead. Write ``DemoGroup`` by hand when the demos are not
/// one per case (a group generated from data, demos listed by index).
public protocol CaseDemoGroup: DemoGroup, DemoGroupItem, CaseIterable {
    /// A new instance of this case's demo. The runner asks for a fresh one
    /// each time it shows or snapshots the demo.
    var demo: any Demoable { get }
}

extension CaseDemoGroup {
    public static func demoGroupItem(for index: Int) -> any DemoGroupItem {
        Self.case(at: index)
    }

    public static func demoable(for index: Int) -> any Demoable {
        Self.case(at: index).demo
    }

    /// The case at `index` in declaration order: the synthesized `allCases`
    /// is an array, so this is a subscript.
    static func `case`(at index: Int) -> Self {
        let cases = allCases
        return cases[cases.index(cases.startIndex, offsetBy: index)]
    }

    public var groupItemTitle: String { String(describing: self).spacedWords() }
    public var groupItemIdentifier: String? { String(describing: self) }
}

extension CaseDemoGroup where Self: RawRepresentable, RawValue == String {
    public var groupItemTitle: String { rawValue.spacedWords() }
    public var groupItemIdentifier: String? { rawValue }
}
