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
}
