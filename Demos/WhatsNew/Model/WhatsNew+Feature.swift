extension WhatsNew {
    /// One new feature: an icon, a short title and a sentence or two.
    struct Feature: Sendable, Hashable {
        var icon: Icon
        var title: String
        /// Wrapped to the width of the sheet.
        var subtitle: String

        init(icon: Icon, title: String, subtitle: String) {
            self.icon = icon
            self.title = title
            self.subtitle = subtitle
        }
    }
}
