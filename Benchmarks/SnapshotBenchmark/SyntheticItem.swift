import DemoKitCore

/// The list entry of synthetic demo `index`.
struct SyntheticItem: DemoGroupItem {
    let index: Int
    var groupItemTitle: String { "Demo \(index)" }
    var groupItemIdentifier: String? { "demo\(index)" }
}
