import DemoKitCore

/// Every golden a catalog produces, checked for clashes, then narrowed by
/// `--filter` and `--shard`.
///
/// Paths are made of sanitised identifiers (``PathSanitizer``):
/// `GROUP/DEMO/TWEAK[@VARIATION].txt`, or `GROUP/DEMO[@VARIATION].txt` for a
/// demo without tweaks. Each script of a live demo adds, per tweak and
/// variation, a golden `GROUP/DEMO/TWEAK+SCRIPT[@VARIATION].txt` (or
/// `GROUP/DEMO+SCRIPT[@VARIATION].txt`) after the tweak's still goldens.
/// Demos whose `shouldSnapshotTest` is `false` have no golden (and what
/// is under their names is never obsolete); those whose
/// `shouldSnapshotTweaks` is `false` have goldens for their first tweak
/// only.
package struct SnapshotPlan: Sendable {
    /// The cases to check, in catalog order.
    package let cases: [GoldenCase]
    /// Whether every case of the catalog is checked: only then are obsolete
    /// goldens reported or pruned.
    package let isComplete: Bool
    /// The number of cases before filtering and sharding.
    package let totalCount: Int
    /// The folder of every group of the catalog, sanitised: the only folders
    /// under the root that are searched for obsolete goldens.
    package let groupFolders: [String]
    /// The folded paths (``CaseFolding``) of the demos of the catalog that
    /// have no golden here (`GROUP/DEMO`): one that opts out on this machine
    /// only, as a demo that needs a newer OS does by falling back to a
    /// `TextDemo` that is not snapshot-tested, still owns its goldens, and
    /// a golden is never obsolete because this machine cannot render it.
    let demosWithoutGoldens: Set<String>

    /// Plans the goldens of `catalog`.
    ///
    /// - Throws: ``SnapshotSetupError`` naming both demos or tweaks when two
    ///   goldens would share a file, comparing paths without regard to case
    ///   (as macOS and Windows do).
    package init(
        catalog: Catalog, filter: SnapshotFilter? = nil, shard: SnapshotShard? = nil
    ) throws(SnapshotSetupError) {
        // Room for a case per tweak up front (variations and scripts add to
        // it): a catalog of ten thousand goldens would otherwise regrow and
        // copy the array and the claims a dozen times.
        let estimate = catalog.groups.reduce(0) { count, group in
            group.demos.reduce(count) { $0 + max(1, $1.tweaks.count) }
        }
        var all: [GoldenCase] = []
        all.reserveCapacity(estimate)
        var claims = GoldenPathClaims(capacity: estimate)
        var withoutGoldens: Set<String> = []
        groupFolders = Self.groupFolders(of: catalog)
        for (groupIndex, (group, groupPath)) in zip(catalog.groups, groupFolders).enumerated() {
            var claimedGroupFolder = false
            for (demoIndex, demo) in group.demos.enumerated() {
                let owner = try GoldenDemo(demo: demo, groupFolder: groupPath) { demoPath throws(SnapshotSetupError) in
                    if !claimedGroupFolder {
                        try claims.claimFolder(groupPath, owner: "group '\(group.identifier)'", cases: all)
                        claimedGroupFolder = true
                    }
                    if !demo.tweaks.isEmpty {
                        try claims.claimFolder(demoPath, owner: "demo '\(demo.address)'", cases: all)
                    }
                }
                guard let owner else {
                    withoutGoldens.insert(CaseFolding.key(groupPath + "/" + PathSanitizer.component(for: demo.identifier)))
                    continue
                }
                for slot in 0..<owner.tweakCount {
                    var location = GoldenCase.Location(
                        group: groupIndex, demo: demoIndex, tweak: demo.tweaks.isEmpty ? -1 : slot, script: -1,
                        variation: 0)
                    // The still goldens of the tweak, then each script's.
                    for script in -1..<owner.scripts(ofTweakAt: location.tweak).count {
                        location.script = script
                        for variation in owner.variations.indices {
                            location.variation = variation
                            all.append(GoldenCase(owner: owner, location: location))
                            // The `.ansi` file needs no claim of its own: it
                            // clashes exactly when the `.txt` beside it does,
                            // since the two share their stem and no other
                            // golden ends in `.ansi`.
                            try claims.claimFile(all[all.count - 1].plainPath, caseIndex: all.count - 1, cases: all)
                        }
                    }
                }
            }
        }
        totalCount = all.count
        demosWithoutGoldens = withoutGoldens
        isComplete = filter == nil && (shard == nil || shard?.count == 1)
        if filter == nil, shard == nil {
            cases = all
        } else {
            cases = all.filter { goldenCase in
                (filter?.matches(goldenCase) ?? true) && (shard?.contains(key: goldenCase.key) ?? true)
            }
        }
    }

    private init(
        cases: [GoldenCase], isComplete: Bool, totalCount: Int, groupFolders: [String], demosWithoutGoldens: Set<String>
    ) {
        self.cases = cases
        self.isComplete = isComplete
        self.totalCount = totalCount
        self.groupFolders = groupFolders
        self.demosWithoutGoldens = demosWithoutGoldens
    }

    /// Whether `path`, a file under a group folder, is one of a demo's that
    /// has no golden here: `GROUP/DEMO/…`, or `GROUP/DEMO.txt`,
    /// `GROUP/DEMO@w40.ansi`, `GROUP/DEMO+script.txt` for a demo without tweaks.
    func isOfADemoWithoutGoldens(_ path: String) -> Bool {
        guard !demosWithoutGoldens.isEmpty else { return false }
        let components = path.split(separator: "/", maxSplits: 2)
        guard components.count >= 2 else { return false }
        let demo = components.count == 3
            ? components[1] : components[1].prefix { $0 != "." && $0 != "@" && $0 != "+" }
        return demosWithoutGoldens.contains(CaseFolding.key(components[0] + "/" + demo))
    }

    /// Each group's folder under the snapshot root, sanitised, in catalog order.
    static func groupFolders(of catalog: Catalog) -> [String] {
        catalog.groups.map { PathSanitizer.component(for: $0.identifier) }
    }

    /// The cases for which `isIncluded` is true; never complete.
    package func filter(_ isIncluded: (GoldenCase) -> Bool) -> SnapshotPlan {
        SnapshotPlan(
            cases: cases.filter(isIncluded), isComplete: false, totalCount: totalCount,
            groupFolders: groupFolders, demosWithoutGoldens: demosWithoutGoldens)
    }
}
