import DemoKitCore
import Foundation
import XCTest

@testable import DemoKitRunner

/// `snapshot --help` sends scripts to the DemoKitRunner documentation for
/// the `--json` schema: the example in its SnapshotCommand article has the
/// fields the command prints.
final class SnapshotJSONSchemaTests: XCTestCase {
    private static var article: URL {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            let candidate = url.appendingPathComponent("Sources/DemoKitRunner/DemoKitRunner.docc/SnapshotCommand.md")
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return candidate
            }
        }
        return url
    }

    /// The first ```json block after "### JSON" and "`--json` prints" in
    /// the article.
    private func documentedExample() throws -> [String: Any] {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let section = try XCTUnwrap(text.range(of: "### JSON"))
        let anchor = try XCTUnwrap(
            text[section.upperBound...].range(of: "`--json` prints"), "the article documents no snapshot --json")
        let rest = text[anchor.upperBound...]
        let start = try XCTUnwrap(rest.range(of: "```json\n"))
        let end = try XCTUnwrap(rest[start.upperBound...].range(of: "```"))
        let json = String(rest[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "…", with: "")
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    func testDocumentedExample_hasTheFieldsSnapshotJSONPrints() throws {
        let documented = try documentedExample()
        XCTAssertEqual(documented["schemaVersion"] as? Int, 1)

        let harness = try RunnerHarness(groups: [FixtureGroup.self])
        XCTAssertEqual(harness.snapshot("--record", "all").status, .success)
        try harness.write("changed\n", to: "FixtureGroup/plain.txt")
        try harness.create("FixtureGroup/old/gone.txt")
        let run = harness.snapshot("--json")
        let printed = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], run.output)

        XCTAssertEqual(Set(documented.keys), Set(printed.keys))
        let documentedSummary = try XCTUnwrap(documented["summary"] as? [String: Any])
        let printedSummary = try XCTUnwrap(printed["summary"] as? [String: Any])
        XCTAssertEqual(Set(documentedSummary.keys), Set(printedSummary.keys))
        let documentedResult = try XCTUnwrap((documented["results"] as? [[String: Any]])?.first)
        let failed = try XCTUnwrap(
            (printed["results"] as? [[String: Any]])?.first { $0["outcome"] as? String == "failed" })
        XCTAssertEqual(Set(documentedResult.keys), Set(failed.keys))
    }
}
