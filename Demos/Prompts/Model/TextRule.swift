/// A rule that a text prompt's answer must keep, with the error it shows
/// when broken.
enum TextRule: Sendable, Hashable {
    /// At least one character other than a space.
    case notEmpty
    /// At most this many characters.
    case maximumLength(Int)
    /// Only ASCII letters, digits, `-` and `_`.
    case identifierCharacters
    /// The first character is a letter.
    case startsWithLetter

    /// Why `text` breaks the rule, or `nil` when it keeps it.
    func error(for text: String) -> String? {
        switch self {
        case .notEmpty:
            return text.allSatisfy({ $0 == " " }) ? "The name cannot be empty." : nil
        case .maximumLength(let limit):
            return text.count > limit ? "Use at most \(limit) characters (this has \(text.count))." : nil
        case .identifierCharacters:
            let bad = text.filter { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_")) }
            guard let first = bad.first else { return nil }
            let shown = first == " " ? "spaces" : "'\(first)'"
            return "Use only letters, digits, - and _ (not \(shown))."
        case .startsWithLetter:
            guard let first = text.first else { return nil }
            return first.isLetter ? nil : "Start with a letter."
        }
    }
}
