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

extension String {
    /// Splits camelCase, snake_case and kebab-case into capitalised words:
    /// `blueBackground` → "Blue Background", `HTTPServer` → "HTTP Server".
    func spacedWords() -> String {
        var words: [String] = []
        var current = ""
        let characters = Array(self)
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "-" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if !current.isEmpty, let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    (character.isUppercase && previous.isLowercase)
                    || (character.isUppercase && previous.isUppercase && next?.isLowercase == true)
                    || (character.isNumber != previous.isNumber)
                if startsWord {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.capitalizingFirstLetter() }.joined(separator: " ")
    }
}
