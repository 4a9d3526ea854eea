/// What happened to one golden file in a run: it passed, was recorded, or
/// failed for a reason that carries its data.
///
/// The words for each outcome are in one place (``message`` and ``detail``,
/// `SnapshotResult+Words.swift`); the terminal, the JUnit and JSON reports
/// and the failure report all take their text from them.
///
/// ```swift
/// switch result.outcome {
/// case .passed: break
/// case .recorded(let recording): print(recording)
/// case .failed(let failure): print(failure.reason)
/// }
/// ```
package struct SnapshotResult: Sendable {
    /// What became of the golden.
    package enum Outcome: Sendable {
        /// The golden matched.
        case passed
        /// The golden was written (or deleted) because a record mode asked
        /// for it.
        case recorded(Recording)
        /// The golden was missing, did not match, or the demo failed to
        /// render; the run exits non-zero.
        case failed(Failure)
    }

    /// An outcome without its data, as the reports name it.
    package enum Status: String, Sendable {
        case passed
        case failed
        case recorded
    }

    /// What a record mode wrote.
    package enum Recording: Sendable, Equatable {
        /// A golden that did not exist, at this shown path.
        case newGolden(path: String)
        /// A golden that did not match, written over.
        case updated(path: String)
        /// A golden with the same text in other line endings, rewritten.
        case lineEndings(path: String)
        /// A styles golden whose rendering has no styles any more, deleted.
        case deletedStyles(path: String)
    }

    /// Why a golden failed, with what a report of it may keep.
    package struct Failure: Sendable {
        /// Why, with its data.
        package var reason: Reason
        /// Whether the new rendering was left pending for review
        /// (``SnapshotRecordMode/pending``, ``PendingStore``).
        package var isPending: Bool
        /// Where the case's rendering waits for review, or why it could not
        /// be left: told under the last failure of the case that asked.
        package var review: Review?
        /// The golden's bytes and the rendering's, kept only when
        /// ``SnapshotConfiguration/keepsContents`` asks for them.
        package var contents: Contents?
        /// The command that makes this rendering the golden; set with
        /// ``contents``.
        package var acceptCommand: String?

        package init(_ reason: Reason, isPending: Bool = false) {
            self.reason = reason
            self.isPending = isPending
        }
    }

    /// Why a golden failed. Subjects (`Components/buttons (tweak red)`),
    /// paths and commands are as they are shown, made when the golden was
    /// checked.
    package enum Reason: Sendable {
        /// The demo threw this error, made safe to show.
        case threw(subject: String, error: String)
        /// The renderer crashed.
        case crashed(RenderCrash, subject: String)
        /// The rendering overran its time limit, in a script if it names one.
        case timedOut(RenderTimeout, subject: String, script: String?)
        /// The case could not be rendered, for this reason, made safe to show.
        case notRendered(subject: String, reason: String)
        /// A script ended with another outcome than it expects (why, made
        /// safe to show); nothing was recorded.
        case wrongOutcome(subject: String, why: String)
        /// The golden's place could not be read as a golden, in the
        /// contained reader's words.
        case refused(String)
        /// The golden cannot be read.
        case unreadable(path: String, reason: String)
        /// Something other than a file (`kind`) is where the golden goes.
        case notAFile(path: String, kind: String, recordCommand: String)
        /// No golden exists.
        case missing(Missing)
        /// No golden existed, and one was recorded without a record mode
        /// asking for it: the run fails so that it is reviewed.
        case recordedUnasked(subject: String, path: String)
        /// A golden could not be written or deleted, in the store's words.
        case notWritten(String)
        /// The rendering differs from the golden.
        case mismatch(Mismatch)
        /// The rendering has no styles any more, but its styles golden does.
        case staleStyles(StaleStyles)
    }

    /// A golden that does not exist.
    package struct Missing: Sendable {
        package var subject: String
        package var path: String
        /// Whether the rendering is left pending (``SnapshotRecordMode/pending``)
        /// rather than told how to record.
        package var leftForReview: Bool
        /// Where the rendering was kept, or why it could not be; `nil`
        /// when pending or without an artifacts folder.
        package var artifact: Artifact?
        package var recordCommand: String

        package init(subject: String, path: String, leftForReview: Bool, artifact: Artifact?, recordCommand: String) {
            self.subject = subject
            self.path = path
            self.leftForReview = leftForReview
            self.artifact = artifact
            self.recordCommand = recordCommand
        }
    }

    /// A rendering that differs from its golden.
    package struct Mismatch: Sendable {
        /// How a styles golden's difference is told beside the text's.
        package enum Styles: Sendable {
            /// The text is the same; these cells' styles changed.
            case changed([StyleDiff.Change])
            /// The text changed too: told by the text golden's diff.
            case textToo
        }

        package var subject: String
        /// The golden's shown path.
        package var golden: String
        /// The unified diff of golden and rendering.
        package var diff: String
        /// Where the rendering was kept, or why it could not be; `nil`
        /// when pending or without an artifacts folder.
        package var artifact: Artifact?
        /// The command that re-records it; `nil` when the rendering is left
        /// pending for review instead.
        package var recordCommand: String?
        /// For a styles golden, how its difference is told.
        package var styles: Styles?

        package init(
            subject: String, golden: String, diff: String, artifact: Artifact?, recordCommand: String?,
            styles: Styles? = nil
        ) {
            self.subject = subject
            self.golden = golden
            self.diff = diff
            self.artifact = artifact
            self.recordCommand = recordCommand
            self.styles = styles
        }
    }

    /// The rendering of a failing golden, kept beside the other artifacts
    /// (`--artifacts`) for a person or a CI step to look at.
    package enum Artifact: Sendable, Equatable {
        /// Kept at this shown path.
        case kept(path: String)
        /// Not kept at this shown path, for this reason (made safe to show).
        case notKept(path: String, reason: String)
    }

    /// A styles golden that a rendering without styles leaves behind.
    package struct StaleStyles: Sendable {
        package var subject: String
        package var path: String
        /// Whether the rendering is left pending (accepting deletes the file).
        package var leftForReview: Bool
        package var recordCommand: String

        package init(subject: String, path: String, leftForReview: Bool, recordCommand: String) {
            self.subject = subject
            self.path = path
            self.leftForReview = leftForReview
            self.recordCommand = recordCommand
        }
    }

    /// Where a case's rendering waits for review, told once per case.
    package enum Review: Sendable, Equatable {
        /// Left at this shown path; reviewed with the first command, or
        /// accepted alone with the second.
        case pending(path: String, reviewCommand: String, acceptCommand: String)
        /// It could not be left pending (the store's words); re-recorded with this command.
        case notLeft(error: String, recordCommand: String)
    }

    /// A failing golden's bytes beside the rendering's.
    package struct Contents: Sendable, Equatable {
        /// The golden as read (line endings normalised), or `nil` when it is missing.
        package var golden: [UInt8]?
        /// What the demo renders now.
        package var actual: [UInt8]

        package init(golden: [UInt8]?, actual: [UInt8]) {
            self.golden = golden
            self.actual = actual
        }
    }

    /// The golden's path under the snapshot root: `Components/buttons/red.txt`.
    package var path: String
    /// The identifiers of the demo, tweak and variation: `Components/buttons/red`.
    package var key: String
    package var outcome: Outcome
    /// Whether there was no golden when the run began.
    package var wasMissing: Bool
    /// Seconds spent rendering and checking the case this file belongs to.
    package var duration: Double
    /// The rendering draws wider than its variation's width: a warning,
    /// not a failure (DemoKitTesting can make it one). Set on the first
    /// file of the first rendering that shows it only (the variations of a
    /// tweak share it), so that it is told once.
    package var overflow: WidthOverflow?

    package init(path: String, key: String, outcome: Outcome, wasMissing: Bool = false, duration: Double = 0) {
        self.path = path
        self.key = key
        self.outcome = outcome
        self.wasMissing = wasMissing
        self.duration = duration
    }

    /// A failed result for `reason`.
    package static func failed(
        path: String, key: String, _ reason: Reason, wasMissing: Bool = false, duration: Double = 0
    ) -> SnapshotResult {
        SnapshotResult(path: path, key: key, outcome: .failed(Failure(reason)), wasMissing: wasMissing, duration: duration)
    }

    /// Passed, recorded or failed.
    package var status: Status {
        switch outcome {
        case .passed: .passed
        case .recorded: .recorded
        case .failed: .failed
        }
    }

    /// Whether the golden failed.
    package var isFailure: Bool { status == .failed }

    /// The failure, when the golden failed.
    package var failure: Failure? {
        get {
            if case .failed(let failure) = outcome { return failure }
            return nil
        }
        set {
            if let newValue { outcome = .failed(newValue) }
        }
    }

    /// Whether the file was written (or, for a stale styles golden, deleted).
    package var wrote: Bool {
        switch outcome {
        case .passed: false
        case .recorded: true
        case .failed(let failure):
            if case .recordedUnasked = failure.reason { true } else { false }
        }
    }

    /// Whether the new rendering was left pending for review.
    package var pending: Bool { failure?.isPending ?? false }

    /// Whether the golden failed only because it does not exist yet
    /// (nothing else went wrong): such failures are told as one line.
    package var awaitsGolden: Bool {
        guard let failure, case .missing(let missing) = failure.reason else { return false }
        return missing.leftForReview ? failure.isPending : true
    }

    /// How the renderer crashed, when that is why this golden failed.
    package var crash: RenderCrash? {
        guard let failure, case .crashed(let crash, _) = failure.reason else { return nil }
        return crash
    }

    /// The time limit the rendering overran, when that is why this golden failed.
    package var timeout: RenderTimeout? {
        guard let failure, case .timedOut(let timeout, _, _) = failure.reason else { return nil }
        return timeout
    }

    /// The golden's bytes and the rendering's, for a failure's report.
    package var contents: Contents? { failure?.contents }

    /// The command that makes this rendering the golden, for a failure's report.
    package var acceptCommand: String? { failure?.acceptCommand }
}
