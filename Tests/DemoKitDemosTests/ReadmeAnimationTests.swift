import DemoKitCore
import DemoKitDemos
import DemoKitExport
import DemoKitSnapshots
import Foundation
import Testing

/// The README's animation is pinned media (``DemoScript/media`` on the
/// showcase's `Classic/progressBar` run): `demo-runner snapshot` checks it,
/// in CI too, so a changed component fails until the picture is made again.
/// This test runs that same check.
struct ReadmeAnimationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func readmeAnimation_isPinnedMediaThatSnapshotChecks() throws {
        let plan = try SnapshotPlan(catalog: try Catalog(groups: DemoRegistry.groups))
        let pins = try PinnedMedia.pins(in: plan)
        #expect(pins.map(\.path) == [".github/images/progress-bar.svg"])
        #expect(pins.first?.goldenCase.filterPattern == "=Classic/progressBar/succeeds+runToEnd")
        let snapshots = GoldenStore(root: Self.root.appendingPathComponent("Demos/__Snapshots__"))
        let pending = PendingStore(goldens: snapshots, media: GoldenStore(root: Self.root))
        let results = PinnedMedia.check(pins, pending: pending, mode: .never)
        #expect(
            results.map(\.status) == [.passed],
            """
            .github/images/progress-bar.svg is not what the showcase shows now; rewrite it: \
            swift run demo-runner snapshot --record failed --filter '=Classic/progressBar/succeeds+runToEnd'
            """)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("(.github/images/progress-bar.svg)"))
    }
}
