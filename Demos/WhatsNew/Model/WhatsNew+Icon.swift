import DemoKitCore

extension WhatsNew {
    /// The symbol shown beside a feature: the text counterpart of an SF Symbol.
    struct Icon: Sendable, Hashable {
        /// One grapheme, ideally one column wide, such as `★` or `✎`.
        var symbol: String
        /// The symbol's colour; `nil` uses the palette's accent, so the icon
        /// follows light and dark appearance.
        var color: TextColor?

        init(_ symbol: String, color: TextColor? = nil) {
            self.symbol = symbol
            self.color = color
        }
    }
}
