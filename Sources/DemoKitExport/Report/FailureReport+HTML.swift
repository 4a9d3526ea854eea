import DemoKitCore
import DemoKitSnapshots
import Foundation

extension FailureReport {
    /// The `<meta>` that marks a page as a DemoKit failure report: an
    /// existing file without it is never overwritten.
    static let generatorMarker = #"<meta name="generator" content="DemoKit failure report">"#
    /// Where the page keeps its entries as JSON, for runs that add to it.
    static let dataOpening = #"<script type="application/json" id="demokit-report">"#
    static let dataClosing = "</script>"

    /// The whole page: one file, no network, no external assets (a strict
    /// content security policy says so to the browser too), the same bytes
    /// for the same entries.
    package func html() -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            \(Self.generatorMarker)
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLEscaping.text(headline)) · DemoKit</title>
            <style>\(Self.css)\(StyledHTML.baseCSS)\(StyledHTML.css(for: styles))</style>
            </head>
            <body class="marks">
            <header>
            <h1>\(HTMLEscaping.text(headline))</h1>
            <p class="sub">\(HTMLEscaping.text(title))</p>
            <label class="toggle"><input type="checkbox" id="marks" checked> Mark the cells that changed</label>
            </header>
            <main>

            """
        if entries.isEmpty, findings.isEmpty {
            page += "<p class=\"none\">Every golden matched.</p>\n"
        } else {
            page += "<nav><ol>\n"
            for (index, entry) in entries.enumerated() {
                page += "<li><a href=\"#case-\(index)\">\(HTMLEscaping.text(ReportHTML.visible(entry.key)))</a></li>\n"
            }
            if !findings.isEmpty {
                page += "<li><a href=\"#accessibility\">Accessibility findings</a></li>\n"
            }
            page += "</ol></nav>\n"
        }
        for (index, entry) in entries.enumerated() {
            page += section(entry, index: index)
        }
        if !findings.isEmpty { page += accessibilitySection() }
        page += """
            </main>
            \(Self.dataOpening)\(ReportHTML.scriptJSON(self))\(Self.dataClosing)
            <script>\(Self.script)</script>
            </body>
            </html>

            """
        return page
    }

    /// Every style the page's screens use, for their colour rules.
    var styles: Set<TextStyle> {
        var styles: Set<TextStyle> = []
        for entry in entries {
            for text in [entry.golden, entry.actual].compactMap({ $0 }) {
                styles.formUnion(StyledHTML.styles(in: Self.block(text)))
            }
        }
        return styles
    }

    /// A golden file's text as a block: its one final line feed is not a
    /// line of its own.
    static func block(_ text: String) -> TextBlock {
        TextBlock(ansi: text.hasSuffix("\n") ? String(text.dropLast()) : text)
    }

    /// `3 failing renderings`: an entry is a rendering (its `.txt` and
    /// `.ansi` together), the unit the run's summary line counts; then
    /// `2 accessibility findings` when the audit found any.
    var headline: String {
        let open = openFindings.count
        let findingsPart = "\(open) accessibility finding\(open == 1 ? "" : "s")"
        let failing: String
        switch entries.count {
        case 0:
            if open > 0 { return findingsPart }
            failing = "No failing renderings"
        case 1: failing = "1 failing rendering"
        case let count: failing = "\(count) failing renderings"
        }
        return open > 0 ? failing + " · " + findingsPart : failing
    }

    /// The audit's findings, each rendering's under its key: open ones,
    /// then waived ones with their reason.
    private func accessibilitySection() -> String {
        let open = openFindings.count
        let waived = findings.count - open
        var html = "<section class=\"case\" id=\"accessibility\">\n<h2>Accessibility findings</h2>\n"
        html += "<p class=\"paths\">\(open) open, \(waived) waived · <code>demo-runner audit</code></p>\n"
        var keys: [String] = []
        var byKey: [String: [RenderingFinding]] = [:]
        for finding in findings {
            if byKey[finding.key] == nil { keys.append(finding.key) }
            byKey[finding.key, default: []].append(finding)
        }
        for key in keys {
            let listed = byKey[key] ?? []
            let failed = listed.contains { !$0.isWaived }
            html += "<h3 class=\"\(failed ? "open" : "waived")\">\(failed ? "✗" : "~") "
                + "\(HTMLEscaping.text(ReportHTML.visible(key)))</h3>\n<ul class=\"findings\">\n"
            for finding in listed.filter({ !$0.isWaived }) + listed.filter(\.isWaived) {
                var text = HTMLEscaping.text(ReportHTML.visible(finding.text))
                if let waiver = finding.waiver {
                    text += " <span class=\"waiver\">(waived: \(HTMLEscaping.text(ReportHTML.visible(waiver))))</span>"
                }
                html += "<li class=\"\(finding.isWaived ? "waived" : "open")\">\(text)</li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }

    private func section(_ entry: Entry, index: Int) -> String {
        var html = "<section class=\"case\" id=\"case-\(index)\">\n"
        html += "<h2>\(HTMLEscaping.text(ReportHTML.visible(entry.key)))</h2>\n"
        html += "<p class=\"paths\">" + entry.paths.map { "<code>\(HTMLEscaping.text(ReportHTML.visible($0)))</code>" }
            .joined(separator: " ") + "</p>\n"
        if let command = entry.acceptCommand {
            html += "<p class=\"accept\">Accept it: <code class=\"command\">\(HTMLEscaping.text(ReportHTML.visible(command)))</code></p>\n"
        }
        if entry.golden != nil || entry.actual != nil {
            let old = entry.golden.map { ScreenCells(Self.block($0)) }
            let new = entry.actual.map { ScreenCells(Self.block($0)) }
            let empty = ScreenCells(TextBlock.empty)
            // The widest screen decides whether the two panes fit side by
            // side; when they do not, they stack, so no changed cell is
            // scrolled out of view.
            let columns = [old, new].compactMap { $0 }.flatMap(\.rows)
                .map { row in row.last.map { $0.column + $0.width } ?? 0 }.max() ?? 0
            html += "<div class=\"sides\" style=\"--cols:\(max(columns, 20))\">\n"
            html += pane(
                "Golden", old, against: new ?? empty,
                missing: "No golden yet: accepting adds it.")
            html += pane("Now", new, against: old ?? empty, missing: "The demo did not render.")
            html += "</div>\n"
        }
        if let diff = entry.diff {
            html += "<details open><summary>Text diff</summary><pre class=\"diff\">"
            for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
                let kind = Self.diffLineClass(line)
                let text = HTMLEscaping.text(ReportHTML.visible(String(line)))
                html += kind.map { "<span class=\"\($0)\">\(text)</span>\n" } ?? text + "\n"
            }
            html += "</pre></details>\n"
        } else {
            html += "<pre class=\"message\">\(HTMLEscaping.text(ReportHTML.visible(entry.message, keepingLines: true)))</pre>\n"
        }
        return html + "</section>\n"
    }

    private func pane(_ title: String, _ cells: ScreenCells?, against other: ScreenCells, missing: String) -> String {
        guard let cells else {
            return "<figure><figcaption>\(title)</figcaption><p class=\"missing\">\(missing)</p></figure>\n"
        }
        let changes = cells.changes(against: other)
        let lost = cells.lostCells(against: other)
        var html = "<figure><figcaption>\(title)</figcaption><pre class=\"screen\">"
        for (row, line) in cells.rows.enumerated() {
            var index = 0
            while index < line.count {
                // One span per run of cells with one style and one mark.
                let style = line[index].style
                let changed = changes[row][index]
                var text = ""
                while index < line.count, line[index].style == style, changes[row][index] == changed {
                    let cell = line[index]
                    let shown = ReportHTML.cell(cell.text)
                    // A wide character gets its two columns whatever the font.
                    text += cell.width == 2 ? "<i class=\"w2\">\(shown)</i>" : shown
                    index += 1
                }
                html += ReportHTML.span(text, style: style, changed: changed)
            }
            if lost[row] { html += "<span class=\"chg gap\"> </span>" }
            html += "\n"
        }
        return html + "</pre></figure>\n"
    }

    private static func diffLineClass(_ line: Substring) -> String? {
        if line.hasPrefix("---") || line.hasPrefix("+++") { return "head" }
        if line.hasPrefix("@@") { return "hunk" }
        if line.hasPrefix("-") { return "del" }
        if line.hasPrefix("+") { return "add" }
        return nil
    }

    static let css = """
        :root{color-scheme:light;--fg:#1F2328;--bg:#FFFFFF;--muted:#59636E;--line:#D1D9E0;--mark:#FFD33D}
        *{box-sizing:border-box}
        body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:#F6F8FA}
        header{position:sticky;top:0;z-index:1;background:#FFFFFF;border-bottom:1px solid var(--line);padding:12px 20px;display:flex;flex-wrap:wrap;gap:8px 24px;align-items:baseline}
        h1{font-size:20px;margin:0}.sub{margin:0;color:var(--muted)}.toggle{margin-left:auto}
        main{padding:16px 20px;max-width:1600px}
        nav ol{columns:2;margin:0 0 16px;padding-left:24px}
        .case{background:#FFFFFF;border:1px solid var(--line);border-radius:8px;padding:12px 16px;margin:0 0 20px}
        h2{font-size:17px;margin:0 0 4px;word-break:break-all}
        .paths,.accept{margin:4px 0;color:var(--muted);word-break:break-all}
        code{font:13px ui-monospace,"SF Mono",Menlo,"DejaVu Sans Mono",monospace}
        .command{user-select:all;background:#F6F8FA;border:1px solid var(--line);border-radius:4px;padding:1px 4px;color:var(--fg)}
        .sides{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,calc(var(--cols)*1ch + 20px)),1fr));gap:12px;margin:10px 0;font:13px/1.2 ui-monospace,"SF Mono",Menlo,"DejaVu Sans Mono",monospace}
        figure{margin:0;min-width:0}figcaption{font:600 15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin-bottom:4px}
        pre{margin:0;overflow-x:auto;font:13px/1.2 ui-monospace,"SF Mono",Menlo,"DejaVu Sans Mono",monospace}
        .screen{background:var(--bg);color:var(--fg);border:1px solid var(--line);border-radius:6px;padding:8px;white-space:pre}
        .marks .screen .chg{outline:1px solid #BF8700;outline-offset:-1px;box-shadow:inset 0 -3px 0 var(--mark);background-color:rgba(255,211,61,.35)}
        .screen .gap{display:none}.marks .screen .gap{display:inline-block;width:1ch}
        .screen .w2{text-align:center}
        .missing{color:var(--muted);font-style:italic;border:1px dashed var(--line);border-radius:6px;padding:8px;margin:0}
        details{margin-top:8px}summary{cursor:pointer;color:var(--muted)}
        .diff,.message{background:#F6F8FA;border-radius:6px;padding:8px;white-space:pre}
        .diff .del{color:#B31D28;background:#FFEEF0;display:inline-block;min-width:100%}
        .diff .add{color:#176F2C;background:#E6FFEC;display:inline-block;min-width:100%}
        .diff .hunk{color:#6F42C1}.diff .head{color:var(--muted)}
        .none{font-size:18px}
        h3{font-size:14px;margin:10px 0 2px;word-break:break-all;font-family:ui-monospace,"SF Mono",Menlo,"DejaVu Sans Mono",monospace}
        h3.open{color:#8A2A0A}h3.waived{color:var(--muted)}
        .findings{margin:0;padding-left:20px}.findings li{margin:2px 0}.findings .waived,.findings .waiver{color:var(--muted)}
        """

    static let script = """
        (function(){var box=document.getElementById("marks");if(!box)return;
        box.addEventListener("change",function(){document.body.classList.toggle("marks",box.checked);});})();
        """
}
