import DemoKitCore

/// A registered ``DemoGroup`` with its demos sorted by title.
public struct CatalogGroup: Sendable {
    /// Typed on the command line: `Components` in `Components/buttons`.
    public let identifier: String
    /// Shown in lists.
    public let title: String
    /// The Swift type, for messages about the catalog itself.
    public let typeName: String
    /// The demos, sorted by title (then identifier).
    public let demos: [CatalogDemo]

    init(_ type: any DemoGroup.Type) throws(CatalogError) {
        typeName = String(reflecting: type)
        identifier = type.groupIdentifier
        title = type.groupTitle
        try Self.validate(identifier, kind: "group", owner: typeName)

        var demos: [CatalogDemo] = []
        for index in 0..<max(0, type.numberOfDemos) {
            let demo = try CatalogDemo(group: type, groupIdentifier: identifier, index: index)
            if let other = demos.first(where: { $0.identifier == demo.identifier }) {
                throw CatalogError.duplicateDemo(
                    identifier: demo.identifier, group: identifier, first: other.title, second: demo.title)
            }
            demos.append(demo)
        }
        self.demos = demos.sorted {
            let lhs = $0.title.lowercased()
            let rhs = $1.title.lowercased()
            return lhs != rhs ? lhs < rhs : $0.identifier < $1.identifier
        }
    }

    /// The demo with `identifier`, matched exactly, then ignoring case, then
    /// by a unique prefix.
    public func demo(matching identifier: String) throws(AddressError) -> CatalogDemo {
        let ids = demos.map(\.identifier)
        switch IdentifierMatcher.match(identifier, in: ids) {
        case .found(let index):
            return demos[index]
        case .ambiguous(let candidates):
            throw AddressError.ambiguousDemo(identifier, group: self.identifier, candidates: candidates)
        case .notFound(let suggestion):
            throw AddressError.unknownDemo(
                identifier, group: self.identifier, suggestion: suggestion, available: ids)
        }
    }

    /// The one rule for group, demo and tweak identifiers: non-empty, no
    /// `/` (it separates them in addresses and filters) and no control
    /// character (no command line can carry NUL, nor a terminal show a tab
    /// or an escape). Anything else can be typed, and filtered on exactly
    /// (``SnapshotFilter``).
    static func validate(_ identifier: String, kind: String, owner: String) throws(CatalogError) {
        if identifier.isEmpty || identifier.contains("/")
            || identifier.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        {
            throw CatalogError.invalidIdentifier(identifier, kind: kind, owner: owner)
        }
    }
}
