/// Decides which What's New, if any, to show when the app starts: the
/// automatic presentation of WhatsNewKit.
///
/// The entry for the current version is shown once. When there is none, the
/// entry of the current version's `x.y.0` release is shown instead, so a
/// `1.0.1` bug-fix release still presents the features of `1.0.0` to a user
/// who skipped it. Once an entry has been dismissed its version is in the
/// store and it is never shown again.
///
/// ```swift
/// var environment = WhatsNewEnvironment(
///     currentVersion: try WhatsNewVersion("1.0.1"),
///     collection: entries,
///     store: JSONFileWhatsNewVersionStore(fileURL: url))
/// if let whatsNew = environment.whatsNew() {
///     show(WhatsNewSheet(whatsNew: whatsNew))
///     try environment.dismiss(whatsNew)
/// }
/// ```
struct WhatsNewEnvironment<Store: WhatsNewVersionStore> {
    /// The version of the running app.
    var currentVersion: WhatsNewVersion
    /// Every entry the app declares. ``WhatsNewDecoder`` rejects a file
    /// that lists a version twice; in a collection built in code, the first
    /// entry of a version wins.
    var collection: [WhatsNew]
    /// The versions already shown.
    var store: Store

    init(currentVersion: WhatsNewVersion, collection: [WhatsNew], store: Store) {
        self.currentVersion = currentVersion
        self.collection = collection
        self.store = store
    }

    /// What to show for ``currentVersion``, and why.
    func decision() -> WhatsNewDecision {
        if store.hasPresented(currentVersion) { return .alreadyPresented(currentVersion) }
        if let exact = entry(for: currentVersion) { return .present(exact) }
        let release = currentVersion.minorRelease
        guard release != currentVersion else { return .noEntry }
        if store.hasPresented(release) { return .alreadyPresented(release) }
        if let fallback = entry(for: release) { return .presentFallback(fallback) }
        return .noEntry
    }

    /// The entry to show, or `nil` when there is none or it has been seen.
    func whatsNew() -> WhatsNew? {
        decision().whatsNew
    }

    /// Records that `whatsNew` was shown and dismissed, so it is not shown
    /// again.
    ///
    /// - Throws: What the store throws when it cannot save.
    mutating func dismiss(_ whatsNew: WhatsNew) throws {
        try store.save(presentedVersion: whatsNew.version)
    }

    private func entry(for version: WhatsNewVersion) -> WhatsNew? {
        collection.first { $0.version == version }
    }
}
