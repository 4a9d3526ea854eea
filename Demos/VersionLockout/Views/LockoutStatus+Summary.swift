import DemoKitCore

extension LockoutStatus {
    /// The status in a few words, for logs and the decision demo.
    var summary: String {
        switch self {
        case .loading: "Loading"
        case .upToDate: "Up to date"
        case .updateRecommended(_, let version): "Update to \(version) recommended (skippable)"
        case .updateRequired(_, let version): "Update to \(version) required"
        case .endOfLife: "End of life"
        }
    }

    /// The palette colour of the status.
    func color(in palette: Palette) -> TextColor {
        switch self {
        case .loading: palette.secondaryText
        case .upToDate: palette.success
        case .updateRecommended: palette.warning
        case .updateRequired, .endOfLife: palette.danger
        }
    }
}
