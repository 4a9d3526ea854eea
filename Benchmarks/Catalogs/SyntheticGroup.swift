import DemoKitCore

/// A group of `Size.demos` synthetic demos, each with ten tweaks.
package enum SyntheticGroup<Size: SyntheticCatalogSize>: DemoGroup {
    package static var groupTitle: String { "Synthetic\(Size.demos)" }
    package static var numberOfDemos: Int { Size.demos }
    package static func demoGroupItem(for index: Int) -> any DemoGroupItem { SyntheticItem(index: index) }
    package static func demoable(for index: Int) -> any Demoable { SyntheticDemo(number: index) }
}
