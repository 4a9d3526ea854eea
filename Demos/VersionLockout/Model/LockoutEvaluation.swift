import Foundation

/// The outcome of a lockout check: the status, and what went wrong or was
/// remembered on the way.
struct LockoutEvaluation: Sendable, Hashable {
    var status: LockoutStatus
    /// Why the check fell back to ``LockoutStatus/upToDate``, for the log.
    var error: LockoutError?
    /// When a remembered skip hid a recommended update: when the skip ends.
    var skippedUntil: Date?

    init(status: LockoutStatus, error: LockoutError? = nil, skippedUntil: Date? = nil) {
        self.status = status
        self.error = error
        self.skippedUntil = skippedUntil
    }
}
