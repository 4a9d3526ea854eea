import DemoKitCore
import DemoKitSnapshots

/// The static HTML catalog: one self-contained `index.html` (inline CSS and
/// script, the renderings embedded as JSON, a Content-Security-Policy that
/// lets nothing reach the network) and `index.json`, which describes the
/// catalog for other tools.
///
/// Every demo × tweak is rendered the way still goldens are
/// (``GoldenRenderer/screen(of:tweak:in:)``) in every ``SiteView``: light
/// and dark, each width, left to right and right to left; every tweak ×
/// script of a live demo is played the way script goldens are, in every
/// view too. The same catalog gives the same bytes.
///
/// ```swift
/// let site = try CatalogSite(catalog: catalog, title: "MyDemos")
/// try ExportFolder(path: "site").write(site.files)
/// ```
package struct CatalogSite {
    /// The widths a visitor can switch between; the first view at
    /// ``defaultWidth`` is what goldens pin.
    package static let defaultWidths = [40, 60, 80, 120]
    /// The goldens' width.
    package static let defaultWidth = 80

    /// `index.html` and `index.json`, by path.
    package let files: [(path: String, bytes: [UInt8])]
    /// How many demo and script-step renderings the site shows.
    package let renderings: Int
    /// How many distinct screens (after sharing identical ones) it holds.
    package let distinctScreens: Int
    /// How many demo × tweak entries the sidebar has.
    package let entries: Int

    /// Renders the catalog.
    ///
    /// - Parameters:
    ///   - catalog: The catalog.
    ///   - title: The page's title (the catalog's name).
    ///   - filter: Only demos and tweaks that have a golden the filter
    ///     selects; `nil` for every demo and tweak, snapshotted or not.
    ///   - widths: The width presets, as the terminal browser offers them.
    ///   - findings: What the accessibility audit found in the renderings
    ///     the goldens pin, listed beside each demo; `nil` when the catalog
    ///     was not audited (the page then says nothing of it).
    /// - Throws: ``SnapshotSetupError`` when the catalog's goldens clash or a
    ///   script identifier is invalid.
    package init(
        catalog: Catalog, title: String, filter: SnapshotFilter? = nil, widths: [Int] = Self.defaultWidths,
        jobs: Int = SnapshotConfiguration.defaultJobs, findings: [RenderingFinding]? = nil
    ) throws(SnapshotSetupError) {
        let widths = widths.isEmpty ? [Self.defaultWidth] : widths
        let defaultWidth = widths.contains(Self.defaultWidth) ? Self.defaultWidth : widths[0]
        let goldens = Self.goldens(of: try SnapshotPlan(catalog: catalog, filter: filter))
        let views = SiteView.all(widths: widths)
        // Scripts play at the goldens' width, in both appearances and
        // directions: a story per width would multiply the slowest part of
        // the export (live components run in virtual time) by the widths.
        let scriptViews = views.filter { $0.width == defaultWidth }

        // What to show, in catalog order; then every rendering, on all
        // cores, handed back in order; then the page, from the renderings
        // in that same order.
        let entries = try Self.entries(of: catalog, goldens: goldens, filtered: filter != nil)
        let (table, results) = Self.render(entries, views: views, scriptViews: scriptViews, jobs: jobs)
        var screens = RenderedScreens(results: results, views: views.count, scriptViews: scriptViews.count)
        let (siteGroups, indexGroups) = Self.groups(
            of: catalog, entries: entries, screens: &screens, goldens: goldens, findings: findings)
        let data = JSONValue.object([
            ("schemaVersion", .int(1)), ("title", .string(title)), ("audited", .bool(findings != nil)),
            ("widths", .array(widths.map(JSONValue.int))), ("defaultWidth", .int(defaultWidth)),
            ("lines", .array(table.lines.map(JSONValue.string))),
            ("screens", .array(table.screens.map { .array($0.map(JSONValue.int)) })),
            ("errors", .array(table.errors.map(JSONValue.string))),
            ("groups", .array(siteGroups)),
        ])
        let index = JSONValue.object(sorting: [
            "schemaVersion": .int(1), "title": .string(title), "site": .string("index.html"),
            "audited": .bool(findings != nil),
            "context": .object(sorting: [
                "width": .int(SnapshotVariation.standard.context.width), "appearance": .string("light"),
                "direction": .string("leftToRight"), "color": .string("trueColor"),
            ]),
            "widths": .array(widths.map(JSONValue.int)), "scriptWidth": .int(defaultWidth),
            "appearances": .array([.string("light"), .string("dark")]),
            "directions": .array([.string("leftToRight"), .string("rightToLeft")]),
            "groups": .array(indexGroups),
        ])
        let html = SitePage.html(title: title, data: data, css: StyledHTML.css(for: table.styles))
        files = [
            ("index.html", Array(html.utf8)),
            ("index.json", Array((index.serialized() + "\n").utf8)),
        ]
        renderings = table.renderings
        distinctScreens = table.screens.count
        self.entries = entries.count
    }

    /// A finding in the page's data and `index.json`: `key`, `text`, and
    /// `waiver` when one accepts it.
    private static func json(_ finding: RenderingFinding) -> JSONValue {
        var fields: [(String, JSONValue)] = [("key", .string(finding.key)), ("text", .string(finding.text))]
        if let waiver = finding.waiver { fields.append(("waiver", .string(waiver))) }
        return .object(fields)
    }

    /// The golden paths of each demo, tweak and script the plan checks.
    private static func goldens(of plan: SnapshotPlan) -> [GoldenKey: [String]] {
        var goldens: [GoldenKey: [String]] = [:]
        for goldenCase in plan.cases {
            let key = GoldenKey(
                address: goldenCase.demo.address, tweak: goldenCase.tweak?.identifier ?? "",
                script: goldenCase.script?.identifier)
            goldens[key, default: []].append(goldenCase.plainPath)
        }
        return goldens
    }

    /// The sidebar's entries, in catalog order: every demo in every tweak,
    /// with its scripts there; when `filtered`, only those with a golden the
    /// filter selected.
    private static func entries(
        of catalog: Catalog, goldens: [GoldenKey: [String]], filtered: Bool
    ) throws(SnapshotSetupError) -> [Entry] {
        var entries: [Entry] = []
        for group in catalog.groups {
            for demo in group.demos {
                let tweaks: [CatalogTweak?] = demo.tweaks.isEmpty ? [nil] : demo.tweaks
                for tweak in tweaks {
                    let scripts: [DemoScript]
                    do {
                        scripts = try demo.scripts(for: tweak)
                    } catch {
                        throw SnapshotSetupError(TerminalSafeText.oneLine(error.description))
                    }
                    let still = GoldenKey(address: demo.address, tweak: tweak?.identifier ?? "", script: nil)
                    if filtered, goldens[still] == nil,
                        !scripts.contains(where: { goldens[still.with(script: $0.identifier)] != nil })
                    {
                        continue
                    }
                    entries.append(Entry(demo: demo, tweak: tweak, scripts: scripts))
                }
            }
        }
        return entries
    }

    /// Every entry's start screen in every view and its scripts' stories in
    /// the script views, rendered on `jobs` threads; the screens shared in
    /// one table, each rendering's place in it in entry order.
    private static func render(
        _ entries: [Entry], views: [SiteView], scriptViews: [SiteView], jobs: Int
    ) -> (table: ScreenTable, results: [JSONValue]) {
        var renderJobs: [RenderJob] = []
        for entry in entries {
            for view in views { renderJobs.append(RenderJob(entry: entry, script: nil, view: view)) }
            for script in entry.scripts {
                for view in scriptViews { renderJobs.append(RenderJob(entry: entry, script: script, view: view)) }
            }
        }
        var table = ScreenTable()
        var results: [JSONValue] = []
        results.reserveCapacity(renderJobs.count)
        let allJobs = renderJobs
        ParallelBatches.run(
            count: allJobs.count, jobs: jobs, makeState: {},
            work: { index, _ in allJobs[index].render() },
            deliver: { rendered in results.append(table.add(rendered)) })
        return (table, results)
    }

    /// The page's groups and `index.json`'s, from the entries and their
    /// renderings, in catalog order; a group or demo with no entry is left
    /// out.
    private static func groups(
        of catalog: Catalog, entries: [Entry], screens: inout RenderedScreens, goldens: [GoldenKey: [String]],
        findings: [RenderingFinding]?
    ) -> (site: [JSONValue], index: [JSONValue]) {
        var findingsByDemo: [String: [RenderingFinding]] = [:]
        for finding in findings ?? [] { findingsByDemo[finding.address, default: []].append(finding) }
        var entryIndex = 0
        var siteGroups: [JSONValue] = []
        var indexGroups: [JSONValue] = []
        for group in catalog.groups {
            var siteDemos: [JSONValue] = []
            var indexDemos: [JSONValue] = []
            for demo in group.demos {
                var siteTweaks: [JSONValue] = []
                var indexTweaks: [JSONValue] = []
                while entryIndex < entries.count, entries[entryIndex].demo.address == demo.address {
                    let (site, index) = tweak(entries[entryIndex], screens: &screens, goldens: goldens)
                    entryIndex += 1
                    siteTweaks.append(site)
                    indexTweaks.append(index)
                }
                if siteTweaks.isEmpty { continue }
                let kind =
                    demo.isInteractive ? "interactive" : demo.isAnimated ? "animated" : demo.isLive ? "scripted" : "still"
                var siteDemo: [(String, JSONValue)] = [
                    ("id", .string(demo.identifier)), ("title", .string(demo.title)),
                    ("address", .string(demo.address)), ("kind", .string(kind)), ("tweaks", .array(siteTweaks)),
                ]
                var indexDemo: [String: JSONValue] = [
                    "id": .string(demo.identifier), "title": .string(demo.title),
                    "address": .string(demo.address), "kind": .string(kind),
                    "hasTweaks": .bool(!demo.tweaks.isEmpty), "tweaks": .array(indexTweaks),
                ]
                // The controls, with their types and defaults: the tweaks
                // are their presets. Only demos that have controls say so.
                let controls = demo.controls()
                if !controls.isEmpty {
                    let listed = JSONValue.array(controls.map(Self.json))
                    siteDemo.append(("controls", listed))
                    indexDemo["controls"] = listed
                }
                if findings != nil {
                    let listed = JSONValue.array((findingsByDemo[demo.address] ?? []).map(Self.json))
                    siteDemo.append(("findings", listed))
                    indexDemo["findings"] = listed
                }
                siteDemos.append(.object(siteDemo))
                indexDemos.append(.object(sorting: indexDemo))
            }
            if siteDemos.isEmpty { continue }
            siteGroups.append(.object([
                ("id", .string(group.identifier)), ("title", .string(group.title)), ("demos", .array(siteDemos)),
            ]))
            indexGroups.append(.object(sorting: [
                "id": .string(group.identifier), "title": .string(group.title), "demos": .array(indexDemos),
            ]))
        }
        return (siteGroups, indexGroups)
    }

    /// A control as the page and `index.json` list it: its name, its type
    /// as `list` writes it, and its default as `--set` takes it.
    private static func json(_ control: CatalogControl) -> JSONValue {
        var fields: [(String, JSONValue)] = [("name", .string(control.name)), ("type", .string(control.kind.typeName))]
        if let value = control.defaultValue { fields.append(("default", .string(value.argument))) }
        return .object(fields)
    }

    /// One entry (a demo in one tweak) as the page and `index.json` show
    /// it: its screens in every view, its scripts' stories, its goldens.
    private static func tweak(
        _ entry: Entry, screens: inout RenderedScreens, goldens: [GoldenKey: [String]]
    ) -> (site: JSONValue, index: JSONValue) {
        let demo = entry.demo
        let tweak = entry.tweak
        let tweakID = tweak?.identifier ?? ""
        let still = GoldenKey(address: demo.address, tweak: tweakID, script: nil)
        let views = screens.nextStill()
        var siteScripts: [JSONValue] = []
        var indexScripts: [JSONValue] = []
        for script in entry.scripts {
            let played = screens.nextScript()
            let scriptGoldens = goldens[still.with(script: script.identifier)] ?? []
            siteScripts.append(.object([
                ("id", .string(script.identifier)), ("title", .string(script.title)),
                ("views", .array(played)),
            ]))
            indexScripts.append(.object(sorting: [
                "id": .string(script.identifier), "title": .string(script.title),
                "key": .string(Self.key(demo: demo, tweak: tweak, script: script)),
                "steps": .int(script.steps.count),
                "goldens": .array(scriptGoldens.map(JSONValue.string)),
            ]))
        }
        let tweakTitle = tweak?.title ?? ""
        let stillGoldens = JSONValue.array((goldens[still] ?? []).map(JSONValue.string))
        let site = JSONValue.object([
            ("id", .string(tweakID)), ("title", .string(tweakTitle)), ("goldens", stillGoldens),
            ("views", .array(views)), ("scripts", .array(siteScripts)),
        ])
        let index = JSONValue.object(sorting: [
            "id": .string(tweakID), "title": .string(tweakTitle),
            "key": .string(Self.key(demo: demo, tweak: tweak, script: nil)),
            "goldens": stillGoldens, "scripts": .array(indexScripts),
        ])
        return (site, index)
    }

    /// `GROUP/DEMO[/TWEAK][+SCRIPT]`, as goldens' keys spell it.
    private static func key(demo: CatalogDemo, tweak: CatalogTweak?, script: DemoScript?) -> String {
        var key = demo.address
        if let tweak { key += "/" + tweak.identifier }
        if let script { key += "+" + script.identifier }
        return key
    }
}

/// Which demo, tweak and script goldens belong to.
private struct GoldenKey: Hashable {
    var address: String
    var tweak: String
    var script: String?

    func with(script: String) -> GoldenKey {
        GoldenKey(address: address, tweak: tweak, script: script)
    }
}

/// The renderings in the order they were asked for, taken one entry's
/// worth at a time: its start screen in every view, then each script's
/// story in the script views.
private struct RenderedScreens {
    let results: [JSONValue]
    let views: Int
    let scriptViews: Int
    private var next = 0

    init(results: [JSONValue], views: Int, scriptViews: Int) {
        self.results = results
        self.views = views
        self.scriptViews = scriptViews
    }

    /// The next entry's start screens.
    mutating func nextStill() -> [JSONValue] { take(views) }

    /// The next script's stories.
    mutating func nextScript() -> [JSONValue] { take(scriptViews) }

    private mutating func take(_ count: Int) -> [JSONValue] {
        defer { next += count }
        return Array(results[next..<next + count])
    }
}

/// One sidebar entry: a demo in one tweak, and its scripts there.
private struct Entry: Sendable {
    var demo: CatalogDemo
    var tweak: CatalogTweak?
    var scripts: [DemoScript]
}

/// One rendering the site shows: a start screen, or a script's story, in
/// one view.
private struct RenderJob: Sendable {
    var entry: Entry
    var script: DemoScript?
    var view: SiteView

    /// Renders as goldens render, on any thread.
    func render() -> Rendered {
        do {
            if let script {
                return .frames(
                    try GoldenRenderer.frames(of: entry.demo, tweak: entry.tweak, script: script, in: view.context))
            }
            return .screen(try GoldenRenderer.screen(of: entry.demo, tweak: entry.tweak, in: view.context))
        } catch {
            return .error("render error: \(error)")
        }
    }
}
