import DemoKitExport
import DemoKitSnapshots
import DemoKitTestSupport
import Foundation
import Testing

/// The failure report in a real browser (headless Chromium), from `file://`:
/// its difference toggle marks and unmarks the changed cells, it logs
/// nothing to the console and requests nothing from the network, and it has
/// screenshots at two widths for a person to look at.
@Suite(.enabled(if: HeadlessChromium.isAvailable, "needs Chromium: apt-get install chromium (.ci/run installs it)"))
struct FailureReportBrowserTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func failure(_ key: String, golden: String?, actual: String) -> SnapshotResult {
        var result = SnapshotResult(path: key + ".ansi", key: key, outcome: .failed, message: "differs")
        result.contents = SnapshotResult.Contents(golden: golden.map { Array($0.utf8) }, actual: Array(actual.utf8))
        result.acceptCommand = "demo-runner snapshot --record failed --filter '\(key)'"
        return result
    }

    private func writeReport() throws -> URL {
        let results = [
            failure(
                "Components/buttons/red",
                golden: "\u{1B}[1;37;41m Delete account \u{1B}[0m\nDestructive.\n",
                actual: "\u{1B}[1;37;41m Remove account \u{1B}[0m\nDestructive.\n"),
            failure("Components/table/wide", golden: "│ 名前 │ 値 │\n", actual: "│ 名前 │ 値  │\n"),
            failure("Components/new</script>", golden: nil, actual: "\u{1B}[32m✔ new\u{1B}[0m\n"),
        ]
        let url = folder.appendingPathComponent("report.html")
        try FailureReport(title: "demo-runner snapshot", results: results).write(to: url)
        return url
    }

    @Test func toggle_marksAndUnmarksTheChangedCells_withNoConsoleMessageOrRequest() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try writeReport()
        // A page that drives the report in a frame as a person would: count
        // the highlighted cells, click the toggle, count again.
        let driver = folder.appendingPathComponent("driver.html")
        try Data(
            """
            <!DOCTYPE html><html><body><pre id="out">pending</pre>
            <iframe id="f" src="report.html" style="width:1200px;height:800px"></iframe>
            <script>
            function marked(doc) {
              var n = 0, cells = doc.querySelectorAll(".screen .chg");
              for (var i = 0; i < cells.length; i++) {
                if (doc.defaultView.getComputedStyle(cells[i]).outlineStyle === "solid") n++;
              }
              return n;
            }
            document.getElementById("f").addEventListener("load", function () {
              var doc = this.contentDocument;
              var result = { sections: doc.querySelectorAll("section.case").length, before: marked(doc) };
              doc.getElementById("marks").click();
              result.after = marked(doc);
              doc.getElementById("marks").click();
              result.again = marked(doc);
              result.headline = doc.querySelector("h1").textContent;
              result.changedText = Array.prototype.map.call(doc.querySelectorAll(".screen .chg"), function (e) { return e.textContent; }).join("|");
              document.getElementById("out").textContent = JSON.stringify(result);
            });
            </script></body></html>
            """.utf8
        ).write(to: driver)
        let load = try HeadlessChromium.load(driver, allowingFileAccess: true)
        guard let start = load.dom.range(of: "<pre id=\"out\">"), let end = load.dom.range(of: "</pre>", range: start.upperBound..<load.dom.endIndex) else {
            Issue.record("no result in the DOM: \(load.dom.prefix(500))")
            return
        }
        let json = String(load.dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
        let result = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
        #expect(result["sections"] as? Int == 3, "\(json)")
        #expect(result["headline"] as? String == "3 failing goldens")
        // "Delete"→"Remove" changes D/R and l,e,t/m,o,v (a span per run of
        // changed cells with one style); the wide table's border moved one
        // column; the new golden's line has no golden to match.
        #expect(result["changedText"] as? String == "D|let|R|mov|✔ new|│| | │", "\(json)")
        #expect(result["before"] as? Int == 8, "\(json)")
        #expect(result["after"] as? Int == 0, "the toggle unmarks every cell: \(json)")
        #expect(result["again"] as? Int == result["before"] as? Int, "\(json)")
        #expect(load.console.isEmpty, "console: \(load.console)")
        let fetched = load.requestedURLs.filter { !($0.hasPrefix("file:") || $0.hasPrefix("data:") || $0.hasPrefix("about:")) }
        #expect(fetched.isEmpty, "requests: \(fetched)")
    }

    /// The checks above can fail: a page that loads an image from the
    /// network and logs an error is caught by both.
    @Test func harness_catchesAPagesRequestAndConsoleError() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("leaky.html")
        try Data(
            #"<html><body><img src="http://example.invalid/x.png"><script>console.error("boom")</script></body></html>"#
                .utf8
        ).write(to: page)
        let load = try HeadlessChromium.load(page)
        #expect(load.requestedURLs == ["http://example.invalid/x.png"])
        #expect(load.console.contains { $0.contains("boom") }, "\(load.console)")
    }

    @Test func screenshots_atTwoWidths() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try writeReport()
        let screenshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/demokit-screenshots")
        for (name, width) in [("report-wide", 1280), ("report-narrow", 480)] {
            let file = screenshots.appendingPathComponent("\(name).png")
            try? FileManager.default.removeItem(at: file)
            try HeadlessChromium.screenshot(report, to: file, width: width, height: 1000)
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            #expect(size > 10_000, "a screenshot of \(width) px at \(file.path)")
            print("screenshot: \(file.path)")
        }
    }
}
