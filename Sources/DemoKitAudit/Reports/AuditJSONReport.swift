import DemoKitCore
import Foundation

/// `demo-runner audit --json`: the summary, then every rendering with its
/// findings (schema: the DemoKitRunner documentation's "Accessibility
/// audit" article).
package struct AuditJSONReport: Encodable {
    struct Summary: Encodable {
        var renderings: Int
        var failedRenderings: Int
        var findings: Int
        var waived: Int
        var errors: Int
        var findingsByRule: [String: Int]
        var waivedByRule: [String: Int]
    }

    struct Finding: Encodable {
        var rule: String
        var wcag: String
        var steps: [Int]?
        var cells: [Cell]
        var message: String
        var ratio: Double?
        var themes: [String]?
        var waiver: String?
    }

    struct Cell: Encodable {
        var row: Int
        var startColumn: Int
        var endColumn: Int
    }

    struct Rendering: Encodable {
        var key: String
        var demo: String
        var tweak: String?
        var script: String?
        var variation: String
        var decorativeShare: Double
        var error: String?
        var findings: [Finding]
    }

    var schemaVersion = 2
    var summary: Summary
    var renderings: [Rendering]

    /// The report of `results`, with every rendering or only those with
    /// findings or errors (`all: false`).
    package init(summary: AuditSummary, results: [AuditCaseResult], all: Bool = true) {
        func byRule(_ map: [AccessibilityRule: Int]) -> [String: Int] {
            Dictionary(uniqueKeysWithValues: map.map { ($0.key.rawValue, $0.value) })
        }
        self.summary = Summary(
            renderings: summary.renderings, failedRenderings: summary.failedRenderings, findings: summary.openCount,
            waived: summary.waivedCount, errors: summary.errors, findingsByRule: byRule(summary.open),
            waivedByRule: byRule(summary.waived))
        renderings = results.filter { all || !$0.findings.isEmpty || $0.error != nil }.map { result in
            Rendering(
                key: result.key, demo: result.address, tweak: result.tweak, script: result.script,
                variation: result.variation, decorativeShare: (result.decorativeShare * 1000).rounded() / 1000,
                error: result.error,
                findings: result.findings.map { finding in
                    Finding(
                        rule: finding.rule.rawValue, wcag: finding.rule.criterion, steps: finding.steps.isEmpty ? nil : finding.steps,
                        cells: finding.cells.map {
                            Cell(row: $0.row + 1, startColumn: $0.columns.lowerBound + 1, endColumn: $0.columns.upperBound)
                        },
                        message: finding.message, ratio: finding.ratio.map { ($0 * 100).rounded(.down) / 100 },
                        themes: finding.themes.isEmpty ? nil : finding.themes, waiver: finding.waiver)
                })
        }
    }

    /// Pretty-printed JSON with sorted keys, ending with a line feed.
    package func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
