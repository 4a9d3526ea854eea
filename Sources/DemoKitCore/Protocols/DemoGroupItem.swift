/// The entry that lists a demo in its group: its title and identifier.
///
/// A `String`-raw-value enum needs no code: its raw value is the identifier,
/// and its words, spaced and capitalised, are the title (`statusCard` →
/// "Status Card"), unless the demo gives a title of its own.
public protocol DemoGroupItem {
    /// The title shown in lists. Defaults, for a `String`-raw-value enum, to
    /// the raw value's words, spaced and capitalised (`statusCard` →
    /// "Status Card"); the catalog then shows the demo's own
    /// ``Demoable/title`` instead when the demo gives one.
    var groupItemTitle: String { get }

    /// The identifier typed on the command line (`buttons` in
    /// `Components/buttons`), or `nil` to use the demo's
    /// ``Demoable/identifier``. Defaults to the raw value for a
    /// `String`-raw-value enum, and to `nil` otherwise.
    var groupItemIdentifier: String? { get }

    /// The raw value of a `String`-raw-value entry, known where the type
    /// conforms, so that the catalog need not cast the entry at run time to
    /// learn it; `nil` otherwise, and then the catalog asks the runtime.
    /// Write none by hand.
    var _stringRawValue: String? { get }
}

extension DemoGroupItem {
    public var groupItemIdentifier: String? { nil }

    public var _stringRawValue: String? { nil }
}

extension DemoGroupItem where Self: RawRepresentable, RawValue == String {
    public var groupItemTitle: String { rawValue.spacedWords() }
    public var groupItemIdentifier: String? { rawValue }
    public var _stringRawValue: String? { rawValue }
}
