import DemoKitCore
import DemoKitExport
@testable import DemoKitRunner
@testable import DemoKitTesting
import Foundation
import Testing

/// `demo-runner audit` on fixtures made to have each class of problem, and
/// on clean ones: the exit status, the lines and the JSON.
@Suite struct AuditCommandTests {
    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var out = ""
        private var err = ""
        var standardOutput: String { lock.withLock { out } }
        func write(_ text: String) { lock.withLock { out += text } }
        var standardError: String { lock.withLock { err } }
        func environment() -> RunnerEnvironment {
            RunnerEnvironment(
                variables: [:], commandName: "demo-runner", isOutputTerminal: false, isInputTerminal: false,
                terminalSize: nil, currentDirectory: FileManager.default.temporaryDirectory,
                standardOutput: { text in self.lock.withLock { self.out += text } },
                standardError: { text in self.lock.withLock { self.err += text } })
        }
    }

    func audit(_ groups: [any DemoGroup.Type], _ arguments: [String] = []) -> (ExitCode, Capture) {
        let capture = Capture()
        let status = DemoRunner.run(arguments: ["audit"] + arguments, groups: groups, environment: capture.environment())
        return (status, capture)
    }

    /// The findings of a JSON run, as `rule key steps` lines.
    func findings(_ groups: [any DemoGroup.Type]) throws -> [String] {
        let (_, output) = audit(groups, ["--json"])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let renderings = try #require(json["renderings"] as? [[String: Any]])
        return renderings.flatMap { rendering in
            (rendering["findings"] as? [[String: Any]] ?? []).map { finding in
                let step = (finding["steps"] as? [Int]).map { " steps \($0.map(String.init).joined(separator: ","))" } ?? ""
                let waived = finding["waiver"] == nil ? "" : " waived"
                return "\(finding["rule"] ?? "") \(rendering["key"] ?? "")\(step)\(waived)"
            }
        }
    }

    @Test func clean_exitsZeroWithTheSummary() {
        let (status, output) = audit([CleanGroup.self])
        #expect(status == .success)
        #expect(output.standardOutput == "Auditing 6 of 6 demo renderings\n6 renderings: 0 findings, 0 waived\n")
        #expect(output.standardError.isEmpty)
    }

    @Test func contrast_namesTheRatioTheThemesAndTheCells() {
        let (status, output) = audit([ContrastGroup.self])
        #expect(status == .failure)
        #expect(output.standardOutput.contains(
            "contrast (WCAG 1.4.3), row 1, columns 1–7: yellow on the default background: 1.70:1, below 4.5:1 in xterm (1.70:1)"))
        #expect(output.standardOutput.contains("#9AA0A6 on the default background: 2.27:1, below 4.5:1"))
        #expect(output.standardOutput.contains("1 rendering: 2 findings (contrast 2), 0 waived"))
        #expect(output.standardError == "error: 1 of 1 renderings failed the audit (2 findings)\n")
    }

    @Test func useOfColor_findsTheKeyTheTweaksAndTheList() throws {
        let found = try findings([ColorOnlyGroup.self])
        // Demos in the catalog's order: by title.
        // The list's selected row is bold only: bold is not colour (WCAG
        // 1.4.1), so it is not a finding.
        #expect(found == [
            "use-of-color ColorOnly/menu+down steps 1",
            "use-of-color ColorOnly/status/failed",
        ])
    }

    /// A hint line the same at every step of a script is one finding that
    /// lists the steps, not one a step; a waiver of one step still accepts
    /// that step alone.
    @Test func scriptSteps_sameFindingOnce_withItsSteps_andAStepWaiverSplitsIt() throws {
        let found = try findings([StepsGroup.self])
        #expect(found == [
            "contrast Steps/hinted", "contrast Steps/hinted+walk steps 0,1,2,3", "contrast Steps/waivedStep",
            "contrast Steps/waivedStep+walk steps 0,1,3", "contrast Steps/waivedStep+walk steps 2 waived",
        ])
        let (_, output) = audit([StepsGroup.self], ["--filter", "hinted"])
        #expect(output.standardOutput.contains("contrast (WCAG 1.4.3), steps 0–3, row 4, columns 1–"))
        #expect(output.standardOutput.contains("2 renderings: 2 findings (contrast 2), 0 waived"))
    }

    @Test func colorDepth_findsMarksThatMergeAtSixteenColours() throws {
        let (_, output) = audit([DepthGroup.self])
        #expect(output.standardOutput.contains("#FF8000 and #A0FF00 both become bright yellow at 16 colours"))
        #expect(try findings([DepthGroup.self]) == ["color-depth Depth/marks"])
    }

    @Test func screenReaders_findDecorationAndARewrittenLine() throws {
        let found = try findings([ReaderGroup.self])
        #expect(found == [
            "decorative-glyphs Reader/boxed@screen-reader", "decorative-glyphs Reader/spinner@screen-reader",
            "append-only Reader/spinner@screen-reader",
        ])
        let (_, output) = audit([ReaderGroup.self])
        #expect(output.standardOutput.contains("it rewrote row 1 six times across 7 frames"))
    }

    @Test func motion_findsTheUnpinnedRestlessSpinnerAndTheStrobe() throws {
        let found = try findings([MotionGroup.self])
        #expect(found == [
            "reduced-motion Motion/restless", "reduced-motion Motion/restless", "flashing Motion/strobe",
        ])
        let (_, output) = audit([MotionGroup.self])
        #expect(output.standardOutput.contains("flashes 5 times in one second"))
    }

    @Test func waivers_acceptWithTheirReason_andOneWithoutIsAFinding() throws {
        let found = try findings([WaiverGroup.self])
        #expect(found == [
            "contrast Waivers/accepted waived", "contrast Waivers/unexplained", "contrast Waivers/unexplained",
        ])
        let (status, output) = audit([WaiverGroup.self], ["--filter", "accepted"])
        #expect(status == .success)
        #expect(output.standardOutput.contains("(waived: Shows a disabled button, which WCAG 1.4.3 exempts.)"))
        #expect(audit([WaiverGroup.self], ["--filter", "unexplained"]).1.standardOutput
            .contains("the waiver of contrast has no reason"))
    }

    @Test func usage_unknownFilterAndBadJobsExit64() {
        let (status, output) = audit([CleanGroup.self], ["--filter", "nothing"])
        #expect(status == .usage)
        #expect(output.standardError.hasPrefix("error: no rendering matches the filter 'nothing'"))
        #expect(audit([CleanGroup.self], ["--jobs", "0"]).0 == .usage)
    }

    /// `--shard i/n` audits a stable part: the parts together are the
    /// whole catalog, each rendering in one part, and they say which part
    /// they are.
    @Test func shard_partsCoverTheCatalogOnce() throws {
        let groups: [any DemoGroup.Type] = [
            CleanGroup.self, ContrastGroup.self, ColorOnlyGroup.self, DepthGroup.self, MotionGroup.self,
        ]
        func keys(_ arguments: [String]) throws -> [String] {
            let (_, output) = audit(groups, ["--json"] + arguments)
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
            return (json["renderings"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
        }
        let all = try keys([])
        let first = try keys(["--shard", "1/2"])
        let second = try keys(["--shard", "2/2"])
        #expect(!first.isEmpty && !second.isEmpty)
        #expect(Set(first).isDisjoint(with: second))
        #expect(Set(first + second) == Set(all))
        #expect(first.count + second.count == all.count)
        // The same part again is the same part.
        #expect(try keys(["--shard", "1/2"]) == first)
        let (_, text) = audit(groups, ["--shard", "2/2"])
        #expect(text.standardOutput.hasPrefix("Auditing \(second.count) of \(all.count) demo renderings, shard 2/2\n"))
        // A part past the count is a usage error, found before anything runs.
        let (status, bad) = audit(groups, ["--shard", "3/2"])
        #expect(status == .usage)
        #expect(bad.standardError.hasPrefix("error: "))
        #expect(bad.standardOutput.isEmpty)
    }

    @Test func junit_hasAFailurePerOpenFinding() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("audit.xml").path
        let (status, _) = audit([ContrastGroup.self, CleanGroup.self], ["--junit", path])
        #expect(status == .failure)
        let xml = try String(contentsOfFile: path, encoding: .utf8)
        #expect(xml.contains("<testsuites name=\"demo-runner audit\" tests=\"7\" failures=\"2\" errors=\"0\">"))
        #expect(xml.contains("<failure type=\"contrast (WCAG 1.4.3)\""))
    }
}

/// `audit --report` and `DEMOKIT_REPORT`: the findings join the failure
/// report page, whose snapshot failures stay.
@Suite struct AuditReportTests {
    func folder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audit-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func report_addsTheFindings_andKeepsTheSnapshotFailures() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("report.html")
        let entry = FailureReport.Entry(key: "Other/demo", paths: ["Other/demo.txt"], message: "differs")
        try FailureReport(title: "demo-runner snapshot", entries: [entry]).write(to: url)
        let (status, output) = AuditCommandTests().audit([ContrastGroup.self, WaiverGroup.self], ["--report", url.path])
        #expect(status == .failure)
        #expect(output.standardOutput.contains("Report: "))
        let page = try String(contentsOf: url, encoding: .utf8)
        let report = try #require(FailureReport.entries(in: page))
        #expect(report.entries.map(\.key) == ["Other/demo"])
        #expect(report.findings.map(\.key) == [
            "Contrast/warning", "Contrast/warning", "Waivers/accepted", "Waivers/unexplained", "Waivers/unexplained",
        ])
        #expect(report.findings.filter(\.isWaived).map(\.waiver) == ["Shows a disabled button, which WCAG 1.4.3 exempts."])
        #expect(page.contains("4 accessibility findings"))
    }

    @Test func report_onAFileThatIsNotAReport_exits64AndLeavesIt() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("notes.html")
        try Data("my notes".utf8).write(to: url)
        let (status, output) = AuditCommandTests().audit([CleanGroup.self], ["--report", url.path])
        #expect(status == .usage)
        #expect(output.standardError.contains("is a file that is not a DemoKit failure report"))
        #expect(try String(contentsOf: url, encoding: .utf8) == "my notes")
    }

    @Test func demokitReport_getsTheAssertionsFindings() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let failure = verifyDemoAccessibility(
            of: AuditRegistry<ContrastGroup>.self, filter: nil, jobs: 1,
            environment: ["DEMOKIT_REPORT": "report.html"], currentDirectory: directory)
        #expect(failure?.hasPrefix("Accessibility audit failed") == true)
        let page = try String(contentsOf: directory.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(FailureReport.entries(in: page)?.findings.count == 2)
        // A clean audit writes too: its renderings' findings are gone.
        #expect(verifyDemoAccessibility(
            of: AuditRegistry<CleanGroup>.self, filter: nil, jobs: 1,
            environment: ["DEMOKIT_REPORT": "report.html"], currentDirectory: directory) == nil)
        let again = try String(contentsOf: directory.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(FailureReport.entries(in: again)?.findings.count == 2)
    }
}
