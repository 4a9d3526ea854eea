import DemoKitCore

/// `Component 0042`, identified as `component0042`.
struct SyntheticItem: DemoGroupItem {
    var number: Int

    private var digits: String {
        let text = String(number)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }

    var groupItemTitle: String { "Component \(digits)" }
    var groupItemIdentifier: String? { "component\(digits)" }
}
