import DemoKitDemos
import DemoKitSnapshots
import DemoKitTesting
import Testing
import XCTest

/// Every golden of `Demos/` checked through DemoKitTesting, in XCTest and in
/// Swift Testing: the same files `demo-runner snapshot` checks, found with
/// no configuration.
final class DemosSnapshotTests: XCTestCase {
    func testEveryDemoMatchesItsGoldens() {
        assertDemoSnapshots(of: DemoRegistry.self)
    }
}

/// A demo's cases found alone are the plan's cases of that demo, in order.
@Test func everyDemosCases_foundAlone_areThePlans() throws {
    let catalog = try Catalog(groups: DemoRegistry.groups)
    var finder = GoldenCaseFinder(catalog: catalog)
    let cases = try SnapshotPlan(catalog: catalog).cases
    for (groupIndex, group) in catalog.groups.enumerated() {
        for (demoIndex, demo) in group.demos.enumerated() {
            let alone = try finder.cases(group: groupIndex, demo: demoIndex).map(\.key)
            #expect(alone == cases.filter { $0.demo.address == demo.address }.map(\.key))
        }
    }
}

/// The showcase passes its own accessibility audit: every finding is fixed
/// or waived with a reason (`demo-runner audit` shows them).
@Test func everyDemo_passesTheAccessibilityAudit() {
    assertDemoAccessibility(of: DemoRegistry.self)
}

/// The registry records where the demo target lives, and its default
/// snapshot folder is the one the goldens are in.
@Test func registry_knowsTheTargetsFolder() {
    #expect(DemoRegistry.sourceDirectory.hasSuffix("/Demos"))
    #expect(DemoRegistry.discoveryWarnings.isEmpty)
}

/// A render worker finds each golden of the package's own catalog where the
/// runner's plan has it.
@Test func everyCaseOfTheCatalog_isFoundAtItsLocation() throws {
    let catalog = try Catalog(groups: DemoRegistry.groups)
    var finder = GoldenCaseFinder(catalog: catalog)
    let cases = try SnapshotPlan(catalog: catalog).cases
    #expect(cases.count > 50)
    for goldenCase in cases {
        #expect(try finder.goldenCase(at: goldenCase.location).basePath == goldenCase.basePath)
    }
}
