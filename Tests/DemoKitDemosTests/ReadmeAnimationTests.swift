import DemoKitCore
import DemoKitDemos
import DemoKitExport
import DemoKitSnapshots
import Foundation
import Testing

/// The README's animation is what `export --svg-animated` makes of the
/// showcase now: a changed component fails this test until the picture is
/// made again, so the README cannot silently show an old one.
struct ReadmeAnimationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func readmeAnimation_isWhatTheExportMakesNow() throws {
        let pattern = "Classic/progressBar/succeeds+runToEnd"
        let media = try DocumentationMedia(
            catalog: try Catalog(groups: DemoRegistry.groups), filter: try SnapshotFilter(pattern), kinds: .animatedSVG)
        let made = try #require(media.pictures.first { $0.path == pattern + ".svg" })
        let file = Self.root.appendingPathComponent(".github/images/progress-bar.svg")
        let pinned = try Data(contentsOf: file)
        #expect(
            pinned == Data(made.bytes),
            """
            .github/images/progress-bar.svg is not what the showcase's \(pattern) shows now; make it again: \
            swift run demo-runner export --svg-animated .build/media --filter '\(pattern)' && \
            cp '.build/media/\(pattern).svg' .github/images/progress-bar.svg
            """)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("(.github/images/progress-bar.svg)"))
    }
}
