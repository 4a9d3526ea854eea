/// Remembers which versions' What's New the user has seen, so that none is
/// shown twice.
///
/// ```swift
/// var store = InMemoryWhatsNewVersionStore()
/// try store.save(presentedVersion: WhatsNewVersion(major: 1))
/// store.hasPresented(WhatsNewVersion(major: 1))  // true
/// ```
protocol WhatsNewVersionStore {
    /// The versions presented so far, lowest first.
    var presentedVersions: [WhatsNewVersion] { get }

    /// Records that the What's New of `presentedVersion` has been shown.
    /// Saving a version twice keeps one copy.
    ///
    /// - Throws: When the version cannot be stored, for example when a file
    ///   cannot be written.
    mutating func save(presentedVersion: WhatsNewVersion) throws
}

extension WhatsNewVersionStore {
    /// Whether the What's New of `version` has been shown.
    func hasPresented(_ version: WhatsNewVersion) -> Bool {
        presentedVersions.contains(version)
    }
}
