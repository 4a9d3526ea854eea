import DemoKitCore

/// The mark beside the current version: "What's New" by default.
struct ChangelogBadge: Sendable, Hashable {
    var text: String
    /// The badge's colour; `nil` uses the palette's accent.
    var color: TextColor?

    init(text: String, color: TextColor? = nil) {
        self.text = text
        self.color = color
    }
}
