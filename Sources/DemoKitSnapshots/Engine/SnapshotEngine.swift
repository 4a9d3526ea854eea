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
        // Hashes rather than paths: obsolete detection then costs 8 bytes per golden.
        var produced: Set<UInt64>? = plan.isComplete && configuration.looksForObsolete ? [] : nil
        let cases = plan.cases
        let engine = self
        let store = configuration.store
        // Listing the folders for obsolete goldens takes a while on a large
        // catalog; it runs beside the checks rather than after them.
        let listing = produced == nil ? nil : GoldenListing(store: store, groupFolders: plan.groupFolders)
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
                if produced != nil {
                    for hash in outcome.produced { produced?.insert(hash) }
                }
            }
        )
        if let produced, let listing {
            var obsolete = listing.files().filter { !produced.contains($0.hash) }.map(\.path)
            // Listed while the checks ran: a file the run itself wrote and
            // renamed into place (a temporary file) may be gone since.
            let reader = store.makeReader()
            obsolete = obsolete.filter { reader.exists($0) }
            obsolete = withoutGoldensUnderAnotherCase(obsolete, plan: plan)
            obsolete.sort()
            summary.obsolete = obsolete
            if configuration.prune, !obsolete.isEmpty {
                summary.pruneErrors = prune(obsolete)
                summary.failed += summary.pruneErrors.count
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

    /// The results of one case and the golden paths it accounts for, as
    /// hashes (made on the worker threads, not the one that delivers).
    struct CaseOutcome: Sendable {
        var results: [SnapshotResult]
        var produced: [UInt64]
    }

    /// Checks one case's goldens.
    ///
    /// - Parameter pending: The cases that had a pending entry when the run
    ///   began (``PendingStore``), by base path.
    func check(
        _ goldenCase: GoldenCase, reader: GoldenReader,
        renderer: any GoldenRenderingLane = InProcessRenderingLane(), pending: Set<String> = []
    ) -> CaseOutcome {
        configuration.willRender?(goldenCase)
        let start = DispatchTime.now().uptimeNanoseconds
        let rendering: GoldenRenderer.Rendering
        switch renderer.render(goldenCase) {
        case .rendered(let rendered):
            rendering = rendered
        case .matched(let hasStyles):
            return matched(goldenCase, hasStyles: hasStyles, since: start, hadPending: pending.contains(goldenCase.basePath))
        case let failure:
            var result = SnapshotResult(
                path: goldenCase.plainPath, key: goldenCase.key, outcome: .failed,
                duration: Self.seconds(since: start))
            switch failure {
            case .threw(let error):
                // The demo's error, on one line that cannot drive the terminal.
                result.message = "\(goldenCase.description) failed to render: " + TerminalSafeText.oneLine(error)
            case .crashed(let crash):
                result.crash = crash
                result.message = crash.message(for: goldenCase)
            case .timedOut(let timeout):
                result.timeout = timeout
                result.message = timeout.message(for: goldenCase)
            case .unavailable(let reason):
                result.message = "\(goldenCase.description) was not rendered: " + TerminalSafeText.oneLine(reason)
            case .rendered, .matched:
                break
            }
            return CaseOutcome(results: [result], produced: Self.hashes(goldenCase))
        }
        // Told with the rendering's first file, whatever happens to its
        // goldens; named without the variation, so that the dark or right to
        // left copy of the same lines is told once (``run(_:observer:)``).
        let overflow = WidthOverflow(
            subject: goldenCase.description(withVariation: false), width: goldenCase.variation.context.width,
            widest: rendering.overflowWidth)
        if let failure = rendering.outcomeFailure {
            // Checked before the text: a wrong ending fails even a golden
            // that matches, and nothing is recorded over it.
            var result = SnapshotResult(
                path: goldenCase.plainPath, key: goldenCase.key, outcome: .failed,
                message: "\(goldenCase.description): " + TerminalSafeText.oneLine(failure)
                    + "; fix the demo or the script's expected outcome (nothing was recorded)",
                duration: Self.seconds(since: start))
            result.overflow = overflow
            return CaseOutcome(results: [result], produced: Self.hashes(goldenCase))
        }
        var results = [check(goldenCase, path: goldenCase.plainPath, expected: rendering.plain, reader: reader)]
        results[0].overflow = overflow
        if let styles = rendering.styles {
            let textFailed = results[0].outcome == .failed
            results.append(
                check(goldenCase, path: goldenCase.stylesPath, expected: styles, reader: reader, textFailed: textFailed))
        } else if reader.exists(goldenCase.stylesPath) {
            // Reported here, with its fix, and so not as obsolete as well.
            results.append(staleStyles(goldenCase))
        }
        settlePending(goldenCase, rendering, &results, hadEntry: pending.contains(goldenCase.basePath))
        let duration = Self.seconds(since: start) / Double(results.count)
        for index in results.indices { results[index].duration = duration }
        return CaseOutcome(results: results, produced: configuration.looksForObsolete ? Self.hashes(goldenCase) : [])
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
        return CaseOutcome(results: results, produced: configuration.looksForObsolete ? Self.hashes(goldenCase) : [])
    }

    /// Checks one golden file of a case.
    ///
    /// - Parameter textFailed: Whether the case's text golden failed: a
    ///   styles golden that differs then says so in one line, its diff
    ///   kept for ``SnapshotResult/detail``.
    private func check(
        _ goldenCase: GoldenCase, path: String, expected: [UInt8], reader: GoldenReader, textFailed: Bool = false
    ) -> SnapshotResult {
        let store = configuration.store
        let record = configuration.record
        var result = SnapshotResult(path: path, key: goldenCase.key, outcome: .passed)
        switch reader.compare(path, with: expected) {
        case .identical:
            return result
        case .refused(let message):
            result.outcome = .failed
            result.message = message
            return result
        case .unreadable(let reason):
            result.outcome = .failed
            result.message = "\(display(path)) cannot be read: \(reason); fix its permissions or delete it"
            return result
        case .notAFile(let kind):
            result.outcome = .failed
            result.message =
                "\(display(path)) is \(kind), not a golden file; delete it, then record the golden: "
                + rerecord(goldenCase, mode: .missing)
            return result
        case .missing:
            result.wasMissing = true
            keepContents(&result, golden: nil, actual: expected, goldenCase)
            if record.writesPending {
                result.outcome = .failed
                result.pending = true
                result.awaitsGolden = true
                result.message = "no golden for \(goldenCase.description): \(display(path)) does not exist."
                return result
            }
            guard record.writesMissing else {
                result.outcome = .failed
                result.awaitsGolden = true
                let why = configuration.isContinuousIntegration
                    ? "CI is set, so nothing is recorded; record it locally and commit it"
                    : "record it"
                result.message = """
                    no golden for \(goldenCase.description): \(display(path)) does not exist.
                    \(keepArtifact(path, expected))\(why): \(rerecord(goldenCase, mode: .missing))
                    """
                return result
            }
            if let failure = write(expected, to: path) {
                result.outcome = .failed
                result.message = failure
                return result
            }
            result.wrote = true
            if configuration.isRecordExplicit {
                result.outcome = .recorded
                result.message = "recorded new golden \(display(path))"
            } else {
                result.outcome = .failed
                result.message = """
                    no golden for \(goldenCase.description) existed; recorded \(display(path)).
                    Review it and commit it; the next run compares against it.
                    """
            }
            return result
        case .different(let bytes):
            let normalized = GoldenFile.normalized(bytes)
            if normalized == expected {
                // Same text, other line endings or final newlines.
                guard record.writesNonCanonical else { return result }
                return rerecorded(result, expected, at: path, saying: "rewrote \(display(path)) with LF line endings")
            }
            if record.writesMismatches {
                return rerecorded(result, expected, at: path, saying: "updated golden \(display(path))")
            }
            result.outcome = .failed
            keepContents(&result, golden: normalized, actual: expected, goldenCase)
            let pendingPath = PendingStore(goldens: store).path(path)
            let diff = GoldenDiff.text(
                golden: String(decoding: normalized, as: UTF8.self),
                actual: String(decoding: expected, as: UTF8.self),
                goldenLabel: display(store.path(path)),
                actualLabel: record.writesPending ? display(pendingPath) : artifactPath(path).map(display) ?? "(rendering)")
            let heading = "\(goldenCase.description) does not match its golden \(display(store.path(path))):"
            let artifact = record.writesPending ? "" : keepArtifact(path, expected)
            let fix = record.writesPending ? "" : "\n\(artifact)Re-record it: \(rerecord(goldenCase, mode: .failed))"
            result.pending = record.writesPending
            result.message = heading + "\n" + diff + fix
            guard path == goldenCase.stylesPath else { return result }
            // The styles golden holds the text too: its diff of escape
            // sequences repeats the text diff, or hides a colour in them.
            let changes = StyleDiff.changes(
                golden: String(decoding: normalized, as: UTF8.self), actual: String(decoding: expected, as: UTF8.self))
            if let changes, !changes.isEmpty {
                let words = "\(goldenCase.description): the text is the same, the styles changed "
                    + "(\(display(store.path(path)))):"
                result.detail = words + "\n" + StyleDiff.text(changes) + "\n" + diff + fix
                result.message = words + "\n" + StyleDiff.text(changes, limit: Self.shortStyleChanges) + fix
            } else if textFailed {
                result.detail = result.message
                result.message = "\(display(store.path(path))) differs too: its text changed (the diff above)"
            }
            return result
        }
    }

    /// How many changed runs of cells a styles failure names before it
    /// says how many more there are.
    static let shortStyleChanges = 8

    /// Keeps a failing golden's bytes and the rendering's in `result`, with
    /// the command that accepts the rendering, when a report wants them.
    private func keepContents(
        _ result: inout SnapshotResult, golden: [UInt8]?, actual: [UInt8], _ goldenCase: GoldenCase
    ) {
        guard configuration.keepsContents else { return }
        result.contents = SnapshotResult.Contents(golden: golden, actual: actual)
        result.acceptCommand = rerecord(goldenCase, mode: .failed)
    }

    /// A styles golden whose case now renders without styles.
    private func staleStyles(_ goldenCase: GoldenCase) -> SnapshotResult {
        let path = goldenCase.stylesPath
        var result = SnapshotResult(path: path, key: goldenCase.key, outcome: .failed)
        if configuration.record.writesMismatches {
            do {
                try configuration.store.remove(path)
                result.outcome = .recorded
                result.wrote = true
                result.message =
                    "deleted \(display(configuration.store.path(path))): the rendering has no styles any more"
            } catch {
                result.message = error.message
            }
            return result
        }
        if configuration.record.writesPending {
            result.pending = true
            result.message = """
                \(goldenCase.description) renders without styles now, but its styles golden \
                \(display(configuration.store.path(path))) keeps some (accepting deletes it).
                """
            return result
        }
        result.message = """
            \(goldenCase.description) renders without styles now, but its styles golden \
            \(display(configuration.store.path(path))) keeps some.
            Re-record it (this deletes that file): \(rerecord(goldenCase, mode: .failed))
            """
        return result
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
            if hadEntry, results.allSatisfy({ $0.outcome != .failed }) { dropPending(goldenCase) }
            return
        }
        let waiting = results.indices.filter { results[$0].pending }
        let note: String
        do {
            try pending.write(plain: rendering.plain, styles: rendering.styles, basePath: goldenCase.basePath)
            note = """
                Pending review: \(display(pending.path(goldenCase.plainPath)))
                Review it: \(configuration.reviewCommand(goldenCase))
                """
        } catch {
            note = "(could not leave it pending for review: \(error.message))\n"
                + "Re-record it: \(rerecord(goldenCase, mode: .failed))"
            for index in results.indices {
                results[index].pending = false
                results[index].awaitsGolden = false
            }
        }
        // Once per case, under its last failure: the entry holds both files.
        for index in waiting.suffix(1) {
            results[index].message = (results[index].message ?? "") + "\n" + note
        }
    }

    /// `result` after writing `bytes` over an existing golden: recorded with
    /// `message`, or failed with the reason the write failed.
    private func rerecorded(
        _ result: SnapshotResult, _ bytes: [UInt8], at path: String, saying message: String
    ) -> SnapshotResult {
        var result = result
        if let failure = write(bytes, to: path) {
            result.outcome = .failed
            result.message = failure
        } else {
            result.outcome = .recorded
            result.wrote = true
            result.message = message
        }
        return result
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
    private func keepArtifact(_ path: String, _ bytes: [UInt8]) -> String {
        guard let artifacts = configuration.artifacts, let artifact = artifactPath(path) else { return "" }
        let folder = ContainedFolder(root: artifacts.standardizedFileURL.path)
        let named = { (relative: String) in display(relative.isEmpty ? folder.root : folder.root + "/" + relative) }
        do {
            try folder.write(bytes, to: path)
            return "Actual output: \(display(artifact))\n"
        } catch {
            let reason: String
            switch error.reason {
            case .link:
                reason = "\(named(error.path)) is a symbolic link, and nothing is "
                    + "written through links below the artifacts folder; remove the link"
            case .wrongKind(let kind): reason = "\(named(error.path)) is \(kind)"
            case .system(let code): reason = SystemError(code: code).reason
            }
            return "(could not keep the actual output in \(display(artifact)): \(reason))\n"
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
    /// never delete it. Where case matters (Linux), `Red.txt` is its own
    /// file and stays obsolete.
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
            return !configuration.store.isSameFile(candidate, as: produced)
        }
    }

    /// The hashes of the golden paths a case accounts for, produced or not:
    /// a stale `.ansi` is reported by the case, not as obsolete.
    private static func hashes(_ goldenCase: GoldenCase) -> [UInt64] {
        // The stem hashed once, each extension after it.
        let stem = StableHash.fnv1a64(goldenCase.basePath)
        return [
            StableHash.fnv1a64(GoldenFile.plainExtension, continuing: stem),
            StableHash.fnv1a64(GoldenFile.stylesExtension, continuing: stem),
        ]
    }

    private static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
    }
}
