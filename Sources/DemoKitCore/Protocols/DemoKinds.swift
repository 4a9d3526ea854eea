/// The demo types a registry records (``_DemoKind``), by type: says what a
/// demo is (tweakable, live, interactive, animated) and makes it one without
/// asking the runtime, which it asks only about a type the registry does not
/// list (a demo type of another module, a generic or a private one).
///
/// ```swift
/// let kinds = DemoKinds(DemoRegistry._demoKinds)
/// if var tweakable = kinds.tweakable(Components.demoable(for: 0)) {
///     tweakable.configure(forTweakAt: 1)
/// }
/// ```
package struct DemoKinds: Sendable {
    /// The records, in the registry's order; searched one by one until
    /// ``indexed()`` makes `byType`, for a command that asks about a few
    /// demos (`open`) and should not index a thousand types to do it.
    private let records: [_DemoKind]
    private let byType: [ObjectIdentifier: _DemoKind]?

    /// No records: every question goes to the runtime.
    package static let none = DemoKinds([])

    /// The records of a registry; `nil` entries (names that were not demo
    /// types) are left out.
    package init(_ kinds: [_DemoKind?]) {
        records = kinds.compactMap { $0 }
        byType = nil
    }

    private init(records: [_DemoKind], byType: [ObjectIdentifier: _DemoKind]) {
        self.records = records
        self.byType = byType
    }

    /// The same records, indexed by type: for a command that asks about
    /// every demo (`list`, `snapshot`).
    package func indexed() -> DemoKinds {
        guard byType == nil else { return self }
        var byType: [ObjectIdentifier: _DemoKind] = [:]
        byType.reserveCapacity(records.count)
        for kind in records where byType[ObjectIdentifier(kind.type)] == nil {
            byType[ObjectIdentifier(kind.type)] = kind
        }
        return DemoKinds(records: records, byType: byType)
    }

    /// How many demo types are recorded.
    package var count: Int { indexed().byType?.count ?? 0 }

    /// Whether the registry recorded `demo`'s type, so that no question
    /// about it goes to the runtime.
    package func records(_ demo: any Demoable) -> Bool { kind(of: demo) != nil }

    private func kind(of demo: any Demoable) -> _DemoKind? {
        guard !records.isEmpty else { return nil }
        let key = ObjectIdentifier(type(of: demo))
        if let byType { return byType[key] }
        return records.first { ObjectIdentifier($0.type) == key }
    }

    /// `demo` as a ``TweakableDemo``, or `nil` when it has no tweaks.
    package func tweakable(_ demo: any Demoable) -> (any TweakableDemo)? {
        guard let kind = kind(of: demo) else { return demo as? any TweakableDemo }
        return kind.tweakable.flatMap { Self.cast(demo, to: $0) }
    }

    /// `demo` as a ``LiveDemo``, or `nil` for a still demo.
    package func live(_ demo: any Demoable) -> (any LiveDemo)? {
        guard let kind = kind(of: demo) else { return demo as? any LiveDemo }
        return kind.live.flatMap { Self.cast(demo, to: $0) }
    }

    /// Whether `demo` is a ``LiveDemo``: interactive, animated, or with
    /// scripts only.
    package func isLive(_ demo: any Demoable) -> Bool {
        guard let kind = kind(of: demo) else { return demo is any LiveDemo }
        return kind.live != nil
    }

    /// Whether `demo` takes keys (an ``InteractiveDemo``).
    package func isInteractive(_ demo: any Demoable) -> Bool {
        guard let kind = kind(of: demo) else { return demo is any InteractiveDemo }
        return kind.interactive != nil
    }

    /// Whether `demo` changes with time (an ``AnimatedDemo``).
    package func isAnimated(_ demo: any Demoable) -> Bool {
        guard let kind = kind(of: demo) else { return demo is any AnimatedDemo }
        return kind.animated != nil
    }

    // No cast to a protocol, which scans the conformance records, nor to
    // the concrete type, whose `Optional<D>` the runtime would instantiate
    // for each type: the demo is opened, and its type is the recorded one
    // (looked up by it), so it is reinterpreted as that type.
    private static func cast<D: TweakableDemo>(_ demo: any Demoable, to type: D.Type) -> (any TweakableDemo)? {
        func open<T: Demoable>(_ value: T) -> (any TweakableDemo)? {
            T.self == D.self ? unsafeBitCast(value, to: D.self) : nil
        }
        return open(demo)
    }

    private static func cast<D: LiveDemo>(_ demo: any Demoable, to type: D.Type) -> (any LiveDemo)? {
        func open<T: Demoable>(_ value: T) -> (any LiveDemo)? {
            T.self == D.self ? unsafeBitCast(value, to: D.self) : nil
        }
        return open(demo)
    }
}
