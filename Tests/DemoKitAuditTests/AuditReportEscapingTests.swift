import DemoKitAudit
import DemoKitCore
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `audit --junit` with hostile text in every place a report carries text
/// (a key, a message, a waiver's reason): control characters, `]]>`,
/// quotes, markup, bidi overrides. The XML must parse, and what a CI
/// reader gets back must be the text with nothing a terminal acts on.
@Suite struct AuditReportEscapingTests {
    static let hostile = "a\u{1B}[31m\u{0}\u{7}]]><b attr=\"x\">'&amp;\u{202E}\r\nz"

    /// Every attribute and text a parser reads from `xml`.
    final class Reader: NSObject, XMLParserDelegate {
        var attributes: [String: [String]] = [:]
        var text: [String: String] = [:]
        private var element = ""
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            element = name
            for (key, value) in attributes { self.attributes[name + "." + key, default: []].append(value) }
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            element = ""
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !element.isEmpty else { return }
            text[element, default: ""] += string
        }
    }

    func parse(_ xml: String) throws -> Reader {
        let parser = XMLParser(data: Data(xml.utf8))
        let reader = Reader()
        parser.delegate = reader
        #expect(parser.parse(), "the report does not parse: \(String(describing: parser.parserError))\n\(xml)")
        return reader
    }

    @Test func junit_hostileKeyMessageAndWaiver_parse_andCarryNothingATerminalActsOn() throws {
        let open = AuditFinding(rule: .contrast, cells: [CellSpan(row: 0, columns: 0..<3)], message: Self.hostile)
        var waived = AuditFinding(rule: .useOfColor, message: "second " + Self.hostile)
        waived.waiver = Self.hostile
        let third = AuditFinding(rule: .flashing, message: "third", waiver: "line one")
        let results = [
            AuditCaseResult(
                key: "G/" + Self.hostile, address: "G/" + Self.hostile, tweak: nil, script: nil, variation: "",
                findings: [open, waived, third], error: "boom " + Self.hostile)
        ]
        let xml = AuditJUnitReport.xml(results: results, name: "audit " + Self.hostile)
        // The file's bytes: nothing a terminal acts on (`cat report.xml`),
        // a bidi override or CR only as a character reference.
        for scalar in xml.unicodeScalars where scalar != "\n" {
            #expect(!TerminalSafeText.isActedOn(scalar), "\(scalar.debugDescription) in the report")
        }
        #expect(xml.contains("&#x202E;"))
        let reader = try parse(xml)
        // What a parser reads back: the references give their characters
        // back (lossless), and the C0 controls that XML cannot carry (ESC,
        // NUL, BEL) are shown, not kept.
        let everything = reader.attributes.values.flatMap { $0 } + reader.text.values
        for text in everything {
            for scalar in text.unicodeScalars where scalar.value < 0x20 {
                #expect(["\n", "\r"].contains(scalar), "\(scalar.debugDescription) in \(text.debugDescription)")
            }
        }
        // The text itself survives: the markup, quotes and `]]>` are text.
        let failure = try #require(reader.attributes["failure.message"]?.first)
        #expect(failure.contains("]]><b attr=\"x\">'&amp;"))
        #expect(failure.hasPrefix("contrast (WCAG 1.4.3), row 1, columns 1–3: a"))
        #expect(reader.attributes["testcase.name"]?.first?.contains("]]><b attr=\"x\">") == true)
        #expect(reader.attributes["error.message"]?.first?.hasPrefix("boom a") == true)
        // Waived findings are in system-out, one per line, whatever line
        // feeds their text held.
        let out = try #require(reader.text["system-out"])
        #expect(out.components(separatedBy: "\n").count == 2)
        #expect(out.contains("(waived: a"))
        #expect(xml.contains("failures=\"1\" errors=\"1\""))
    }

    @Test func json_hostileText_isValidJSON_andKeepsTheText() throws {
        let finding = AuditFinding(rule: .contrast, message: Self.hostile, waiver: Self.hostile)
        var summary = AuditSummary()
        let result = AuditCaseResult(
            key: Self.hostile, address: "G/d", tweak: nil, script: nil, variation: "", findings: [finding])
        summary.add(result)
        let json = AuditJSONReport(summary: summary, results: [result]).json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let rendering = try #require((object["renderings"] as? [[String: Any]])?.first)
        #expect(rendering["key"] as? String == Self.hostile)
        let listed = try #require((rendering["findings"] as? [[String: Any]])?.first)
        #expect(listed["message"] as? String == Self.hostile)
        #expect(listed["waiver"] as? String == Self.hostile)
    }
}
