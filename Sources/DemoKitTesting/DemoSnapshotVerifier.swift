import DemoKitCore
import DemoKitExport
import DemoKitSnapshots
import Foundation

/// Runs the snapshot engine for the test helpers: the same plan, files,
/// record modes and messages as `demo-runner snapshot`, with the package root
/// found from the calling test file.
enum DemoSnapshotVerifier {
    static func verify(
        registry: any DiscoveredDemos.Type,
        filter: String? = nil,
        record: SnapshotRecordMode?,
        snapshotDirectory: String?,
        jobs: Int? = nil,
        isolation: DemoSnapshotIsolation? = nil,
        filePath: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        let settings = DemoSnapshotSettings.current
        let setup: Setup
        switch Setup.make(
            registry: registry, filter: filter, record: record,
            snapshotDirectory: snapshotDirectory ?? settings.snapshotDirectory, jobs: jobs ?? settings.jobs,
            environment: environment, filePath: filePath, settings: settings)
        {
        case .success(let made): setup = made
        case .failure(let problem): return problem.message
        }
        if setup.plan.cases.isEmpty, let filter {
            let example = setup.catalog.firstDemo.map { ", e.g. '\($0.address)'" } ?? ""
            let list = runnerCommand(runner: setup.runnerName) + " list"
            return "no golden matches the filter '\(TerminalSafeText.oneLine(filter))'; "
                + "write GROUP/DEMO[/TWEAK] as '\(list)' shows them\(example)"
        }
        let reportURL = environment[FailureReportFile.environmentVariable].flatMap { path in
            path.isEmpty ? nil : TypedPath.url(path, relativeTo: setup.currentDirectory)
        }
        var configuration = setup.configuration(environment: environment)
        configuration.keepsContents = reportURL != nil
        // `.process`: the catalog's own runner's workers, as `demo-runner
        // snapshot` renders, under XCTest and Swift Testing alike. In this
        // process, a demo that calls `exit` would end the test run as if it
        // passed: it fails naming the demo whose code called it instead.
        if let isolation = isolation ?? settings.isolation {
            switch RunnerWorkers.launch(runnerName: setup.runnerName, isolation: isolation, environment: environment) {
            case .success(let launch): configuration.rendering = .workers(launch)
            case .failure(let problem): return problem.message
            }
        } else {
            configuration.rendering = .inProcess { "\($0.key) (checked by DemoKitTesting)" }
        }
        return run(setup, configuration: configuration, reportURL: reportURL, failsOnOverflow: settings.failsWhenTooWide ?? false)
    }

    /// A failure to set a check up, in the words it is reported with.
    struct Problem: Error {
        var message: String
    }

    /// What a check resolved before it runs: the catalog, the record mode,
    /// the threads, where the goldens are, and the cases.
    struct Setup {
        var catalog: Catalog
        var runnerName: String
        var mode: SnapshotRecordMode
        /// Whether the record mode was asked for (not implied).
        var isRecordExplicit: Bool
        var threads: Int
        var location: SnapshotLocation.Resolved
        var plan: SnapshotPlan
        /// The media the plan's scripts pin (``PinnedMedia``), checked after the goldens.
        var pins: [PinnedMedia.Pin]
        var currentDirectory: URL
        var display: @Sendable (String) -> String

        /// Resolves the check's catalog, record mode, threads, goldens'
        /// folder and plan; a problem in the words the test reports.
        static func make(
            registry: any DiscoveredDemos.Type, filter: String?, record: SnapshotRecordMode?,
            snapshotDirectory: String?, jobs: Int?, environment: [String: String], filePath: String,
            settings: DemoSnapshotSettings
        ) -> Result<Setup, Problem> {
            let catalog: Catalog
            do {
                catalog = try Catalog(groups: registry.groups)
            } catch {
                return .failure(Problem(message: "invalid catalog: \(error.description)"))
            }
            let fromEnvironment: SnapshotRecordMode?
            do {
                fromEnvironment = try SnapshotRecordMode.fromEnvironment(environment)
            } catch {
                return .failure(Problem(message: error.message))
            }
            let threads = jobs ?? SnapshotConfiguration.defaultJobs
            guard threads >= 1 else {
                return .failure(Problem(
                    message: "invalid value \(threads) for 'jobs:'; give 1 or more threads "
                        + "(1 for demos that are not thread-safe)"))
            }
            let chosen = record ?? settings.record ?? fromEnvironment
            let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let location: SnapshotLocation.Resolved
            let plan: SnapshotPlan
            let pins: [PinnedMedia.Pin]
            do {
                location = try SnapshotLocation.resolve(
                    explicit: nil, configured: snapshotDirectory,
                    targetDefault: SnapshotLocation.defaultDirectory(forSources: registry.sourceDirectory),
                    environment: environment,
                    anchors: [URL(fileURLWithPath: filePath), currentDirectory],
                    currentDirectory: currentDirectory)
                plan = try SnapshotPlan(
                    catalog: catalog, filter: filter.map { pattern throws(SnapshotSetupError) in
                        try SnapshotFilter(pattern, option: "'filter:'")
                    })
                pins = try PinnedMedia.pins(in: plan, pending: location.pendingStore(fallbackRoot: currentDirectory))
            } catch {
                return .failure(Problem(message: error.message))
            }
            let base = location.packageRoot ?? currentDirectory
            let display: @Sendable (String) -> String = { SnapshotLocation.display($0, relativeTo: base) }
            do {
                try location.validate(
                    mayCreateRoot: chosen != nil, recordHint: "set DEMOKIT_RECORD=missing",
                    artifactsName: "the default", display: display)
            } catch {
                return .failure(Problem(message: error.message))
            }
            return .success(Setup(
                catalog: catalog, runnerName: registry.runnerName,
                mode: chosen ?? SnapshotRecordMode.implicit(environment: environment), isRecordExplicit: chosen != nil,
                threads: threads, location: location, plan: plan, pins: pins, currentDirectory: currentDirectory, display: display))
        }

        /// The engine's configuration: where goldens and artifacts go, the
        /// record mode, and the commands messages name.
        func configuration(environment: [String: String]) -> SnapshotConfiguration {
            let shownSnapshots = location.origin.isTyped || location.origin == .code ? display(location.root.path) : nil
            return SnapshotConfiguration(
                store: GoldenStore(root: location.root),
                artifacts: location.artifacts,
                record: mode,
                isRecordExplicit: isRecordExplicit,
                isContinuousIntegration: SnapshotRecordMode.isContinuousIntegration(environment),
                looksForObsolete: false,
                jobs: threads,
                rerecordCommand: { _, mode in DemoSnapshotVerifier.rerecordCommand(mode: mode) },
                reviewCommand: DemoSnapshotVerifier.reviewCommand(runner: runnerName, snapshots: shownSnapshots),
                acceptCommand: DemoSnapshotVerifier.acceptCommand(runner: runnerName, snapshots: shownSnapshots),
                displayPath: { [display] in TerminalSafeText.oneLine(display($0)) })
        }
    }

    /// Runs the engine over the plan and says what failed, shortened as
    /// `demo-runner snapshot` prints it (the report, when asked for, keeps
    /// the rest), then the summary; `nil` when nothing failed, after a note
    /// on standard error when goldens were written.
    private static func run(
        _ setup: Setup, configuration: SnapshotConfiguration, reportURL: URL?, failsOnOverflow: Bool
    ) -> String? {
        var failures: [String] = []
        var failed: [SnapshotResult] = []
        var written: [String] = []
        var digest = FailureDigest(verbose: false)
        // The engine's counts, with a rendering too wide for its width
        // counted as failed where that fails (`failsWhenTooWide`), so that
        // the summary agrees with the failures above it.
        var summary = SnapshotSummary()
        let keep = { (shown: [FailureDigest.Shown]) in
            for failure in shown {
                failures.append("✗ \(TerminalSafeText.oneLine(failure.result.path)): \(failure.text)")
            }
        }
        _ = SnapshotEngine(configuration: configuration).run(setup.plan) { result in
            var counted = result
            if let overflow = result.overflow {
                if failsOnOverflow {
                    let why = "wider than its width fails here (failsWhenTooWide)"
                    failures.append("✗ \(overflow.goldenWarning); \(why)")
                    if !result.isFailure {
                        counted = .failed(
                            path: result.path, key: result.key,
                            .wrongOutcome(subject: TerminalSafeText.oneLine(result.key), why: why),
                            wasMissing: result.wasMissing, duration: result.duration)
                    }
                } else {
                    warn(overflow.goldenWarning)
                }
            }
            summary.add(counted)
            if result.wrote { written.append(TerminalSafeText.oneLine(result.path)) }
            keep(digest.add(result))
            if result.isFailure, reportURL != nil { failed.append(result) }
        }
        keep(digest.finish())
        failures += missingLines(digest, setup: setup, configuration: configuration)
        // The scripts' pinned media, checked as `demo-runner snapshot` checks it, in its words.
        let media = PinnedMedia.check(
            setup.pins, pending: setup.location.pendingStore(fallbackRoot: setup.currentDirectory), mode: setup.mode)
        let mediaReport = String(PinnedMedia.report(media, configuration: configuration).dropLast())
        if media.contains(where: \.isFailure) {
            failures.append(mediaReport)
        } else if media.contains(where: { $0.status == .written }) {
            note(mediaReport)
        }
        if digest.shortened, reportURL == nil {
            failures.append(
                "(shortened: set \(FailureReportFile.environmentVariable)=snapshots.html for a page "
                    + "with every failure in full)")
        }
        if let reportURL {
            // `DEMOKIT_REPORT=PATH.html`: every failure on one page, added to
            // by each assertion of the test process.
            let report = FailureReport(
                title: "swift test · DemoKitTesting", results: failed,
                media: PinnedMedia.reportEntries(media, configuration: configuration))
            let checked = Set(setup.plan.cases.map(\.key) + setup.pins.map(\.path))
            if let error = FailureReportFile.write(report, to: reportURL, checked: checked) {
                failures.append("✗ \(error)")
            } else if !report.entries.isEmpty {
                failures.append("Report: \(TerminalSafeText.oneLine(setup.display(reportURL.path)))")
            }
        }
        guard !failures.isEmpty else {
            // A run that wrote goldens says so, though nothing failed.
            if !written.isEmpty { note(wroteNote(written, mode: setup.mode, summary: summary)) }
            return nil
        }
        return (failures + [summary.line]).joined(separator: "\n\n")
    }

    /// The line that tells how to record the goldens that are missing, and
    /// where they were looked for; none when none is missing.
    private static func missingLines(
        _ digest: FailureDigest, setup: Setup, configuration: SnapshotConfiguration
    ) -> [String] {
        guard let first = digest.missing.first, let goldenCase = setup.plan.cases.first(where: { $0.key == first }),
            let line = digest.missingLine(
                recordCommand: configuration.rerecordCommand(goldenCase, .missing),
                isContinuousIntegration: configuration.isContinuousIntegration)
        else { return [] }
        return [line, whereGoldensAre(setup.location, display: setup.display)]
    }

    /// `wrote 2 goldens (record: missing): Components/a.txt, …`, then the
    /// summary: what a passing run that wrote files tells.
    static func wroteNote(_ paths: [String], mode: SnapshotRecordMode, summary: SnapshotSummary) -> String {
        let shown = paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? ", and \(paths.count - 5) more" : "")
        return "wrote \(paths.count) golden \(paths.count == 1 ? "file" : "files") (record: \(mode)): \(shown); "
            + summary.line
    }

    /// What the re-record command does in `mode`, in the words of the
    /// command it names.
    static func rerecordCommand(mode: SnapshotRecordMode) -> String {
        "DEMOKIT_RECORD=\(mode) swift test (\(mode.whatItWrites)), "
            + "or wrap the assertion in withDemoSnapshots(record: .\(mode)) { … }"
    }

    /// The command that reviews a pending rendering, run from the package:
    /// `swift run MyDemos review` when the demos' target is the runner, else
    /// the `demo` command plugin, which finds the package's runner; with
    /// `--snapshots` when the goldens are not in the target's default folder.
    static func reviewCommand(runner: String, snapshots: String?) -> String {
        runnerCommand(runner: runner) + " review" + (snapshots.map { " --snapshots " + ShellWord.quoted($0) } ?? "")
    }

    /// The command that accepts one case's pending rendering alone, run
    /// from the package, as ``reviewCommand(runner:snapshots:)`` names the runner.
    static func acceptCommand(runner: String, snapshots: String?) -> @Sendable (GoldenCase) -> String {
        let command = runnerCommand(runner: runner)
        let folder = snapshots.map { " --snapshots " + ShellWord.quoted($0) } ?? ""
        return { "\(command) review --accept \(ShellWord.quoted($0.filterPattern))\(folder)" }
    }

    /// Where the helper looked for goldens it did not find, and, when the
    /// registry names no sources folder, why that can differ from where
    /// `snapshot` records.
    static func whereGoldensAre(_ location: SnapshotLocation.Resolved, display: (String) -> String) -> String {
        let folder = TerminalSafeText.oneLine(display(location.root.path))
        guard location.origin == .packageDefault else {
            return "(looked in \(folder), \(location.origin.name))"
        }
        return "(looked in \(folder), the package's default, as this registry names no sources folder; "
            + "the DemoRegistry the DemoKitDiscovery plugin generates names its target's, where 'snapshot' records)"
    }

    /// The command that runs the package's demo runner from the package:
    /// `swift run MyDemos` when the demos' target is the runner, else the
    /// `demo` command plugin, which finds it.
    static func runnerCommand(runner: String) -> String {
        runner.isEmpty ? "swift package --allow-writing-to-package-directory demo" : "swift run \(ShellWord.quoted(runner))"
    }

    /// Tells a person what does not fail: one line on standard error, as
    /// `demo-runner snapshot` prints it. `message` is made of identifiers
    /// made safe to print and of DemoKit's own words.
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8))
    }

    /// Tells a person what a passing check did (goldens it wrote): one line
    /// on standard error.
    static func note(_ message: String) {
        FileHandle.standardError.write(Data(("note: " + message + "\n").utf8))
    }
}
