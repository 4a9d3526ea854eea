import DemoKitSnapshots
import Foundation

/// Every failing golden of a run, as one self-contained web page: old and
/// new side by side in colour, the text diff, a toggle that marks the cells
/// that changed, and the command that accepts each. Written by
/// `demo-runner snapshot --report PATH.html` and, through `DEMOKIT_REPORT`,
/// by the DemoKitTesting helpers; meant to be uploaded from CI as an
/// artifact and opened by someone without a Swift toolchain.
///
/// The page carries its entries as JSON too, so that several test runs in one
/// process, or the XCTest and Swift Testing passes of one `swift test`, add
/// to one report (``merging(_:replacing:replacingFindingsOf:)``): each run
/// replaces the entries of the goldens it checked, passed ones drop out.
///
/// It lists the accessibility audit's findings too (`demo-runner audit
/// --report`, `assertDemoAccessibility` with `DEMOKIT_REPORT`), each under
/// its rendering, open ones then waived ones with their reason; an audit
/// replaces the findings of the renderings it audited and keeps the
/// snapshot failures, and a snapshot run keeps the findings.
///
/// ```swift
/// let report = FailureReport(title: "demo-runner snapshot", results: results)
/// try report.write(to: URL(fileURLWithPath: "snapshots.html"))
/// ```
package struct FailureReport: Sendable, Equatable, Codable {
    /// One failing golden case: a tweak in a variation, or a script's story.
    package struct Entry: Sendable, Equatable, Codable {
        /// `Components/buttons/red@dark`.
        package var key: String
        /// The golden files that failed, under the snapshot folder.
        package var paths: [String]
        /// What the run printed for it (one or more messages).
        package var message: String
        /// The golden as it is, with its ANSI styles when it has a styles
        /// file; `nil` for a golden that does not exist.
        package var golden: String?
        /// What the demo renders now, styled the same way; `nil` when it
        /// did not render.
        package var actual: String?
        /// The plain-text diff, as `demo-runner snapshot` prints it.
        package var diff: String?
        /// The command that makes the rendering the golden.
        package var acceptCommand: String?

        package init(
            key: String, paths: [String], message: String, golden: String? = nil, actual: String? = nil,
            diff: String? = nil, acceptCommand: String? = nil
        ) {
            self.key = key
            self.paths = paths
            self.message = message
            self.golden = golden
            self.actual = actual
            self.diff = diff
            self.acceptCommand = acceptCommand
        }
    }

    /// What ran: `demo-runner snapshot`, `swift test`.
    package var title: String
    /// The failing cases, sorted by key.
    package var entries: [Entry]
    /// The accessibility audit's findings, by rendering key (sorted, stable
    /// within a rendering).
    package var findings: [RenderingFinding]

    package init(title: String, entries: [Entry], findings: [RenderingFinding] = []) {
        self.title = title
        self.entries = entries.sorted { $0.key < $1.key }
        // A stable sort: a rendering's findings keep the order the rules
        // found them in.
        self.findings = findings.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }
            .map(\.element)
    }

    private enum CodingKeys: String, CodingKey {
        case title, entries, findings
    }

    /// Decodes a report, one written before it had findings too.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            title: try container.decode(String.self, forKey: .title),
            entries: try container.decode([Entry].self, forKey: .entries),
            findings: try container.decodeIfPresent([RenderingFinding].self, forKey: .findings) ?? [])
    }

    /// The findings no waiver accepts.
    package var openFindings: [RenderingFinding] { findings.filter { !$0.isWaived } }

    /// The failures among `results` (a run's results, in any order; keep
    /// their bytes with ``SnapshotConfiguration/keepsContents``), one entry
    /// per golden case; then the pinned media files that fail
    /// (``PinnedMedia/reportEntries(_:configuration:)``).
    package init(title: String, results: [SnapshotResult], media: [Entry] = []) {
        var order: [String] = []
        var byKey: [String: [SnapshotResult]] = [:]
        for result in results where result.isFailure {
            if byKey[result.key] == nil { order.append(result.key) }
            byKey[result.key, default: []].append(result)
        }
        self.init(title: title, entries: order.compactMap { key in byKey[key].map(Self.entry) } + media)
    }

    private static func entry(_ failures: [SnapshotResult]) -> Entry {
        let plain = failures.first { $0.path.hasSuffix(GoldenFile.plainExtension) && $0.contents != nil }
        let styles = failures.first { $0.path.hasSuffix(GoldenFile.stylesExtension) && $0.contents != nil }
        let text = { (bytes: [UInt8]?) in bytes.map { String(decoding: $0, as: UTF8.self) } }
        var diff: String?
        if let contents = plain?.contents {
            diff = GoldenDiff.text(
                golden: text(contents.golden) ?? "", actual: text(contents.actual) ?? "",
                goldenLabel: plain?.path ?? "golden", actualLabel: "the rendering now")
        }
        let kept = styles ?? plain
        return Entry(
            key: failures[0].key,
            paths: failures.map(\.path),
            message: failures.compactMap(\.fullMessage).joined(separator: "\n\n"),
            golden: text(styles?.contents?.golden ?? plain?.contents?.golden),
            actual: text(kept?.contents?.actual),
            diff: diff,
            acceptCommand: kept?.acceptCommand ?? failures.compactMap(\.acceptCommand).first)
    }

    /// This report with `other`'s entries and findings added: entries for
    /// the keys in `checked` (the goldens `other`'s run looked at, failed or
    /// not) are `other`'s, and so are the findings of the renderings in
    /// `audited`; the rest stay.
    package func merging(
        _ other: FailureReport, replacing checked: Set<String>, replacingFindingsOf audited: Set<String> = []
    ) -> FailureReport {
        let kept = entries.filter { !checked.contains($0.key) }
        let keptFindings = findings.filter { !audited.contains($0.key) }
        return FailureReport(title: other.title, entries: kept + other.entries, findings: keptFindings + other.findings)
    }
}
