import DemoKitCore
import DemoKitSnapshots
import Foundation
import Testing

@testable import DemoKitExport

/// `export --svg-animated`: each script and animation as an SVG whose
/// screens switch by CSS animation at their times.
struct AnimatedSVGPictureTests {
    private func picture(_ path: String, idleTimeLimit: Duration? = nil) throws -> String {
        let media = try DocumentationMedia(
            catalog: try Catalog(groups: [MediaTestGroup.self]), kinds: .animatedSVG, idleTimeLimit: idleTimeLimit)
        #expect(media.files.isEmpty)
        let file = try #require(media.pictures.first { $0.path == path }, "no \(path) in \(media.pictures.map(\.path))")
        return String(decoding: file.bytes, as: UTF8.self)
    }

    @Test func everyDistinctScreen_isAGroupShownFromItsTimeToTheNext() throws {
        let svg = try picture("Media/counter+press.svg")
        // Screens at 0, 0.1, 0.2, 0.25 (after '+'; the one before is the
        // last at its time), 0.25 after "++" replaces it, 0.3; the script
        // ends at 1.25 s, then 2 s more. Offsets are rounded down.
        #expect(svg.contains("animation-duration:3.25s;animation-timing-function:step-end;animation-iteration-count:infinite"))
        #expect(svg.contains("@keyframes f0{0%{opacity:1}3.076%{opacity:0}}"))
        #expect(svg.contains("@keyframes f1{0%{opacity:0}3.076%{opacity:1}6.153%{opacity:0}}"))
        #expect(svg.contains("@keyframes f3{0%{opacity:0}7.692%{opacity:1}9.23%{opacity:0}}"))
        #expect(svg.contains("@keyframes f4{0%{opacity:0}9.23%{opacity:1}100%{opacity:1}}"))
        #expect(!svg.contains("f5"))
        #expect(svg.contains("<g class=\"f f4 l\">"))
        // The groups draw the screens as the still pictures do.
        let screen = TextBlock([
            StyledText("tick 3").bold(), StyledText("count 3").foreground(RenderContext().palette.accent),
            StyledText("two or more"),
        ])
        let still = SVGPicture.render(screen, appearance: .light)
        let cells = still.split(separator: "\n").dropFirst(2).dropLast().joined(separator: "\n")
        #expect(svg.contains("<g class=\"f f4 l\">\n" + cells + "\n</g>"))
    }

    @Test func reducedMotionAndNoAnimation_showTheLastScreen_andNothingIsScriptedOrLoaded() throws {
        let svg = try picture("Media/counter+press.svg")
        #expect(svg.contains(".f{opacity:0;"))
        #expect(svg.contains(".l{opacity:1}"))
        #expect(svg.contains("@media (prefers-reduced-motion:reduce){.f{animation:none}}"))
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("url("))
        #expect(!svg.contains("href"))
    }

    @Test func theIdleTimeLimit_shortensLongPauses() throws {
        let svg = try picture("Media/forever.svg", idleTimeLimit: .milliseconds(500))
        // Eleven screens a second apart become half a second apart: 5 s, then 2 s.
        #expect(svg.contains("animation-duration:7s;"))
        #expect(svg.contains("@keyframes f1{0%{opacity:0}7.142%{opacity:1}14.285%{opacity:0}}"))
    }

    @Test func aRecordingOfOneScreen_isAStillPicture() throws {
        let cases = try SnapshotPlan(catalog: try Catalog(groups: [MediaTestGroup.self])).cases
        let first = try #require(cases.first)
        var recording = try #require(try Recording(of: first))
        recording.frames = [recording.frames[0], recording.frames[0]]
        let svg = AnimatedSVGPicture.render(recording)
        #expect(!svg.contains("<style>"))
        #expect(!svg.contains("<g"))
    }
}
