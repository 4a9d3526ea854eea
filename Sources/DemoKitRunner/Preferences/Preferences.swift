/// What the runner remembers between runs: the last demo and tweak, by
/// identifier (never by index, so reordering demos cannot open the wrong one).
///
/// Stored as JSON:
///
/// ```json
/// { "schemaVersion" : 1, "lastDemo" : { "group" : "Components", "demo" : "buttons", "tweak" : "red" } }
/// ```
public struct Preferences: Codable, Equatable, Sendable {
    /// The version of this file's layout. A file with another version is
    /// ignored with a warning and replaced.
    public static let currentSchemaVersion = 1

    /// A demo and tweak by identifier.
    public struct DemoReference: Codable, Equatable, Sendable {
        public var group: String
        public var demo: String
        public var tweak: String?

        public init(group: String, demo: String, tweak: String? = nil) {
            self.group = group
            self.demo = demo
            self.tweak = tweak
        }

        /// `GROUP/DEMO`.
        public var address: String { group + "/" + demo }
    }

    public var schemaVersion: Int
    /// The demo opened last, if any.
    public var lastDemo: DemoReference?

    public init(lastDemo: DemoReference? = nil) {
        schemaVersion = Self.currentSchemaVersion
        self.lastDemo = lastDemo
    }
}
