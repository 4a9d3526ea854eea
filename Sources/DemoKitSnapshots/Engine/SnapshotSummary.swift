/// The counts of a run, and the obsolete goldens it found.
///
/// One set of counters, kept twice: of golden files (``files``: a rendering
/// with styles has two), as the JSON report gives them, and of renderings
/// (``renderings``), as the summary ``line`` and the failure report do.
package struct SnapshotSummary: Sendable, Equatable {
    /// What a run counted, of golden files or of renderings: a rendering
    /// fails when one of its files fails, is written when one is written,
    /// and so on.
    package struct Counts: Sendable, Equatable {
        package var passed = 0
        /// Failed; of files, obsolete ones `--prune` could not delete too.
        package var failed = 0
        /// Whose renderer crashed (each also counts in ``failed``).
        package var crashed = 0
        /// Whose rendering overran the time limit (each also counts in
        /// ``failed``).
        package var timedOut = 0
        /// Written (or stale styles goldens deleted) by a record mode.
        package var written = 0
        /// Not there when the run began.
        package var missing = 0
        /// Recorded on purpose: not counted as passed or failed.
        package var recorded = 0
        /// Golden cases whose new rendering was left pending for review,
        /// once per case (their files also count in ``failed``).
        package var pending = 0

        package init() {}

        /// Every one counted.
        package var total: Int { passed + failed + recorded }

        /// Counts one case's files together, as one rendering.
        fileprivate mutating func countCase(_ seen: Seen) {
            count(seen)
            if seen.pending { pending += 1 }
        }

        /// Counts what one file, or one case's files together, showed;
        /// pending is counted by the caller, once per case.
        fileprivate mutating func count(_ seen: Seen) {
            if seen.failed { failed += 1 } else if seen.recorded { recorded += 1 } else { passed += 1 }
            if seen.crashed { crashed += 1 }
            if seen.timedOut { timedOut += 1 }
            if seen.wrote { written += 1 }
            if seen.missing { missing += 1 }
        }
    }

    /// The counts of golden files.
    package var files = Counts()
    /// Files under the root that no demo produced; `nil` when the run was
    /// filtered or sharded and so could not tell.
    package var obsolete: [String]?
    /// Whether the obsolete files were deleted (`--prune`), except those in
    /// ``pruneErrors``.
    package var pruned = false
    /// The obsolete files `--prune` could not delete, with the reason; each
    /// also counts in the files' ``Counts/failed``.
    package var pruneErrors: [String: String] = [:]

    /// The renderings of the cases whose results are complete, and what the
    /// case still being added has shown so far: a case's files come one
    /// after another.
    private var finishedRenderings = Counts()
    private var currentKey: String?
    private var currentCase = Seen()

    package init() {}

    /// Whether the run should exit with status 0.
    package var succeeded: Bool { files.failed == 0 }

    /// The counts of renderings rather than files.
    package var renderings: Counts {
        var counts = finishedRenderings
        if currentKey != nil { counts.countCase(currentCase) }
        return counts
    }

    package mutating func add(_ result: SnapshotResult) {
        let seen = Seen(result)
        if currentKey != result.key {
            if currentKey != nil { finishedRenderings.countCase(currentCase) }
            currentKey = result.key
            currentCase = Seen()
            // A case is pending once, however many of its files are.
            if seen.pending { files.pending += 1 }
        } else if seen.pending, !currentCase.pending {
            files.pending += 1
        }
        currentCase.merge(seen)
        files.count(seen)
    }

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

/// What one golden file, or one case's files together, showed.
private struct Seen: Sendable, Equatable {
    var failed = false
    var recorded = false
    var crashed = false
    var timedOut = false
    var wrote = false
    var missing = false
    var pending = false

    init() {}

    init(_ result: SnapshotResult) {
        failed = result.isFailure
        recorded = result.status == .recorded
        crashed = result.crash != nil
        timedOut = result.timeout != nil
        wrote = result.wrote
        missing = result.wasMissing
        pending = result.pending
    }

    mutating func merge(_ other: Seen) {
        failed = failed || other.failed
        recorded = recorded || other.recorded
        crashed = crashed || other.crashed
        timedOut = timedOut || other.timedOut
        wrote = wrote || other.wrote
        missing = missing || other.missing
        pending = pending || other.pending
    }
}
