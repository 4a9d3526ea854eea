/// The counts of a run, and the obsolete goldens it found.
package struct SnapshotSummary: Sendable, Equatable {
    package var passed = 0
    /// Goldens that failed, and obsolete files `--prune` could not delete.
    package var failed = 0
    /// Goldens whose renderer crashed (each also counts in ``failed``).
    package var crashed = 0
    /// Goldens whose rendering overran the time limit (each also counts in
    /// ``failed``).
    package var timedOut = 0
    /// Goldens written (or stale ones deleted) by a record mode.
    package var written = 0
    /// Goldens that did not exist when the run began.
    package var missing = 0
    /// Goldens recorded on purpose: not counted as passed or failed.
    package var recorded = 0
    /// Golden cases whose new rendering was left pending for review (each
    /// also counts its files in ``failed``).
    package var pending = 0
    /// The key of the last case counted in ``pending``: a case's files come
    /// one after another, and the case counts once.
    private var lastPendingKey: String?
    /// Files under the root that no demo produced; `nil` when the run was
    /// filtered or sharded and so could not tell.
    package var obsolete: [String]?
    /// Whether the obsolete files were deleted (`--prune`), except those in
    /// ``pruneErrors``.
    package var pruned = false
    /// The obsolete files `--prune` could not delete, with the reason; each
    /// also counts in ``failed``.
    package var pruneErrors: [String: String] = [:]

    package init() {}

    /// Whether the run should exit with status 0.
    package var succeeded: Bool { failed == 0 }

    package mutating func add(_ result: SnapshotResult) {
        switch result.outcome {
        case .passed: passed += 1
        case .failed: failed += 1
        case .recorded: recorded += 1
        }
        if result.crash != nil { crashed += 1 }
        if result.timeout != nil { timedOut += 1 }
        if result.wrote { written += 1 }
        if result.wasMissing { missing += 1 }
        if result.pending, result.key != lastPendingKey {
            pending += 1
            lastPendingKey = result.key
        }
    }

    /// `12 passed, 1 failed, 0 written, 1 missing, 0 obsolete`, with
    /// `, 1 pending` after `missing` when a case was left pending and
    /// `2 failed (1 crashed, 1 timed out)` when renderers crashed or overran
    /// the time limit; the obsolete count reads `obsolete not checked` after
    /// a filtered or sharded run.
    package var line: String {
        var text = "\(passed) passed, \(failed) failed"
        var causes: [String] = []
        if crashed > 0 { causes.append("\(crashed) crashed") }
        if timedOut > 0 { causes.append("\(timedOut) timed out") }
        if !causes.isEmpty { text += " (" + causes.joined(separator: ", ") + ")" }
        text += ", \(written) written, \(missing) missing"
        if pending > 0 { text += ", \(pending) pending" }
        if let obsolete {
            text += ", \(obsolete.count) obsolete"
            if pruned, !obsolete.isEmpty {
                text += pruneErrors.isEmpty ? " (pruned)" : " (pruned, \(pruneErrors.count) could not be deleted)"
            }
        } else {
            text += ", obsolete not checked"
        }
        return text
    }
}
