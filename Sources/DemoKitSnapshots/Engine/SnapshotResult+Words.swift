/// The one place that words what happened to a golden: the terminal
/// (`snapshot`, the DemoKitTesting assertions), the JUnit and JSON reports
/// and the failure report all show these.
extension SnapshotResult {
    /// Why it failed, or what was written; `nil` for a plain pass. Short:
    /// a changed styles golden names its changed cells in words
    /// (``StyleDiff``), or says that its text changed too.
    package var message: String? {
        switch outcome {
        case .passed: nil
        case .recorded(let recording): recording.message
        case .failed(let failure): failure.message
        }
    }

    /// The whole of the failure, when ``message`` leaves some out: what
    /// `snapshot --verbose` prints and the failure report shows.
    package var detail: String? { failure?.reason.detail }

    /// ``detail`` when there is one, else ``message``.
    package var fullMessage: String? { detail ?? message }
}

extension SnapshotRecordMode {
    /// What a run in this mode writes, for a command that names the mode:
    /// `DEMOKIT_RECORD=missing swift test (writes only the goldens that do
    /// not exist)`.
    package var whatItWrites: String {
        switch kind {
        case .never: "writes nothing"
        case .pending: "leaves new and changed renderings pending for review"
        case .missing: "writes only the goldens that do not exist"
        case .failed: "rewrites the goldens that fail and writes those that do not exist"
        case .all: "rewrites every golden that changed"
        }
    }
}

extension SnapshotResult.Recording {
    /// `recorded new golden PATH`, `updated golden PATH`, …
    package var message: String {
        switch self {
        case .newGolden(let path): "recorded new golden \(path)"
        case .updated(let path): "updated golden \(path)"
        case .lineEndings(let path): "rewrote \(path) with LF line endings"
        case .deletedStyles(let path): "deleted \(path): the rendering has no styles any more"
        }
    }
}

extension SnapshotResult.Failure {
    /// The reason's message, then where the rendering waits for review.
    package var message: String {
        guard let review else { return reason.message }
        return reason.message + "\n" + review.message
    }
}

extension SnapshotResult.Review {
    /// Where to review the rendering, or why it could not be left.
    package var message: String {
        switch self {
        case .pending(let path, let reviewCommand, let acceptCommand):
            "Pending review: \(path)\nReview it: \(reviewCommand) (or accept just this one: \(acceptCommand))"
        case .notLeft(let error, let recordCommand):
            "(could not leave it pending for review: \(error))\nRe-record it: \(recordCommand)"
        }
    }
}

extension SnapshotResult.Reason {
    /// How many changed runs of cells a styles failure names before it
    /// says how many more there are.
    static let shortStyleChanges = 8

    /// What failed, and its fix.
    package var message: String {
        switch self {
        case .threw(let subject, let error):
            return "\(subject) failed to render: \(error)"
        case .crashed(let crash, let subject):
            return crash.message(subject: subject)
        case .timedOut(let timeout, let subject, let script):
            return timeout.message(subject: subject, script: script)
        case .notRendered(let subject, let reason):
            return "\(subject) was not rendered: \(reason)"
        case .wrongOutcome(let subject, let why):
            return "\(subject): \(why); fix the demo or the script's expected outcome (nothing was recorded)"
        case .refused(let message), .notWritten(let message):
            return message
        case .unreadable(let path, let reason):
            return "\(path) cannot be read: \(reason); fix its permissions or delete it"
        case .notAFile(let path, let kind, let recordCommand):
            return "\(path) is \(kind), not a golden file; delete it, then record the golden: \(recordCommand)"
        case .missing(let missing):
            if missing.leftForReview { return "no golden for \(missing.subject): \(missing.path) does not exist." }
            return """
                no golden for \(missing.subject): \(missing.path) does not exist.
                \(missing.artifact?.line ?? "")record it: \(missing.recordCommand)
                """
        case .recordedUnasked(let subject, let path):
            return """
                no golden for \(subject) existed; recorded \(path).
                Review it and commit it; the next run compares against it.
                """
        case .mismatch(let mismatch):
            switch mismatch.styles {
            case .changed(let changes)?:
                return mismatch.stylesWords + "\n" + StyleDiff.text(changes, limit: Self.shortStyleChanges) + mismatch.fix
            case .textToo?:
                return "\(mismatch.golden) differs too: its text changed (the diff above)"
            case nil:
                return mismatch.whole
            }
        case .staleStyles(let stale):
            if stale.leftForReview {
                return """
                    \(stale.subject) renders without styles now, but its styles golden \
                    \(stale.path) keeps some (accepting deletes it).
                    """
            }
            return """
                \(stale.subject) renders without styles now, but its styles golden \
                \(stale.path) keeps some.
                Re-record it (this deletes that file): \(stale.recordCommand)
                """
        }
    }

    /// The whole failure, when ``message`` leaves some out: a styles
    /// golden's every changed cell and its diff.
    package var detail: String? {
        guard case .mismatch(let mismatch) = self, let styles = mismatch.styles else { return nil }
        switch styles {
        case .changed(let changes):
            return mismatch.stylesWords + "\n" + StyleDiff.text(changes) + "\n" + mismatch.diff + mismatch.fix
        case .textToo:
            return mismatch.whole
        }
    }
}

extension SnapshotResult.Mismatch {
    /// The heading, the diff and the fix.
    var whole: String {
        "\(subject) does not match its golden \(golden):\n" + diff + fix
    }

    /// What a styles golden whose text is unchanged says first.
    var stylesWords: String {
        "\(subject): the text is the same, the styles changed (\(golden)):"
    }

    /// Where the rendering was kept and how to re-record it; nothing when
    /// it is left pending for review.
    var fix: String {
        guard let recordCommand else { return "" }
        return "\n\(artifact?.line ?? "")Re-record it: \(recordCommand)"
    }
}

extension SnapshotResult.Artifact {
    /// `Actual output: PATH`, or why it could not be kept, as a line.
    var line: String {
        switch self {
        case .kept(let path): "Actual output: \(path)\n"
        case .notKept(let path, let reason): "(could not keep the actual output in \(path): \(reason))\n"
        }
    }
}
