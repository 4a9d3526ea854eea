import Foundation

/// How a snapshot run behaves: where goldens live, what it may write, how
/// failures tell the reader to re-record.
package struct SnapshotConfiguration: Sendable {
    /// The snapshot root.
    package var store: GoldenStore
    /// Where the actual output of a failing golden is kept; `nil` keeps none.
    package var artifacts: URL?
    /// When goldens are written.
    package var record: SnapshotRecordMode
    /// Whether someone chose ``record`` (argument, scope or `DEMOKIT_RECORD`);
    /// a missing golden written without being asked still fails the run.
    package var isRecordExplicit: Bool
    /// Whether a run that was in CI mode: only changes the wording of the
    /// message for a missing golden.
    package var isContinuousIntegration: Bool
    /// Whether a complete run looks for obsolete goldens. The test helpers
    /// do not: a test may check only part of a catalog.
    package var looksForObsolete: Bool
    /// Whether obsolete goldens are deleted after a complete run.
    package var prune: Bool
    /// Renders and checks on this many threads.
    package var jobs: Int
    /// Called on the rendering thread just before a case is rendered: a
    /// process that renders for another (an isolated test run) says which
    /// case it is on, so that a crash or a hang can be put on the right one.
    package var willRender: (@Sendable (GoldenCase) -> Void)?
    /// Whether a failing golden's result keeps its bytes and the
    /// rendering's (``SnapshotResult/contents``), for a failure report.
    package var keepsContents = false
    /// Where cases are rendered: in this process (the default, what the
    /// test helpers use) or in worker processes (`demo-runner snapshot`).
    package var rendering = GoldenRendering.inProcess
    /// The command that records one case in a mode, printed under its failure.
    package var rerecordCommand: @Sendable (GoldenCase, SnapshotRecordMode) -> String
    /// The command that reviews every rendering left pending, printed under
    /// a failure left pending: `demo-runner review`.
    package var reviewCommand: String
    /// The command that accepts exactly one case's pending rendering, and
    /// nothing else: `demo-runner review --accept '=Components/buttons/red'`.
    /// Printed beside ``reviewCommand``, and the failure report's "Accept it"
    /// for a rendering left pending, so both name the same command.
    package var acceptCommand: @Sendable (GoldenCase) -> String
    /// Turns an absolute path into the form shown in messages (relative to
    /// the current directory when inside it).
    package var displayPath: @Sendable (String) -> String

    package init(
        store: GoldenStore,
        artifacts: URL?,
        record: SnapshotRecordMode,
        isRecordExplicit: Bool,
        isContinuousIntegration: Bool,
        looksForObsolete: Bool = true,
        prune: Bool = false,
        jobs: Int = SnapshotConfiguration.defaultJobs,
        rerecordCommand: @escaping @Sendable (GoldenCase, SnapshotRecordMode) -> String,
        reviewCommand: String = "demo-runner review",
        acceptCommand: @escaping @Sendable (GoldenCase) -> String = {
            "demo-runner review --accept " + ShellWord.quoted($0.filterPattern)
        },
        displayPath: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.store = store
        self.artifacts = artifacts
        self.record = record
        self.isRecordExplicit = isRecordExplicit
        self.isContinuousIntegration = isContinuousIntegration
        self.looksForObsolete = looksForObsolete
        self.prune = prune
        self.jobs = max(1, jobs)
        self.rerecordCommand = rerecordCommand
        self.reviewCommand = reviewCommand
        self.acceptCommand = acceptCommand
        self.displayPath = displayPath
    }

    /// One thread per core, at most eight.
    package static var defaultJobs: Int {
        min(8, max(1, ProcessInfo.processInfo.activeProcessorCount))
    }
}
