import DemoKitCore
import Foundation
import Testing

@testable import DemoKitRunner
@testable import DemoKitSnapshots
@testable import DemoKitTesting

/// A rendering wider than its width: its golden keeps the long line, a
/// terminal of that width cuts it, so `snapshot` and `open` warn, once, and
/// DemoKitTesting fails on request.
@Suite struct WidthOverflowTests {
    static let warning = "warning: OverflowGroup/statusCard (tweak many-checks) draws 98 columns at width 80; "
        + "the golden keeps them, a terminal of 80 columns cuts them (fit the rendering to context.width)\n"

    @Test func snapshot_aRenderingWiderThanItsWidth_warnsOnceForAllItsVariationsAndFiles() throws {
        let harness = try RunnerHarness(groups: [OverflowGroup.self])
        let record = harness.snapshot("--record", "all", "--in-process")
        #expect(record.status == .success, "\(record.output)")
        // Not for the 120-column variation, which fits, nor for the dark
        // copy or the .ansi golden of the same lines.
        #expect(record.error == Self.warning)
        #expect(!record.output.contains("warning"))
        // The golden keeps what the demo drew.
        #expect(try harness.read("OverflowGroup/statusCard/many-checks.txt").contains(OverflowGroup.StatusCard.manyChecks))

        let check = harness.snapshot("--json", "--in-process")
        #expect(check.status == .success)
        #expect(check.error == Self.warning)
        #expect(check.output.hasPrefix("{"))
    }

    @Test func snapshot_renderingsThatFit_warnOfNothing() throws {
        let harness = try RunnerHarness(groups: [OverflowGroup.self])
        let run = harness.snapshot("--record", "all", "--in-process", "--filter", "OverflowGroup/statusCard/few-checks")
        #expect(run.status == .success, "\(run.output)")
        #expect(run.error.isEmpty)
    }

    @Test func cutWarning_atOneColumn_promisesNoEllipsis_andSaysOneColumn() throws {
        let warning = try #require(WidthOverflow(subject: "Hostile/fixed", width: 1, widest: 5)).cutWarning()
        #expect(warning == "Hostile/fixed draws 5 columns at width 1; shown cut to 1 column (fit the rendering to context.width)")
        #expect(StyledText("abcde").truncated(to: 1).plainText == "a")
    }

    @Test func open_aDemoWiderThanItsFrame_warnsWithTheWidthItWasGiven() throws {
        let harness = try RunnerHarness(groups: [OverflowGroup.self])
        let preferences = harness.directory.appendingPathComponent("p.json").path
        let wide = harness.run([
            "open", "OverflowGroup/statusCard", "--tweak", "many-checks", "--width", "80", "--preferences", preferences,
        ])
        #expect(wide.status == .success)
        #expect(
            wide.error
                == "warning: OverflowGroup/statusCard (tweak many-checks) draws 98 columns at width 76 "
                + "(its frame takes 4 of 80); shown cut to 76 columns with '…' (fit the rendering to context.width)\n")
        #expect(wide.output.contains("…"))
        let fits = harness.run(["open", "OverflowGroup/statusCard", "--width", "80", "--preferences", preferences])
        #expect(fits.status == .success)
        #expect(fits.error.isEmpty)
    }

    @Test func verify_failsWhenTooWide_makesTheOverflowAFailure() throws {
        let root = try RunnerHarness(groups: []).snapshots.path
        #expect(verifyDemoSnapshots(of: FixtureRegistry<OverflowGroup>.self, record: .all, snapshotDirectory: root) == nil)
        #expect(verifyDemoSnapshots(of: FixtureRegistry<OverflowGroup>.self, record: .never, snapshotDirectory: root) == nil)
        let failure = try #require(
            withDemoSnapshots(failsWhenTooWide: true) {
                verifyDemoSnapshots(of: FixtureRegistry<OverflowGroup>.self, record: .never, snapshotDirectory: root)
            })
        #expect(
            failure.hasPrefix(
                "✗ OverflowGroup/statusCard (tweak many-checks) draws 98 columns at width 80; the golden keeps them, "
                    + "a terminal of 80 columns cuts them (fit the rendering to context.width); "
                    + "wider than its width fails here (failsWhenTooWide)\n\n"),
            "\(failure)")
        #expect(failure.components(separatedBy: "draws 98").count == 2, "told once")
        // The summary under the failure counts the rendering as failed.
        #expect(
            failure.hasSuffix("6 renderings: 5 passed, 1 failed, 0 written, 0 missing, obsolete files not checked"),
            "\(failure)")
        let inner = withDemoSnapshots(failsWhenTooWide: true) {
            withDemoSnapshots(failsWhenTooWide: false) {
                verifyDemoSnapshots(of: FixtureRegistry<OverflowGroup>.self, record: .never, snapshotDirectory: root)
            }
        }
        #expect(inner == nil)
    }

    @Test func renderer_givesTheWidestLine_onlyWhenWiderThanTheVariation() throws {
        let catalog = try Catalog(groups: [OverflowGroup.self])
        let plan = try SnapshotPlan(catalog: catalog)
        let widths = try plan.cases.map { ($0.key, try GoldenRenderer.render($0).overflowWidth) }
        #expect(widths.map(\.0) == [
            "OverflowGroup/statusCard/few-checks", "OverflowGroup/statusCard/few-checks@dark",
            "OverflowGroup/statusCard/few-checks@w120", "OverflowGroup/statusCard/many-checks",
            "OverflowGroup/statusCard/many-checks@dark", "OverflowGroup/statusCard/many-checks@w120",
        ])
        #expect(widths.map(\.1) == [nil, nil, nil, 98, 98, nil])
    }
}
