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
    /// - Throws: ``SnapshotSetupError`` when the catalog's goldens clash or a
    ///   script identifier is invalid.
    package init(
        catalog: Catalog, title: String, filter: SnapshotFilter? = nil, widths: [Int] = Self.defaultWidths
    ) throws(SnapshotSetupError) {
        let widths = widths.isEmpty ? [Self.defaultWidth] : widths
        let plan = try SnapshotPlan(catalog: catalog, filter: filter)
        var goldens: [GoldenKey: [String]] = [:]
        for goldenCase in plan.cases {
            let key = GoldenKey(
                address: goldenCase.demo.address, tweak: goldenCase.tweak?.identifier ?? "",
                script: goldenCase.script?.identifier)
            goldens[key, default: []].append(goldenCase.plainPath)
        }
        let views = SiteView.all(widths: widths)
        var table = ScreenTable()
        var siteGroups: [JSONValue] = []
        var indexGroups: [JSONValue] = []
        var entries = 0
        for group in catalog.groups {
            var siteDemos: [JSONValue] = []
            var indexDemos: [JSONValue] = []
            for demo in group.demos {
                let tweaks: [CatalogTweak?] = demo.tweaks.isEmpty ? [nil] : demo.tweaks
                var siteTweaks: [JSONValue] = []
                var indexTweaks: [JSONValue] = []
                for tweak in tweaks {
                    let tweakID = tweak?.identifier ?? ""
                    let stillKey = GoldenKey(address: demo.address, tweak: tweakID, script: nil)
                    let scripts: [DemoScript]
                    do {
                        scripts = try demo.scripts(for: tweak)
                    } catch {
                        throw SnapshotSetupError(TerminalSafeText.oneLine(error.description))
                    }
                    if filter != nil, goldens[stillKey] == nil,
                        !scripts.contains(where: { goldens[GoldenKey(address: demo.address, tweak: tweakID, script: $0.identifier)] != nil })
                    {
                        continue
                    }
                    entries += 1
                    let screens = views.map { view in
                        table.add { try GoldenRenderer.screen(of: demo, tweak: tweak, in: view.context) }
                    }
                    var siteScripts: [JSONValue] = []
                    var indexScripts: [JSONValue] = []
                    for script in scripts {
                        let scriptGoldens = goldens[GoldenKey(address: demo.address, tweak: tweakID, script: script.identifier)] ?? []
                        let scriptViews = views.map { view in
                            Self.playView(of: demo, tweak: tweak, script: script, view: view, table: &table)
                        }
                        siteScripts.append(.object([
                            ("id", .string(script.identifier)), ("title", .string(script.title)),
                            ("views", .array(scriptViews)),
                        ]))
                        indexScripts.append(.object(sorting: [
                            "id": .string(script.identifier), "title": .string(script.title),
                            "key": .string(Self.key(demo: demo, tweak: tweak, script: script)),
                            "steps": .int(script.steps.count),
                            "goldens": .array(scriptGoldens.map(JSONValue.string)),
                        ]))
                    }
                    let tweakTitle = tweak?.title ?? ""
                    siteTweaks.append(.object([
                        ("id", .string(tweakID)), ("title", .string(tweakTitle)),
                        ("goldens", .array((goldens[stillKey] ?? []).map(JSONValue.string))),
                        ("views", .array(screens.map(JSONValue.int))), ("scripts", .array(siteScripts)),
                    ]))
                    indexTweaks.append(.object(sorting: [
                        "id": .string(tweakID), "title": .string(tweakTitle),
                        "key": .string(Self.key(demo: demo, tweak: tweak, script: nil)),
                        "goldens": .array((goldens[stillKey] ?? []).map(JSONValue.string)),
                        "scripts": .array(indexScripts),
                    ]))
                }
                if siteTweaks.isEmpty { continue }
                let kind = demo.isInteractive ? "interactive" : demo.isAnimated ? "animated" : demo.isLive ? "scripted" : "still"
                siteDemos.append(.object([
                    ("id", .string(demo.identifier)), ("title", .string(demo.title)),
                    ("address", .string(demo.address)), ("kind", .string(kind)), ("tweaks", .array(siteTweaks)),
                ]))
                indexDemos.append(.object(sorting: [
                    "id": .string(demo.identifier), "title": .string(demo.title),
                    "address": .string(demo.address), "kind": .string(kind),
                    "hasTweaks": .bool(!demo.tweaks.isEmpty), "tweaks": .array(indexTweaks),
                ]))
            }
            if siteDemos.isEmpty { continue }
            siteGroups.append(.object([
                ("id", .string(group.identifier)), ("title", .string(group.title)), ("demos", .array(siteDemos)),
            ]))
            indexGroups.append(.object(sorting: [
                "id": .string(group.identifier), "title": .string(group.title), "demos": .array(indexDemos),
            ]))
        }
        let data = JSONValue.object([
            ("schemaVersion", .int(1)), ("title", .string(title)),
            ("widths", .array(widths.map(JSONValue.int))),
            ("defaultWidth", .int(widths.contains(Self.defaultWidth) ? Self.defaultWidth : widths[0])),
            ("lines", .array(table.lines.map(JSONValue.string))),
            ("screens", .array(table.screens.map { .array($0.map(JSONValue.int)) })),
            ("errors", .array(table.errors.map(JSONValue.string))),
            ("groups", .array(siteGroups)),
        ])
        let index = JSONValue.object(sorting: [
            "schemaVersion": .int(1), "title": .string(title), "site": .string("index.html"),
            "context": .object(sorting: [
                "width": .int(SnapshotVariation.standard.context.width), "appearance": .string("light"),
                "direction": .string("leftToRight"), "color": .string("trueColor"),
            ]),
            "widths": .array(widths.map(JSONValue.int)),
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
        self.entries = entries
    }

    /// A script played in one view: its steps (header and screen) and its
    /// outcome, or the render error in place of the steps.
    private static func playView(
        of demo: CatalogDemo, tweak: CatalogTweak?, script: DemoScript, view: SiteView, table: inout ScreenTable
    ) -> JSONValue {
        do {
            let frames = try GoldenRenderer.frames(of: demo, tweak: tweak, script: script, in: view.context)
            let steps = frames.map { frame -> JSONValue in
                .array([.string(frame.header), .int(table.add(frame.screen))])
            }
            let outcome = frames.last?.outcome.map { JSONValue.string("── outcome: \($0)") } ?? .null
            return .object([("steps", .array(steps)), ("outcome", outcome)])
        } catch {
            let number = table.add(error: "render error: \(error)")
            return .object([("steps", .array([.array([.string("── 0. start"), .int(number)])])), ("outcome", .null)])
        }
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
}
