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
        let runnerName = registry?.runnerName ?? ""
        let catalog: Catalog
        do {
            catalog = try Catalog(groups: groups)
        } catch {
            return "invalid catalog: \(error.description)"
        }
        let fromEnvironment: SnapshotRecordMode?
        do {
            fromEnvironment = try SnapshotRecordMode.fromEnvironment(environment)
        } catch {
            return error.message
        }
        let threads = jobs ?? scope.jobs ?? SnapshotConfiguration.defaultJobs
        guard threads >= 1 else {
            return "invalid value \(threads) for 'jobs:'; give 1 or more threads (1 for demos that are not thread-safe)"
        }
        let chosen = record ?? scope.record ?? fromEnvironment
        let mode = chosen ?? SnapshotRecordMode.implicit(environment: environment)

        let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let location: SnapshotLocation.Resolved
        let plan: SnapshotPlan
        do {
            // Given as groups, they still find their target's folder, as
            // the runner and the registry's form do.
            location = try SnapshotLocation.resolve(
                explicit: nil, configured: snapshotDirectory ?? scope.snapshotDirectory,
                targetDefault: targetDefault
                    ?? registry.flatMap { SnapshotLocation.defaultDirectory(forSources: $0.sourceDirectory) },
                environment: environment,
                anchors: [URL(fileURLWithPath: filePath), currentDirectory],
                currentDirectory: currentDirectory)
            let full = try SnapshotPlan(
                catalog: catalog, filter: filter.map { pattern throws(SnapshotSetupError) in
                    try SnapshotFilter(pattern, option: "'filter:'")
                })
            let chosen = demo.map { demo in
                full.filter { $0.demo.groupIdentifier == demo.group && $0.demo.identifier == demo.identifier }
            } ?? full
            // Cases an isolated run already put down as crashed or hung.
            plan = skipped.isEmpty ? chosen : chosen.filter { !skipped.contains($0.key) }
        } catch {
            return error.message
        }
        let base = location.packageRoot ?? currentDirectory
        let display: @Sendable (String) -> String = { SnapshotLocation.display($0, relativeTo: base) }
        do {
            try location.validate(
                mayCreateRoot: chosen != nil, recordHint: "set DEMOKIT_RECORD=missing",
                artifactsName: "the default", display: display)
        } catch {
            return error.message
        }
        if let filter, plan.cases.isEmpty, skipped.isEmpty {
            let example = catalog.firstDemo.map { ", e.g. '\($0.address)'" } ?? ""
            let list = runnerCommand(runner: runnerName) + " list"
            return "no golden matches the filter '\(TerminalSafeText.oneLine(filter))'; "
                + "write GROUP/DEMO[/TWEAK] as '\(list)' shows them\(example)"
        }
        if let demo, plan.cases.isEmpty {
            let known = catalog.groups.flatMap(\.demos).map(\.address)
            if !known.contains("\(demo.group)/\(demo.identifier)") {
                return "no demo '\(demo.identifier)' in group '\(demo.group)'; demos: "
                    + known.joined(separator: ", ")
            }
            return nil
        }

        let configuration = SnapshotConfiguration(
            store: GoldenStore(root: location.root),
            artifacts: location.artifacts,
            record: mode,
            isRecordExplicit: chosen != nil,
            isContinuousIntegration: SnapshotRecordMode.isContinuousIntegration(environment),
            looksForObsolete: false,
            jobs: threads,
            rerecordCommand: { _, mode in
                "DEMOKIT_RECORD=\(mode) swift test (rewrites only the goldens that fail), "
                    + "or wrap the assertion in withDemoSnapshots(record: .\(mode)) { … }"
            },
            reviewCommand: Self.reviewCommand(
                runner: runnerName,
                snapshots: location.origin.isTyped || location.origin == .code ? display(location.root.path) : nil),
            displayPath: { TerminalSafeText.oneLine(display($0)) })
        // `DEMOKIT_REPORT=PATH.html`: every failure on one page, added to
        // by each assertion of the test process.
        let reportURL = environment[FailureReportFile.environmentVariable].flatMap { path in
            path.isEmpty ? nil : TypedPath.url(path, relativeTo: currentDirectory)
        }
        var engineConfiguration = configuration
        engineConfiguration.keepsContents = reportURL != nil
        engineConfiguration.willRender = willRender
        // The scope's isolation renders in the catalog's own runner's
        // workers, as `demo-runner snapshot` does.
        if let explicitRendering {
            engineConfiguration.rendering = explicitRendering
        } else if let isolation = scope.isolation {
            switch RunnerWorkers.launch(runnerName: runnerName, timeout: isolation.seconds, environment: environment) {
            case .success(let launch): engineConfiguration.rendering = .workers(launch)
            case .failure(let problem): return problem.message
            }
        } else {
            engineConfiguration.rendering = .inProcess
        }
        var failures: [String] = []
        var failed: [SnapshotResult] = []
        // Short, as `demo-runner snapshot` prints it: the report keeps the rest.
        var digest = FailureDigest(verbose: false)
        let keep = { (shown: [FailureDigest.Shown]) in
            for failure in shown {
                failures.append("✗ \(TerminalSafeText.oneLine(failure.result.path)): \(failure.text)")
            }
        }
        let failsOnOverflow = failsWhenTooWide ?? scope.failsWhenTooWide ?? false
        // Rendered in this process, a demo that calls `exit` would end the
        // test run as if it passed: it fails naming the demo instead.
        // (Not in an isolated check's child process, whose own watchdog
        // ends it with a status of its own while a demo's code runs.)
        if guardsExit {
            let willRenderBefore = engineConfiguration.willRender
            engineConfiguration.willRender = { goldenCase in
                DemoExitGuard.start("\(goldenCase.key) (checked by DemoKitTesting)")
                willRenderBefore?(goldenCase)
            }
        }
        defer { if guardsExit { DemoExitGuard.finish() } }
        let summary = SnapshotEngine(configuration: engineConfiguration).run(plan) { result in
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
        if let first = digest.missing.first, let goldenCase = plan.cases.first(where: { $0.key == first }),
            let line = digest.missingLine(
                recordCommand: configuration.rerecordCommand(goldenCase, .missing),
                isContinuousIntegration: configuration.isContinuousIntegration)
        {
            failures.append(line)
            failures.append(Self.whereGoldensAre(location, display: display))
        }
        if digest.shortened, reportURL == nil {
            failures.append(
                "(shortened: set \(FailureReportFile.environmentVariable)=snapshots.html for a page "
                    + "with every failure in full)")
        }
        if let reportURL {
            let report = FailureReport(title: "swift test · DemoKitTesting", results: failed)
            if let error = FailureReportFile.write(report, to: reportURL, checked: Set(plan.cases.map(\.key))) {
                failures.append("✗ \(error)")
            } else if !failed.isEmpty {
                failures.append("Report: \(TerminalSafeText.oneLine(display(reportURL.path)))")
            }
        }
        guard !failures.isEmpty else { return nil }
        return (failures + [summary.line]).joined(separator: "\n\n")
    }

    /// The command that reviews a pending rendering, run from the package:
    /// `swift run MyDemos review` when the demos' target is the runner, else
    /// the `demo` command plugin, which finds the package's runner; with
    /// `--snapshots` when the goldens are not in the target's default folder.
    static func reviewCommand(runner: String, snapshots: String?) -> @Sendable (GoldenCase) -> String {
        let command = runnerCommand(runner: runner)
        let folder = snapshots.map { " --snapshots " + ShellWord.quoted($0) } ?? ""
        return { goldenCase in
            "\(command) review\(folder), or accept just this: "
                + "\(command) review --accept \(ShellWord.quoted(goldenCase.filterPattern))\(folder)"
        }
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
