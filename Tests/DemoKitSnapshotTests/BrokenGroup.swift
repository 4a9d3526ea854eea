import DemoKitCore

/// A demo that throws when rendered.
enum BrokenGroup: String, CaseIterable, DemoGroup, DemoGroupItem {
    case broken

    struct RenderFailure: Error, CustomStringConvertible {
        var description: String { "the data source is offline" }
    }

    static func demoable(for index: Int) -> any Demoable {
        TextDemo("Broken") { _ in throw RenderFailure() }
    }
}
