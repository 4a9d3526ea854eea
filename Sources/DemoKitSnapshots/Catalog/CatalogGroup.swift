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
    /// The demos, sorted by title (then identifier). Empty in a catalog
    /// made on demand (``Catalog/onDemand(groups:kinds:)``), which builds
    /// only the demo it is asked for.
    package let demos: [CatalogDemo]

    /// The group's type, to make its demos.
    let type: any DemoGroup.Type
    /// What the registry recorded about the demo types.
    let kinds: DemoKinds

    init(_ type: any DemoGroup.Type, kinds: DemoKinds, buildingDemos: Bool = true) throws(CatalogError) {
        self.type = type
        self.kinds = kinds
        identifier = type.groupIdentifier
        title = type.groupTitle
        try Self.validate(identifier, kind: "group", owner: _typeName(type, qualified: true))
        demos = buildingDemos ? try Self.demos(of: type, groupIdentifier: identifier, kinds: kinds) : []
    }

    /// Every demo of `type`, checked and sorted by title.
    private static func demos(
        of type: any DemoGroup.Type, groupIdentifier identifier: String, kinds: DemoKinds
    ) throws(CatalogError) -> [CatalogDemo] {
        // Start-up cost grows with the catalog, so this is linear: one
        // dictionary lookup per demo, and each sort key computed once.
        var demos: [(demo: CatalogDemo, sortKey: String)] = []
        let count = max(0, type.numberOfDemos)
        demos.reserveCapacity(count)
        var seen: [String: Int] = [:]
        seen.reserveCapacity(count)
        for index in 0..<count {
            let demo = try CatalogDemo(group: type, groupIdentifier: identifier, index: index, kinds: kinds)
            if let other = seen.updateValue(demos.count, forKey: demo.identifier) {
                throw CatalogError.duplicateDemo(
                    identifier: demo.identifier, group: identifier, first: demos[other].demo.title, second: demo.title)
            }
            demos.append((demo, demo.title.lowercased()))
        }
        demos.sort { lhs, rhs in
            lhs.sortKey != rhs.sortKey ? lhs.sortKey < rhs.sortKey : lhs.demo.identifier < rhs.demo.identifier
        }
        return demos.map(\.demo)
    }

    /// The demo that `typed` names in this group, built alone, without
    /// making any other demo of the catalog: when each entry of the group
    /// gives its identifier (as a `CaseDemoGroup`'s cases do), only the
    /// named demo is made. `nil` whenever the full catalog could answer
    /// otherwise: no such demo, several, identifiers the catalog refuses,
    /// or a demo whose tweaks it refuses; the full catalog then says why.
    ///
    /// - Parameters:
    ///   - typed: The demo's identifier as typed: exact, then ignoring
    ///     case, then a unique prefix (``demo(matching:)``'s rules).
    ///   - exactly: Whether only an exact match counts.
    func directDemo(matching typed: String, exactly: Bool = false) -> CatalogDemo? {
        let count = max(0, type.numberOfDemos)
        var identifiers: [String] = []
        identifiers.reserveCapacity(count)
        var seen: Set<String> = []
        seen.reserveCapacity(count)
        for index in 0..<count {
            let identifier = type.demoGroupItem(for: index).groupItemIdentifier ?? type.demoable(for: index).identifier
            guard (try? Self.validate(identifier, kind: "demo", owner: "")) != nil,
                seen.insert(identifier).inserted
            else { return nil }
            identifiers.append(identifier)
        }
        // With unique identifiers, what matches does not depend on the
        // order: the catalog's sorted order needs every title, so every demo.
        let found: Int?
        if exactly {
            found = identifiers.firstIndex(of: typed)
        } else if case .found(let index) = IdentifierMatcher.match(typed, in: identifiers) {
            found = index
        } else {
            found = nil
        }
        guard let found else { return nil }
        return try? CatalogDemo(group: type, groupIdentifier: identifier, index: found, kinds: kinds)
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
