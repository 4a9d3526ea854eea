import DemoKitCore

/// Labels, colours, direction and the review button of a ``ChangelogView``:
/// the counterpart of NoskheKit's `NKUIConfiguration`.
///
/// ```swift
/// var configuration = ChangelogConfiguration()
/// configuration.submitReviewButton = SubmitReviewButton(title: "Submit review")
/// configuration.current.titleColor = .hex(0xE8590C)
/// ```
struct ChangelogConfiguration: Sendable, Hashable {
    /// The heading above the versions. Defaults to "Changes".
    var title: String
    /// Written before each number: "Version" gives "Version 2.1.0".
    var versionLabel: String
    /// The mark beside the current version, or `nil` for none. Defaults to
    /// "What's New".
    var whatsNewBadge: ChangelogBadge?
    /// The current version's colours.
    var current: ChangelogVersionStyle
    /// The other versions' colours.
    var others: ChangelogVersionStyle
    /// The button under the list, or `nil` for none (the default).
    var submitReviewButton: SubmitReviewButton?
    /// Forces a direction, as NoskheKit's `isRightToLeft` does; `nil`
    /// follows the render context.
    var direction: LayoutDirection?
    /// The digits version numbers are shown with. Defaults to western.
    var digits: ChangelogDigits

    init(
        title: String = "Changes",
        versionLabel: String = "Version",
        whatsNewBadge: ChangelogBadge? = ChangelogBadge(text: "What's New"),
        current: ChangelogVersionStyle = ChangelogVersionStyle(),
        others: ChangelogVersionStyle = ChangelogVersionStyle(),
        submitReviewButton: SubmitReviewButton? = nil,
        direction: LayoutDirection? = nil,
        digits: ChangelogDigits = .western
    ) {
        self.title = title
        self.versionLabel = versionLabel
        self.whatsNewBadge = whatsNewBadge
        self.current = current
        self.others = others
        self.submitReviewButton = submitReviewButton
        self.direction = direction
        self.digits = digits
    }

    /// NoskheKit's labels in Persian, laid out right to left, with Persian
    /// digits.
    static let persian = ChangelogConfiguration(
        title: "تغییرات",
        versionLabel: "نسخهٔ",
        whatsNewBadge: ChangelogBadge(text: "جدید"),
        submitReviewButton: SubmitReviewButton(title: "ثبت نظر"),
        direction: .rightToLeft,
        digits: .extendedArabicIndic)
}
