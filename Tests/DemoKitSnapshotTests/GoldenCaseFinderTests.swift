import DemoKitCore
import DemoKitSnapshots
import Testing

/// A render worker finds each case by its place in the catalog rather than
/// by planning all of it: what it finds must be what the plan has there.
@Suite("Golden case finder") struct GoldenCaseFinderTests {
    /// Live demos with scripts that differ per tweak and a dark variation,
    /// demos without tweaks, one that opts out, one whose tweaks have no
    /// goldens of their own, and hostile identifiers.
    static let catalogs: [[any DemoGroup.Type]] = [
        [ScriptGroup.self], [FixtureGroup.self, OptedOutGroup.self, HostileGroup.self],
        [OptedOutGroup.self, ScriptGroup.self, FixtureGroup.self, FirstTweakOnlyGroup.self],
    ]

    @Test(arguments: catalogs.indices)
    func everyPlannedCase_isFoundAtItsLocation_withTheSamePathAndParts(catalogIndex: Int) throws {
        let catalog = try Catalog(groups: Self.catalogs[catalogIndex])
        let plan = try SnapshotPlan(catalog: catalog)
        #expect(plan.cases.count > 3)
        var finder = GoldenCaseFinder(catalog: catalog)
        // In plan order, as a worker is asked, then backwards, so that no
        // case is found only because the one before it was.
        for goldenCase in plan.cases + plan.cases.reversed() {
            let found = try finder.goldenCase(at: goldenCase.location)
            #expect(found.basePath == goldenCase.basePath)
            #expect(found.key == goldenCase.key)
            #expect(found.location == goldenCase.location)
            #expect(found.variation.suffix == goldenCase.variation.suffix)
            #expect(found.script?.identifier == goldenCase.script?.identifier)
            #expect(found.tweak?.identifier == goldenCase.tweak?.identifier)
        }
        #expect(Set(plan.cases.map(\.location)).count == plan.cases.count, "locations are unique")
    }

    @Test func aPlanWithScripts_hasScriptLocations_thatTheFinderFollows() throws {
        let catalog = try Catalog(groups: [ScriptGroup.self])
        let scripted = try SnapshotPlan(catalog: catalog).cases.filter { $0.script != nil }
        // `filterCherry` exists for the filter tweak only: its place is past
        // the end of the other tweaks' scripts.
        #expect(scripted.contains { $0.script?.identifier == "filterCherry" && $0.location.script == 1 })
        var finder = GoldenCaseFinder(catalog: catalog)
        for goldenCase in scripted where goldenCase.script?.identifier == "filterCherry" {
            var elsewhere = goldenCase.location
            elsewhere.tweak = 0
            #expect(throws: GoldenCaseFinder.Failure.self) { try finder.goldenCase(at: elsewhere) }
        }
    }

    @Test func aTweakWithoutGoldens_isNotFound() throws {
        let catalog = try Catalog(groups: [FirstTweakOnlyGroup.self])
        let cases = try SnapshotPlan(catalog: catalog).cases
        #expect(cases.map(\.basePath) == ["FirstTweakOnlyGroup/pair/first", "FirstTweakOnlyGroup/pair/first@dark"])
        var finder = GoldenCaseFinder(catalog: catalog)
        let second = GoldenCase.Location(group: 0, demo: 0, tweak: 1, script: -1, variation: 0)
        #expect(throws: GoldenCaseFinder.Failure.self) { try finder.goldenCase(at: second) }
    }

    @Test func locationsTheCatalogDoesNotHave_areRefusedWithAMessage() throws {
        let catalog = try Catalog(groups: [FixtureGroup.self, OptedOutGroup.self])
        var finder = GoldenCaseFinder(catalog: catalog)
        let first = try #require(SnapshotPlan(catalog: catalog).cases.first?.location)
        var wrong: [GoldenCase.Location] = []
        for change in 0..<6 {
            var location = first
            switch change {
            case 0: location.group = 7
            case 1: location.demo = 1_000
            case 2: location.tweak = first.tweak == -1 ? 0 : 1_000
            case 3: location.script = 0
            case 4: location.variation = 5
            default: location.group = -1
            }
            wrong.append(location)
        }
        // The opted-out demo has no golden.
        wrong.append(GoldenCase.Location(group: 1, demo: 0, tweak: -1, script: -1, variation: 0))
        for location in wrong {
            #expect(throws: GoldenCaseFinder.Failure.self, "\(location)") { try finder.goldenCase(at: location) }
        }
        do {
            _ = try finder.goldenCase(at: wrong[0])
        } catch {
            #expect(error.message.contains("no golden at group 7"))
        }
    }
}

/// A demo of two tweaks and two variations whose tweaks do not each have
/// goldens: only the first does.
enum FirstTweakOnlyGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case pair

    static func demoable(for index: Int) -> any Demoable {
        var demo = NamedTweaksDemo("pair", tweaks: ["first", "second"], variations: [.standard, .dark])
        demo.shouldSnapshotTweaks = false
        return demo
    }
}
