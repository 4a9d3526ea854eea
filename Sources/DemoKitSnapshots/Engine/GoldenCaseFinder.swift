import DemoKitCore

/// Finds the cases of a catalog by their ``GoldenCase/Location``, making only
/// the part of the plan they belong to: what a render worker does, where
/// planning all of a large catalog (and checking its paths for clashes, which
/// the runner has done) would cost more than the first hundred renders.
///
/// A case found here is the one ``SnapshotPlan`` makes at the same location:
/// the same demo, tweak, script and variation, and the same path. Cases are
/// usually asked for in plan order, so the last demo's share of the plan
/// (its folder, variations and scripts) is kept.
package struct GoldenCaseFinder {
    /// A failure to find a case: a script that cannot be read, or a location
    /// the catalog does not have.
    package struct Failure: Error, Equatable {
        package var message: String
        /// Whether the catalog has no golden at the location (rather than
        /// scripts that cannot be read): a sign that it is not the catalog
        /// the location came from.
        package var isNotInCatalog: Bool
    }

    private let catalog: Catalog
    private let groupFolders: [String]
    /// The last demo's share of the plan.
    private var last: (group: Int, demo: Int, owner: GoldenDemo)?

    package init(catalog: Catalog) {
        self.catalog = catalog
        groupFolders = SnapshotPlan.groupFolders(of: catalog)
    }

    /// The case at `location`.
    ///
    /// - Throws: ``Failure`` when the catalog has no golden there, or the
    ///   demo's scripts cannot be read.
    package mutating func goldenCase(at location: GoldenCase.Location) throws(Failure) -> GoldenCase {
        let owner = try demo(location)
        let hasTweaks = !owner.demo.tweaks.isEmpty
        guard hasTweaks ? (0..<owner.tweakCount).contains(location.tweak) : location.tweak == -1,
            (-1..<owner.scripts(ofTweakAt: location.tweak).count).contains(location.script),
            owner.variations.indices.contains(location.variation)
        else { throw missing(location) }
        return GoldenCase(owner: owner, location: location)
    }

    /// Every case of the demo at `demo` in the group at `group`, in plan
    /// order (each tweak's still goldens, then each script's, each in every
    /// variation), without planning the rest of the catalog: what the
    /// browser audits of the demo a person looks at. Empty for a demo
    /// without goldens or a place the catalog does not have.
    ///
    /// - Throws: ``Failure`` when the demo's scripts cannot be read.
    package mutating func cases(group: Int, demo: Int) throws(Failure) -> [GoldenCase] {
        var location = GoldenCase.Location(group: group, demo: demo, tweak: -1, script: -1, variation: 0)
        let owner: GoldenDemo
        do {
            owner = try self.demo(location)
        } catch {
            if error.isNotInCatalog { return [] }
            throw error
        }
        var cases: [GoldenCase] = []
        for slot in 0..<owner.tweakCount {
            location.tweak = owner.demo.tweaks.isEmpty ? -1 : slot
            for script in -1..<owner.scripts(ofTweakAt: location.tweak).count {
                location.script = script
                for variation in owner.variations.indices {
                    location.variation = variation
                    cases.append(GoldenCase(owner: owner, location: location))
                }
            }
        }
        return cases
    }

    /// The share of the plan of the demo at `location`.
    private mutating func demo(_ location: GoldenCase.Location) throws(Failure) -> GoldenDemo {
        if let last, last.group == location.group, last.demo == location.demo { return last.owner }
        guard catalog.groups.indices.contains(location.group),
            case let group = catalog.groups[location.group], group.demos.indices.contains(location.demo)
        else { throw missing(location) }
        let owner: GoldenDemo?
        do {
            owner = try GoldenDemo(demo: group.demos[location.demo], groupFolder: groupFolders[location.group])
        } catch {
            throw Failure(message: error.message, isNotInCatalog: false)
        }
        guard let owner else { throw missing(location) }
        last = (location.group, location.demo, owner)
        return owner
    }

    private func missing(_ location: GoldenCase.Location) -> Failure {
        Failure(
            message: "the catalog has no golden at group \(location.group), demo \(location.demo), "
                + "tweak \(location.tweak), script \(location.script), variation \(location.variation)",
            isNotInCatalog: true)
    }
}
