import DemoKitCore

/// The list entry of synthetic demo `index`.
package struct SyntheticItem: DemoGroupItem {
    package let index: Int
    package var groupItemTitle: String { "Demo \(index)" }
    package var groupItemIdentifier: String? { "demo\(index)" }
}
