import DemoKitCore

/// What the runner remembers between runs: the last demo, tweak and script,
/// by identifier (never by index, so reordering demos cannot open the wrong
/// one).
///
/// Stored as JSON, with a marker that says whose file it is:
///
/// ```json
/// { "format" : "demokit-preferences", "lastDemo" : { "demo" : "buttons", "group" : "Components", "tweak" : "red" },
///   "schemaVersion" : 1 }
/// ```
///
/// `lastDemo` may also name the script the browser showed (`"script" :
/// "countToThree"`); files without it, written before scripts existed, read
/// as before, so the schema version stays 1. Likewise `controls`, the
/// controls set in the browser as `--set` takes them (`["label=Delete"]`).
package struct Preferences: Codable, Equatable, Sendable {
    /// The version of this file's layout. A file with another version is
    /// ignored with a warning and replaced.
    package static let currentSchemaVersion = 1

    /// The value of `format` that marks a file as DemoKit's: only such a
    /// file (or one at DemoKit's own location) is ever replaced.
    package static let formatMarker = "demokit-preferences"

    /// A demo, tweak and script by identifier.
    package struct DemoReference: Codable, Equatable, Sendable {
        package var group: String
        package var demo: String
        package var tweak: String?
        /// The script the browser was stepping through, if any.
        package var script: String?
        /// The controls set on the demo, each `name=value` as typed after
        /// `--set`; `nil` when none is.
        package var controls: [String]?

        package init(
            group: String, demo: String, tweak: String? = nil, script: String? = nil, controls: [String]? = nil
        ) {
            self.group = group
            self.demo = demo
            self.tweak = tweak
            self.script = script
            self.controls = controls
        }

        /// ``controls`` as settings; those that are not `name=value` are
        /// left out.
        package var controlSettings: [DemoControlSetting] {
            (controls ?? []).compactMap { try? DemoControlSetting(argument: $0) }
        }

        /// `GROUP/DEMO`.
        package var address: String { group + "/" + demo }
    }

    /// ``formatMarker``; files written before the marker existed have none.
    package var format: String?
    package var schemaVersion: Int
    /// The demo opened last, if any.
    package var lastDemo: DemoReference?

    package init(lastDemo: DemoReference? = nil) {
        format = Self.formatMarker
        schemaVersion = Self.currentSchemaVersion
        self.lastDemo = lastDemo
    }

    package static func == (lhs: Preferences, rhs: Preferences) -> Bool {
        lhs.schemaVersion == rhs.schemaVersion && lhs.lastDemo == rhs.lastDemo
    }
}
