import DemoKitCore

/// The optional "submit review" button under the changelog.
struct SubmitReviewButton: Sendable, Hashable {
    var title: String
    /// The label's colour; `nil` uses the palette's text on accent.
    var textColor: TextColor?
    /// The fill and frame; `nil` uses the palette's accent.
    var backgroundColor: TextColor?

    init(title: String, textColor: TextColor? = nil, backgroundColor: TextColor? = nil) {
        self.title = title
        self.textColor = textColor
        self.backgroundColor = backgroundColor
    }
}
