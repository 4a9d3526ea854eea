import DemoKitExport
import DemoKitSnapshots
import Foundation
import Testing

/// The exported HTML catalog in headless Chromium, loaded from `file://`:
/// its own `#selftest` hook clicks every sidebar entry and the appearance
/// switch as a person would, and reports what the pane shows, which these
/// tests hold to the golden files on disk (written by the snapshot engine,
/// a different code path).
@Suite(.enabled(if: Chromium.mustRun, "Chromium is not installed; .ci/run installs it (apt-get install chromium fonts-dejavu-core)"))
struct CatalogSiteBrowserTests {
    struct Pane: Decodable {
        var address: String
        var tweak: String
        var appearance: String
        var width: Int
        var rtl: Bool
        var text: String
        /// The key hint under the pane.
        var help: String
        /// The accessibility section's summary, or `nil` when it is hidden.
        var a11y: String?
        /// How many findings the section lists.
        var findings: Int?
    }

    struct Step: Decodable {
        var header: String
        var text: String
    }

    struct Script: Decodable {
        var address: String
        var tweak: String
        var script: String
        var steps: [Step]
        var outcome: String?
    }

    struct Check: Decodable {
        var name: String
        var ok: Bool
    }

    struct SelfTest: Decodable {
        var entries: Int
        var panes: [Pane]
        var scripts: [Script]
        var checks: [Check]
    }

    /// index.json's demos and tweaks, with the goldens each pins.
    struct Index: Decodable {
        struct Group: Decodable { var id: String; var demos: [Demo] }
        struct Demo: Decodable { var address: String; var tweaks: [Tweak] }
        struct Tweak: Decodable { var id: String; var goldens: [String]; var scripts: [IndexScript] }
        struct IndexScript: Decodable { var id: String; var goldens: [String] }
        var schemaVersion: Int
        var groups: [Group]
    }

    private static func run() throws -> (site: URL, result: SelfTest, standardError: String, requests: [String]) {
        let folders = try Export.folders.get()
        let netLog = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-netlog-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: netLog) }
        let page = folders.html.appendingPathComponent("index.html")
        let result = try Chromium.run(
            page, fragment: "selftest",
            [
                "--dump-dom", "--virtual-time-budget=20000", "--enable-logging=stderr", "--v=0",
                "--log-net-log=\(netLog.path)",
            ])
        guard result.status == 0, let json = Chromium.preText(id: "selftest", in: result.standardOutput),
            !json.isEmpty
        else {
            throw BrowserTestFailure(
                "Chromium did not run the page's self-test (status \(result.status)): "
                    + String(result.standardError.suffix(2000)))
        }
        let selfTest = try JSONDecoder().decode(SelfTest.self, from: Data(json.utf8))
        return (folders.html, selfTest, result.standardError, try Chromium.pageRequests(inNetLog: netLog))
    }

    @Test func site_everyStillAndScriptGolden_isShownByClickingItsEntryAndSwitch() throws {
        let (site, selfTest, standardError, requests) = try Self.run()
        let index = try JSONDecoder().decode(
            Index.self, from: Data(contentsOf: site.appendingPathComponent("index.json")))
        #expect(index.schemaVersion == 1)

        var panes: [String: Pane] = [:]
        for pane in selfTest.panes { panes[pane.address + "\u{0}" + pane.tweak + "\u{0}" + pane.appearance] = pane }
        var scripts: [String: Script] = [:]
        for script in selfTest.scripts {
            scripts[script.address + "\u{0}" + script.tweak + "\u{0}" + script.script] = script
        }
        // Where each golden on disk is shown: the demo, tweak, script and
        // appearance that index.json says pin it.
        var shownBy: [String: (address: String, tweak: String, script: String?)] = [:]
        for group in index.groups {
            for demo in group.demos {
                for tweak in demo.tweaks {
                    for golden in tweak.goldens { shownBy[golden] = (demo.address, tweak.id, nil) }
                    for script in tweak.scripts {
                        for golden in script.goldens { shownBy[golden] = (demo.address, tweak.id, script.id) }
                    }
                }
            }
        }
        #expect(selfTest.entries == index.groups.flatMap(\.demos).flatMap(\.tweaks).count)

        // The key hint offers only what works for the tweak shown.
        var hinted = (still: 0, scripted: 0)
        for demo in index.groups.flatMap(\.demos) {
            for tweak in demo.tweaks {
                guard let pane = panes[demo.address + "\u{0}" + tweak.id + "\u{0}light"] else { continue }
                #expect(pane.help == Self.keyHint(hasTweaks: !tweak.id.isEmpty, widths: true, scripts: !tweak.scripts.isEmpty))
                if tweak.scripts.isEmpty { hinted.still += 1 } else { hinted.scripted += 1 }
            }
        }
        #expect(hinted.still > 0 && hinted.scripted > 0, "\(hinted)")

        var compared = 0
        for file in PackagePaths.goldenFiles() {
            let name = (file as NSString).lastPathComponent
            let variation = name.split(separator: "@", maxSplits: 1).dropFirst().first.map { $0.dropLast(4) } ?? ""
            guard variation == "" || variation == "dark" else { continue }
            let appearance = variation == "dark" ? "dark" : "light"
            guard let owner = shownBy[file] else {
                Issue.record("the golden \(file) is not pinned by any demo the site shows")
                continue
            }
            let golden = PackagePaths.comparable(
                try String(contentsOf: PackagePaths.snapshots.appendingPathComponent(file), encoding: .utf8))
            if let script = owner.script {
                guard appearance == "light" else { continue }
                guard let played = scripts[owner.address + "\u{0}" + owner.tweak + "\u{0}" + script] else {
                    Issue.record("the site has no script \(script) for \(owner.address) \(owner.tweak)")
                    continue
                }
                var story = played.steps.map { $0.header + "\n" + $0.text }.joined(separator: "\n\n")
                if let outcome = played.outcome { story += "\n\n" + outcome }
                #expect(PackagePaths.comparable(story) == golden, "script golden \(file)")
            } else {
                guard let pane = panes[owner.address + "\u{0}" + owner.tweak + "\u{0}" + appearance] else {
                    Issue.record("no sidebar entry shows \(owner.address) \(owner.tweak) in \(appearance)")
                    continue
                }
                #expect(pane.width == 80 && !pane.rtl)
                #expect(PackagePaths.comparable(pane.text) == golden, "golden \(file)")
            }
            compared += 1
        }
        #expect(compared > 150, "only \(compared) goldens were compared")
        for check in selfTest.checks { #expect(check.ok, "self-test: \(check.name)") }
        #expect(Chromium.consoleLines(standardError) == [], "the page wrote to the console or threw")
        #expect(requests == [], "the page made network requests")
    }

    /// The key hint under the pane, as the page should write it.
    static func keyHint(hasTweaks: Bool, widths: Bool, scripts: Bool) -> String {
        (hasTweaks ? "↑↓ or j k: tweak" : "↑↓ or j k: demo") + " · / filter · d dark · r right to left"
            + (widths ? " · w width" : "") + (scripts ? " · space play · , . step" : "")
    }

    /// A demo without tweaks (the sample catalog has none) and a site of
    /// one width: the hint offers neither tweaks, nor widths, nor playing.
    @Test func keyHint_onADemoWithoutTweaksOrScripts_offersOnlyWhatWorks() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-hint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let site = try CatalogSite(catalog: Catalog(groups: [HintGroup.self]), title: "Hints", widths: [80], jobs: 1)
        let page = work.appendingPathComponent("index.html")
        try Data(site.files[0].bytes).write(to: page)
        let result = try Chromium.run(page, fragment: "selftest", ["--dump-dom", "--virtual-time-budget=5000"])
        let json = try #require(Chromium.preText(id: "selftest", in: result.standardOutput), "no self-test result")
        let selfTest = try JSONDecoder().decode(SelfTest.self, from: Data(json.utf8))
        let hints = Dictionary(selfTest.panes.map { ($0.address + " " + $0.tweak, $0.help) }) { first, _ in first }
        #expect(hints == [
            "Hints/plain ": Self.keyHint(hasTweaks: false, widths: false, scripts: false),
            "Hints/colours red": Self.keyHint(hasTweaks: true, widths: false, scripts: false),
            "Hints/colours blue": Self.keyHint(hasTweaks: true, widths: false, scripts: false),
        ])
    }

    /// The audit's findings handed to the export: each demo's are listed
    /// under its pane (open ones first, waived ones with their reason), a
    /// demo with open ones is marked in the sidebar, and a demo without any
    /// says so.
    @Test func findings_areListedUnderEachDemo_andMarkedInTheSidebar() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let findings = [
            RenderingFinding(key: "Hints/colours/red", address: "Hints/colours", text: "contrast (WCAG 1.4.3): red"),
            RenderingFinding(
                key: "Hints/colours/blue", address: "Hints/colours", text: "use-of-color (WCAG 1.4.1): blue",
                waiver: "<b>on purpose</b>"),
        ]
        let site = try CatalogSite(
            catalog: Catalog(groups: [HintGroup.self]), title: "Hints", widths: [80], jobs: 1, findings: findings)
        let page = work.appendingPathComponent("index.html")
        try Data(site.files[0].bytes).write(to: page)
        let result = try Chromium.run(page, fragment: "selftest", ["--dump-dom", "--virtual-time-budget=5000"])
        let json = try #require(Chromium.preText(id: "selftest", in: result.standardOutput), "no self-test result")
        let selfTest = try JSONDecoder().decode(SelfTest.self, from: Data(json.utf8))
        let listed = Dictionary(selfTest.panes.map { ($0.address, "\($0.a11y ?? "-") \($0.findings ?? -1)") }) { a, _ in a }
        #expect(listed == [
            "Hints/plain": "No findings: every rendering passes 'demo-runner audit'. 0",
            "Hints/colours": "1 finding, 1 waived (demo-runner audit) 2",
        ])
        let dom = try Chromium.run(page, ["--dump-dom", "--virtual-time-budget=5000"]).standardOutput
        #expect(dom.contains("<span class=\"mark\" title=\"1 accessibility finding\">⚠ 1</span>"))
        // The waiver's reason is text, never markup.
        #expect(dom.contains("(waived: &lt;b&gt;on purpose&lt;/b&gt;)"))
        #expect(Chromium.consoleLines(result.standardError) == [], "the page wrote to the console or threw")
    }

    /// The checks above would pass on a page the browser never ran: here a
    /// page that logs, throws and asks for an image must be caught by both.
    @Test func detectors_pageThatLogsThrowsAndFetches_isCaught() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let page = work.appendingPathComponent("bad.html")
        try Data(
            """
            <!DOCTYPE html><html><body><img src="http://127.0.0.1:9/x.png">
            <script>console.error("boom"); null.x;</script></body></html>
            """.utf8
        ).write(to: page)
        let netLog = work.appendingPathComponent("net.json")
        let result = try Chromium.run(
            page, ["--dump-dom", "--virtual-time-budget=2000", "--enable-logging=stderr", "--v=0",
                   "--log-net-log=\(netLog.path)"])
        let console = Chromium.consoleLines(result.standardError)
        #expect(console.contains { $0.contains("boom") })
        #expect(console.contains { $0.contains("Uncaught TypeError") })
        #expect(try Chromium.pageRequests(inNetLog: netLog).contains { $0.hasPrefix("http://127.0.0.1:9/x.png") })
    }

    @Test func site_inTwoWindowWidths_screenshotsForAPersonToLookAt() throws {
        let folders = try Export.folders.get()
        try FileManager.default.createDirectory(at: PackagePaths.screenshots, withIntermediateDirectories: true)
        let page = folders.html.appendingPathComponent("index.html")
        for (name, size, fragment) in [
            ("catalog-wide.png", "1280,900", "demo=Components%2Fbuttons&tweak=red"),
            ("catalog-narrow.png", "480,900", "demo=Components%2Ftable&appearance=dark"),
            ("catalog-rtl-dark.png", "1280,900", "demo=Components%2FrightToLeft&appearance=dark&direction=rtl"),
            ("catalog-script.png", "1280,700", "demo=Components%2Fcounter&tweak=byOne&script=countToThree&step=2"),
        ] {
            let file = PackagePaths.screenshots.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: file)
            let result = try Chromium.run(
                page, fragment: fragment,
                ["--screenshot=\(file.path)", "--window-size=\(size)", "--virtual-time-budget=3000"])
            #expect(result.status == 0, "\(result.standardError.suffix(1000))")
            let bytes = try Data(contentsOf: file)
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.count > 10_000, "\(name) is no picture")
            print("screenshot: \(file.path)")
        }
    }
}
