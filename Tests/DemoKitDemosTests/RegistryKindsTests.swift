import DemoKitCore
import DemoKitDemos
import DemoKitSnapshots
import Testing

/// The registry the DemoKitDiscovery plugin generated for the demos records
/// what every demo type of the catalog is (scanned from the sources, decided
/// by the compiler), and what it records is what the runtime answers.
@Suite struct RegistryKindsTests {
    static let kinds = DemoKinds(DemoRegistry._demoKinds)

    @Test func everyDemoOfTheCatalog_isRecorded_andAnsweredAsTheRuntimeDoes() throws {
        let catalog = try Catalog(groups: DemoRegistry.groups, kinds: Self.kinds)
        #expect(catalog.allDemos.count > 20)
        for demo in catalog.allDemos {
            let instance = demo.makeDemoable()
            #expect(Self.kinds.records(instance), "\(demo.address)")
            #expect((Self.kinds.tweakable(instance) != nil) == (instance is any TweakableDemo), "\(demo.address)")
            #expect(Self.kinds.isLive(instance) == (instance is any LiveDemo), "\(demo.address)")
            #expect(Self.kinds.isInteractive(instance) == (instance is any InteractiveDemo), "\(demo.address)")
            #expect(Self.kinds.isAnimated(instance) == (instance is any AnimatedDemo), "\(demo.address)")
        }
    }

    /// The catalog built from the records is the catalog the runtime builds.
    @Test func catalogFromTheRecords_isTheCatalogFromTheRuntime() throws {
        let recorded = try Catalog(groups: DemoRegistry.groups, kinds: Self.kinds).allDemos
        let asked = try Catalog(groups: DemoRegistry.groups).allDemos
        #expect(recorded.map(\.address) == asked.map(\.address))
        #expect(recorded.map(\.title) == asked.map(\.title))
        #expect(recorded.map { $0.tweaks.map(\.title) } == asked.map { $0.tweaks.map(\.title) })
        #expect(recorded.map(\.isInteractive) == asked.map(\.isInteractive))
        #expect(recorded.map(\.isAnimated) == asked.map(\.isAnimated))
        #expect(try recorded.map { try $0.allScripts().map(\.identifier) } == asked.map { try $0.allScripts().map(\.identifier) })
    }
}
