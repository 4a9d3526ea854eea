import DemoKitCore

/// A group of 200 demos, for scrolling the sidebar.
enum ManyDemos: DemoGroup {
    static var groupTitle: String { "Many" }
    static var numberOfDemos: Int { 200 }

    static func demoGroupItem(for index: Int) -> any DemoGroupItem {
        NumberedItem(number: index)
    }

    static func demoable(for index: Int) -> any Demoable {
        TextDemo(NumberedItem(number: index).groupItemTitle, text: "demo \(index)")
    }
}
