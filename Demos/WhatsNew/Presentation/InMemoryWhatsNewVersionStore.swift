/// A version store that forgets everything when the process ends: for tests
/// and previews.
struct InMemoryWhatsNewVersionStore: WhatsNewVersionStore, Sendable, Hashable {
    private(set) var presentedVersions: [WhatsNewVersion]

    /// A store that has already seen `presentedVersions`.
    init(presentedVersions: [WhatsNewVersion] = []) {
        self.presentedVersions = Array(Set(presentedVersions)).sorted()
    }

    mutating func save(presentedVersion: WhatsNewVersion) {
        guard !presentedVersions.contains(presentedVersion) else { return }
        presentedVersions.append(presentedVersion)
        presentedVersions.sort()
    }
}
