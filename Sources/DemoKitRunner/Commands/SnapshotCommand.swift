import DemoKitCore
import DemoKitExport
import DemoKitSnapshots
import DemoKitWorkers
import Foundation

/// `demo-runner snapshot`: checks every demo, in every tweak and variation,
/// against its golden file, and records goldens on request.
///
/// Prints each failure with a text diff (a rendering whose text is the same
/// names its changed cells and their styles in words) and the command that
/// re-records it, the renderings without a golden on one line, the obsolete
/// goldens of a complete run, then one summary line, counting renderings:
/// `24 renderings: 23 passed, 1 failed, 0 written, 0 missing, 0 obsolete files`.
/// `--verbose` prints every failure in full. A rendering wider than its
/// width is a warning on standard error, once per rendering. Exits 0 when
/// nothing failed; 1 when a golden is missing or different, a demo failed
/// to render, a script's pinned media (``PinnedMedia``) is missing or
/// different, an obsolete file could not be deleted or the JUnit report could
/// not be written; 64 for a usage error, found before anything is rendered.
package struct SnapshotCommand: RunnerCommand {
    package static let spec = CommandSpec(
        name: "snapshot",
        abstract: "Check (or record) the golden snapshot of every demo and tweak.",
        discussion: """
            Renders each demo in each tweak at 80 columns, light, left to right, and compares it
            with its golden under Demos/__Snapshots__: GROUP/DEMO/TWEAK.txt, plus TWEAK.ansi
            with the ANSI styles when the rendering has any. Without --record, the new rendering
            of a missing or different golden is left pending on a developer's machine (the run
            fails; accept or reject it with 'review'); when CI is set nothing is written. A
            rendering with a line wider than its width is warned of on standard error: its
            golden keeps the line, a terminal of that width cuts it. A script's pinned media
            (DemoScript.media, e.g. a README's animated SVG) is checked the same way, against
            the file under the package root: left pending for 'review', or written by --record
            missing, failed or all.
            """,
        options: Options.specs
    )

    /// `snapshot`'s options, as the parser reads them.
    package struct Options: CommandOptions {
        /// `--record`.
        package var record: String?
        /// `--filter`.
        package var filter: String?
        /// `--shard`.
        package var shard: String?
        /// `--prune`.
        package var prune: Bool = false
        /// `--snapshots`.
        package var snapshots: String?
        /// `--artifacts`.
        package var artifacts: String?
        /// `--junit`.
        package var junit: String?
        /// `--report`.
        package var report: String?
        /// `--json`.
        package var json: Bool = false
        /// `--verbose`.
        package var verbose: Bool = false
        /// `--jobs`.
        package var jobs: String?
        /// `--timeout`.
        package var timeout: String?
        /// `--in-process`.
        package var inProcess: Bool = false

        package init() {}

        package static let all: [CommandOption<Options>] = [
            .value(
                \.record, "record", value: "mode", allowedValues: SnapshotRecordMode.names,
                help: "pending: leave new and changed renderings for 'review' (the default\n"
                    + "outside CI); missing: write goldens that do not exist; failed: also rewrite\n"
                    + "those that differ; all: rewrite every golden that changed; never: write nothing."),
            .value(
                \.filter, "filter", value: "pattern",
                help: "Check only these groups, demos or tweaks: 'red', 'Components/buttons',\n"
                    + "'*/*/red'; '=Components/buttons' for that golden alone; several separated by ','."),
            .value(
                \.shard, "shard", value: "i/n", help: "Check part I of N (stable split by identifier), e.g. 2/4."),
            .flag(\.prune, "prune", help: "Delete obsolete goldens (complete runs only)."),
            .value(
                \.snapshots, "snapshots", value: "dir",
                help: "The snapshot folder. Defaults to the runner's snapshotDirectory:, then\n"
                    + "$DEMOKIT_SNAPSHOTS, then Demos/__Snapshots__ in the package root."),
            .value(
                \.artifacts, "artifacts", value: "dir",
                help: "Where the actual output of failing goldens is kept.\n"
                    + "Defaults to .build/demokit-snapshots in the package root."),
            .value(\.junit, "junit", value: "path", help: "Also write a JUnit XML report to this file."),
            .value(
                \.report, "report", value: "path",
                help: "Also write a web page of every failure (old and new side by side, in\n"
                    + "colour, with the diff and the command that accepts each) to this file."),
            .flag(\.json, "json", help: "Print the results as JSON for scripts (schema: the DemoKitRunner documentation)."),
            .flag(
                \.verbose, "verbose",
                help: "Print every failure in full: each missing golden on its own, and the diff of\n"
                    + "a styles golden's escape sequences beside its changed cells."),
            JobsOption.option(
                \.jobs,
                help: "Render on this many threads and worker processes (default: one per core,\n"
                    + "at most 8)."),
            TimeLimitOption.option(\.timeout, stopping: "Fail a golden whose render, or one script step,"),
            .flag(
                \.inProcess, "in-process",
                help: "Render in the runner's own process instead of worker processes (a demo\n"
                    + "that crashes then ends the run; '--timeout' is not available)."),
        ]
    }

    let record: SnapshotRecordMode?
    let filter: SnapshotFilter?
    let shard: SnapshotShard?
    let prune: Bool
    let snapshots: String?
    let artifacts: String?
    let junit: String?
    let report: String?
    let json: Bool
    let verbose: Bool
    let jobs: Int
    let timeout: Double
    let inProcess: Bool
    /// Where cases are rendered: workers started as soon as the command
    /// line is known to be valid, or this process.
    let rendering: GoldenRendering

    package init(options: Options, arguments: [String], environment: RunnerEnvironment) throws(RunnerError) {
        record = options.record.flatMap(SnapshotRecordMode.init)
        do {
            filter = try options.filter.map { text throws(SnapshotSetupError) in try SnapshotFilter(text) }
            shard = try options.shard.map(SnapshotShard.init)
        } catch {
            throw .usage(error.message)
        }
        prune = options.prune
        if prune, filter != nil || (shard?.count ?? 1) > 1 {
            throw .usage(
                "'--prune' needs a complete run, to know which goldens nothing produces; "
                    + "leave out '--filter' and '--shard'")
        }
        snapshots = options.snapshots
        artifacts = options.artifacts
        junit = options.junit
        if let junit { try Self.checkReportPath(junit, option: "junit", example: "snapshots.xml", environment: environment) }
        report = options.report
        if let report {
            try Self.checkReportPath(report, option: "report", example: "snapshots.html", environment: environment)
            guard FailureReport.mayReplace(environment.url(forPath: report)) else {
                throw .usage(
                    "'--report' \(TerminalSafeText.oneLine(report)) is a file that is not a DemoKit failure report; "
                        + "give another path or delete the file")
            }
        }
        json = options.json
        verbose = options.verbose
        jobs = try JobsOption.count(options.jobs)
        inProcess = options.inProcess
        timeout = try TimeLimitOption.seconds(options.timeout)
        if inProcess, options.timeout != nil {
            throw .usage("'--timeout' needs render workers; leave out '--in-process'")
        }
        // Started now, before the runner builds its catalog and plans the
        // run: the workers load and build theirs meanwhile. Workers a run
        // does not use (an invalid catalog, a usage error found later) end
        // when the command is released.
        rendering = (inProcess ? nil : environment.renderWorkers(timeout: timeout, jobs: jobs)) ?? .inProcess
    }

    package func run(catalog: Catalog, environment: RunnerEnvironment) throws(RunnerError) {
        let (location, plan, display) = try locate(catalog: catalog, environment: environment)
        let pins: [PinnedMedia.Pin]
        do {
            pins = try PinnedMedia.pins(in: plan, pending: location.pendingStore(fallbackRoot: environment.currentDirectory))
        } catch {
            throw .failure(error.message)
        }
        let isCI = SnapshotRecordMode.isContinuousIntegration(environment.variables)
        let mode = record ?? SnapshotRecordMode.implicit(environment: environment.variables)
        let configuration = configuration(
            location: location, mode: mode, isCI: isCI, display: display, environment: environment)
        var engineConfiguration = configuration
        engineConfiguration.keepsContents = report != nil
        engineConfiguration.rendering = rendering
        // Rendered in this process (`--in-process`, or no worker to start),
        // a demo that calls `exit` fails naming itself instead of ending the
        // run with its status; workers report it as a crash already.
        if inProcess || environment.renderWorkerArguments == nil {
            engineConfiguration.willRender = { goldenCase in DemoExitGuard.start(goldenCase.key) }
        }
        defer { DemoExitGuard.finish() }

        let out = environment.write
        if !json {
            var scope = "\(plan.cases.count) of \(plan.totalCount) demo renderings"
            if let shard { scope += ", shard \(shard)" }
            if let filter { scope += ", filter '\(filter)'" }
            let root = TerminalSafeText.oneLine(display(location.root.path))
            out("Checking \(scope) in \(root) (record: \(mode)\(isCI ? ", CI" : ""))\n")
        }
        let keepsResults = json || junit != nil || report != nil
        var results: [SnapshotResult] = []
        var digest = FailureDigest(verbose: verbose)
        let printFailures = { (shown: [FailureDigest.Shown]) in
            for failure in shown {
                out("✗ \(TerminalSafeText.oneLine(failure.result.path))\n\(Self.indented(failure.text))\n")
            }
        }
        let summary = SnapshotEngine(configuration: engineConfiguration).run(plan) { result in
            if keepsResults { results.append(result) }
            // On standard error, so that it reaches a person under --json too.
            if let overflow = result.overflow { environment.warn(overflow.goldenWarning) }
            guard !json else { return }
            printFailures(digest.add(result))
            guard let message = result.message else { return }
            switch result.status {
            case .failed: break
            case .recorded: out("✓ \(message)\n")
            case .passed: out("\(message)\n")
            }
        }
        let pending = location.pendingStore(fallbackRoot: environment.currentDirectory)
        let media = PinnedMedia.check(pins, pending: pending, mode: mode)
        if json {
            let report = SnapshotJSONReport(
                snapshots: display(location.root.path), summary: summary, results: results,
                media: PinnedMedia.json(media, configuration: configuration))
            out(TerminalSafeText.json(report.json()))
        } else {
            printFailures(digest.finish())
            out(PinnedMedia.report(media, configuration: configuration))
            printClosing(digest: digest, summary: summary, isCI: isCI, environment: environment)
        }
        // After the summary, so that a report that cannot be written hides nothing.
        var failures = writeReports(
            results: results, media: PinnedMedia.reportEntries(media, configuration: configuration), summary: summary,
            display: display, environment: environment)
        if !summary.succeeded { failures.append(Self.failureLine(summary)) }
        if let line = PinnedMedia.failureLine(media) { failures.append(line) }
        if !failures.isEmpty { throw .failure(failures.joined(separator: "; ")) }
    }

    /// What the engine and the pins' words need of this run: where goldens
    /// go, how it records, and the commands its messages print.
    private func configuration(
        location: SnapshotLocation.Resolved, mode: SnapshotRecordMode, isCI: Bool,
        display: @escaping @Sendable (String) -> String, environment: RunnerEnvironment
    ) -> SnapshotConfiguration {
        SnapshotConfiguration(
            store: GoldenStore(root: location.root),
            artifacts: location.artifacts,
            record: mode,
            isRecordExplicit: record != nil,
            isContinuousIntegration: isCI,
            prune: prune,
            jobs: jobs,
            rerecordCommand: rerecordCommand(environment: environment),
            reviewCommand: reviewCommand(environment: environment),
            acceptCommand: acceptCommand(environment: environment),
            displayPath: { TerminalSafeText.oneLine(display($0)) })
    }

    /// Where the goldens are and which cases this run checks, with how
    /// paths are shown; a folder or a filter that cannot be used is a
    /// usage error, found before anything renders.
    private func locate(
        catalog: Catalog, environment: RunnerEnvironment
    ) throws(RunnerError) -> (SnapshotLocation.Resolved, SnapshotPlan, @Sendable (String) -> String) {
        let location: SnapshotLocation.Resolved
        let plan: SnapshotPlan
        do {
            location = try environment.snapshotLocation(explicit: snapshots, artifacts: artifacts)
            plan = try SnapshotPlan(catalog: catalog, filter: filter, shard: shard)
        } catch {
            throw .failure(error.message)
        }
        let currentDirectory = environment.currentDirectory
        let display: @Sendable (String) -> String = {
            SnapshotLocation.display($0, relativeTo: currentDirectory)
        }
        do {
            try location.validate(
                mayCreateRoot: record != nil, recordHint: "add '--record missing'",
                artifactsName: artifacts == nil ? "the default" : "'--artifacts'", display: display)
        } catch {
            throw .usage(error.message)
        }
        if prune, let marker = GoldenStore(root: location.root).projectMarker() {
            throw .usage(
                "refusing '--prune' in \(TerminalSafeText.oneLine(display(location.root.path))): "
                    + "it holds \(marker), so it is a project, not a snapshot folder; "
                    + "point '--snapshots' at the snapshot folder")
        }
        if let filter, plan.cases.isEmpty, shard == nil {
            throw .usage(
                "no golden matches the filter '\(filter)'; see '\(environment.commandName) list' "
                    + "for the identifiers")
        }
        return (location, plan, display)
    }

    /// What follows the failures: the missing goldens in one line, the
    /// obsolete ones, where the full text is, and the summary.
    private func printClosing(
        digest: FailureDigest, summary: SnapshotSummary, isCI: Bool, environment: RunnerEnvironment
    ) {
        let out = environment.write
        if let line = digest.missingLine(
            recordCommand: recordMissingCommand(environment: environment), isContinuousIntegration: isCI)
        {
            out(line + "\n")
        }
        out(Self.obsoleteReport(summary, pruneCommand: pruneCommand(environment: environment)))
        if digest.shortened {
            out("(shortened: '\(environment.commandName) snapshot --verbose' prints every failure in full"
                + (report == nil ? ", as does a page from '--report PATH.html')\n" : "; so does the report)\n"))
        }
        out(summary.line + "\n")
    }

    /// Writes `--junit` and `--report`; returns why each that could not be
    /// written was not.
    private func writeReports(
        results: [SnapshotResult], media: [FailureReport.Entry], summary: SnapshotSummary, display: (String) -> String,
        environment: RunnerEnvironment
    ) -> [String] {
        var failures: [String] = []
        if let junit {
            let url = environment.url(forPath: junit)
            do {
                let xml = JUnitWriter.xml(results: results, name: "\(environment.commandName) snapshot")
                try AtomicFile.write(Data(xml.utf8), to: url)
            } catch {
                failures.append(
                    "cannot write the JUnit report to \(TerminalSafeText.oneLine(display(url.path))): "
                        + fileSystemErrorReason(error))
            }
        }
        if let report {
            let title = "\(environment.commandName) snapshot · \(summary.line)"
            do {
                try FailureReport(title: title, results: results, media: media).write(to: environment.url(forPath: report))
                if !json {
                    environment.write(
                        "Report: \(TerminalSafeText.oneLine(display(environment.url(forPath: report).path)))\n")
                }
            } catch {
                failures.append(TerminalSafeText.oneLine(error.message))
            }
        }
        return failures
    }

    /// Checks `--junit` or `--report` before the run, so that a typo does
    /// not cost a whole run: its folder must exist, and it must not be a
    /// folder itself.
    static func checkReportPath(
        _ path: String, option: String, example: String, environment: RunnerEnvironment
    ) throws(RunnerError) {
        let url = environment.url(forPath: path)
        let shown = TerminalSafeText.oneLine(path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .usage("'--\(option)' \(shown) is a folder; give a file path, e.g. '\(shown)/\(example)'")
        }
        let parent = url.deletingLastPathComponent().path
        let shownParent = TerminalSafeText.oneLine(
            SnapshotLocation.display(parent, relativeTo: environment.currentDirectory))
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) else {
            throw .usage("'--\(option)' \(shown): the folder \(shownParent) does not exist; create it or give another path")
        }
        guard isDirectory.boolValue else {
            throw .usage("'--\(option)' \(shown): \(shownParent) is not a folder; give a path in a folder")
        }
    }

    /// One line per obsolete file: what it is and how to delete it, or that
    /// it was deleted, or why it could not be. `--prune` deletes every
    /// obsolete file, and a line among several says so.
    static func obsoleteReport(_ summary: SnapshotSummary, pruneCommand: String) -> String {
        var text = ""
        let obsolete = summary.obsolete ?? []
        let prune = "'\(pruneCommand)'"
        let fix = obsolete.count == 1
            ? "delete it with \(prune)" : "\(prune) deletes it and the other \(obsolete.count - 1)"
        for path in obsolete {
            let shown = TerminalSafeText.oneLine(path)
            let what = GoldenFile.isLeftoverTemporaryName((path as NSString).lastPathComponent)
                ? "a temporary file an interrupted run left behind"
                : "no demo, tweak or variation produces it"
            if !summary.pruned {
                text += "obsolete: \(shown) (\(what)); \(fix)\n"
            } else if let reason = summary.pruneErrors[path] {
                text += "✗ \(shown)\n  obsolete (\(what)), but cannot be deleted: \(reason)\n"
            } else {
                text += "deleted obsolete \(shown) (\(what))\n"
            }
        }
        return text
    }

    /// `1 of 8 renderings failed; 1 obsolete file could not be deleted`.
    static func failureLine(_ summary: SnapshotSummary) -> String {
        var parts: [String] = []
        let renderings = summary.renderings
        if renderings.failed > 0 {
            parts.append("\(renderings.failed) of \(renderings.total) renderings failed")
        }
        switch summary.pruneErrors.count {
        case 0: break
        case 1: parts.append("1 obsolete file could not be deleted")
        case let count: parts.append("\(count) obsolete files could not be deleted")
        }
        return parts.joined(separator: "; ")
    }

    /// `demo-runner snapshot --record failed --filter 'Components/buttons/red'`,
    /// with `--snapshots` when one was given.
    private func rerecordCommand(
        environment: RunnerEnvironment
    ) -> @Sendable (GoldenCase, SnapshotRecordMode) -> String {
        let name = environment.commandName
        let snapshots = self.snapshots
        return { goldenCase, mode in
            var words = [name, "snapshot", "--record", mode.description]
            words += ["--filter", Self.quoted(goldenCase.filterPattern)]
            if let snapshots { words += ["--snapshots", Self.quoted(snapshots)] }
            return words.joined(separator: " ")
        }
    }

    /// `demo-runner snapshot --prune`, with `--snapshots` when one was
    /// given: it prunes the folder this run checked.
    private func pruneCommand(environment: RunnerEnvironment) -> String {
        var words = [environment.commandName, "snapshot", "--prune"]
        if let snapshots { words += ["--snapshots", Self.quoted(snapshots)] }
        return words.joined(separator: " ")
    }

    /// `demo-runner snapshot --record missing`, with this run's `--filter`
    /// and `--snapshots`: what records every golden this run found missing.
    private func recordMissingCommand(environment: RunnerEnvironment) -> String {
        var words = [environment.commandName, "snapshot", "--record", SnapshotRecordMode.missing.description]
        if let filter { words += ["--filter", Self.quoted(filter.description)] }
        if let snapshots { words += ["--snapshots", Self.quoted(snapshots)] }
        return words.joined(separator: " ")
    }

    /// `demo-runner review`, with `--snapshots` when one was given.
    private func reviewCommand(environment: RunnerEnvironment) -> String {
        environment.commandName + " review" + (snapshots.map { " --snapshots " + Self.quoted($0) } ?? "")
    }

    /// `demo-runner review --accept '=Components/buttons/red'` (with
    /// `--snapshots` when one was given): accepts that one case alone.
    private func acceptCommand(environment: RunnerEnvironment) -> @Sendable (GoldenCase) -> String {
        let name = environment.commandName
        let folder = snapshots.map { " --snapshots " + Self.quoted($0) } ?? ""
        return { goldenCase in "\(name) review --accept \(Self.quoted(goldenCase.filterPattern))\(folder)" }
    }

    /// Quotes a word for a POSIX shell when it needs it (``ShellWord``).
    static func quoted(_ word: String) -> String {
        ShellWord.quoted(word)
    }

    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
