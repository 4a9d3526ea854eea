import Foundation

/// A user's choice to skip a recommended update, remembered so the
/// recommendation stays away for ``VersionLockoutCheck/skipPeriod``.
///
/// A skip holds for the recommended version that was skipped: when the
/// server recommends a newer one, it is shown at once.
struct LockoutSkip: Sendable, Hashable {
    /// The recommended version the user skipped.
    var version: LockoutVersion
    /// When the user skipped it.
    var date: Date

    init(version: LockoutVersion, date: Date) {
        self.version = version
        self.date = date
    }
}
