import DemoKitCore
import DemoKitExport
import DemoKitSnapshots
import Foundation

/// Runs the snapshot engine for the test helpers: the same plan, files,
/// record modes and messages as `demo-runner snapshot`, with the package root
/// found from the calling test file.
enum DemoSnapshotVerifier {
    static func verify(
        groups: [any DemoGroup.Type],
        registry explicitRegistry: (any DiscoveredDemos.Type)? = nil,
        demo: (group: String, identifier: String)?,
        filter: String? = nil,
        record: SnapshotRecordMode?,
        snapshotDirectory: String?,
        targetDefault: String? = nil,
        jobs: Int? = nil,
        filePath: String,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        failsWhenTooWide: Bool? = nil,
        skipping skipped: Set<String> = [],
        willRender: (@Sendable (GoldenCase) -> Void)? = nil,
        guardsExit: Bool = true,
        rendering explicitRendering: GoldenRendering? = nil
    ) -> String? {
        // A render worker of an isolated XCTest assertion runs its test
        // again only to reach that assertion: it checks and writes nothing.
        if XCTestWorkers.isWorker { return nil }
        let scope = DemoSnapshotScope.current
        // The registry given, else the one the groups point to: it names
        // the runner that review commands and isolation use.
        let registry = explicitRegistry ?? SnapshotLocation.registry(of: groups)
        let setup: Setup
        switch Setup.make(
            groups: groups, registry: registry, demo: demo, filter: filter, record: record,
            snapshotDirectory: snapshotDirectory ?? scope.snapshotDirectory, targetDefault: targetDefault,
            jobs: jobs ?? scope.jobs, environment: environment, filePath: filePath, skipped: skipped, scope: scope)
        {
        case .success(let made): setup = made
        case .failure(let problem): return problem.message
        }
        switch emptyPlan(setup, demo: demo, filter: filter, skipped: skipped) {
        case .check: break
        case .nothingToCheck: return nil
        case .fails(let message): return message
        }
        let reportURL = environment[FailureReportFile.environmentVariable].flatMap { path in
            path.isEmpty ? nil : TypedPath.url(path, relativeTo: setup.currentDirectory)
        }
        var configuration = setup.configuration(environment: environment)
        configuration.keepsContents = reportURL != nil
        configuration.willRender = willRender
        // The scope's isolation renders in the catalog's own runner's
        // workers, as `demo-runner snapshot` does.
        if let explicitRendering {
            configuration.rendering = explicitRendering
        } else if let isolation = scope.isolation {
            switch RunnerWorkers.launch(runnerName: setup.runnerName, timeout: isolation.seconds, environment: environment) {
            case .success(let launch): configuration.rendering = .workers(launch)
            case .failure(let problem): return problem.message
            }
        } else {
            configuration.rendering = .inProcess
        }
        return run(
            setup, configuration: configuration, reportURL: reportURL,
            failsOnOverflow: failsWhenTooWide ?? scope.failsWhenTooWide ?? false, guardsExit: guardsExit)
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
        var currentDirectory: URL
        var display: @Sendable (String) -> String

        /// Resolves the check's catalog, record mode, threads, goldens'
        /// folder and plan; a problem in the words the test reports.
        static func make(
            groups: [any DemoGroup.Type], registry: (any DiscoveredDemos.Type)?,
            demo: (group: String, identifier: String)?, filter: String?, record: SnapshotRecordMode?,
            snapshotDirectory: String?, targetDefault: String?, jobs: Int?, environment: [String: String],
            filePath: String, skipped: Set<String>, scope: DemoSnapshotScope
        ) -> Result<Setup, Problem> {
            let catalog: Catalog
            do {
                catalog = try Catalog(groups: groups)
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
            let chosen = record ?? scope.record ?? fromEnvironment
            let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let location: SnapshotLocation.Resolved
            let plan: SnapshotPlan
            do {
                // Given as groups, they still find their target's folder, as
                // the runner and the registry's form do.
                location = try SnapshotLocation.resolve(
                    explicit: nil, configured: snapshotDirectory,
                    targetDefault: targetDefault
                        ?? registry.flatMap { SnapshotLocation.defaultDirectory(forSources: $0.sourceDirectory) },
                    environment: environment,
                    anchors: [URL(fileURLWithPath: filePath), currentDirectory],
                    currentDirectory: currentDirectory)
                let full = try SnapshotPlan(
                    catalog: catalog, filter: filter.map { pattern throws(SnapshotSetupError) in
                        try SnapshotFilter(pattern, option: "'filter:'")
                    })
                let asked = demo.map { demo in
                    full.filter { $0.demo.groupIdentifier == demo.group && $0.demo.identifier == demo.identifier }
                } ?? full
                // Cases an isolated run already put down as crashed or hung.
                plan = skipped.isEmpty ? asked : asked.filter { !skipped.contains($0.key) }
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
                catalog: catalog, runnerName: registry?.runnerName ?? "",
                mode: chosen ?? SnapshotRecordMode.implicit(environment: environment), isRecordExplicit: chosen != nil,
                threads: threads, location: location, plan: plan, currentDirectory: currentDirectory, display: display))
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
                rerecordCommand: { _, mode in
                    "DEMOKIT_RECORD=\(mode) swift test (\(mode.whatItWrites)), "
                        + "or wrap the assertion in withDemoSnapshots(record: .\(mode)) { … }"
                },
                reviewCommand: DemoSnapshotVerifier.reviewCommand(runner: runnerName, snapshots: shownSnapshots),
                acceptCommand: DemoSnapshotVerifier.acceptCommand(runner: runnerName, snapshots: shownSnapshots),
                displayPath: { [display] in TerminalSafeText.oneLine(display($0)) })
        }
    }

    /// What a plan with no case means.
    private enum EmptyPlan {
        /// There are cases, or none is not a failure: check them.
        case check
        /// The demo asked for has no goldens: nothing fails.
        case nothingToCheck
        /// A filter that matches nothing, or a demo the catalog does not
        /// have, in the words the test reports.
        case fails(String)
    }

    /// Whether a check with no case fails: a filter that matches nothing,
    /// or a demo the catalog does not have.
    private static func emptyPlan(
        _ setup: Setup, demo: (group: String, identifier: String)?, filter: String?, skipped: Set<String>
    ) -> EmptyPlan {
        guard setup.plan.cases.isEmpty else { return .check }
        if let filter, skipped.isEmpty {
            let example = setup.catalog.firstDemo.map { ", e.g. '\($0.address)'" } ?? ""
            let list = runnerCommand(runner: setup.runnerName) + " list"
            return .fails(
                "no golden matches the filter '\(TerminalSafeText.oneLine(filter))'; "
                    + "write GROUP/DEMO[/TWEAK] as '\(list)' shows them\(example)")
        }
        if let demo {
            let known = setup.catalog.groups.flatMap(\.demos).map(\.address)
            if !known.contains("\(demo.group)/\(demo.identifier)") {
                return .fails("no demo '\(demo.identifier)' in group '\(demo.group)'; demos: " + known.joined(separator: ", "))
            }
            return .nothingToCheck
        }
        return .check
    }

    /// Runs the engine over the plan and says what failed, shortened as
    /// `demo-runner snapshot` prints it (the report, when asked for, keeps
    /// the rest), then the summary; `nil` when nothing failed.
    private static func run(
        _ setup: Setup, configuration: SnapshotConfiguration, reportURL: URL?, failsOnOverflow: Bool, guardsExit: Bool
    ) -> String? {
        var configuration = configuration
        var failures: [String] = []
        var failed: [SnapshotResult] = []
        var digest = FailureDigest(verbose: false)
        let keep = { (shown: [FailureDigest.Shown]) in
            for failure in shown {
                failures.append("✗ \(TerminalSafeText.oneLine(failure.result.path)): \(failure.text)")
            }
        }
        // Rendered in this process, a demo that calls `exit` would end the
        // test run as if it passed: it fails naming the demo instead.
        // (Not in an isolated check's child process, whose own watchdog
        // ends it with a status of its own while a demo's code runs.)
        if guardsExit {
            let willRenderBefore = configuration.willRender
            configuration.willRender = { goldenCase in
                DemoExitGuard.start("\(goldenCase.key) (checked by DemoKitTesting)")
                willRenderBefore?(goldenCase)
            }
        }
        defer { if guardsExit { DemoExitGuard.finish() } }
        let summary = SnapshotEngine(configuration: configuration).run(setup.plan) { result in
            if let overflow = result.overflow {
                if failsOnOverflow {
                    failures.append("✗ \(overflow.goldenWarning); wider than its width fails here (failsWhenTooWide)")
                } else {
                    warn(overflow.goldenWarning)
                }
            }
            keep(digest.add(result))
            if result.isFailure, reportURL != nil { failed.append(result) }
        }
        keep(digest.finish())
        if let first = digest.missing.first, let goldenCase = setup.plan.cases.first(where: { $0.key == first }),
            let line = digest.missingLine(
                recordCommand: configuration.rerecordCommand(goldenCase, .missing),
                isContinuousIntegration: configuration.isContinuousIntegration)
        {
            failures.append(line)
            failures.append(Self.whereGoldensAre(setup.location, display: setup.display))
        }
        if digest.shortened, reportURL == nil {
            failures.append(
                "(shortened: set \(FailureReportFile.environmentVariable)=snapshots.html for a page "
                    + "with every failure in full)")
        }
        if let reportURL {
            // `DEMOKIT_REPORT=PATH.html`: every failure on one page, added to
            // by each assertion of the test process.
            let report = FailureReport(title: "swift test · DemoKitTesting", results: failed)
            if let error = FailureReportFile.write(report, to: reportURL, checked: Set(setup.plan.cases.map(\.key))) {
                failures.append("✗ \(error)")
            } else if !failed.isEmpty {
                failures.append("Report: \(TerminalSafeText.oneLine(setup.display(reportURL.path)))")
            }
        }
        guard !failures.isEmpty else { return nil }
        return (failures + [summary.line]).joined(separator: "\n\n")
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
    /// groups point to no registry, why that can differ from where
    /// `snapshot` records.
    static func whereGoldensAre(_ location: SnapshotLocation.Resolved, display: (String) -> String) -> String {
        let folder = TerminalSafeText.oneLine(display(location.root.path))
        guard location.origin == .packageDefault else {
            return "(looked in \(folder), \(location.origin.name))"
        }
        return "(looked in \(folder), the package's default for groups that point to no DemoRegistry; "
            + "a runner given the registry records into its target's folder instead: "
            + "check with assertDemoSnapshots(of: DemoRegistry.self) to use the same one)"
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
}
