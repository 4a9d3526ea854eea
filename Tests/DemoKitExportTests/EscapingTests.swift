import DemoKitCore
import DemoKitSnapshots
import Foundation
import Testing

@testable import DemoKitExport

/// Untrusted text never becomes markup or script in an export.
struct EscapingTests {
    @Test func htmlText_markupCharacters_becomeReferences() {
        #expect(HTMLEscaping.text("<img src=x onerror='a'>&\"") == "&lt;img src=x onerror=&#39;a&#39;&gt;&amp;&quot;")
        #expect(HTMLEscaping.text("plain") == "plain")
    }

    @Test func json_scriptBreakers_areEscaped() {
        let json = JSONValue.string("</script><!--\u{2028}\u{2029}&\u{1B}\u{0}\"\\").serialized()
        #expect(json == #""\u003C/script\u003E\u003C!--\u2028\u2029\u0026\u001B\u0000\"\\""#)
        // The escapes are JSON: a decoder gets the text back.
        let decoded = try? JSONDecoder().decode(String.self, from: Data(json.utf8))
        #expect(decoded == "</script><!--\u{2028}\u{2029}&\u{1B}\u{0}\"\\")
    }

    @Test func styledHTML_controlAndBidiCharacters_areShownAsPictures() {
        let html = StyledHTML.render(TextBlock("a\u{1B}[31mb\u{202E}c\u{2028}d\te<x>"))
        #expect(html == "a␛[31mb�c␤d␉e&lt;x&gt;")
    }

    @Test func site_hostileCatalog_holdsNoMarkupOrScriptFromTheDemos() throws {
        let catalog = try Catalog(groups: [HostileExportGroup.self])
        let site = try CatalogSite(catalog: catalog, title: "<title>\u{2028}")
        let html = try #require(String(bytes: site.files[0].bytes, encoding: .utf8))
        // Only the page's own script elements and its one JSON block.
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
        #expect(html.components(separatedBy: "</script>").count - 1 == 2)
        #expect(!html.contains("<img"))
        #expect(!html.contains("<!--"))
        #expect(!html.contains("<b>not bold") && !html.contains("<i>"))
        #expect(html.contains("<title>&lt;title&gt;\u{2028} · DemoKit catalog</title>"))
        // The data block is JSON whose strings hold the exact text, with no
        // line separator a script would end a line at.
        let data = try #require(Self.dataBlock(of: html))
        #expect(!data.contains("\u{2028}") && !data.contains("\u{2029}") && !data.contains("<"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let groups = try #require(object["groups"] as? [[String: Any]])
        #expect(groups.first?["id"] as? String == "<script>alert(1)")
        let lines = try #require(object["lines"] as? [String])
        #expect(lines.contains { $0.contains("&lt;/script&gt;&lt;script&gt;alert(1)") })
        #expect(lines.contains { $0.contains("␤¶␛[31m�&amp;amp;") })
        let errors = try #require(object["errors"] as? [String])
        #expect(errors.contains { $0.hasPrefix("render error: boom </script>") })
    }

    @Test func indexJSON_hostileIdentifiers_roundTrip() throws {
        let catalog = try Catalog(groups: [HostileExportGroup.self])
        let site = try CatalogSite(catalog: catalog, title: "t")
        let index = try #require(try JSONSerialization.jsonObject(with: Data(site.files[1].bytes)) as? [String: Any])
        let groups = try #require(index["groups"] as? [[String: Any]])
        let demos = try #require(groups.first?["demos"] as? [[String: Any]])
        let addresses = demos.compactMap { $0["address"] as? String }
        #expect(addresses.contains("<script>alert(1)/demo\u{2028}<i>"))
        let tweaks = demos.flatMap { ($0["tweaks"] as? [[String: Any]]) ?? [] }.compactMap { $0["id"] as? String }
        #expect(tweaks.contains("a\u{2029}b"))
        #expect(!String(decoding: site.files[1].bytes, as: UTF8.self).contains("<"))
    }

    @Test func svg_hostileText_isEscapedForXML() {
        let svg = SVGPicture.render(TextBlock(HostileExportGroup.text), appearance: .light)
        #expect(!svg.contains("<script") && !svg.contains("<img") && !svg.contains("<!--"))
        #expect(svg.contains("&lt;/script&gt;") || svg.contains("&lt;"))
    }

    /// The JSON inside `<script type="application/json" id="data">`.
    static func dataBlock(of html: String) -> String? {
        guard let open = html.range(of: "<script type=\"application/json\" id=\"data\">"),
            let close = html.range(of: "</script>", range: open.upperBound..<html.endIndex)
        else { return nil }
        return String(html[open.upperBound..<close.lowerBound])
    }
}
