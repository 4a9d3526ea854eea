import DemoKitCore
import DemoKitSnapshots
import Foundation

/// The catalog as `demo-runner list` shows it, optionally filtered.
///
/// The JSON form (`list --json`) is stable for scripts:
///
/// ```json
/// { "schemaVersion": 1,
///   "groups": [ { "identifier": "Components", "title": "Components",
///     "demos": [ { "identifier": "buttons", "address": "Components/buttons",
///       "title": "Buttons", "presentation": "framed", "snapshotTested": true,
///       "tweaks": [ { "number": 1, "identifier": "primary", "title": "Primary" } ] } ] } ] }
/// ```
struct CatalogListing: Encodable {
    struct Group: Encodable {
        var identifier: String
        var title: String
        var demos: [Demo]
    }

    struct Demo: Encodable {
        var identifier: String
        var address: String
        var title: String
        var presentation: String
        var snapshotTested: Bool
        var tweaks: [Tweak]
    }

    struct Tweak: Encodable {
        var number: Int
        var identifier: String
        var title: String
    }

    var schemaVersion = 1
    var groups: [Group]

    init(catalog: Catalog, filter: String?) {
        let needle = filter?.lowercased() ?? ""
        func matches(_ texts: String...) -> Bool {
            needle.isEmpty || texts.contains { $0.lowercased().contains(needle) }
        }
        groups = catalog.groups.compactMap { group in
            let groupMatches = matches(group.identifier, group.title)
            let demos: [Demo] = group.demos.compactMap { demo in
                let demoMatches = groupMatches || matches(demo.identifier, demo.title, demo.address)
                let tweaks = demo.tweaks.filter { demoMatches || matches($0.identifier, $0.title) }
                guard demoMatches || !tweaks.isEmpty else { return nil }
                return Demo(
                    identifier: demo.identifier, address: demo.address, title: demo.title,
                    presentation: demo.presentation.rawValue, snapshotTested: demo.shouldSnapshotTest,
                    tweaks: tweaks.map { Tweak(number: $0.number, identifier: $0.identifier, title: $0.title) })
            }
            guard groupMatches || !demos.isEmpty else { return nil }
            return Group(identifier: group.identifier, title: group.title, demos: demos)
        }
    }

    /// The listing as JSON; characters a terminal would act on are `\u`
    /// escapes, so the same strings reach a script and nothing reaches the
    /// terminal.
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        return TerminalSafeText.json(String(decoding: data, as: UTF8.self)) + "\n"
    }

    /// A tree with titles on the left and identifiers aligned on the right;
    /// titles and identifiers are shown terminal-safe, on one line each.
    func tree() -> String {
        var rows: [(label: String, identifier: String)] = []
        let safe = TerminalSafeText.oneLine
        for (groupIndex, group) in groups.enumerated() {
            if groupIndex > 0 { rows.append(("", "")) }
            rows.append((safe(group.title), safe(group.identifier)))
            for (demoIndex, demo) in group.demos.enumerated() {
                let lastDemo = demoIndex == group.demos.count - 1
                rows.append(((lastDemo ? "└── " : "├── ") + safe(demo.title), safe(demo.address)))
                for (tweakIndex, tweak) in demo.tweaks.enumerated() {
                    let lastTweak = tweakIndex == demo.tweaks.count - 1
                    let stem = (lastDemo ? "    " : "│   ") + (lastTweak ? "└── " : "├── ")
                    rows.append((stem + "\(tweak.number). " + safe(tweak.title), "--tweak " + safe(tweak.identifier)))
                }
            }
        }
        let column = rows.reduce(0) { max($0, $1.label.displayWidth) } + 2
        return rows.map { row in
            row.identifier.isEmpty
                ? row.label
                : row.label + String(repeating: " ", count: column - row.label.displayWidth) + row.identifier
        }.joined(separator: "\n") + "\n"
    }
}
