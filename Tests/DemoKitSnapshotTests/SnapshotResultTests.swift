import DemoKitCore
import DemoKitSnapshots
import Foundation
import Testing

/// A golden's result is one outcome with its data; what the reports and the
/// terminal read of it (status, written, pending, waiting for a golden,
/// words) is derived from that outcome alone.
@Suite struct SnapshotResultTests {
    private static func failed(_ reason: SnapshotResult.Reason, pending: Bool = false) -> SnapshotResult {
        SnapshotResult(
            path: "G/d/t.txt", key: "G/d/t", outcome: .failed(SnapshotResult.Failure(reason, isPending: pending)))
    }

    private static let missing = SnapshotResult.Missing(
        subject: "G/d (tweak t)", path: "S/G/d/t.txt", leftForReview: false, artifact: .kept(path: "A/t.txt"),
        recordCommand: "run --record missing")

    @Test func statusWrittenPendingAndAwaiting_followTheOutcome() {
        let passed = SnapshotResult(path: "p", key: "k", outcome: .passed)
        #expect(passed.status == .passed && !passed.wrote && !passed.pending && !passed.awaitsGolden && passed.message == nil)
        let recorded = SnapshotResult(path: "p", key: "k", outcome: .recorded(.updated(path: "S/p")))
        #expect(recorded.status == .recorded && recorded.wrote && recorded.message == "updated golden S/p")
        let unasked = Self.failed(.recordedUnasked(subject: "G/d", path: "S/p"))
        #expect(unasked.isFailure && unasked.wrote && !unasked.awaitsGolden)
        #expect(Self.failed(.missing(Self.missing)).awaitsGolden)
        var waiting = Self.missing
        waiting.leftForReview = true
        #expect(Self.failed(.missing(waiting), pending: true).awaitsGolden)
        // Left pending, then the entry could not be written: no longer waiting.
        #expect(!Self.failed(.missing(waiting), pending: false).awaitsGolden)
        let crash = RenderCrash(signal: SIGILL, signalName: "SIGILL", exitStatus: nil, message: "boom", backtrace: [])
        #expect(Self.failed(.crashed(crash, subject: "G/d")).crash == crash)
        #expect(Self.failed(.crashed(crash, subject: "G/d")).timeout == nil)
    }

    @Test func words_areTheOutcomesOwn() {
        #expect(Self.failed(.missing(Self.missing)).message == """
            no golden for G/d (tweak t): S/G/d/t.txt does not exist.
            Actual output: A/t.txt
            record it: run --record missing
            """)
        // The outcome keeps where the rendering is, or why it is not: the
        // words say it; whether CI is set is the run's, told by its digest.
        var notKept = Self.missing
        notKept.artifact = .notKept(path: "A/t.txt", reason: "A is a symbolic link")
        #expect(Self.failed(.missing(notKept)).message == """
            no golden for G/d (tweak t): S/G/d/t.txt does not exist.
            (could not keep the actual output in A/t.txt: A is a symbolic link)
            record it: run --record missing
            """)
        var result = Self.failed(.threw(subject: "G/d", error: "offline"))
        #expect(result.message == "G/d failed to render: offline")
        result.failure?.review = .pending(
            path: "S/.pending/G/d/t.txt", reviewCommand: "run review", acceptCommand: "run review --accept =G/d/t")
        #expect(
            result.message == """
                G/d failed to render: offline
                Pending review: S/.pending/G/d/t.txt
                Review it: run review (or accept just this one: run review --accept =G/d/t)
                """)
        let mismatch = SnapshotResult.Mismatch(
            subject: "G/d", golden: "S/G/d/t.ansi", diff: "-a\n+b", artifact: nil, recordCommand: "run --record failed",
            styles: .textToo)
        let styles = Self.failed(.mismatch(mismatch))
        #expect(styles.message == "S/G/d/t.ansi differs too: its text changed (the diff above)")
        #expect(styles.detail == "G/d does not match its golden S/G/d/t.ansi:\n-a\n+b\nRe-record it: run --record failed")
        #expect(styles.fullMessage == styles.detail)
    }
}
