import DemoKitCore
import DemoKitSnapshots
import Foundation
import Testing

@testable import DemoKitExport

/// The same catalog gives the same bytes, and index.json describes it.
struct ExportDeterminismTests {
    @Test func site_exportedTwice_givesTheSameBytes() throws {
        let catalog = try Catalog(groups: [HostileExportGroup.self])
        let first = try CatalogSite(catalog: catalog, title: "t")
        let second = try CatalogSite(catalog: catalog, title: "t")
        #expect(first.files.map(\.path) == ["index.html", "index.json"])
        #expect(first.files.map(\.bytes) == second.files.map(\.bytes))
        #expect(!String(decoding: first.files[0].bytes, as: UTF8.self).contains(NSTemporaryDirectory()))
    }

    @Test func site_everyViewOfEveryTweak_isRendered() throws {
        let catalog = try Catalog(groups: [HostileExportGroup.self])
        let site = try CatalogSite(catalog: catalog, title: "t")
        // 3 tweaks + 2 demos without tweaks, each in 2 appearances × 4 widths × 2 directions.
        #expect(site.entries == 5)
        #expect(site.renderings == 5 * 16)
        #expect(site.distinctScreens < site.renderings)
    }

    @Test func indexJSON_describesGroupsDemosTweaksAndTheirGoldens() throws {
        let catalog = try Catalog(groups: [HostileExportGroup.self])
        let site = try CatalogSite(catalog: catalog, title: "My catalog", widths: [40, 80])
        let index = try #require(try JSONSerialization.jsonObject(with: Data(site.files[1].bytes)) as? [String: Any])
        #expect(index["schemaVersion"] as? Int == 1)
        #expect(index["site"] as? String == "index.html")
        #expect(index["title"] as? String == "My catalog")
        #expect(index["widths"] as? [Int] == [40, 80])
        let groups = try #require(index["groups"] as? [[String: Any]])
        let demos = try #require(groups.first?["demos"] as? [[String: Any]])
        #expect(demos.compactMap { $0["title"] as? String } == ["Broken", "Hostile " + HostileExportGroup.text, "Wide"])
        let hostile = demos[1]
        #expect(hostile["kind"] as? String == "still")
        let tweaks = try #require(hostile["tweaks"] as? [[String: Any]])
        #expect(tweaks.compactMap { $0["key"] as? String }.first == "<script>alert(1)/demo\u{2028}<i>/<script>")
        let goldens = tweaks.compactMap { $0["goldens"] as? [String] }
        #expect(goldens.count == 3 && goldens.allSatisfy { $0.count == 1 && $0[0].hasSuffix(".txt") })
        // Keys are sorted, so tools diffing index.json see only real changes.
        let text = String(decoding: site.files[1].bytes, as: UTF8.self)
        #expect(text.hasPrefix(#"{"appearances":["light","dark"],"audited":false,"context":{"appearance":"light","color":"trueColor""#))
    }

    @Test func site_filter_keepsOnlyMatchingTweaks() throws {
        let catalog = try Catalog(groups: [HostileExportGroup.self])
        let site = try CatalogSite(catalog: catalog, title: "t", filter: try SnapshotFilter("wide"))
        #expect(site.entries == 1)
    }

    @Test func pictures_oneSVGPerGolden_atTheGoldenPath() throws {
        let catalog = try Catalog(groups: [HostileExportGroup.self])
        let pictures = try GoldenPictures(catalog: catalog)
        let plan = try SnapshotPlan(catalog: catalog)
        #expect(pictures.files.count + pictures.failures.count == plan.cases.count)
        #expect(pictures.failures.count == 1)
        #expect(pictures.files.map(\.path) == plan.cases.filter { !$0.demo.identifier.hasPrefix("broken") }
            .map { $0.basePath + ".svg" })
        let again = try GoldenPictures(catalog: catalog)
        #expect(pictures.files.map(\.bytes) == again.files.map(\.bytes))
    }
}

/// The audit's findings in the site's data and index.json: under their
/// demo, and only when the catalog was audited.
struct ExportFindingsTests {
    func index(_ site: CatalogSite) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(site.files[1].bytes)) as? [String: Any])
    }

    func demos(_ index: [String: Any]) -> [[String: Any]] {
        (index["groups"] as? [[String: Any]] ?? []).flatMap { $0["demos"] as? [[String: Any]] ?? [] }
    }

    @Test func withoutAnAudit_nothingIsSaidOfIt() throws {
        let site = try CatalogSite(catalog: Catalog(groups: [HostileExportGroup.self]), title: "t", widths: [80])
        let index = try index(site)
        #expect(index["audited"] as? Bool == false)
        #expect(demos(index).allSatisfy { $0["findings"] == nil })
    }

    @Test func findings_areListedUnderTheirDemo_andTheSameFindingsGiveTheSameBytes() throws {
        let catalog = try Catalog(groups: [HostileExportGroup.self])
        let address = try #require(catalog.groups.first?.demos.first?.address)
        let findings = [
            RenderingFinding(key: address + "/x", address: address, text: "contrast (WCAG 1.4.3): </script>"),
            RenderingFinding(key: address + "/y", address: address, text: "flashing", waiver: "a strobe demo"),
        ]
        let site = try CatalogSite(catalog: catalog, title: "t", widths: [80], findings: findings)
        let again = try CatalogSite(catalog: catalog, title: "t", widths: [80], findings: findings)
        #expect(site.files.map(\.bytes) == again.files.map(\.bytes))
        let index = try index(site)
        #expect(index["audited"] as? Bool == true)
        let listed = demos(index).map { ($0["address"] as? String ?? "", ($0["findings"] as? [[String: String]]) ?? []) }
        #expect(listed.first?.0 == address)
        #expect(listed.first?.1 == [
            ["key": address + "/x", "text": "contrast (WCAG 1.4.3): </script>"],
            ["key": address + "/y", "text": "flashing", "waiver": "a strobe demo"],
        ])
        #expect(listed.dropFirst().allSatisfy { $0.1.isEmpty })
        // A finding's text cannot close the page's data script.
        #expect(!String(decoding: site.files[0].bytes, as: UTF8.self).contains("</script>\"}"))
    }
}

/// A label with a text control and a choice, whose `loud` tweak is a preset.
private struct ControlledLabel: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption { case quiet, loud }
    enum Size: CaseIterable { case small, large }
    var tweak = Tweaks.quiet {
        didSet { if tweak == .loud { text = "LOUD" } }
    }
    var text = "</script>hi"
    var size = Size.small
    var controls: [DemoControl] { [.text("text", \Self.text), .choice("size", \Self.size)] }
    func render(in context: RenderContext) throws -> TextBlock { TextBlock("\(text) \(size)") }
}

private enum ControlledGroup: String, CaseDemoGroup {
    case label, plain
    var demo: any Demoable {
        switch self {
        case .label: ControlledLabel()
        case .plain: ControlledLabel.Plain()
        }
    }
}

extension ControlledLabel {
    struct Plain: Demoable {
        func render(in context: RenderContext) throws -> TextBlock { TextBlock("plain") }
    }
}

/// Each demo's controls, with their types and defaults, in the page's data
/// and in index.json; a demo without controls says nothing of them.
struct ExportControlsTests {
    @Test func controls_areListedWithTheirTypesAndDefaults() throws {
        let site = try CatalogSite(catalog: Catalog(groups: [ControlledGroup.self]), title: "t", widths: [80])
        let index = try #require(try JSONSerialization.jsonObject(with: Data(site.files[1].bytes)) as? [String: Any])
        let demos = (index["groups"] as? [[String: Any]] ?? []).flatMap { $0["demos"] as? [[String: Any]] ?? [] }
        #expect(demos.count == 2)
        #expect(demos.first?["controls"] as? [[String: String]] == [
            ["name": "text", "type": "text", "default": "</script>hi"],
            ["name": "size", "type": "choice of small|large", "default": "small"],
        ])
        #expect(demos.last?["controls"] == nil)
        let page = String(decoding: site.files[0].bytes, as: UTF8.self)
        #expect(page.contains(#""controls":[{"name":"text","type":"text","default":"#))
        #expect(page.contains("function showControls(group, demo)"))
        #expect(page.contains(#"<section id="controls" hidden"#))
        // A default cannot close the page's data script.
        #expect(!page.contains("\"</script>hi\""))
    }
}
