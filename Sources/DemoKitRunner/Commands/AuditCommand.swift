import DemoKitAudit
import DemoKitCore
import DemoKitExport
import DemoKitSnapshots
import DemoKitWorkers
import Foundation

/// `demo-runner audit`: checks every rendering the catalog pins (each tweak,
/// script step and variation, or those `--filter` selects) against the
/// accessibility rules, and reports each finding with its place, rule and
/// WCAG 2.2 success criterion.
///
/// Prints each rendering with findings (open ones, then waived ones with the
/// waiver's reason), then one summary line: `42 renderings: 3 findings
/// (contrast 2, use-of-color 1), 1 waived`. Exits 0 when nothing is open,
/// 1 with an open finding, a demo that cannot be rendered or a JUnit report
/// that cannot be written, 64 for a usage error, found before anything is
/// rendered. Renders each case first in render workers, as `snapshot` does
/// (a demo that crashes or runs longer than `--timeout` fails its own
/// rendering, with `snapshot`'s message), then audits those that rendered
/// in this process, on `--jobs` threads.
package struct AuditCommand: RunnerCommand {
    package static let spec = CommandSpec(
        name: "audit",
        abstract: "Check every demo rendering against accessibility rules (WCAG 2.2).",
        discussion: """
            Renders each demo in each tweak, script step and variation as its golden snapshot is
            rendered, and checks: contrast of 4.5:1 (1.4.3; 3:1 for a bar's fill, 1.4.11) in
            eight terminal themes, information carried by colour alone (1.4.1), colours that
            merge at 256 or 16 colours (1.4.1), append-only output and decoration in the
            screen-reader look (4.1.3, 1.1.1), the reduced-motion look (2.2.2) and flashing
            (2.3.1). A demo waives a finding with a reason (accessibilityWaivers); a waiver
            without one is a finding. The rules, their thresholds and references: the
            DemoKitRunner documentation, "Accessibility audit".
            Each case is first rendered in render workers, as 'snapshot' renders it: a demo that
            crashes or runs longer than '--timeout' fails its own rendering and the audit goes on.
            """,
        options: Options.specs
    )

    /// `audit`'s options, as the parser reads them.
    package struct Options: CommandOptions {
        /// `--filter`.
        package var filter: String?
        /// `--shard`.
        package var shard: String?
        /// `--json`.
        package var json: Bool = false
        /// `--junit`.
        package var junit: String?
        /// `--report`.
        package var report: String?
        /// `--jobs`.
        package var jobs: String?
        /// `--timeout`.
        package var timeout: String?

        package init() {}

        package static let all: [CommandOption<Options>] = [
            .value(
                \.filter, "filter", value: "pattern",
                help: "Audit only these groups, demos or tweaks, as 'snapshot --filter' selects\n"
                    + "them: 'red', 'Components/buttons', '*/*/red'; several separated by ','."),
            .value(
                \.shard, "shard", value: "i/n", help: "Audit part I of N (stable split by identifier), e.g. 2/4."),
            .flag(\.json, "json", help: "Print the results as JSON for scripts (schema: the DemoKitRunner documentation)."),
            .value(\.junit, "junit", value: "path", help: "Also write a JUnit XML report to this file."),
            .value(
                \.report, "report", value: "path",
                help: "Also add the findings to the failure report page at this path, the one\n"
                    + "'snapshot --report' writes (its failing goldens stay)."),
            JobsOption.option(
                \.jobs,
                help: "Audit on this many threads (default: one per core, at most 8)."),
            TimeLimitOption.option(\.timeout, stopping: "Fail a rendering whose render, or one script step,"),
        ]
    }

    let filter: SnapshotFilter?
    let shard: SnapshotShard?
    let json: Bool
    let junit: String?
    let report: String?
    let jobs: Int
    /// Where each case is first rendered: render workers with `--timeout`,
    /// started once the command line is known to be valid; `nil` when none
    /// can be started (the audit then runs in this process alone).
    let rendering: GoldenRendering?

    package init(options: Options, arguments: [String], environment: RunnerEnvironment) throws(RunnerError) {
        do {
            filter = try options.filter.map { text throws(SnapshotSetupError) in try SnapshotFilter(text) }
            shard = try options.shard.map(SnapshotShard.init)
        } catch {
            throw .usage(error.message)
        }
        json = options.json
        junit = options.junit
        if let junit {
            try SnapshotCommand.checkReportPath(junit, option: "junit", example: "audit.xml", environment: environment)
        }
        report = options.report
        if let report {
            try SnapshotCommand.checkReportPath(report, option: "report", example: "report.html", environment: environment)
            guard FailureReport.mayReplace(environment.url(forPath: report)) else {
                throw .usage(
                    "'--report' \(TerminalSafeText.oneLine(report)) is a file that is not a DemoKit failure report; "
                        + "give another path or delete the file")
            }
        }
        jobs = try JobsOption.count(options.jobs)
        let timeout = try TimeLimitOption.seconds(options.timeout)
        rendering = environment.renderWorkers(timeout: timeout, jobs: jobs)
    }

    package func run(catalog: Catalog, environment: RunnerEnvironment) throws(RunnerError) {
        let plan = try SnapshotPlan.forCommand(
            catalog: catalog, filter: filter, shard: shard, selecting: "rendering", environment: environment)
        let out = environment.write
        if !json {
            var scope = "\(plan.cases.count) of \(plan.totalCount) demo renderings"
            if let shard { scope += ", shard \(shard)" }
            if let filter { scope += ", filter '\(filter)'" }
            out("Auditing \(scope)\n")
        }
        var results: [AuditCaseResult] = []
        let keepsResults = json || junit != nil || report != nil
        // Audited in this process: a demo that calls `exit` fails the run
        // naming it, as 'snapshot --in-process' does, never a run that ends
        // with the demo's status.
        defer { DemoExitGuard.finish() }
        let audit = AccessibilityAudit(jobs: jobs, rendering: rendering) { goldenCase in
            DemoExitGuard.start(goldenCase.key)
        }
        let summary = audit.run(plan) { result in
            if keepsResults { results.append(result) }
            guard !json, !result.findings.isEmpty || result.error != nil else { return }
            out(Self.text(of: result))
        }
        if json {
            out(TerminalSafeText.json(AuditJSONReport(summary: summary, results: results).json()))
        } else {
            out(summary.line + "\n")
        }
        var failures: [String] = []
        if let junit {
            let url = environment.url(forPath: junit)
            do {
                let xml = AuditJUnitReport.xml(results: results, name: "\(environment.commandName) audit")
                try AtomicFile.write(Data(xml.utf8), to: url)
            } catch {
                let shown = SnapshotLocation.display(url.path, relativeTo: environment.currentDirectory)
                failures.append(
                    "cannot write the JUnit report to \(TerminalSafeText.oneLine(shown)): "
                        + fileSystemErrorReason(error))
            }
        }
        if let report {
            let url = environment.url(forPath: report)
            let page = FailureReport(
                title: "\(environment.commandName) audit · \(summary.line)", entries: [],
                findings: results.flatMap(Self.findings(of:)))
            do {
                try page.write(to: url, mergingReplacing: [], findingsOf: Set(plan.cases.map(\.key)))
                if !json {
                    let shown = SnapshotLocation.display(url.path, relativeTo: environment.currentDirectory)
                    out("Report: \(TerminalSafeText.oneLine(shown))\n")
                }
            } catch {
                failures.append(TerminalSafeText.oneLine(error.message))
            }
        }
        if !summary.succeeded {
            var line = "\(summary.failedRenderings) of \(summary.renderings) renderings failed the audit"
            if summary.openCount > 0 { line += " (\(summary.openCount) finding\(summary.openCount == 1 ? "" : "s"))" }
            failures.append(line)
        }
        if !failures.isEmpty { throw .failure(failures.joined(separator: "; ")) }
    }

    /// Every finding of `plan`'s renderings, open and waived, as the
    /// export's pages list them.
    static func findings(of plan: SnapshotPlan, jobs: Int = SnapshotConfiguration.defaultJobs) -> [RenderingFinding] {
        var findings: [RenderingFinding] = []
        AccessibilityAudit(jobs: jobs).run(plan) { findings += Self.findings(of: $0) }
        return findings
    }

    /// The findings of one rendering (and its error, as a finding of no
    /// rule), as the export's pages list them.
    static func findings(of result: AuditCaseResult) -> [RenderingFinding] {
        AuditText.listed(result).map {
            RenderingFinding(key: result.key, address: result.address, text: $0.text, waiver: $0.waiver)
        }
    }

    /// `✗ KEY` then each open finding, then `~ waived: …` lines.
    static func text(of result: AuditCaseResult) -> String {
        var text = (result.failed ? "✗ " : "~ ") + TerminalSafeText.oneLine(result.key) + "\n"
        if let error = result.error { text += "  could not be rendered: \(TerminalSafeText.oneLine(error))\n" }
        for finding in result.openFindings {
            text += "  " + TerminalSafeText.oneLine(AuditText.line(finding)) + "\n"
        }
        for finding in result.findings where finding.isWaived {
            text += "  waived: " + TerminalSafeText.oneLine(AuditText.line(finding)) + "\n"
        }
        return text
    }
}
