import DemoKitCore
import Foundation

/// Checks and records golden snapshots: the one engine behind
/// `demo-runner snapshot` and the DemoKitTesting assertions.
///
/// For each case of a ``SnapshotPlan`` it renders the demo in its fixed
/// context (``GoldenRenderer``), compares the bytes with the golden, and only
/// on a mismatch normalises the file, builds a diff and keeps the actual
/// output in the artifacts folder. Goldens are written atomically and only
/// when their bytes change. Cases run on ``SnapshotConfiguration/jobs``
/// threads; results are delivered in plan order as they come, so
/// memory does not grow with the number of goldens.
///
/// ```swift
/// let engine = SnapshotEngine(configuration: configuration)
/// let summary = engine.run(try SnapshotPlan(catalog: catalog)) { result in print(result) }
/// ```
package struct SnapshotEngine: Sendable {
    package let configuration: SnapshotConfiguration

    package init(configuration: SnapshotConfiguration) {
        self.configuration = configuration
    }

    /// Runs every case of `plan`, then, for a complete plan, looks for
    /// obsolete goldens (and deletes them with ``SnapshotConfiguration/prune``).
    ///
    /// - Parameters:
    ///   - plan: The cases to check.
    ///   - observer: Called with each file's result, in plan order, as the
    ///     run goes; a ``SnapshotResult/overflow`` comes once, with the
    ///     first rendering that shows it.
    /// - Returns: The counts and the obsolete files.
    package func run(_ plan: SnapshotPlan, observer: (SnapshotResult) -> Void) -> SnapshotSummary {
        var summary = SnapshotSummary()
        let cases = plan.cases
        let engine = self
        let store = configuration.store
        // Listing the folders for obsolete goldens takes a while on a large
        // catalog; it runs beside the checks rather than after them, and
        // what each case accounts for does not depend on its result, so
        // that thread takes it from the plan.
        let listing = plan.isComplete && configuration.looksForObsolete
            ? GoldenListing(store: store, groupFolders: plan.groupFolders, cases: cases) : nil
        // Listed once: a case that passes drops its entry, which is stale.
        let pending = Set(PendingStore(goldens: store).entries().map(\.basePath))
        // Each overflow once: the variations of a tweak often draw the same lines.
        var toldOverflows: Set<WidthOverflow> = []
        let renderers = configuration.rendering.makePool()
        defer { renderers.finish() }
        ParallelBatches.run(
            count: cases.count, jobs: configuration.jobs,
            makeState: { Lane(reader: store.makeReader(), renderer: renderers.checkOut()) },
            willStart: { run, lane in lane.renderer.prepare(Array(cases[run]), goldens: store) },
            work: { index, lane in
                engine.check(cases[index], reader: lane.reader, renderer: lane.renderer, pending: pending)
            },
            finishState: { lane in renderers.checkIn(lane.renderer) },
            deliver: { outcome in
                for var result in outcome.results {
                    if let overflow = result.overflow, !toldOverflows.insert(overflow).inserted {
                        result.overflow = nil
                    }
                    summary.add(result)
                    observer(result)
                }
            }
        )
        if let listing {
            var obsolete = listing.unaccountedFiles()
            // Listed while the checks ran: a file the run itself wrote and
            // renamed into place (a temporary file) may be gone since.
            let reader = store.makeReader()
            obsolete = obsolete.filter { reader.exists($0) && !plan.isOfADemoWithoutGoldens($0) }
            obsolete = withoutGoldensUnderAnotherCase(obsolete, plan: plan)
            obsolete.sort()
            summary.obsolete = obsolete
            if configuration.prune, !obsolete.isEmpty {
                summary.pruneErrors = prune(obsolete)
                summary.files.failed += summary.pruneErrors.count
                summary.pruned = true
            }
        }
        return summary
    }

    /// What one job thread checks with: its read buffer and its renderer.
    private struct Lane {
        var reader: GoldenReader
        var renderer: any GoldenRenderingLane
    }

    /// The results of one case.
    struct CaseOutcome: Sendable {
        var results: [SnapshotResult]
    }

    /// Checks one case's goldens: renders it, then compares what it drew
    /// with its goldens, or says why it could not be rendered.
    ///
    /// - Parameter pending: The cases that had a pending entry when the run
    ///   began (``PendingStore``), by base path.
    func check(
        _ goldenCase: GoldenCase, reader: GoldenReader,
        renderer: any GoldenRenderingLane = InProcessRenderingLane(), pending: Set<String> = []
    ) -> CaseOutcome {
        configuration.willRender?(goldenCase)
        let start = DispatchTime.now().uptimeNanoseconds
        let hadPending = pending.contains(goldenCase.basePath)
        switch renderer.render(goldenCase) {
        case .rendered(let rendering):
            return compare(goldenCase, rendering, reader: reader, since: start, hadPending: hadPending)
        case .matched(let hasStyles):
            return matched(goldenCase, hasStyles: hasStyles, since: start, hadPending: hadPending)
        case .threw(let error):
            // The demo's error, on one line that cannot drive the terminal.
            return notRendered(goldenCase, .threw(subject: goldenCase.description, error: TerminalSafeText.oneLine(error)), since: start)
        case .crashed(let crash):
            return notRendered(goldenCase, .crashed(crash, subject: goldenCase.description), since: start)
        case .timedOut(let timeout):
            return notRendered(
                goldenCase, .timedOut(timeout, subject: goldenCase.description, script: goldenCase.script?.identifier),
                since: start)
        case .unavailable(let reason):
            return notRendered(
                goldenCase, .notRendered(subject: goldenCase.description, reason: TerminalSafeText.oneLine(reason)),
                since: start)
        }
    }

    /// The outcome of a case that could not be rendered: its text golden
    /// fails for `reason`.
    private func notRendered(_ goldenCase: GoldenCase, _ reason: SnapshotResult.Reason, since start: UInt64) -> CaseOutcome {
        let result = SnapshotResult.failed(
            path: goldenCase.plainPath, key: goldenCase.key, reason, duration: Self.seconds(since: start))
        return CaseOutcome(results: [result])
    }

    /// Compares a case's rendering with its goldens: the script's ending
    /// first, then the text golden, then the styles golden (or a stale
    /// one); leaves the rendering pending, or drops an entry no longer
    /// needed.
    private func compare(
        _ goldenCase: GoldenCase, _ rendering: GoldenRenderer.Rendering, reader: GoldenReader, since start: UInt64,
        hadPending: Bool
    ) -> CaseOutcome {
        // Told with the rendering's first file, whatever happens to its
        // goldens; named without the variation, so that the dark or right to
        // left copy of the same lines is told once (``run(_:observer:)``).
        let overflow = WidthOverflow(
            subject: goldenCase.description(withVariation: false), width: goldenCase.variation.context.width,
            widest: rendering.overflowWidth)
        if let failure = rendering.outcomeFailure {
            // Checked before the text: a wrong ending fails even a golden
            // that matches, and nothing is recorded over it.
            var result = SnapshotResult.failed(
                path: goldenCase.plainPath, key: goldenCase.key,
                .wrongOutcome(subject: goldenCase.description, why: TerminalSafeText.oneLine(failure)),
                duration: Self.seconds(since: start))
            result.overflow = overflow
            return CaseOutcome(results: [result])
        }
        var results = [check(goldenCase, path: goldenCase.plainPath, expected: rendering.plain, reader: reader)]
        results[0].overflow = overflow
        if let styles = rendering.styles {
            let textFailed = results[0].isFailure
            results.append(
                check(goldenCase, path: goldenCase.stylesPath, expected: styles, reader: reader, textFailed: textFailed))
        } else if reader.exists(goldenCase.stylesPath) {
            // Reported here, with its fix, and so not as obsolete as well.
            results.append(staleStyles(goldenCase))
        }
        settlePending(goldenCase, rendering, &results, hadEntry: hadPending)
        let duration = Self.seconds(since: start) / Double(results.count)
        for index in results.indices { results[index].duration = duration }
        return CaseOutcome(results: results)
    }

    /// The outcome of a case whose renderer found its goldens identical: what
    /// ``check(_:reader:renderer:pending:)`` makes of the same rendering.
    private func matched(_ goldenCase: GoldenCase, hasStyles: Bool, since start: UInt64, hadPending: Bool) -> CaseOutcome {
        var results = [SnapshotResult(path: goldenCase.plainPath, key: goldenCase.key, outcome: .passed)]
        if hasStyles {
            results.append(SnapshotResult(path: goldenCase.stylesPath, key: goldenCase.key, outcome: .passed))
        }
        if hadPending { dropPending(goldenCase) }
        let duration = Self.seconds(since: start) / Double(results.count)
        for index in results.indices { results[index].duration = duration }
        return CaseOutcome(results: results)
    }

    /// Checks one golden file of a case against the bytes it should hold.
    ///
    /// - Parameter textFailed: Whether the case's text golden failed: a
    ///   styles golden that differs then says so in one line, its diff
    ///   kept for ``SnapshotResult/detail``.
    private func check(
        _ goldenCase: GoldenCase, path: String, expected: [UInt8], reader: GoldenReader, textFailed: Bool = false
    ) -> SnapshotResult {
        let failed = { (reason: SnapshotResult.Reason) in
            SnapshotResult.failed(path: path, key: goldenCase.key, reason)
        }
        switch reader.compare(path, with: expected) {
        case .identical:
            return SnapshotResult(path: path, key: goldenCase.key, outcome: .passed)
        case .refused(let message):
            return failed(.refused(message))
        case .unreadable(let reason):
            return failed(.unreadable(path: display(path), reason: reason))
        case .notAFile(let kind):
            return failed(.notAFile(path: display(path), kind: kind, recordCommand: rerecord(goldenCase, mode: .missing)))
        case .missing:
            return missingGolden(goldenCase, path: path, expected: expected)
        case .different(let bytes):
            return differentGolden(goldenCase, path: path, expected: expected, found: bytes, textFailed: textFailed)
        }
    }

    /// A golden that does not exist: left pending, told how to record, or
    /// recorded, as the record mode says.
    private func missingGolden(_ goldenCase: GoldenCase, path: String, expected: [UInt8]) -> SnapshotResult {
        let record = configuration.record
        var result = SnapshotResult(path: path, key: goldenCase.key, outcome: .passed, wasMissing: true)
        guard record.writesMissing, !record.writesPending else {
            let missing = SnapshotResult.Missing(
                subject: goldenCase.description, path: display(path), leftForReview: record.writesPending,
                artifact: record.writesPending ? nil : keepArtifact(path, expected),
                recordCommand: rerecord(goldenCase, mode: .missing))
            var failure = SnapshotResult.Failure(.missing(missing), isPending: record.writesPending)
            keepContents(&failure, golden: nil, actual: expected, goldenCase)
            result.outcome = .failed(failure)
            return result
        }
        if let failure = write(expected, to: path) {
            var failure = SnapshotResult.Failure(.notWritten(failure))
            keepContents(&failure, golden: nil, actual: expected, goldenCase)
            result.outcome = .failed(failure)
        } else if configuration.isRecordExplicit {
            result.outcome = .recorded(.newGolden(path: display(path)))
        } else {
            var failure = SnapshotResult.Failure(.recordedUnasked(subject: goldenCase.description, path: display(path)))
            keepContents(&failure, golden: nil, actual: expected, goldenCase)
            result.outcome = .failed(failure)
        }
        return result
    }

    /// A golden whose bytes differ from the rendering: the same text in other
    /// line endings (rewritten, or a pass), re-recorded, or a mismatch with
    /// its diff.
    private func differentGolden(
        _ goldenCase: GoldenCase, path: String, expected: [UInt8], found bytes: [UInt8], textFailed: Bool
    ) -> SnapshotResult {
        let record = configuration.record
        let normalized = GoldenFile.normalized(bytes)
        if normalized == expected {
            // Same text, other line endings or final newlines.
            guard record.writesNonCanonical else { return SnapshotResult(path: path, key: goldenCase.key, outcome: .passed) }
            return rerecorded(goldenCase, expected, at: path, as: .lineEndings(path: display(path)))
        }
        if record.writesMismatches {
            return rerecorded(goldenCase, expected, at: path, as: .updated(path: display(path)))
        }
        var failure = SnapshotResult.Failure(
            .mismatch(mismatch(goldenCase, path: path, golden: normalized, actual: expected, textFailed: textFailed)),
            isPending: record.writesPending)
        keepContents(&failure, golden: normalized, actual: expected, goldenCase)
        return SnapshotResult(path: path, key: goldenCase.key, outcome: .failed(failure))
    }

    /// What differs between a golden and the rendering: the diff, where the
    /// rendering was kept, how to re-record it, and for a styles golden its
    /// changed cells in words.
    private func mismatch(
        _ goldenCase: GoldenCase, path: String, golden: [UInt8], actual: [UInt8], textFailed: Bool
    ) -> SnapshotResult.Mismatch {
        let store = configuration.store
        let record = configuration.record
        let goldenText = String(decoding: golden, as: UTF8.self)
        let actualText = String(decoding: actual, as: UTF8.self)
        let diff = GoldenDiff.text(
            golden: goldenText, actual: actualText, goldenLabel: display(store.path(path)),
            actualLabel: record.writesPending
                ? display(PendingStore(goldens: store).path(path)) : artifactPath(path).map(display) ?? "(rendering)")
        var mismatch = SnapshotResult.Mismatch(
            subject: goldenCase.description, golden: display(store.path(path)), diff: diff,
            artifact: record.writesPending ? nil : keepArtifact(path, actual),
            recordCommand: record.writesPending ? nil : rerecord(goldenCase, mode: .failed))
        guard path == goldenCase.stylesPath else { return mismatch }
        // The styles golden holds the text too: its diff of escape
        // sequences repeats the text diff, or hides a colour in them.
        if let changes = StyleDiff.changes(golden: goldenText, actual: actualText), !changes.isEmpty {
            mismatch.styles = .changed(changes)
        } else if textFailed {
            mismatch.styles = .textToo
        }
        return mismatch
    }

    /// Keeps a failing golden's bytes and the rendering's in `failure`, with
    /// the command that accepts the rendering, when a report wants them:
    /// the command the terminal prints under the same failure (accepting the
    /// pending rendering, or re-recording when none is left pending).
    private func keepContents(
        _ failure: inout SnapshotResult.Failure, golden: [UInt8]?, actual: [UInt8], _ goldenCase: GoldenCase
    ) {
        guard configuration.keepsContents else { return }
        failure.contents = SnapshotResult.Contents(golden: golden, actual: actual)
        failure.acceptCommand = failure.isPending
            ? configuration.acceptCommand(goldenCase) : rerecord(goldenCase, mode: .failed)
    }

    /// A styles golden whose case now renders without styles: deleted, left
    /// for review, or told how to re-record, as the record mode says.
    private func staleStyles(_ goldenCase: GoldenCase) -> SnapshotResult {
        let path = goldenCase.stylesPath
        let shown = display(configuration.store.path(path))
        if configuration.record.writesMismatches {
            do {
                try configuration.store.remove(path)
                return SnapshotResult(path: path, key: goldenCase.key, outcome: .recorded(.deletedStyles(path: shown)))
            } catch {
                return SnapshotResult.failed(path: path, key: goldenCase.key, .notWritten(error.message))
            }
        }
        let stale = SnapshotResult.StaleStyles(
            subject: goldenCase.description, path: shown, leftForReview: configuration.record.writesPending,
            recordCommand: rerecord(goldenCase, mode: .failed))
        return SnapshotResult(
            path: path, key: goldenCase.key,
            outcome: .failed(SnapshotResult.Failure(.staleStyles(stale), isPending: stale.leftForReview)))
    }

    /// Deletes the pending entry of a case whose goldens now pass or were
    /// recorded: there is nothing to review any more. A run that may not
    /// write (``SnapshotRecordMode/never``) leaves it; a file that cannot be
    /// deleted is reported by the next review that reads it.
    private func dropPending(_ goldenCase: GoldenCase) {
        let record = configuration.record
        guard record.writesPending || record.writesMissing else { return }
        try? PendingStore(goldens: configuration.store).remove(basePath: goldenCase.basePath)
    }

    /// Leaves the case's rendering pending when a result asks for it (and
    /// says where, and how to review it, under each such failure); deletes
    /// an entry the case no longer needs, once its goldens pass or were
    /// recorded. A run that may not write (``SnapshotRecordMode/never``)
    /// leaves the pending folder alone.
    private func settlePending(
        _ goldenCase: GoldenCase, _ rendering: GoldenRenderer.Rendering, _ results: inout [SnapshotResult],
        hadEntry: Bool
    ) {
        let record = configuration.record
        guard record.writesPending || record.writesMissing else { return }
        let pending = PendingStore(goldens: configuration.store)
        guard results.contains(where: \.pending) else {
            if hadEntry, results.allSatisfy({ !$0.isFailure }) { dropPending(goldenCase) }
            return
        }
        let waiting = results.indices.filter { results[$0].pending }
        let review: SnapshotResult.Review
        do {
            try pending.write(plain: rendering.plain, styles: rendering.styles, basePath: goldenCase.basePath)
            review = .pending(
                path: display(pending.path(goldenCase.plainPath)), reviewCommand: configuration.reviewCommand,
                acceptCommand: configuration.acceptCommand(goldenCase))
        } catch {
            review = .notLeft(error: error.message, recordCommand: rerecord(goldenCase, mode: .failed))
            for index in results.indices {
                results[index].failure?.isPending = false
                // Nothing waits to be accepted: the report names the re-record.
                if results[index].failure?.acceptCommand != nil {
                    results[index].failure?.acceptCommand = rerecord(goldenCase, mode: .failed)
                }
            }
        }
        // Once per case, under its last failure: the entry holds both files.
        for index in waiting.suffix(1) {
            results[index].failure?.review = review
        }
    }

    /// The result of writing `bytes` over an existing golden: recorded as
    /// `recording`, or failed with the reason the write failed.
    private func rerecorded(
        _ goldenCase: GoldenCase, _ bytes: [UInt8], at path: String, as recording: SnapshotResult.Recording
    ) -> SnapshotResult {
        if let failure = write(bytes, to: path) {
            return SnapshotResult.failed(path: path, key: goldenCase.key, .notWritten(failure))
        }
        return SnapshotResult(path: path, key: goldenCase.key, outcome: .recorded(recording))
    }

    private func write(_ bytes: [UInt8], to path: String) -> String? {
        do {
            try configuration.store.write(bytes, to: path)
            return nil
        } catch {
            return error.message
        }
    }

    private func artifactPath(_ path: String) -> String? {
        configuration.artifacts.map { $0.appendingPathComponent(path).path }
    }

    /// Writes the actual output beside the other artifacts and says where:
    /// inside the artifacts folder, never through a link (``ContainedFolder``).
    private func keepArtifact(_ path: String, _ bytes: [UInt8]) -> SnapshotResult.Artifact? {
        guard let artifacts = configuration.artifacts, let artifact = artifactPath(path) else { return nil }
        let folder = ContainedFolder(root: artifacts.standardizedFileURL.path)
        let named = { (relative: String) in display(relative.isEmpty ? folder.root : folder.root + "/" + relative) }
        do {
            try folder.write(bytes, to: path)
            return .kept(path: display(artifact))
        } catch {
            let reason: String
            switch error.reason {
            case .link:
                reason = "\(named(error.path)) is a symbolic link, and nothing is "
                    + "written through links below the artifacts folder; remove the link"
            case .wrongKind(let kind): reason = "\(named(error.path)) is \(kind)"
            case .system(let code): reason = SystemError(code: code).reason
            }
            return .notKept(path: display(artifact), reason: reason)
        }
    }

    private func rerecord(_ goldenCase: GoldenCase, mode: SnapshotRecordMode) -> String {
        configuration.rerecordCommand(goldenCase, mode)
    }

    private func display(_ path: String) -> String {
        configuration.displayPath(path.hasPrefix("/") ? path : configuration.store.path(path))
    }

    /// Deletes obsolete files (all inside group folders, see
    /// ``GoldenStore/forEachGoldenFile(inGroupFolders:_:)``), then the
    /// folders this left empty below their group folder; the group folder
    /// itself, and anything above it, stay.
    ///
    /// - Returns: The files that could not be deleted, with the reason.
    func prune(_ obsolete: [String]) -> [String: String] {
        var errors: [String: String] = [:]
        var directories: Set<String> = []
        for path in obsolete {
            do {
                try configuration.store.remove(path)
            } catch {
                errors[path] = error.message
                continue
            }
            var directory = (path as NSString).deletingLastPathComponent
            // A folder with a `/` is below its group folder.
            while directory.contains("/") {
                directories.insert(directory)
                directory = (directory as NSString).deletingLastPathComponent
            }
        }
        // Deepest first; only folders that are now empty go.
        for directory in directories.sorted(by: { $0.count > $1.count }) {
            configuration.store.removeIfEmpty(directory)
        }
        return errors
    }

    /// `candidates` without the files that are a produced golden under
    /// another case.
    ///
    /// On a file system that ignores case, renaming a tweak from `Red` to
    /// `red` rewrites `Red.txt` in place, and the folder goes on listing it
    /// as `Red.txt`; it is the golden that just passed, and `--prune` must
    /// never delete it. There `red.txt` opens `Red.txt` though no entry is
    /// named so. Where case matters (Linux), `red.txt` is listed or does not
    /// open, and `Red.txt` is its own file and stays obsolete.
    private func withoutGoldensUnderAnotherCase(_ candidates: [String], plan: SnapshotPlan) -> [String] {
        guard !candidates.isEmpty else { return candidates }
        var producedByKey: [String: String] = [:]
        for goldenCase in plan.cases {
            for path in [goldenCase.plainPath, goldenCase.stylesPath] {
                producedByKey[CaseFolding.key(path)] = path
            }
        }
        return candidates.filter { candidate in
            guard let produced = producedByKey[CaseFolding.key(candidate)] else { return true }
            return !configuration.store.resolvesOnlyByFoldingCase(produced)
        }
    }

    private static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
    }
}
