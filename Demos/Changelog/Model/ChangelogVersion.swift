/// One version in a changelog: its number and what changed.
struct ChangelogVersion: Sendable, Hashable, Decodable {
    /// The version as the app shows it, such as `2.1.0`.
    var number: String
    /// The changes, one sentence each, in the order they are listed.
    var changes: [String]

    init(number: String, changes: [String]) {
        self.number = number
        self.changes = changes
    }
}
