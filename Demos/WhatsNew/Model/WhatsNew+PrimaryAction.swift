import DemoKitCore

extension WhatsNew {
    /// The button that dismisses the sheet; dismissing records the version as
    /// presented (see ``WhatsNewEnvironment/dismiss(_:)``).
    struct PrimaryAction: Sendable, Hashable {
        var title: String
        /// The button's fill; `nil` uses the palette's accent.
        var backgroundColor: TextColor?

        init(title: String, backgroundColor: TextColor? = nil) {
            self.title = title
            self.backgroundColor = backgroundColor
        }
    }
}
