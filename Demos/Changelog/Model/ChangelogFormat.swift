/// The file formats a changelog is read from.
enum ChangelogFormat: String, Sendable, Hashable, CaseIterable {
    /// `{"items": [{"number": "2.1.0", "changes": ["…"]}]}`
    case json
    /// A root array of dictionaries with a `number` string and a `changes`
    /// array of strings, as NoskheKit's `Versions.plist`.
    case propertyList

    /// The format's name in messages.
    var name: String {
        switch self {
        case .json: "JSON"
        case .propertyList: "property list"
        }
    }

    /// The expected shape, for messages that say how to fix a file.
    var expectedShape: String {
        switch self {
        case .json:
            #"a JSON object with an 'items' array, like {"items": [{"number": "2.1.0", "changes": ["…"]}]}"#
        case .propertyList:
            "a property list whose root is an array of dictionaries, each with a 'number' string "
                + "and a 'changes' array of strings"
        }
    }
}
