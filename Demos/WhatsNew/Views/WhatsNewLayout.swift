/// How a ``WhatsNewSheet`` uses its width: the counterpart of
/// WhatsNewKit's `WhatsNew.Layout`.
struct WhatsNewLayout: Sendable, Hashable {
    /// The widest the sheet's content grows; a wider context centres it.
    /// Defaults to 60 columns.
    var maximumContentWidth: Int
    /// Below this width the sheet is compact: icons sit closer to their
    /// text and features lose their indent. Defaults to 48 columns.
    var compactWidth: Int
    /// Blank lines between features. Defaults to 1.
    var featureSpacing: Int

    init(maximumContentWidth: Int = 60, compactWidth: Int = 48, featureSpacing: Int = 1) {
        self.maximumContentWidth = maximumContentWidth
        self.compactWidth = compactWidth
        self.featureSpacing = featureSpacing
    }
}
