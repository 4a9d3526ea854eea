import DemoKitCore

/// Every golden a catalog produces, checked for clashes, then narrowed by
/// `--filter` and `--shard`.
///
/// Paths are made of sanitised identifiers (``PathSanitizer``):
/// `GROUP/DEMO/TWEAK[@VARIATION].txt`, or `GROUP/DEMO[@VARIATION].txt` for a
/// demo without tweaks. Demos whose `shouldSnapshotTest` is `false` have no
/// golden; those whose `shouldSnapshotTweaks` is `false` have one for their
/// first tweak only.
package struct SnapshotPlan: Sendable {
    /// The cases to check, in catalog order.
    package let cases: [GoldenCase]
    /// Whether every case of the catalog is checked: only then are obsolete
    /// goldens reported or pruned.
    package let isComplete: Bool
    /// The number of cases before filtering and sharding.
    package let totalCount: Int

    /// Plans the goldens of `catalog`.
    ///
    /// - Throws: ``SnapshotSetupError`` naming both demos or tweaks when two
    ///   goldens would share a file, comparing paths without regard to case
    ///   (as macOS and Windows do).
    package init(
        catalog: Catalog, filter: SnapshotFilter? = nil, shard: SnapshotShard? = nil
    ) throws(SnapshotSetupError) {
        var all: [GoldenCase] = []
        var owners = PathOwners()
        for group in catalog.groups {
            let groupPath = PathSanitizer.component(for: group.identifier)
            for demo in group.demos where demo.shouldSnapshotTest {
                let variations = Self.variations(of: demo)
                if variations.isEmpty { continue }
                let demoPath = groupPath + "/" + PathSanitizer.component(for: demo.identifier)
                let tweaks: [CatalogTweak?] =
                    demo.tweaks.isEmpty ? [nil] : (demo.shouldSnapshotTweaks ? demo.tweaks : [demo.tweaks[0]])
                if !demo.tweaks.isEmpty {
                    try owners.claim(groupPath, by: "group '\(group.identifier)'", isDirectory: true)
                    try owners.claim(demoPath, by: "demo '\(demo.address)'", isDirectory: true)
                } else {
                    try owners.claim(groupPath, by: "group '\(group.identifier)'", isDirectory: true)
                }
                for tweak in tweaks {
                    let stem = tweak.map { demoPath + "/" + PathSanitizer.component(for: $0.identifier) } ?? demoPath
                    let keyStem = demo.address + (tweak.map { "/" + $0.identifier } ?? "")
                    for variation in variations {
                        let suffix = variation.suffix
                        let basePath = suffix.isEmpty ? stem : stem + "@" + suffix
                        let key = suffix.isEmpty ? keyStem : keyStem + "@" + suffix
                        let goldenCase = GoldenCase(
                            demo: demo, tweak: tweak, variation: variation, key: key, basePath: basePath)
                        let owner = Self.ownerDescription(goldenCase)
                        try owners.claim(goldenCase.plainPath, by: owner, isDirectory: false)
                        try owners.claim(goldenCase.stylesPath, by: owner, isDirectory: false)
                        all.append(goldenCase)
                    }
                }
            }
        }
        totalCount = all.count
        isComplete = filter == nil && (shard == nil || shard?.count == 1)
        cases = all.filter { goldenCase in
            (filter?.matches(goldenCase) ?? true) && (shard?.contains(key: goldenCase.key) ?? true)
        }
    }

    private init(cases: [GoldenCase], isComplete: Bool, totalCount: Int) {
        self.cases = cases
        self.isComplete = isComplete
        self.totalCount = totalCount
    }

    /// The cases for which `isIncluded` is true; never complete.
    package func filter(_ isIncluded: (GoldenCase) -> Bool) -> SnapshotPlan {
        SnapshotPlan(cases: cases.filter(isIncluded), isComplete: false, totalCount: totalCount)
    }

    private static func variations(of demo: CatalogDemo) -> [SnapshotVariation] {
        var seen: Set<String> = []
        return demo.makeDemoable().snapshotVariations.filter { seen.insert($0.suffix).inserted }
    }

    private static func ownerDescription(_ goldenCase: GoldenCase) -> String {
        var text = "demo '\(goldenCase.demo.address)'"
        if let tweak = goldenCase.tweak { text += " tweak '\(tweak.identifier)'" }
        if !goldenCase.variation.suffix.isEmpty { text += " variation '\(goldenCase.variation.suffix)'" }
        return text
    }
}

/// Who claimed each path, compared without regard to case, so that two
/// goldens that would be one file on macOS or Windows are caught on Linux too.
private struct PathOwners {
    private var owners: [String: (owner: String, path: String, isDirectory: Bool)] = [:]

    mutating func claim(_ path: String, by owner: String, isDirectory: Bool) throws(SnapshotSetupError) {
        let key = path.lowercased()
        if let existing = owners[key] {
            if existing.owner == owner, existing.isDirectory == isDirectory { return }
            let sameCase = existing.path == path
            let reason = sameCase ? "" : " ('\(existing.path)' and '\(path)' differ only by case, "
                + "which macOS and Windows ignore)"
            throw SnapshotSetupError(
                "\(existing.owner) and \(owner) would share the golden path '\(path)'\(reason); "
                    + "give one of them another identifier")
        }
        owners[key] = (owner, path, isDirectory)
    }
}
