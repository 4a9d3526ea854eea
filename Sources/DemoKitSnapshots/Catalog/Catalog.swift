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

    /// Whether every group's demos are built and checked; `false` for a
    /// catalog made ``onDemand(groups:kinds:)``.
    package let isComplete: Bool

    /// What the registry recorded about the demo types.
    let kinds: DemoKinds

    /// Indexes `groups`: builds and checks every demo and tweak.
    ///
    /// - Parameters:
    ///   - groups: The groups, in the order to list them.
    ///   - kinds: What the registry recorded about the demo types
    ///     (`DemoKinds(DemoRegistry._demoKinds)`), so that no demo type is
    ///     asked of the runtime; by default the runtime is asked.
    /// - Throws: ``CatalogError`` when two groups, two demos of a group or two
    ///   tweaks of a demo share an identifier, or an identifier is empty or
    ///   contains `/`.
    package init(groups: [any DemoGroup.Type], kinds: DemoKinds = .none) throws(CatalogError) {
        try self.init(groups: groups, kinds: kinds.indexed(), buildingDemos: true)
    }

    /// Indexes the groups only: a demo is built when asked for
    /// (``directDemo(at:)``, ``directDemo(exactly:_:)``), alone, so that
    /// `open` makes and casts nothing but the demo it shows.
    ///
    /// Its groups have no ``CatalogGroup/demos``: anything else is asked of
    /// ``complete()``, which builds and checks them all.
    ///
    /// - Throws: ``CatalogError`` for a group identifier that is invalid or
    ///   taken twice.
    package static func onDemand(groups: [any DemoGroup.Type], kinds: DemoKinds = .none) throws(CatalogError) -> Catalog {
        try Catalog(groups: groups, kinds: kinds, buildingDemos: false)
    }

    private init(groups: [any DemoGroup.Type], kinds: DemoKinds, buildingDemos: Bool) throws(CatalogError) {
        // Each group's demos on a core of its own; what is wrong is then
        // said in the groups' order, as one thread would have met it.
        let demos = buildingDemos ? groups.reduce(0) { $0 + max(0, $1.numberOfDemos) } : 0
        let results = GroupMap.map(groups.count, demos: demos) { index in
            Result { () throws(CatalogError) in
                try CatalogGroup(groups[index], kinds: kinds, buildingDemos: buildingDemos)
            }
        }
        var built: [CatalogGroup] = []
        for result in results {
            let group = try result.get()
            if let other = built.first(where: { $0.identifier == group.identifier }) {
                throw CatalogError.duplicateGroup(
                    identifier: group.identifier, first: other.typeName, second: group.typeName)
            }
            built.append(group)
        }
        self.groups = built
        self.kinds = kinds
        isComplete = buildingDemos
    }

    /// This catalog with every demo built and checked: itself when it is
    /// complete.
    ///
    /// - Throws: ``CatalogError``, as ``init(groups:kinds:)`` does.
    package func complete() throws(CatalogError) -> Catalog {
        isComplete ? self : try Catalog(groups: groups.map(\.type), kinds: kinds)
    }

    /// The demo that `address` names, built alone when the catalog is made
    /// on demand: `nil` whenever ``demo(at:)`` of the complete catalog could
    /// answer otherwise (an error, a suggestion, an identifier it refuses),
    /// which it then does.
    package func directDemo(at address: String) -> CatalogDemo? {
        guard !isComplete else { return try? demo(at: address) }
        let parts = address.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
            case .found(let index) = IdentifierMatcher.match(parts[0], in: groups.map(\.identifier))
        else { return nil }
        return groups[index].directDemo(matching: parts[1])
    }

    /// The demo with this exact address, built alone when the catalog is
    /// made on demand; `nil` when there is none, or when ``complete()``
    /// would refuse the demo's group.
    package func directDemo(exactly group: String, _ demo: String) -> CatalogDemo? {
        guard !isComplete else { return self.demo(exactly: group, demo) }
        return groups.first { $0.identifier == group }?.directDemo(matching: demo, exactly: true)
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
    ///
    /// A word in the wrong place is suggested where it is: a demo without
    /// its group or in another group (`statusCard` → `CLI/statusCard`), a
    /// tweak as a demo (`Components/red` → `Components/buttons --tweak red`).
    package func demo(at address: String) throws(AddressError) -> CatalogDemo {
        let parts = address.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            let word = parts.first { !$0.isEmpty }
            throw AddressError.malformedAddress(
                address, example: firstDemo?.address, suggestions: word.map { suggestions(for: $0) } ?? [])
        }
        let group: CatalogGroup
        do {
            group = try self.group(matching: parts[0])
        } catch {
            // `statusCard/many-checks`: a demo and its tweak, without the group.
            guard case .unknownGroup(let typed, nil, let available) = error else { throw error }
            throw .unknownGroup(typed, suggestion: suggestion(for: typed, tweak: parts[1]), available: available)
        }
        do {
            return try group.demo(matching: parts[1])
        } catch {
            guard case .unknownDemo(let typed, let groupIdentifier, _, let available) = error else { throw error }
            // `Components/buttons/red`: the tweak after a second slash.
            let split = typed.split(separator: "/", maxSplits: 1).map(String.init)
            let suggested = split.count == 2 && group.demos.contains { $0.identifier == split[0] }
                ? suggestion(for: split[0], in: group, tweak: split[1])
                : suggestion(for: typed, in: group)
            throw .unknownDemo(typed, group: groupIdentifier, suggestion: suggested, available: available)
        }
    }

    /// The demo with this exact address, or `nil`; used to restore the last
    /// demo, where a guess would open the wrong one.
    package func demo(exactly group: String, _ demo: String) -> CatalogDemo? {
        groups.first { $0.identifier == group }?.demos.first { $0.identifier == demo }
    }
}
