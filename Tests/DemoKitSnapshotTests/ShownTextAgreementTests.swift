import DemoKitCore
import Foundation
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import DemoKitRunner
@testable import DemoKitSnapshots

/// One text, printed every way DemoKit prints text that is not its own: an
/// `error:` line, a snapshot failure and its diff, the JUnit and JSON
/// reports and `list` all show it in the same form, and none of them lets a
/// character a terminal would act on through.
final class ShownTextAgreementTests: XCTestCase {
    /// Scalars `TerminalSafeText` says a terminal would act on, but for the
    /// line feeds that lay the output out.
    private func actedOn(_ text: String) -> [String] {
        text.unicodeScalars.filter { $0 != "\n" && TerminalSafeText.isActedOn($0) }
            .map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    func testHostileText_isShownAlikeByErrorsSnapshotsReportsAndList() throws {
        let shown = HostileTextGroup.shown
        XCTAssertEqual(TerminalSafeText.oneLine(HostileTextGroup.text), shown)
        let harness = try RunnerHarness(groups: [HostileTextGroup.self])

        // An error line.
        let open = harness.run(["open", "HostileTextGroup/broken", "--preferences", "/dev/null"])
        XCTAssertEqual(open.status, .failure)
        XCTAssertEqual(open.error, "error: HostileTextGroup/broken failed to render: \(shown)\n")

        // `list`.
        let list = harness.run(["list"])
        XCTAssertEqual(list.status, .success)
        XCTAssertTrue(list.output.contains("── Broken \(shown) "), list.output)
        XCTAssertEqual(actedOn(list.output), [])

        // A snapshot failure and a diff: the golden holds the text itself.
        XCTAssertEqual(harness.snapshot("--record", "all").status, .failure)
        let drifted = try XCTUnwrap(harness.files().first { $0.hasPrefix("HostileTextGroup/drifted/") })
        try harness.write(HostileTextGroup.text + "\n", to: drifted)
        let junit = harness.directory.appendingPathComponent("junit.xml")
        let run = harness.snapshot("--junit", junit.path)
        XCTAssertEqual(run.status, .failure)
        XCTAssertEqual(actedOn(run.output + run.error), [])
        XCTAssertTrue(run.output.contains("  HostileTextGroup/broken failed to render: \(shown)\n"), run.output)
        let tweak = "x⟨U+202E⟩⟨U+200B⟩⟨U+2028⟩y"
        XCTAssertTrue(run.output.contains("HostileTextGroup/drifted (tweak \(tweak)) does not match"), run.output)
        let diffLines = shown.components(separatedBy: "⏎").enumerated().map { "  - \($0.offset + 1)   │ \($0.element)" }
        XCTAssertTrue(run.output.contains(diffLines.joined(separator: "\n")), run.output)

        // The JSON report: the same messages, escaped but lossless.
        let jsonRun = harness.snapshot("--json")
        XCTAssertEqual(actedOn(jsonRun.output), [])
        struct Report: Decodable {
            struct Result: Decodable { var path: String; var key: String; var message: String? }
            var results: [Result]
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(jsonRun.output.utf8))
        let failures = report.results.filter { $0.message?.contains("does not match") == true
            || $0.message?.contains("failed to render") == true }
        XCTAssertEqual(failures.count, 2, jsonRun.output)
        XCTAssertEqual(Set(failures.map(\.path)), Set(["HostileTextGroup/broken.txt", drifted]))
        XCTAssertTrue(
            report.results.contains { $0.key == "HostileTextGroup/drifted/" + HostileTextGroup.tweakIdentifier },
            "the key keeps the identifier's characters")
        for failure in failures {
            let message = try XCTUnwrap(failure.message)
            let block = "✗ \(TerminalSafeText.oneLine(failure.path))\n\(SnapshotCommand.indented(message))\n"
            XCTAssertTrue(run.output.contains(block), "\(block)\n---\n\(run.output)")
        }

        // The JUnit report: the same messages, as references but lossless.
        let xml = try String(contentsOf: junit, encoding: .utf8)
        XCTAssertEqual(actedOn(xml), [])
        XCTAssertTrue(xml.contains(shown), xml)
        let document = try XMLDocument(data: Data(xml.utf8))
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        for failure in failures {
            let element = try XCTUnwrap(cases.first { $0.attribute(forName: "file")?.stringValue == failure.path })
            let text = try XCTUnwrap(element.elements(forName: "failure").first?.stringValue)
            XCTAssertEqual(text, failure.message)
        }
    }
}
