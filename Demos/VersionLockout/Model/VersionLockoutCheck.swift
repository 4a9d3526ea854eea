import Foundation

/// Decides, from the server's ``LockoutDocument`` and the app's version,
/// whether the app may be used: the logic of VersionLockout's view model.
///
/// In order: no document yet is ``LockoutStatus/loading``; end of life wins
/// over everything; a version below `requiredVersion` must update; one below
/// `recommendedVersion` is asked to, unless the user skipped that
/// recommendation less than ``skipPeriod`` ago; anything else is up to date.
/// A document that cannot be read, or versions numbered in different
/// schemes, never lock a user out: the status is up to date and the
/// evaluation carries the error.
///
/// The clock is a parameter, so that tests and snapshots are deterministic.
///
/// ```swift
/// var check = VersionLockoutCheck(currentVersion: try LockoutVersion("2.3.1"))
/// let evaluation = check.evaluate(documentData, now: Date())
/// if evaluation.status.isSkippable { check.skip(evaluation.status, now: Date()) }
/// ```
struct VersionLockoutCheck: Sendable, Hashable {
    /// The running app's version.
    var currentVersion: LockoutVersion
    /// How long a skipped recommendation stays hidden. Defaults to one day.
    var skipPeriod: TimeInterval
    /// The user's last skip, if any. Persist it between launches to keep
    /// the recommendation away across restarts.
    var skip: LockoutSkip?

    static let oneDay: TimeInterval = 24 * 60 * 60

    init(currentVersion: LockoutVersion, skipPeriod: TimeInterval = oneDay, skip: LockoutSkip? = nil) {
        self.currentVersion = currentVersion
        self.skipPeriod = skipPeriod
        self.skip = skip
    }

    /// The status for a fetched document.
    ///
    /// - Parameters:
    ///   - data: The document's JSON, or `nil` while it is being fetched.
    ///   - now: The current time, for remembered skips.
    func evaluate(_ data: Data?, now: Date) -> LockoutEvaluation {
        guard let data else { return LockoutEvaluation(status: .loading) }
        do {
            return evaluate(try LockoutDocument(json: data), now: now)
        } catch {
            return LockoutEvaluation(status: .upToDate, error: error)
        }
    }

    /// The status for a document already read.
    func evaluate(_ document: LockoutDocument, now: Date) -> LockoutEvaluation {
        if document.isEndOfLife {
            return LockoutEvaluation(status: .endOfLife(message: document.message))
        }
        for (field, version) in [
            ("requiredVersion", document.requiredVersion), ("recommendedVersion", document.recommendedVersion),
        ] where version.scheme != currentVersion.scheme {
            return LockoutEvaluation(
                status: .upToDate,
                error: .mixedSchemes(field: field, version: version, current: currentVersion))
        }
        if currentVersion < document.requiredVersion {
            return LockoutEvaluation(
                status: .updateRequired(updateURL: document.updateURL, version: document.requiredVersion))
        }
        if currentVersion < document.recommendedVersion {
            if let end = skipEnd(for: document.recommendedVersion, now: now) {
                return LockoutEvaluation(status: .upToDate, skippedUntil: end)
            }
            return LockoutEvaluation(
                status: .updateRecommended(updateURL: document.updateURL, version: document.recommendedVersion))
        }
        return LockoutEvaluation(status: .upToDate)
    }

    /// Remembers that the user skipped `status`'s recommendation at `now`.
    /// Does nothing for a status that cannot be skipped.
    mutating func skip(_ status: LockoutStatus, now: Date) {
        guard case .updateRecommended(_, let version) = status else { return }
        skip = LockoutSkip(version: version, date: now)
    }

    /// When the remembered skip of `version` ends, if it holds at `now`. A
    /// skip dated in the future (the clock was turned back) does not hold.
    private func skipEnd(for version: LockoutVersion, now: Date) -> Date? {
        guard let skip, skip.version == version else { return nil }
        let end = skip.date.addingTimeInterval(skipPeriod)
        return skip.date <= now && now < end ? end : nil
    }
}
