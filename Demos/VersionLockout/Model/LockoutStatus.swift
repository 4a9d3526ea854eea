import Foundation

/// What the app should show, as decided by ``VersionLockoutCheck``.
enum LockoutStatus: Sendable, Hashable {
    /// The document has not arrived yet.
    case loading
    /// The app may be used: it is recent enough, or the user skipped the
    /// recommended update a short while ago, or the check failed.
    case upToDate
    /// A newer version is recommended; the user may skip it for a while.
    case updateRecommended(updateURL: URL, version: LockoutVersion)
    /// This version may no longer be used; there is no skipping.
    case updateRequired(updateURL: URL, version: LockoutVersion)
    /// The app is discontinued, with an optional message for its users.
    case endOfLife(message: String?)

    /// Whether the user may dismiss the screen and use the app.
    var isSkippable: Bool {
        if case .updateRecommended = self { return true }
        return false
    }
}
