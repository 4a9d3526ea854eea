import DemoKitCore

/// Lists demo `index` as `demo<index>`.
struct SlowItem: DemoGroupItem {
    let index: Int
    var groupItemTitle: String { "Demo \(index)" }
    var groupItemIdentifier: String? { "demo\(index)" }
}
