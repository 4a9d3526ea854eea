@testable import DemoKitBrowser
import DemoKitCore
import DemoKitSnapshots
import Testing

/// The runner's frame, drawn by the runner around the catalog's demos.
@Suite struct DemoPresenterTests {
    @Test func render_configuresTheTweakAndFramesFramedDemos() throws {
        let demo = try Catalog(groups: [Widgets.self]).demo(at: "Widgets/buttons")
        let block = try DemoPresenter.render(demo, tweak: demo.tweak(matching: "red"), in: .init(width: 30))
        #expect(block.plainText == """
            ╭─ Buttons · Red ────────────╮
            │ colour: red                │
            ╰────────────────────────────╯
            """)
    }

    @Test func render_inlineDemoIsUnframed() throws {
        let demo = try Catalog(groups: [Layouts.self]).demo(at: "Page-Layouts/grid")
        #expect(try DemoPresenter.render(demo, tweak: nil, in: .init(width: 30)).plainText == "# #")
    }

    /// A demo that has drawn nothing yet (a stream component at its start).
    enum Blank: String, CaseIterable, DemoGroup, DemoGroupItem {
        case download
        static func demoable(for index: Int) -> any Demoable { EmptyScreenDemo() }
    }

    struct EmptyScreenDemo: Demoable {
        var title: String { "Download" }
        func render(in context: RenderContext) throws -> TextBlock { TextBlock([]) }
    }

    @Test func render_anEmptyScreen_stillGetsTheFullWidthTitledFrame() throws {
        let demo = try Catalog(groups: [Blank.self]).groups[0].demos[0]
        #expect(try DemoPresenter.render(demo, tweak: nil, in: .init(width: 20)).plainText == """
            ╭─ Download ───────╮
            │                  │
            ╰──────────────────╯
            """)
    }
}
