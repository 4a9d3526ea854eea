import DemoKitCore
import Foundation

/// Demos that take a moment to render and record how many render at once,
/// for the `jobs:` tests.
enum ProbeGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case one, two, three, four, five, six

    static let probe = ConcurrencyProbe()

    static func demoable(for index: Int) -> any Demoable {
        TextDemo("Probe \(index)") { _ in
            probe.enter()
            defer { probe.leave() }
            Thread.sleep(forTimeInterval: 0.03)
            return TextBlock("probe")
        }
    }
}
