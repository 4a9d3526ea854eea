import DemoKitCore

/// The new features of one version of an app, shown once in a sheet: the
/// text counterpart of WhatsNewKit's `WhatsNew`.
///
/// ```swift
/// let whatsNew = WhatsNew(
///     version: WhatsNewVersion(major: 2),
///     title: "What's New in DemoKit",
///     features: [
///         WhatsNew.Feature(
///             icon: WhatsNew.Icon("★"),
///             title: "Goldens",
///             subtitle: "Every tweak is checked against a recorded snapshot.")
///     ],
///     primaryAction: WhatsNew.PrimaryAction(title: "Continue"))
/// WhatsNewSheet(whatsNew: whatsNew).render(in: context)
/// ```
struct WhatsNew: Sendable, Hashable {
    /// The version that introduced the features.
    var version: WhatsNewVersion
    /// Shown at the top of the sheet.
    var title: String
    /// The features, in the order they are listed.
    var features: [Feature]
    /// The button that dismisses the sheet.
    var primaryAction: PrimaryAction
    /// An optional action shown above the primary one, such as "Learn more".
    var secondaryAction: SecondaryAction?

    init(
        version: WhatsNewVersion,
        title: String = "What's New",
        features: [Feature],
        primaryAction: PrimaryAction = PrimaryAction(title: "Continue"),
        secondaryAction: SecondaryAction? = nil
    ) {
        self.version = version
        self.title = title
        self.features = features
        self.primaryAction = primaryAction
        self.secondaryAction = secondaryAction
    }
}
