import DemoKitExport
import DemoKitSnapshots
import DemoKitTestSupport
import Foundation
import Testing

/// The failure report in a real browser (headless Chromium), from `file://`:
/// its difference toggle marks and unmarks the changed cells, it logs
/// nothing to the console and requests nothing from the network, and it has
/// screenshots at two widths for a person to look at.
@Suite(.enabled(if: Chromium.mustRun, "Chromium is not installed; .ci/run installs it (apt-get install chromium fonts-dejavu-core)"))
struct FailureReportBrowserTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func failure(_ key: String, golden: String?, actual: String) -> SnapshotResult {
        var result = SnapshotResult.failed(path: key + ".ansi", key: key, .refused("differs"))
        result.failure?.contents = SnapshotResult.Contents(golden: golden.map { Array($0.utf8) }, actual: Array(actual.utf8))
        result.failure?.acceptCommand = "demo-runner snapshot --record failed --filter '\(key)'"
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
        let netLog = folder.appendingPathComponent("net.json")
        let load = try Chromium.run(
            driver,
            [
                "--allow-file-access-from-files", "--enable-logging=stderr", "--v=0",
                "--log-net-log=\(netLog.path)", "--virtual-time-budget=5000", "--dump-dom",
            ])
        let json = try #require(Chromium.preText(id: "out", in: load.standardOutput), "no result in the DOM")
        let result = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
        #expect(result["sections"] as? Int == 3, "\(json)")
        #expect(result["headline"] as? String == "3 failing renderings")
        // "Delete"→"Remove" changes D/R and l,e,t/m,o,v (a span per run of
        // changed cells with one style); the wide table's border moved one
        // column; the new golden's line has no golden to match.
        #expect(result["changedText"] as? String == "D|let|R|mov|✔ new|│| | │", "\(json)")
        #expect(result["before"] as? Int == 8, "\(json)")
        #expect(result["after"] as? Int == 0, "the toggle unmarks every cell: \(json)")
        #expect(result["again"] as? Int == result["before"] as? Int, "\(json)")
        let console = Chromium.consoleLines(load.standardError)
        #expect(console.isEmpty, "console: \(console)")
        let requests = try Chromium.pageRequests(inNetLog: netLog)
        #expect(requests.isEmpty, "requests: \(requests)")
    }

    @Test func screenshots_atTwoWidths() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try writeReport()
        try FileManager.default.createDirectory(at: PackagePaths.screenshots, withIntermediateDirectories: true)
        for (name, width) in [("report-wide", 1280), ("report-narrow", 480)] {
            let file = PackagePaths.screenshots.appendingPathComponent("\(name).png")
            try? FileManager.default.removeItem(at: file)
            _ = try Chromium.run(
                report, ["--screenshot=\(file.path)", "--window-size=\(width),1000", "--virtual-time-budget=3000"])
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            #expect(size > 10_000, "a screenshot of \(width) px at \(file.path)")
            print("screenshot: \(file.path)")
        }
    }
}
