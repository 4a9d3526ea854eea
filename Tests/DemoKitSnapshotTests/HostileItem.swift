import DemoKitCore

/// Lists ``HostileGroup``'s demos under their own identifiers.
struct HostileItem: DemoGroupItem {
    let index: Int
    var groupItemTitle: String { "Demo \(index)" }
}
