import DemoKitAudit
import DemoKitCore
import DemoKitSnapshots
import DemoKitWorkers
import Foundation

/// `demo-runner stress`: tries every demo at widths from 1 to 200 and with
/// the edge values of its controls, in render workers, and reports each
/// rendering that crashes, hangs, throws, draws wider than its width, lets
/// a raw control character through, differs when rendered again, or has
/// audit findings its case at its own width with the defaults does not
/// (``ProbeAudit``), with the `open` command that shows it. Exits 0 when nothing failed, 1 when
/// something did, 64 for a usage error.
package struct StressCommand: RunnerCommand {
    package static let spec = CommandSpec(
        name: "stress",
        abstract: "Try every demo at many widths and with hostile control values.",
        discussion: """
            Renders each demo in each tweak at widths 1, 2, 10, 20, 40, 80 and 200 and three
            random ones (from --seed), and its first tweak with each text control set to an
            empty, a very long, a CJK, an emoji ZWJ, a combining-mark, a right-to-left, a tab, a
            C0-control and an escape-sequence value, each integer at its range's ends, each
            boolean both ways, each choice's every case, at 10 and 80 columns. Every rendering is
            made twice, in render workers as 'snapshot' renders. A rendering fails when its demo
            crashes, hangs (--timeout), throws, draws a line wider than its width, lets a raw
            control character through, or renders differently the second time (a demo on the
            real clock is a fresh run each time, as its golden is). From 10 columns, each
            rendering that holds is audited as 'audit' audits a golden, without the motion
            checks, and fails with the findings (rule and message) that its case at its own
            width with the demo's defaults does not have; waived findings stay waived. Each
            failure prints the 'open' command that shows it.
            """,
        options: Options.specs
    )

    /// `stress`'s options, as the parser reads them.
    package struct Options: CommandOptions {
        /// `--filter`.
        package var filter: String?
        /// `--shard`.
        package var shard: String?
        /// `--seed`.
        package var seed: String?
        /// `--json`.
        package var json: Bool = false
        /// `--junit`.
        package var junit: String?
        /// `--jobs`.
        package var jobs: String?
        /// `--timeout`.
        package var timeout: String?

        package init() {}

        package static let all: [CommandOption<Options>] = [
            .value(
                \.filter, "filter", value: "pattern",
                help: "Only these cases: identifiers as 'snapshot --filter' takes them."),
            .value(\.shard, "shard", value: "i/n", help: "Try part I of N (stable split by identifier), e.g. 2/4."),
            .value(\.seed, "seed", value: "n", help: "The seed of the random widths (default 1)."),
            .flag(\.json, "json", help: "Print the failures as JSON for scripts."),
            .value(\.junit, "junit", value: "path", help: "Also write a JUnit XML report to this file."),
            JobsOption.option(
                \.jobs,
                help: "Render on this many threads and worker processes (default: one per core,\n"
                    + "at most 8)."),
            TimeLimitOption.option(\.timeout, stopping: "Fail a rendering whose render"),
        ]
    }

    let filter: SnapshotFilter?
    let shard: SnapshotShard?
    let seed: UInt64
    let json: Bool
    let junit: String?
    let jobs: Int
    let rendering: GoldenRendering

    package init(options: Options, arguments: [String], environment: RunnerEnvironment) throws(RunnerError) {
        do {
            filter = try options.filter.map { text throws(SnapshotSetupError) in try SnapshotFilter(text) }
            shard = try options.shard.map(SnapshotShard.init)
        } catch {
            throw .usage(error.message)
        }
        if let text = options.seed {
            guard let value = UInt64(text) else {
                throw .usage(
                    "invalid value '\(TerminalSafeText.oneLine(text))' for '--seed'; give a whole number "
                        + "from 0, e.g. '--seed 7'")
            }
            seed = value
        } else {
            seed = 1
        }
        json = options.json
        junit = options.junit
        if let junit { try SnapshotCommand.checkReportPath(junit, option: "junit", example: "stress.xml", environment: environment) }
        jobs = try JobsOption.count(options.jobs)
        let timeout = try TimeLimitOption.seconds(options.timeout)
        rendering = environment.renderWorkers(timeout: timeout, jobs: jobs) ?? .inProcess
    }

    package func run(catalog: Catalog, environment: RunnerEnvironment) throws(RunnerError) {
        let plan = try SnapshotPlan.forCommand(
            catalog: catalog, filter: filter, shard: shard, selecting: "demo", environment: environment)
        let probeAudit = ProbeAudit()
        let engine = StressEngine(
            rendering: rendering, jobs: jobs, seed: seed,
            audit: { ProbeAudit.summary(of: probeAudit.newFindings(of: $0)) })
        let trials = engine.trials(of: plan)
        let summary = engine.run(trials)
        let failures = summary.failures.map { StressReport.Failure($0, commandName: environment.commandName) }
        if json {
            environment.write(StressReport.json(summary: summary, failures: failures, seed: seed))
        } else {
            for failure in failures {
                environment.write("✗ \(failure.subject): \(failure.invariant): \(failure.detail)\n  \(failure.command)\n")
            }
            environment.write(
                "\(summary.renderings) renderings of \(summary.trials) trials (seed \(seed)): "
                    + "\(failures.count) failed\n")
        }
        if let junit {
            let url = environment.url(forPath: junit)
            do {
                let xml = StressReport.junit(summary: summary, failures: failures, name: "\(environment.commandName) stress")
                try AtomicFile.write(Data(xml.utf8), to: url)
            } catch {
                throw .failure("cannot write the JUnit report to \(TerminalSafeText.oneLine(junit)): \(error)")
            }
        }
        if !failures.isEmpty {
            throw .failure("\(failures.count) of \(summary.trials) stress trials failed")
        }
    }
}
