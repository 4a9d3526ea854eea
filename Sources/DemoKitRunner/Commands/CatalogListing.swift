import DemoKitCore
import DemoKitSnapshots
import Foundation

/// The catalog as `demo-runner list` shows it, optionally filtered.
///
/// The JSON form (`list --json`) is stable for scripts:
///
/// ```json
/// { "schemaVersion": 1,
///   "groups": [ { "identifier": "Prompts", "title": "Prompts",
///     "demos": [ { "identifier": "yesNo", "address": "Prompts/yesNo",
///       "title": "Yes or no", "presentation": "framed", "snapshotTested": true,
///       "interactive": true, "animated": false,
///       "scripts": [ { "identifier": "decline", "title": "Decline",
///                      "media": ".github/images/decline.svg" } ],
///       "tweaks": [ { "number": 1, "identifier": "default", "title": "Default",
///                     "scripts": [ "decline" ] } ] } ] } ] }
/// ```
///
/// `interactive`, `animated` and `scripts` were added to schema version 1
/// without changing a field's meaning; a tweak's `scripts` (the identifiers
/// of the scripts that tweak has) appears only for live demos. `controls`
/// (``Control``: `name`, `type`, `default`, and `minimum`/`maximum` or
/// `choices`) appears only for a demo that has controls. A script's `media`
/// (the file it pins, ``DemoScript/media``) appears only when it pins one.
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
        var interactive: Bool
        var animated: Bool
        /// Every script of the demo, across its tweaks, each once.
        var scripts: [Script]
        var tweaks: [Tweak]
        /// The demo's controls; `nil` (left out) when it has none.
        var controls: [Control]?
    }

    struct Tweak: Encodable {
        var number: Int
        var identifier: String
        var title: String
        /// The identifiers of this tweak's scripts; `nil` (left out) for a
        /// demo that is not live.
        var scripts: [String]?
    }

    struct Script: Encodable {
        var identifier: String
        var title: String
        /// The file the script pins (``DemoScript/media``) in the first
        /// tweak that pins one, relative to the package root; left out
        /// when none does.
        var media: String?
    }

    var schemaVersion = 1
    var groups: [Group]

    /// Lists `catalog`, keeping what matches `filter`.
    ///
    /// - Throws: ``CatalogError`` for a script whose identifier is invalid
    ///   or taken twice: scripts are read here, not when the catalog is built.
    init(catalog: Catalog, filter: String?) throws(CatalogError) {
        let needle = filter?.lowercased() ?? ""
        // Each group on a core of its own (a thousand demos' titles and
        // tweaks); a script the catalog refuses is told in the groups' order.
        let groups = catalog.groups
        let listed = GroupMap.map(groups.count, demos: groups.reduce(0) { $0 + $1.demos.count }) { index in
            Result { () throws(CatalogError) in try Self.group(groups[index], needle: needle) }
        }
        var kept: [Group] = []
        for result in listed {
            if let group = try result.get() { kept.append(group) }
        }
        self.groups = kept
    }

    /// `group` as listed, keeping what matches `needle` (lower case; empty
    /// for everything); `nil` when nothing of it matches.
    private static func group(_ group: CatalogGroup, needle: String) throws(CatalogError) -> Group? {
        func matches(_ texts: String...) -> Bool {
            needle.isEmpty || texts.contains { $0.lowercased().contains(needle) }
        }
        let groupMatches = matches(group.identifier, group.title)
        var demos: [Demo] = []
        for demo in group.demos {
            let demoMatches = groupMatches || matches(demo.identifier, demo.title, demo.address)
            // Only live demos have scripts; only they make an instance here.
            var tweakScripts: [[DemoScript]] = []
            var scripts: [DemoScript] = []
            var media: [String: String] = [:]
            let traits = demo.liveTraits()
            if traits.isLive {
                var seen: Set<String> = []
                for tweak in demo.tweaks.isEmpty ? [nil] : demo.tweaks.map(Optional.some) {
                    let ofTweak = try demo.scripts(for: tweak)
                    tweakScripts.append(ofTweak)
                    scripts += ofTweak.filter { seen.insert($0.identifier).inserted }
                    for script in ofTweak { media[script.identifier] = media[script.identifier] ?? script.media }
                }
            }
            var tweaks: [Tweak] = []
            let tweakTitles = demo.tweakTitles()
            for (index, tweak) in demo.tweaks.enumerated()
            where demoMatches || matches(tweak.identifier, tweakTitles[index]) {
                tweaks.append(
                    Tweak(
                        number: tweak.number, identifier: tweak.identifier, title: tweakTitles[index],
                        scripts: traits.isLive ? tweakScripts[index].map(\.identifier) : nil))
            }
            let shownScripts = scripts.filter { demoMatches || matches($0.identifier, $0.title) }
            guard demoMatches || !tweaks.isEmpty || !shownScripts.isEmpty else { continue }
            demos.append(
                Demo(
                    identifier: demo.identifier, address: demo.address, title: demo.title,
                    presentation: demo.presentation.rawValue, snapshotTested: demo.shouldSnapshotTest,
                    interactive: traits.isInteractive, animated: traits.isAnimated,
                    scripts: shownScripts.map {
                        Script(identifier: $0.identifier, title: $0.title, media: media[$0.identifier])
                    },
                    tweaks: tweaks, controls: controls(of: demo)))
        }
        guard groupMatches || !demos.isEmpty else { return nil }
        return Group(identifier: group.identifier, title: group.title, demos: demos)
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
    /// A live demo's title is followed by what it is (`[interactive]`,
    /// `[animated]`, `[interactive, animated]`), and its scripts follow its
    /// tweaks, marked `▶`, with the `--script` that names them.
    func tree() -> String {
        String(decoding: Self.bytes(of: treeRows()).joined(), as: UTF8.self)
    }

    /// The rows of ``tree()``, a list for each group.
    ///
    /// Eleven thousand rows for a thousand demos: each row is kept as its
    /// parts (the tree's stem, a number, the text, the identifier),
    /// measured once, each group's on a core of its own.
    func treeRows() -> TreeRows {
        let groups = self.groups
        let demos = groups.reduce(0) { $0 + $1.demos.count }
        return TreeRows(
            demos: demos,
            groups: GroupMap.map(groups.count, demos: demos) { index in Self.rows(of: groups[index], first: index == 0) })
    }

    /// ``tree()`` as the UTF-8 bytes `list` writes, a part for each group:
    /// each group's rows written into bytes of their size, again a core
    /// each, and written one after another. Bytes, not a string: every part
    /// is already valid UTF-8, and a string of the whole would read it all
    /// again to check; parts, not one array, which would copy it all again.
    static func bytes(of rows: TreeRows) -> [[UInt8]] {
        let groups = rows.groups
        var column = 0
        for group in groups {
            for row in group { column = max(column, row.width) }
        }
        column += 2
        return GroupMap.map(groups.count, demos: rows.demos) { [column] index in
            let group = groups[index]
            let size = group.reduce(0) { $0 + $1.bytes(column: column) }
            return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
                count = 0
                for row in group { count = row.write(into: buffer, at: count, column: column) }
            }
        }
    }

    /// The rows of ``tree()``: each group's, and how many demos they list.
    struct TreeRows {
        fileprivate var demos: Int
        fileprivate var groups: [[TreeRow]]
    }

    /// The rows of one group: a blank line before it unless it is the
    /// first, its title, then each demo and its tweaks and scripts.
    private static func rows(of group: Group, first: Bool) -> [TreeRow] {
        var rows: [TreeRow] = []
        rows.reserveCapacity(2 + group.demos.reduce(0) { $0 + 1 + $1.tweaks.count + $1.scripts.count })
        let safe = TerminalSafeText.oneLine
        let measured = TerminalSafeText.oneLineMeasured
        // `1. `, `2. `…, made once each: a tweak's number is its place among
        // the demo's tweaks, which a filter may leave out.
        var numbers: [String] = []
        let scriptMark = "▶ "
        let scriptMarkWidth = scriptMark.displayWidth
        let controlMark = "◇ "
        let controlMarkWidth = controlMark.displayWidth
        if !first { rows.append(TreeRow(label: ("", 0), identifier: "")) }
        rows.append(TreeRow(label: measured(group.title), identifier: safe(group.identifier)))
        for (demoIndex, demo) in group.demos.enumerated() {
            let lastDemo = demoIndex == group.demos.count - 1
            rows.append(
                TreeRow(
                    stem: stems[lastDemo ? 1 : 0], label: measured(demo.title), suffix: tag(demo),
                    identifier: safe(demo.address)))
            let controls = demo.controls ?? []
            let childCount = demo.tweaks.count + demo.scripts.count + controls.count
            for (childIndex, tweak) in demo.tweaks.enumerated() {
                while numbers.count < tweak.number { numbers.append("\(numbers.count + 1). ") }
                let number = numbers[tweak.number - 1]
                rows.append(
                    TreeRow(
                        stem: childStem(lastDemo: lastDemo, lastChild: childIndex == childCount - 1),
                        prefix: (number, number.utf8.count), label: measured(tweak.title),
                        identifierPrefix: "--tweak ", identifier: safe(tweak.identifier)))
            }
            for (scriptIndex, script) in demo.scripts.enumerated() {
                rows.append(
                    TreeRow(
                        stem: childStem(lastDemo: lastDemo, lastChild: demo.tweaks.count + scriptIndex == childCount - 1),
                        prefix: (scriptMark, scriptMarkWidth), label: measured(script.title),
                        identifierPrefix: "--script ", identifier: safe(script.identifier)))
            }
            for (controlIndex, control) in controls.enumerated() {
                let before = demo.tweaks.count + demo.scripts.count
                rows.append(
                    TreeRow(
                        stem: childStem(lastDemo: lastDemo, lastChild: before + controlIndex == childCount - 1),
                        prefix: (controlMark, controlMarkWidth), label: measured(treeLabel(of: control)),
                        identifierPrefix: "--set ", identifier: safe(treeIdentifier(of: control))))
            }
        }
        return rows
    }

    /// One row of ``tree()``: `stem + prefix + label + suffix`, then the
    /// identifier aligned in a column.
    fileprivate struct TreeRow {
        var stem = ""
        var prefix = ""
        var label = ""
        var suffix = ""
        var identifierPrefix = ""
        var identifier = ""
        /// The columns before the identifier.
        var width = 0

        /// Whether the row has an identifier column.
        private var hasIdentifier: Bool { !identifierPrefix.isEmpty || !identifier.isEmpty }

        /// How many bytes the row takes, its line feed included.
        func bytes(column: Int) -> Int {
            var count = stem.utf8.count + prefix.utf8.count + label.utf8.count + suffix.utf8.count + 1
            if hasIdentifier { count += column - width + identifierPrefix.utf8.count + identifier.utf8.count }
            return count
        }

        /// Writes the row into `buffer` from `offset`; returns where it ends.
        func write(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int, column: Int) -> Int {
            // `offset` is passed along rather than captured by a nested
            // function: a captured variable is checked for exclusive access
            // at run time on every use, eleven thousand rows times six parts.
            var offset = Self.copy(stem, into: buffer, at: offset)
            offset = Self.copy(prefix, into: buffer, at: offset)
            offset = Self.copy(label, into: buffer, at: offset)
            offset = Self.copy(suffix, into: buffer, at: offset)
            if hasIdentifier {
                let padding = column - width
                UnsafeMutableBufferPointer(rebasing: buffer[offset..<offset + padding]).update(repeating: UInt8(ascii: " "))
                offset = Self.copy(identifierPrefix, into: buffer, at: offset + padding)
                offset = Self.copy(identifier, into: buffer, at: offset)
            }
            buffer[offset] = UInt8(ascii: "\n")
            return offset + 1
        }

        /// Copies `text`'s bytes into `buffer` from `offset`; returns where
        /// they end.
        private static func copy(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
            if text.isEmpty { return offset }
            let target = UnsafeMutableBufferPointer(rebasing: buffer[offset...])
            let count =
                text.utf8.withContiguousStorageIfAvailable { bytes in
                    _ = target.initialize(fromContentsOf: bytes)
                    return bytes.count
                } ?? target.initialize(fromContentsOf: text.utf8)
            return offset + count
        }

        /// A row; the widths of `stem`, `prefix` and `label` are given, as
        /// they are the same for thousands of rows or known from making the
        /// label safe.
        init(
            stem: (text: String, width: Int) = ("", 0), prefix: (text: String, width: Int) = ("", 0),
            label: (text: String, width: Int), suffix: String = "", identifierPrefix: String = "", identifier: String
        ) {
            self.stem = stem.text
            self.prefix = prefix.text
            self.label = label.text
            self.suffix = suffix
            self.identifierPrefix = identifierPrefix
            self.identifier = identifier
            // A character always starts before an ASCII byte, so the parts'
            // widths add up when the label starts with one (or is empty);
            // otherwise the label is measured where it stands.
            width = label.text.utf8.first.map({ $0 < 0x80 }) ?? true
                ? stem.width + prefix.width + label.width + (suffix.isEmpty ? 0 : suffix.displayWidth)
                : (stem.text + prefix.text + label.text + suffix).displayWidth
        }
    }

    /// A demo's stem, and the last demo's, with their widths.
    private static let stems = ["├── ", "└── "].map { ($0, $0.displayWidth) }

    /// A tweak's or a script's stem under a demo, by whether the demo and
    /// the row are the last, with their widths.
    private static let childStems = ["│   ├── ", "│   └── ", "    ├── ", "    └── "].map { ($0, $0.displayWidth) }

    /// The stem of a tweak's or a script's row.
    private static func childStem(lastDemo: Bool, lastChild: Bool) -> (String, Int) {
        childStems[(lastDemo ? 2 : 0) + (lastChild ? 1 : 0)]
    }

    /// ` [interactive]`, ` [animated]`, ` [interactive, animated]`, or nothing.
    private static func tag(_ demo: Demo) -> String {
        let kinds = (demo.interactive ? ["interactive"] : []) + (demo.animated ? ["animated"] : [])
        return kinds.isEmpty ? "" : " [" + kinds.joined(separator: ", ") + "]"
    }
}
