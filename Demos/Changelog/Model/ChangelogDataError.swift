/// What is wrong with a changelog file. Items and changes are counted from
/// 1, as a person reading the file counts them.
enum ChangelogDataError: Error, Hashable, CustomStringConvertible {
    /// The file is not JSON, or not a property list, at all.
    case unreadable(ChangelogFormat)
    /// The file parses but is not shaped like a changelog.
    case wrongShape(ChangelogFormat)
    /// An item is not a dictionary.
    case itemNotDictionary(item: Int)
    /// An item lacks `number` or `changes`.
    case missingField(item: Int, field: String)
    /// `number` is not a string, or `changes` is not an array.
    case wrongType(item: Int, field: String)
    /// An entry of `changes` is not a string.
    case changeNotString(item: Int, change: Int)
    /// `number` is empty or only spaces.
    case emptyNumber(item: Int)
    /// Two items have the same `number`, perhaps written differently
    /// (`1.0` and `1.0.0`).
    case duplicateNumber(item: Int, number: String, firstItem: Int, firstNumber: String)

    var description: String {
        switch self {
        case .unreadable(let format):
            "The changelog is not valid \(format.name); it must be \(format.expectedShape)."
        case .wrongShape(let format):
            "The changelog must be \(format.expectedShape)."
        case .itemNotDictionary(let item):
            "item \(item): must be a dictionary with a 'number' and 'changes'"
        case .missingField(let item, let field):
            "item \(item): '\(field)' is missing"
        case .wrongType(let item, let field):
            "item \(item): '\(field)' must be \(Self.expected(field))"
        case .changeNotString(let item, let change):
            "item \(item): 'changes' must be an array of strings (change \(change) is not a string)"
        case .emptyNumber(let item):
            "item \(item): 'number' is empty"
        case .duplicateNumber(let item, let number, let firstItem, let firstNumber) where number == firstNumber:
            "item \(item): version '\(number)' is already listed as item \(firstItem)"
        case .duplicateNumber(let item, let number, let firstItem, let firstNumber):
            "item \(item): version '\(number)' is already listed as item \(firstItem) ('\(firstNumber)')"
        }
    }

    private static func expected(_ field: String) -> String {
        field == "changes" ? "an array of strings" : "a string"
    }
}
