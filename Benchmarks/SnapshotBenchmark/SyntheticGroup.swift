import DemoKitCore

/// A group of `Size.demos` synthetic demos, each with ten tweaks.
enum SyntheticGroup<Size: SyntheticCatalogSize>: DemoGroup {
    static var groupTitle: String { "Synthetic\(Size.demos)" }
    static var numberOfDemos: Int { Size.demos }
    static func demoGroupItem(for index: Int) -> any DemoGroupItem { SyntheticItem(index: index) }
    static func demoable(for index: Int) -> any Demoable { SyntheticDemo(number: index) }
}
