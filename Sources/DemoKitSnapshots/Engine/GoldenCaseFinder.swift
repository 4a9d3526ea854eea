import DemoKitCore

/// Finds the cases of a catalog by their ``GoldenCase/Location``, making only
/// the part of the plan they belong to: what a render worker does, where
/// planning all of a large catalog (and checking its paths for clashes, which
/// the runner has done) would cost more than the first hundred renders.
///
/// A case found here is the one ``SnapshotPlan`` makes at the same location:
/// the same demo, tweak, script and variation, and the same path. Cases are
/// usually asked for in plan order, so the last demo's share of the plan
/// (its folder, variations and the scripts of the last tweak) is kept.
package struct GoldenCaseFinder {
    /// A failure to find a case: a script that cannot be read, or a location
    /// the catalog does not have.
    package struct Failure: Error, Equatable {
        package var message: String
    }

    private let catalog: Catalog
    private let groupFolders: [String]
    private var lastDemo: (group: Int, demo: Int, owner: GoldenDemo, variations: [SnapshotVariation])?
    private var lastScripts: (location: GoldenCase.Location, scripts: [DemoScript])?

    package init(catalog: Catalog) {
        self.catalog = catalog
        groupFolders = catalog.groups.map { PathSanitizer.component(for: $0.identifier) }
    }

    /// The case at `location`.
    ///
    /// - Throws: ``Failure`` when the catalog has no golden there, or the
    ///   demo's scripts cannot be read.
    package mutating func goldenCase(at location: GoldenCase.Location) throws(Failure) -> GoldenCase {
        let (owner, variations) = try demo(location)
        let demo = owner.demo
        guard variations.indices.contains(location.variation) else { throw missing(location) }
        let tweak: CatalogTweak?
        if demo.tweaks.isEmpty {
            guard location.tweak == -1 else { throw missing(location) }
            tweak = nil
        } else {
            guard (0..<SnapshotPlan.snapshotTweakCount(of: demo)).contains(location.tweak) else {
                throw missing(location)
            }
            tweak = demo.tweaks[location.tweak]
        }
        let component = tweak.map { PathSanitizer.component(for: $0.identifier) } ?? ""
        let variation = variations[location.variation]
        guard location.script >= 0 else {
            return GoldenCase(
                owner: owner, tweak: tweak, tweakComponent: component, variation: variation, location: location)
        }
        let scripts = try self.scripts(of: demo, tweak: tweak, at: location)
        guard scripts.indices.contains(location.script) else { throw missing(location) }
        let script = scripts[location.script]
        return GoldenCase(
            owner: owner, tweak: tweak, tweakComponent: component, variation: variation, script: script,
            scriptComponent: PathSanitizer.component(for: script.identifier), location: location)
    }

    /// The demo at `location`, its folder and its variations.
    private mutating func demo(
        _ location: GoldenCase.Location
    ) throws(Failure) -> (GoldenDemo, [SnapshotVariation]) {
        if let lastDemo, lastDemo.group == location.group, lastDemo.demo == location.demo {
            return (lastDemo.owner, lastDemo.variations)
        }
        guard catalog.groups.indices.contains(location.group),
            case let group = catalog.groups[location.group], group.demos.indices.contains(location.demo),
            case let demo = group.demos[location.demo], demo.shouldSnapshotTest
        else { throw missing(location) }
        let owner = GoldenDemo(
            demo: demo, path: SnapshotPlan.demoPath(groupFolder: groupFolders[location.group], demo: demo))
        let variations = SnapshotPlan.variations(of: demo)
        lastDemo = (location.group, location.demo, owner, variations)
        return (owner, variations)
    }

    /// The scripts of the tweak at `location`, read once per tweak in a row.
    private mutating func scripts(
        of demo: CatalogDemo, tweak: CatalogTweak?, at location: GoldenCase.Location
    ) throws(Failure) -> [DemoScript] {
        var key = location
        key.script = 0
        key.variation = 0
        if let lastScripts, lastScripts.location == key { return lastScripts.scripts }
        let scripts: [DemoScript]
        do {
            scripts = demo.isLive ? try SnapshotPlan.scripts(of: demo, tweak: tweak) : []
        } catch {
            throw Failure(message: error.message)
        }
        lastScripts = (key, scripts)
        return scripts
    }

    private func missing(_ location: GoldenCase.Location) -> Failure {
        Failure(
            message: "the catalog has no golden at group \(location.group), demo \(location.demo), "
                + "tweak \(location.tweak), script \(location.script), variation \(location.variation)")
    }
}
