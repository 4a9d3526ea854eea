import DemoKitDemos
import DemoKitTesting
import Testing
import XCTest

/// Every golden of `Demos/` checked through DemoKitTesting, in XCTest and in
/// Swift Testing: the same files `demo-runner snapshot` checks, found with
/// no configuration.
final class DemosSnapshotTests: XCTestCase {
    func testEveryDemoMatchesItsGoldens() {
        assertDemoSnapshots(of: DemoRegistry.groups)
    }
}

@Test func everyGroupMatchesItsGoldens() {
    for group in DemoRegistry.groups {
        assertDemoSnapshots(of: group)
    }
}
