/// Where and why What's New JSON could not be decoded.
///
/// Its description reads "feature 2: 'icon' is missing" or
/// "entry 1, 'version': '1.x' is not a version: …": entries of a collection
/// and features are counted from 1, as a person reading the file counts them.
struct WhatsNewDecodingError: Error, Hashable, CustomStringConvertible {
    /// The entry, feature and field, or empty for the whole file.
    var location: String
    /// What is wrong there.
    var problem: String

    init(location: String, problem: String) {
        self.location = location
        self.problem = problem
    }

    init(_ error: DecodingError) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(location: Self.describe(context.codingPath), problem: "'\(key.stringValue)' is missing")
        case .valueNotFound(let type, let context):
            self.init(location: Self.describe(context.codingPath), problem: "is null; expected \(Self.describe(type))")
        case .typeMismatch(let type, let context):
            self.init(location: Self.describe(context.codingPath), problem: "must be \(Self.describe(type))")
        case .dataCorrupted(let context):
            self.init(location: Self.describe(context.codingPath), problem: context.debugDescription)
        @unknown default:
            self.init(location: "", problem: "\(error)")
        }
    }

    var description: String {
        location.isEmpty ? problem.prefix(1).uppercased() + problem.dropFirst() : "\(location): \(problem)"
    }

    /// `[features, 1, icon]` → "feature 2, 'icon'"; a top-level index is an
    /// "entry".
    private static func describe(_ path: [any CodingKey]) -> String {
        var parts: [String] = []
        var previousKey: String?
        for key in path {
            if let index = key.intValue {
                let noun = previousKey == "features" ? "feature" : "entry"
                if previousKey != nil { parts.removeLast() }
                parts.append("\(noun) \(index + 1)")
                previousKey = nil
            } else {
                parts.append("'\(key.stringValue)'")
                previousKey = key.stringValue
            }
        }
        return parts.joined(separator: ", ")
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        case is [String: Any].Type: "an object"
        default: "a \(type)"
        }
    }
}
