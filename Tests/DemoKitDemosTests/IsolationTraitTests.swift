import DemoKitCore
import DemoKitDemos
import DemoKitTesting
import Testing

/// The showcase's registry, with the runner that serves it: `demo-runner`
/// (the showcase itself is a library target, so its generated registry
/// names no runner).
enum ShowcaseWithRunner: DiscoveredDemos {
    static var groups: [any DemoGroup.Type] { DemoRegistry.groups }
    static var sourceDirectory: String { DemoRegistry.sourceDirectory }
    static var discoveryWarnings: [String] { [] }
    static var runnerName: String { "demo-runner" }
}

/// The same catalog, with a runner that serves another one.
enum ShowcaseWithForeignRunner: DiscoveredDemos {
    static var groups: [any DemoGroup.Type] { DemoRegistry.groups }
    static var sourceDirectory: String { DemoRegistry.sourceDirectory }
    static var discoveryWarnings: [String] { [] }
    static var runnerName: String { "snapshot-fixtures" }
}

/// The same catalog, with a runner that was never built.
enum ShowcaseWithUnbuiltRunner: DiscoveredDemos {
    static var groups: [any DemoGroup.Type] { DemoRegistry.groups }
    static var sourceDirectory: String { DemoRegistry.sourceDirectory }
    static var discoveryWarnings: [String] { [] }
    static var runnerName: String { "no-such-runner" }
}

/// `.demoSnapshots(isolation: .process)` renders in worker processes of the
/// catalog's runner, as `demo-runner snapshot` does; never, silently, in
/// the test process. Record mode `never`, so nothing is written.
@Suite(.demoSnapshots(record: .never, isolation: .process))
struct IsolationTraitTests {
    /// The showcase's goldens match when rendered by `demo-runner`'s workers.
    @Test func showcase_matchesItsGoldens_inTheRunnersWorkers() {
        #expect(verifyDemoSnapshots(of: ShowcaseWithRunner.self, filter: "Components/buttons,Prompts/yesNo") == nil)
    }

    /// A runner that serves another catalog refuses the cases: proof that
    /// they went to it rather than being rendered here.
    @Test func aForeignRunner_refusesTheCases() throws {
        let failure = try #require(verifyDemoSnapshots(of: ShowcaseWithForeignRunner.self, filter: "Components/buttons"))
        #expect(failure.contains("was not rendered: the render worker cannot find Components/buttons/primary"), "\(failure)")
        #expect(failure.contains("its catalog is not the runner's"), "\(failure)")
    }

    @Test func anUnbuiltRunner_saysHowToBuildIt() throws {
        let failure = try #require(verifyDemoSnapshots(of: ShowcaseWithUnbuiltRunner.self))
        #expect(failure.contains("'isolation: .process' renders in worker processes of 'no-such-runner', which is not built"))
        #expect(failure.contains("swift build --product no-such-runner"), "\(failure)")
    }

    @Test func aLibraryTarget_hasNoRunner_andSaysWhatToDo() throws {
        let failure = try #require(verifyDemoSnapshots(of: DemoRegistry.self))
        #expect(failure.contains("its DemoRegistry has no runnerName"), "\(failure)")
    }
}
