/// What ``WhatsNewEnvironment`` decided to show at launch, and why.
enum WhatsNewDecision: Sendable, Hashable {
    /// The entry for the current version.
    case present(WhatsNew)
    /// No entry for the current patch version, so the entry of its `x.y.0`
    /// release: `1.0.1` shows `1.0.0`.
    case presentFallback(WhatsNew)
    /// The user has already seen the What's New of this version.
    case alreadyPresented(WhatsNewVersion)
    /// No entry for the current version or its `x.y.0` release.
    case noEntry

    /// The entry to show, if any.
    var whatsNew: WhatsNew? {
        switch self {
        case .present(let whatsNew), .presentFallback(let whatsNew): whatsNew
        case .alreadyPresented, .noEntry: nil
        }
    }
}
