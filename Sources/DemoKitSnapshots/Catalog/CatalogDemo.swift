import DemoKitCore

/// One demo of a group: its identifiers, title and tweaks, and a way to make
/// a fresh, configured instance.
package struct CatalogDemo: Sendable {
    /// Typed on the command line: `buttons` in `Components/buttons`.
    package let identifier: String
    /// The group's identifier.
    package let groupIdentifier: String
    /// Shown in lists, menus, frames and pages: see ``DemoTitle``.
    package let title: String
    /// How the runner shows it.
    package let presentation: DemoPresentation
    /// Whether the demo has golden snapshots.
    package let shouldSnapshotTest: Bool
    /// Whether every tweak, or only the first, has a golden snapshot.
    package let shouldSnapshotTweaks: Bool
    /// The tweaks, in the demo's order. Empty for a demo without tweaks.
    package let tweaks: [CatalogTweak]
    /// Whether the demo takes keys (an ``InteractiveDemo``).
    package var isInteractive: Bool { kinds.isInteractive(group.demoable(for: index)) }
    /// Whether the demo changes with time (an ``AnimatedDemo``).
    package var isAnimated: Bool { kinds.isAnimated(group.demoable(for: index)) }
    /// Whether the demo is a ``LiveDemo``: interactive, animated, or with
    /// scripts only. Its scripts are read when asked for
    /// (``scripts(for:)``), never at start-up.
    ///
    /// These are asked of a fresh instance when needed, not at start-up, and
    /// of the registry's records (``DemoKinds``) rather than the runtime:
    /// the runtime's first check per type scans the binary's conformance
    /// records.
    package var isLive: Bool { kinds.isLive(group.demoable(for: index)) }

    /// The group and the demo's index in it, to make fresh instances.
    private let group: any DemoGroup.Type
    private let index: Int
    /// What the registry recorded about the demo types.
    let kinds: DemoKinds

    /// `GROUP/DEMO`, as typed after `demo-runner open`. Made once: every
    /// golden's key and message starts with it.
    package let address: String

    init(group: any DemoGroup.Type, groupIdentifier: String, index: Int, kinds: DemoKinds) throws(CatalogError) {
        let item = group.demoGroupItem(for: index)
        let demo = group.demoable(for: index)
        self.groupIdentifier = groupIdentifier
        identifier = item.groupItemIdentifier ?? demo.identifier
        address = groupIdentifier + "/" + identifier
        title = DemoTitle.resolve(item: item, demo: demo)
        presentation = demo.presentation
        shouldSnapshotTest = demo.shouldSnapshotTest
        let identifier = self.identifier
        // Only an error names the owner: no string is built for a valid catalog.
        let owner = { "\(groupIdentifier)/\(identifier)" }
        try CatalogGroup.validate(identifier, kind: "demo", owner: "group '\(groupIdentifier)'")

        var tweaks: [CatalogTweak] = []
        if let tweakable = kinds.tweakable(demo) {
            shouldSnapshotTweaks = tweakable.shouldSnapshotTweaks
            let count = max(0, tweakable.numberOfTweaks)
            tweaks.reserveCapacity(count)
            for tweakIndex in 0..<count {
                // Only the identifier now: titles are for lists and menus,
                // and a catalog of thousands of tweaks must start fast.
                let tweak = CatalogTweak(
                    index: tweakIndex, identifier: tweakable.tweak(for: tweakIndex).identifier,
                    group: group, demoIndex: index, kinds: kinds)
                try CatalogGroup.validate(tweak.identifier, kind: "tweak", owner: owner())
                if let other = tweaks.first(where: { $0.identifier == tweak.identifier }) {
                    throw CatalogError.duplicateTweak(
                        identifier: tweak.identifier, demo: owner(), first: other.title, second: tweak.title)
                }
                tweaks.append(tweak)
            }
        } else {
            shouldSnapshotTweaks = false
        }
        self.tweaks = tweaks
        self.group = group
        self.index = index
        self.kinds = kinds
    }

    /// The tweak with `identifier`: exact, then ignoring case, then a unique
    /// prefix, or its 1-based number.
    ///
    /// - Throws: ``AddressError`` when the demo has no such tweak.
    package func tweak(matching identifier: String) throws(AddressError) -> CatalogTweak {
        let ids = tweaks.map(\.identifier)
        if tweaks.isEmpty {
            throw AddressError.demoHasNoTweaks(address)
        }
        if !ids.contains(identifier), let number = Int(identifier),
            identifier.allSatisfy(\.isASCII), (1...tweaks.count).contains(number)
        {
            return tweaks[number - 1]
        }
        switch IdentifierMatcher.match(identifier, in: ids) {
        case .found(let index):
            return tweaks[index]
        case .ambiguous(let candidates):
            throw AddressError.ambiguousTweak(identifier, demo: address, candidates: candidates)
        case .notFound(let suggestion):
            throw AddressError.unknownTweak(
                identifier, demo: address, suggestion: suggestion, available: ids)
        }
    }

    /// Whether the demo is live, interactive and animated, asked of one
    /// fresh instance (``isLive``, ``isInteractive`` and ``isAnimated``
    /// each make one): what a list shows of every demo.
    package func liveTraits() -> (isLive: Bool, isInteractive: Bool, isAnimated: Bool) {
        let demo = group.demoable(for: index)
        return (kinds.isLive(demo), kinds.isInteractive(demo), kinds.isAnimated(demo))
    }

    /// The titles of the tweaks, in order: each tweak's ``CatalogTweak/title``,
    /// asked of one fresh instance rather than one per tweak, for a list of
    /// every tweak.
    package func tweakTitles() -> [String] {
        guard !tweaks.isEmpty else { return [] }
        guard let tweakable = kinds.tweakable(group.demoable(for: index)) else { return tweaks.map(\.identifier) }
        let count = tweakable.numberOfTweaks
        return tweaks.map { $0.index < count ? tweakable.tweak(for: $0.index).title : $0.identifier }
    }

    /// A fresh instance configured for `tweak` (or the first tweak when `nil`).
    package func makeDemoable(tweak: CatalogTweak? = nil) -> any Demoable {
        let demo = group.demoable(for: index)
        guard !tweaks.isEmpty, var tweakable = kinds.tweakable(demo) else { return demo }
        tweakable.configure(forTweakAt: tweak?.index ?? 0)
        return tweakable
    }
}

/// One tweak of a demo.
package struct CatalogTweak: Sendable, Hashable {
    /// The index passed to `configure(forTweakAt:)`.
    package let index: Int
    /// Typed after `--tweak`.
    package let identifier: String
    /// The demo's group and index, to ask the demo for the title.
    private let group: any DemoGroup.Type
    private let demoIndex: Int
    private let kinds: DemoKinds

    init(index: Int, identifier: String, group: any DemoGroup.Type, demoIndex: Int, kinds: DemoKinds) {
        self.index = index
        self.identifier = identifier
        self.group = group
        self.demoIndex = demoIndex
        self.kinds = kinds
    }

    /// Shown in lists and menus; asked of a fresh instance of the demo when
    /// needed, not at start-up, so that a catalog of thousands of tweaks
    /// starts fast.
    package var title: String {
        guard let tweakable = kinds.tweakable(group.demoable(for: demoIndex)),
            index < tweakable.numberOfTweaks
        else { return identifier }
        return tweakable.tweak(for: index).title
    }

    /// The 1-based number that `--tweak` also accepts.
    package var number: Int { index + 1 }

    package static func == (lhs: CatalogTweak, rhs: CatalogTweak) -> Bool {
        lhs.index == rhs.index && lhs.identifier == rhs.identifier
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(identifier)
    }
}
