import DemoKitBrowser
import DemoKitCore
import DemoKitDemos
import DemoKitSnapshots
import DemoKitTesting
import Foundation
import Testing

/// The showcase's async components, driven as a unit test drives a demo.
/// Where they need a newer OS than the machine has (macOS 14 and earlier,
/// where `Concurrency` falls back to a text demo), Swift Testing skips each
/// test by its `@available`, as it does any test the OS cannot run (a suite
/// type cannot be marked so).
@Suite struct ConcurrencyDemoTests {
    static func demo(_ entry: String) throws -> any Demoable {
        let group = try #require(DemoRegistry.groups.first { $0.groupIdentifier == "Concurrency" })
        let index = try #require((0..<group.numberOfDemos).first { group.demoGroupItem(for: $0).groupItemIdentifier == entry })
        return group.demoable(for: index)
    }

    /// The browser audits the demo shown while it waits for keys, but not
    /// one on the real clock: its renderings take real seconds, which
    /// froze its live pane and counted against its time limit (the
    /// supervisor stopped it). `a` still audits it.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func browser_auditsARealTimeDemo_onlyWhenAsked() throws {
        let catalog = try Catalog(groups: DemoRegistry.groups.filter { $0.groupIdentifier == "Concurrency" })
        func state(on address: String) throws -> BrowserState {
            BrowserState(catalog: catalog, demo: try catalog.demo(at: address), size: TerminalSize(columns: 120, rows: 30))
        }
        #expect(try state(on: "Concurrency/asyncStep").nextDemoToAudit != nil)
        let realTime = try state(on: "Concurrency/realTimeStep")
        #expect(realTime.live != nil)
        #expect(realTime.nextDemoToAudit == nil)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func asyncStep_drivenInVirtualTime() throws {
        var driver = DemoDriver(try Self.demo("asyncStep"))
        driver.wait(.milliseconds(500))
        #expect(try driver.text == "⠦ Publishing release 2.4.0")
        driver.press(.escape)
        #expect(driver.outcome == .cancelled)
        #expect(try driver.text == "⚠ Publishing release 2.4.0: cancelled [0.5s]")
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test(arguments: 0..<8)
    func asyncStep_inParallelTests_isTheSameEveryTime(_ run: Int) throws {
        var driver = DemoDriver(try Self.demo("asyncStep"))
        driver.wait(.seconds(2))
        #expect(driver.outcome == .completed)
        #expect(try driver.text == "✔ Publishing release 2.4.0 [1.2s]")
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func realTimeStep_waitsForWhatTheScreenShows() throws {
        var driver = DemoDriver(try Self.demo("realTimeStep"))
        driver.perform(.waitUntil(.contains("✔"), limit: .seconds(5)))
        #expect(driver.outcome == .completed)
        #expect(try driver.text == "✔ Publishing release 2.4.0 [‹time›]")
    }

    /// `stress` renders one still case at many widths in one process: each
    /// rendering of a demo on the real clock is a run of its own, not the
    /// run of an earlier rendering resized, which had gone on meanwhile.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func realTimeStep_stillRendering_isAFreshRun_afterAnotherWidthAndTime() throws {
        let catalog = try Catalog(groups: DemoRegistry.groups)
        let plan = try SnapshotPlan(
            catalog: catalog, filter: try SnapshotFilter("Concurrency/realTimeStep"), shard: nil)
        let still = try #require(plan.cases.first { $0.script == nil && $0.location.variation == 0 })
        let first = try GoldenRenderer.render(still)
        _ = try GoldenRenderer.render(still.probed(StressProbe(width: 10)))
        Thread.sleep(forTimeInterval: 0.5)  // past the step's 300 ms of work
        let again = try GoldenRenderer.render(still.probed(StressProbe(width: 80)))
        let text = String(decoding: again.plain, as: UTF8.self)
        #expect(text.contains("⠿ Publishing release 2.4.0"), "\(text)")
        #expect(again == first)
    }
}
