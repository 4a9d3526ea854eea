/// A one-line notice in the browser's status area, shown until the next key.
package struct BrowserMessage: Sendable, Hashable {
    package var text: String
    /// Warnings (a remembered demo has gone, preferences cannot be saved)
    /// are drawn in the warning colour.
    package var isWarning: Bool

    package init(_ text: String, isWarning: Bool = false) {
        self.text = text
        self.isWarning = isWarning
    }
}
