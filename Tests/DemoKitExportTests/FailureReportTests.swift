import DemoKitCore
import DemoKitSnapshots
import Foundation
import Testing

@testable import DemoKitExport

@Suite struct FailureReportTests {
    private static func failure(
        _ key: String, path: String, golden: String?, actual: String, message: String = "differs"
    ) -> SnapshotResult {
        var result = SnapshotResult.failed(path: path, key: key, .refused(message))
        result.failure?.contents = SnapshotResult.Contents(golden: golden.map { Array($0.utf8) }, actual: Array(actual.utf8))
        result.failure?.acceptCommand = "demo-runner snapshot --record failed --filter \(key)"
        return result
    }

    @Test func entries_groupAGoldensFiles_showTheStylesFile_andSkipPasses() {
        let results = [
            Self.failure("G/d/red", path: "G/d/red.txt", golden: "Delete\n", actual: "Remove\n"),
            Self.failure(
                "G/d/red", path: "G/d/red.ansi", golden: "\u{1B}[31mDelete\u{1B}[0m\n",
                actual: "\u{1B}[31mRemove\u{1B}[0m\n"),
            SnapshotResult(path: "G/d/blue.txt", key: "G/d/blue", outcome: .passed),
            SnapshotResult.failed(path: "G/a.txt", key: "G/a", .threw(subject: "G/a", error: "offline")),
        ]
        let report = FailureReport(title: "run", results: results)
        #expect(report.entries.map(\.key) == ["G/a", "G/d/red"])
        let red = report.entries[1]
        #expect(red.paths == ["G/d/red.txt", "G/d/red.ansi"])
        #expect(red.golden == "\u{1B}[31mDelete\u{1B}[0m\n")
        #expect(red.actual == "\u{1B}[31mRemove\u{1B}[0m\n")
        #expect(red.diff?.contains("-   │ Delete") == false)
        #expect(red.diff?.contains("Delete") == true)
        #expect(report.entries[0].golden == nil && report.entries[0].diff == nil)
        #expect(report.entries[0].message == "G/a failed to render: offline")
    }

    @Test func page_sizesEachPairOfPanesByItsWidestScreen_soWideOnesStackInsteadOfClipping() {
        let wide = String(repeating: "─", count: 79)
        let report = FailureReport(
            title: "run",
            entries: [.init(key: "G/d/t", paths: ["G/d/t.txt"], message: "m", golden: wide + "─\n", actual: wide + "═\n")])
        let page = report.html()
        #expect(page.contains(#"<div class="sides" style="--cols:80">"#))
        #expect(page.contains("minmax(min(100%,calc(var(--cols)*1ch + 20px)),1fr)"))
    }

    @Test func page_marksExactlyTheCellsThatChanged_inColour() {
        let report = FailureReport(title: "run", results: [
            Self.failure(
                "G/d", path: "G/d.ansi", golden: "ab\u{1B}[31mc\u{1B}[0m\n", actual: "ab\u{1B}[32mc\u{1B}[0mX\n")
        ])
        let html = report.html()
        // "ab" is the same on both sides; "c" changed colour; "X" is new.
        #expect(html.contains(#"<pre class="screen">ab<span class="fa1 chg">c</span><span class="chg gap"> </span>"#))
        #expect(html.contains(#"<pre class="screen">ab<span class="fa2 chg">c</span><span class="chg">X</span>"#))
        #expect(html.contains(".fa1{color:#cd0000}") && html.contains(".fa2{color:#00cd00}"))
    }

    @Test func page_escapesHostileKeysAndText_andCannotBeClosedFromInside() {
        let key = "G/</script><img src=x onerror=alert(1)>\u{2028}\u{1B}[2J"
        let report = FailureReport(title: "run <b>", results: [
            Self.failure(key, path: "G/x.txt", golden: "<script>alert(1)</script>\n", actual: "&amp; \u{7}\n")
        ])
        let html = report.html()
        #expect(!html.contains("<img"))
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<b>"))
        #expect(!html.contains("\u{1B}") && !html.contains("\u{7}") && !html.contains("\u{2028}"))
        #expect(html.components(separatedBy: "</script>").count - 1 == 2, "only the page's own two scripts close")
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&amp;amp; ␇"))
    }

    @Test func page_isTheSameBytesForTheSameFailures_inAnyOrder() {
        let first = Self.failure("G/b", path: "G/b.txt", golden: "1\n", actual: "2\n")
        let second = Self.failure("G/a", path: "G/a.txt", golden: nil, actual: "new\n")
        let one = FailureReport(title: "run", results: [first, second]).html()
        let two = FailureReport(title: "run", results: [second, first]).html()
        #expect(one == two)
        #expect(one.contains("No golden yet: accepting adds it."))
        #expect(one.contains("Accept it: <code class=\"command\">demo-runner snapshot --record failed --filter G/a</code>"))
    }

    @Test func write_mergesRuns_replacingTheKeysEachChecked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("sub/report.html")
        let a = Self.failure("G/a", path: "G/a.txt", golden: "1\n", actual: "2\n")
        let b = Self.failure("G/b", path: "G/b.txt", golden: "1\n", actual: "2\n")
        try FailureReport(title: "one", results: [a]).write(to: url, mergingReplacing: ["G/a"])
        try FailureReport(title: "two", results: [b]).write(to: url, mergingReplacing: ["G/b"])
        var page = try String(contentsOf: url, encoding: .utf8)
        #expect(FailureReport.entries(in: page)?.entries.map(\.key) == ["G/a", "G/b"])
        // A later run in which G/a passes drops it.
        try FailureReport(title: "three", results: []).write(to: url, mergingReplacing: ["G/a"])
        page = try String(contentsOf: url, encoding: .utf8)
        #expect(FailureReport.entries(in: page)?.entries.map(\.key) == ["G/b"])
        // Without merging, a run replaces the page.
        try FailureReport(title: "four", results: []).write(to: url)
        #expect(FailureReport.entries(in: try String(contentsOf: url, encoding: .utf8))?.entries.isEmpty == true)
    }

    @Test func write_neverOverwritesAFileThatIsNotAReport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("notes.html")
        try Data("<html>my notes</html>".utf8).write(to: url)
        #expect(!FailureReport.mayReplace(url))
        #expect(throws: FailureReport.WriteError.self) { try FailureReport(title: "x", entries: []).write(to: url) }
        #expect(try String(contentsOf: url, encoding: .utf8) == "<html>my notes</html>")
        #expect(throws: FailureReport.WriteError.self) { try FailureReport(title: "x", entries: []).write(to: folder) }
    }

    @Test func cells_wideCharactersTakeTwoColumns_andAMovedBorderIsAChange() {
        let old = ScreenCells(TextBlock("│界│"))
        let new = ScreenCells(TextBlock("│界 │"))
        #expect(old.rows[0].map(\.column) == [0, 1, 3])
        #expect(new.changes(against: old) == [[false, false, true, true]])
        #expect(old.changes(against: new) == [[false, false, true]])
    }
}

/// The accessibility audit's findings in the failure report: listed under
/// their rendering, merged apart from the snapshot failures.
@Suite struct FailureReportFindingsTests {
    static let open = RenderingFinding(key: "G/d/red", address: "G/d", text: "contrast (WCAG 1.4.3): <yellow>")
    static let waived = RenderingFinding(
        key: "G/d/blue", address: "G/d", text: "use-of-color (WCAG 1.4.1): same text", waiver: "a \"demo\" & <b>")

    @Test func page_listsEachRenderingsFindings_openThenWaivedWithTheReason_escaped() throws {
        let report = FailureReport(title: "demo-runner audit", entries: [], findings: [Self.waived, Self.open])
        #expect(report.headline == "1 accessibility finding")
        let html = report.html()
        #expect(!html.contains("Every golden matched."))
        #expect(html.contains("<li><a href=\"#accessibility\">Accessibility findings</a></li>"))
        #expect(html.contains("<p class=\"paths\">1 open, 1 waived · <code>demo-runner audit</code></p>"))
        // Sorted by key: blue's waived one, then red's open one.
        let blue = try #require(html.range(of: "<h3 class=\"waived\">~ G/d/blue</h3>"))
        let red = try #require(html.range(of: "<h3 class=\"open\">✗ G/d/red</h3>"))
        #expect(blue.lowerBound < red.lowerBound)
        #expect(html.contains("<li class=\"open\">contrast (WCAG 1.4.3): &lt;yellow&gt;</li>"))
        #expect(html.contains("(waived: a &quot;demo&quot; &amp; &lt;b&gt;)"))
    }

    @Test func headline_countsFailingRenderingsAndFindings() {
        let entry = FailureReport.Entry(key: "G/a", paths: ["G/a.txt"], message: "differs")
        #expect(FailureReport(title: "t", entries: [entry], findings: [Self.open]).headline
            == "1 failing rendering · 1 accessibility finding")
        #expect(FailureReport(title: "t", entries: [entry], findings: [Self.waived]).headline == "1 failing rendering")
        #expect(FailureReport(title: "t", entries: []).headline == "No failing renderings")
    }

    @Test func merging_anAuditKeepsTheFailures_andASnapshotRunKeepsTheFindings() {
        let entry = FailureReport.Entry(key: "G/d/red", paths: ["G/d/red.txt"], message: "differs")
        let snapshot = FailureReport(title: "snapshot", entries: [entry])
        let audit = FailureReport(title: "audit", entries: [], findings: [Self.open])
        let both = snapshot.merging(audit, replacing: [], replacingFindingsOf: ["G/d/red"])
        #expect(both.entries == [entry] && both.findings == [Self.open])
        // The same rendering audited again, clean now: its finding goes.
        let clean = both.merging(FailureReport(title: "audit", entries: []), replacing: [], replacingFindingsOf: ["G/d/red"])
        #expect(clean.entries == [entry] && clean.findings.isEmpty)
        // A snapshot run that checked it, passing now, keeps the finding.
        let passed = both.merging(FailureReport(title: "snapshot", entries: []), replacing: ["G/d/red"])
        #expect(passed.entries.isEmpty && passed.findings == [Self.open])
    }

    @Test func aReportWrittenBeforeFindings_isStillRead() throws {
        let json = #"{"title":"old","entries":[{"key":"G/a","paths":["G/a.txt"],"message":"differs"}]}"#
        let report = try JSONDecoder().decode(FailureReport.self, from: Data(json.utf8))
        #expect(report.entries.map(\.key) == ["G/a"] && report.findings.isEmpty)
        let page = FailureReport(title: "t", entries: [], findings: [Self.open]).html()
        #expect(FailureReport.entries(in: page)?.findings == [Self.open])
    }
}
