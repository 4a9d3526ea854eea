import DemoKitCore

/// A registered ``DemoGroup`` with its demos sorted by title.
package struct CatalogGroup: Sendable {
    /// Typed on the command line: `Components` in `Components/buttons`.
    package let identifier: String
    /// Shown in lists.
    package let title: String
    /// The Swift type, for messages about the catalog itself; spelt out only
    /// when a message needs it.
    package var typeName: String { _typeName(type, qualified: true) }
    /// The demos, sorted by title (then identifier).
    package let demos: [CatalogDemo]

    private let type: any DemoGroup.Type

    init(_ type: any DemoGroup.Type) throws(CatalogError) {
        self.type = type
        identifier = type.groupIdentifier
        title = type.groupTitle
        try Self.validate(identifier, kind: "group", owner: _typeName(type, qualified: true))

        // Start-up cost grows with the catalog, so this is linear: one
        // dictionary lookup per demo, and each sort key computed once.
        var demos: [(demo: CatalogDemo, sortKey: String)] = []
        let count = max(0, type.numberOfDemos)
        demos.reserveCapacity(count)
        var seen: [String: Int] = [:]
        seen.reserveCapacity(count)
        for index in 0..<count {
            let demo = try CatalogDemo(group: type, groupIdentifier: identifier, index: index)
            if let other = seen.updateValue(demos.count, forKey: demo.identifier) {
                throw CatalogError.duplicateDemo(
                    identifier: demo.identifier, group: identifier, first: demos[other].demo.title, second: demo.title)
            }
            demos.append((demo, demo.title.lowercased()))
        }
        demos.sort { lhs, rhs in
            lhs.sortKey != rhs.sortKey ? lhs.sortKey < rhs.sortKey : lhs.demo.identifier < rhs.demo.identifier
        }
        self.demos = demos.map(\.demo)
    }

    /// The demo with `identifier`, matched exactly, then ignoring case, then
    /// by a unique prefix.
    package func demo(matching identifier: String) throws(AddressError) -> CatalogDemo {
        let ids = demos.map(\.identifier)
        switch IdentifierMatcher.match(identifier, in: ids) {
        case .found(let index):
            return demos[index]
        case .ambiguous(let candidates):
            throw AddressError.ambiguousDemo(identifier, group: self.identifier, candidates: candidates)
        case .notFound(let suggestion):
            throw AddressError.unknownDemo(
                identifier, group: self.identifier, suggestion: suggestion.map { self.identifier + "/" + $0 },
                available: ids)
        }
    }

    /// The one rule for group, demo and tweak identifiers: non-empty, no
    /// `/` (it separates them in addresses and filters) and no control
    /// character (no command line can carry NUL, nor a terminal show a tab
    /// or an escape). Anything else can be typed, and filtered on exactly
    /// (``SnapshotFilter``).
    static func validate(
        _ identifier: String, kind: String, owner: @autoclosure () -> String
    ) throws(CatalogError) {
        // Every identifier is checked at start-up: printable ASCII without
        // '/' (nearly all of them) is decided from the bytes alone.
        var isPlainASCII = true
        for byte in identifier.utf8 where byte < 0x21 || byte > 0x7E || byte == UInt8(ascii: "/") {
            isPlainASCII = false
            break
        }
        if isPlainASCII, !identifier.isEmpty { return }
        if identifier.isEmpty || identifier.utf8.contains(UInt8(ascii: "/"))
            || identifier.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        {
            throw CatalogError.invalidIdentifier(identifier, kind: kind, owner: owner())
        }
    }
}
