/// What happened to one golden file in a run.
package struct SnapshotResult: Sendable {
    package enum Outcome: String, Sendable {
        /// The golden matched.
        case passed
        /// The golden was missing, did not match, or the demo failed to
        /// render; the run exits non-zero.
        case failed
        /// The golden was written because a record mode asked for it.
        case recorded
    }

    /// The golden's path under the snapshot root: `Components/buttons/red.txt`.
    package var path: String
    /// The identifiers of the demo, tweak and variation: `Components/buttons/red`.
    package var key: String
    package var outcome: Outcome
    /// Whether the file was written (or, for a stale styles golden, deleted).
    package var wrote: Bool
    /// Whether there was no golden when the run began.
    package var wasMissing: Bool
    /// Whether the golden failed only because it does not exist yet
    /// (nothing else went wrong): such failures are told as one line.
    package var awaitsGolden = false
    /// Whether the new rendering was left pending for review
    /// (``SnapshotRecordMode/pending``, ``PendingStore``).
    package var pending: Bool
    /// Why it failed, or what was written; `nil` for a plain pass. Short:
    /// a changed styles golden names its changed cells in words (``StyleDiff``),
    /// or says that its text changed too.
    package var message: String?
    /// The whole of the failure, when ``message`` leaves some out: what
    /// `snapshot --verbose` prints and the failure report shows.
    package var detail: String?
    /// ``detail`` when there is one, else ``message``.
    package var fullMessage: String? { detail ?? message }
    /// Seconds spent rendering and checking the case this file belongs to.
    package var duration: Double
    /// The golden's bytes and the rendering's, for a failure's report; kept
    /// only when ``SnapshotConfiguration/keepsContents`` asks for them.
    package var contents: Contents?
    /// The command that makes this rendering the golden, for a failure's
    /// report; set with ``contents``.
    package var acceptCommand: String?
    /// How the renderer crashed, when that is why this golden failed.
    package var crash: RenderCrash?
    /// The time limit the rendering overran, when that is why this golden failed.
    package var timeout: RenderTimeout?
    /// The rendering draws wider than its variation's width: a warning,
    /// not a failure (DemoKitTesting can make it one). Set on the first
    /// file of the first rendering that shows it only (the variations of a
    /// tweak share it), so that it is told once.
    package var overflow: WidthOverflow?

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

    package init(
        path: String, key: String, outcome: Outcome, wrote: Bool = false, wasMissing: Bool = false,
        pending: Bool = false, message: String? = nil, duration: Double = 0
    ) {
        self.path = path
        self.key = key
        self.outcome = outcome
        self.wrote = wrote
        self.wasMissing = wasMissing
        self.pending = pending
        self.message = message
        self.duration = duration
    }
}
