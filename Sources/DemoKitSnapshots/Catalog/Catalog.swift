import DemoKitCore

/// Every group, demo and tweak of a runner, indexed by identifier.
///
/// The catalog is built once, at start-up, from the registered groups. It
/// checks that identifiers can be typed and are unique, sorts demos by title
/// (as DemoKit-iOS lists them) and resolves the addresses people type:
/// `Components/buttons`, `--tweak red`.
///
/// ```swift
/// let catalog = try Catalog(groups: DemoRegistry.groups)
/// let demo = try catalog.demo(at: "Components/buttons")
/// ```
package struct Catalog: Sendable {
    /// The groups, in registration order.
    package let groups: [CatalogGroup]

    /// Indexes `groups`.
    ///
    /// - Throws: ``CatalogError`` when two groups, two demos of a group or two
    ///   tweaks of a demo share an identifier, or an identifier is empty or
    ///   contains `/`.
    package init(groups: [any DemoGroup.Type]) throws(CatalogError) {
        var built: [CatalogGroup] = []
        for groupType in groups {
            let group = try CatalogGroup(groupType)
            if let other = built.first(where: { $0.identifier == group.identifier }) {
                throw CatalogError.duplicateGroup(
                    identifier: group.identifier, first: other.typeName, second: group.typeName)
            }
            built.append(group)
        }
        self.groups = built
    }

    /// Every demo, group by group, in list order.
    package var allDemos: [CatalogDemo] { groups.flatMap(\.demos) }

    /// The first demo of the first group, if any.
    package var firstDemo: CatalogDemo? { groups.lazy.compactMap(\.demos.first).first }

    /// The group with `identifier`, matched exactly, then ignoring case, then
    /// by a unique prefix.
    ///
    /// - Throws: ``AddressError`` naming the input, with the nearest
    ///   identifiers as suggestions.
    package func group(matching identifier: String) throws(AddressError) -> CatalogGroup {
        let ids = groups.map(\.identifier)
        switch IdentifierMatcher.match(identifier, in: ids) {
        case .found(let index):
            return groups[index]
        case .ambiguous(let candidates):
            throw AddressError.ambiguousGroup(identifier, candidates: candidates)
        case .notFound(let suggestion):
            throw AddressError.unknownGroup(identifier, suggestion: suggestion, available: ids)
        }
    }

    /// The demo at an address `GROUP/DEMO`.
    ///
    /// - Throws: ``AddressError`` for a malformed address or an unknown or
    ///   ambiguous group or demo.
    package func demo(at address: String) throws(AddressError) -> CatalogDemo {
        let parts = address.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw AddressError.malformedAddress(address, example: firstDemo?.address)
        }
        return try group(matching: String(parts[0])).demo(matching: String(parts[1]))
    }

    /// The demo with this exact address, or `nil`; used to restore the last
    /// demo, where a guess would open the wrong one.
    package func demo(exactly group: String, _ demo: String) -> CatalogDemo? {
        groups.first { $0.identifier == group }?.demos.first { $0.identifier == demo }
    }
}
