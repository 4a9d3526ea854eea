import DemoKitCore

/// How one kind of version (the current one, or the others) is shown: the
/// counterpart of NoskheKit's `CurrentVersionDisplayConfiguration` and
/// `OtherVersionDisplayConfiguration`. A `nil` colour follows the palette,
/// so the default suits light and dark terminals.
struct ChangelogVersionStyle: Sendable, Hashable {
    var titleColor: TextColor?
    var changesColor: TextColor?

    init(titleColor: TextColor? = nil, changesColor: TextColor? = nil) {
        self.titleColor = titleColor
        self.changesColor = changesColor
    }
}
