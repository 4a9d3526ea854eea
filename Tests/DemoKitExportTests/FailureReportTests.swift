import DemoKitCore
import DemoKitSnapshots
import Foundation
import Testing

@testable import DemoKitExport

@Suite struct FailureReportTests {
    private static func failure(
        _ key: String, path: String, golden: String?, actual: String, message: String = "differs"
    ) -> SnapshotResult {
        var result = SnapshotResult(path: path, key: key, outcome: .failed, message: message)
        result.contents = SnapshotResult.Contents(golden: golden.map { Array($0.utf8) }, actual: Array(actual.utf8))
        result.acceptCommand = "demo-runner snapshot --record failed --filter \(key)"
        return result
    }

    @Test func entries_groupAGoldensFiles_showTheStylesFile_andSkipPasses() {
        let results = [
            Self.failure("G/d/red", path: "G/d/red.txt", golden: "Delete\n", actual: "Remove\n"),
            Self.failure(
                "G/d/red", path: "G/d/red.ansi", golden: "\u{1B}[31mDelete\u{1B}[0m\n",
                actual: "\u{1B}[31mRemove\u{1B}[0m\n"),
            SnapshotResult(path: "G/d/blue.txt", key: "G/d/blue", outcome: .passed),
            SnapshotResult(path: "G/a.txt", key: "G/a", outcome: .failed, message: "G/a failed to render: offline"),
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
