import DemoKitCore

/// `Demo 007`, identified as `demo007`, so titles sort in number order.
struct NumberedItem: DemoGroupItem {
    var number: Int

    private var padded: String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    var groupItemTitle: String { "Demo \(padded)" }
    var groupItemIdentifier: String? { "demo\(padded)" }
}
