/// One configuration of a ``TweakableDemo``.
///
/// A `String`-raw-value enum needs no code: the raw value is the identifier
/// (`--tweak blueBackground`) and its words, spaced and capitalised, are the
/// title ("Blue Background").
public protocol TweakingOption {
    /// The identifier typed after `--tweak`. Defaults to the raw value for a
    /// `String`-raw-value enum.
    var identifier: String { get }

    /// The title shown in the tweak menu. Defaults to ``identifier`` with its
    /// words spaced and capitalised (`blueBackground` → "Blue Background").
    var title: String { get }
}

extension TweakingOption {
    public var title: String { identifier.spacedWords() }
}

extension TweakingOption where Self: RawRepresentable, RawValue == String {
    public var identifier: String { rawValue }
}
