import DemoKitCore

/// A group of 1,000 demos, as a large team's catalog might have.
enum SyntheticGroup: DemoGroup {
    static let count = 1_000

    static var groupTitle: String { "Synthetic" }
    static var numberOfDemos: Int { count }

    static func demoGroupItem(for index: Int) -> any DemoGroupItem {
        SyntheticItem(number: index)
    }

    static func demoable(for index: Int) -> any Demoable {
        SyntheticDemo(number: index)
    }
}
