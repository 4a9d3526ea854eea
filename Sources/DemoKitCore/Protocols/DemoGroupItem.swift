/// The entry that lists a demo in its group: its title and identifier.
///
/// A `String`-raw-value enum needs no code: its raw value is the identifier,
/// and the raw value with its first letter capitalised is the title.
public protocol DemoGroupItem {
    /// The title shown in lists. Defaults, for a `String`-raw-value enum, to
    /// the raw value with its first letter capitalised (`buttons` → "Buttons").
    var groupItemTitle: String { get }

    /// The identifier typed on the command line (`buttons` in
    /// `Components/buttons`), or `nil` to use the demo's
    /// ``Demoable/identifier``. Defaults to the raw value for a
    /// `String`-raw-value enum, and to `nil` otherwise.
    var groupItemIdentifier: String? { get }
}

extension DemoGroupItem {
    public var groupItemIdentifier: String? { nil }
}

extension DemoGroupItem where Self: RawRepresentable, RawValue == String {
    public var groupItemTitle: String { rawValue.capitalizingFirstLetter() }
    public var groupItemIdentifier: String? { rawValue }
}
