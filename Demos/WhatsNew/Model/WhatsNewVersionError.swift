/// Why a string is not a ``WhatsNewVersion``.
enum WhatsNewVersionError: Error, Hashable, CustomStringConvertible {
    /// The string is empty.
    case empty
    /// More than `major.minor.patch`, like `1.2.3.4`.
    case tooManyComponents(String)
    /// Two dots in a row, or a dot at either end, like `1..2`.
    case emptyComponent(String)
    /// A part that is not a whole number, like the `x` of `1.x`.
    case invalidComponent(String, component: String)
    /// A part too large to store, like `99999999999999999999`.
    case componentTooLarge(String, component: String)

    private static let expected = "write it as major.minor.patch, like '1.2.0'"

    var description: String {
        switch self {
        case .empty:
            "A version cannot be empty; \(Self.expected)."
        case .tooManyComponents(let text):
            "'\(text)' is not a version: it has more than three parts; \(Self.expected)."
        case .emptyComponent(let text):
            "'\(text)' is not a version: it has an empty part; \(Self.expected)."
        case .invalidComponent(let text, let component):
            "'\(text)' is not a version: '\(component)' is not a whole number; \(Self.expected)."
        case .componentTooLarge(let text, let component):
            "'\(text)' is not a version: '\(component)' is too large a number; \(Self.expected)."
        }
    }
}
