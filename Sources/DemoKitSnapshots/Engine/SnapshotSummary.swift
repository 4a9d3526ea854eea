/// The counts of a run, and the obsolete goldens it found.
///
/// The counts below are of golden files (a rendering with styles has two),
/// as the JSON report gives them; ``renderings`` counts renderings, as the
/// summary ``line`` and the failure report do.
package struct SnapshotSummary: Sendable, Equatable {
    /// The counts of renderings (golden cases): a rendering fails when one
    /// of its files fails, is written when one is written, and so on.
    package struct Renderings: Sendable, Equatable {
        package var passed = 0
        package var failed = 0
        package var crashed = 0
        package var timedOut = 0
        package var written = 0
        package var missing = 0
        package var recorded = 0
        package var pending = 0

        /// Every rendering counted.
        package var total: Int { passed + failed + recorded }
    }

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

    /// The renderings of the cases whose results are complete, and what
    /// the case still being added has shown so far (its files come together).
    private var finishedRenderings = Renderings()
    private var currentKey: String?
    private var currentCase = CaseState()

    /// What one case's files have shown so far.
    private struct CaseState: Sendable, Equatable {
        var failed = false
        var recorded = false
        var crashed = false
        var timedOut = false
        var wrote = false
        var missing = false
        var pending = false

        mutating func add(_ result: SnapshotResult) {
            failed = failed || result.isFailure
            recorded = recorded || result.status == .recorded
            crashed = crashed || result.crash != nil
            timedOut = timedOut || result.timeout != nil
            wrote = wrote || result.wrote
            missing = missing || result.wasMissing
            pending = pending || result.pending
        }

        func count(into counts: inout Renderings) {
            if failed { counts.failed += 1 } else if recorded { counts.recorded += 1 } else { counts.passed += 1 }
            if crashed { counts.crashed += 1 }
            if timedOut { counts.timedOut += 1 }
            if wrote { counts.written += 1 }
            if missing { counts.missing += 1 }
            if pending { counts.pending += 1 }
        }
    }

    package init() {}

    /// Whether the run should exit with status 0.
    package var succeeded: Bool { failed == 0 }

    /// The counts of renderings rather than files.
    package var renderings: Renderings {
        var counts = finishedRenderings
        if currentKey != nil { currentCase.count(into: &counts) }
        return counts
    }

    package mutating func add(_ result: SnapshotResult) {
        if let key = currentKey, key != result.key {
            currentCase.count(into: &finishedRenderings)
            currentCase = CaseState()
        }
        currentKey = result.key
        currentCase.add(result)
        switch result.status {
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

    /// `227 renderings: 203 passed, 24 failed, 0 written, 20 missing, 0 obsolete files`,
    /// counting renderings (a rendering's `.txt` and `.ansi` count once), with
    /// `, 24 pending` after `missing` when renderings were left pending and
    /// `2 failed (1 crashed, 1 timed out)` when renderers crashed or overran
    /// the time limit; the obsolete count, of files, reads `obsolete files
    /// not checked` after a filtered or sharded run.
    package var line: String {
        let counts = renderings
        var text = "\(counts.total) \(counts.total == 1 ? "rendering" : "renderings"): "
            + "\(counts.passed) passed, \(counts.failed) failed"
        var causes: [String] = []
        if counts.crashed > 0 { causes.append("\(counts.crashed) crashed") }
        if counts.timedOut > 0 { causes.append("\(counts.timedOut) timed out") }
        if !causes.isEmpty { text += " (" + causes.joined(separator: ", ") + ")" }
        text += ", \(counts.written) written, \(counts.missing) missing"
        if counts.pending > 0 { text += ", \(counts.pending) pending" }
        if let obsolete {
            text += ", \(obsolete.count) obsolete \(obsolete.count == 1 ? "file" : "files")"
            if pruned, !obsolete.isEmpty {
                text += pruneErrors.isEmpty ? " (pruned)" : " (pruned, \(pruneErrors.count) could not be deleted)"
            }
        } else {
            text += ", obsolete files not checked"
        }
        return text
    }
}
