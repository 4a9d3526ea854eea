@testable import DemoKitBrowser
@testable import DemoKitRunner
import DemoKitCore
import DemoKitSnapshots
import Testing

/// Choosing a demo returns its notices as values; `open` prints them and the
/// browser shows them, so choosing itself has no output to write to.
@Suite struct DemoSelectionTests {
    let catalog: Catalog

    init() throws {
        catalog = try Catalog(groups: [Widgets.self, Layouts.self])
    }

    private func resolve(
        _ address: String? = nil, tweak: String? = nil, remembered: Preferences.DemoReference?
    ) -> DemoSelection.Resolution {
        DemoSelection.resolve(
            address: address, tweak: tweak, remembered: remembered, catalog: catalog,
            commandName: "demo-runner")
    }

    @Test func rememberedDemoGone_opensTheFirst_andReturnsTheNotice() throws {
        let resolution = resolve(remembered: .init(group: "Widgets", demo: "gone", tweak: "x"))
        #expect(try resolution.selection().demo.address == "Widgets/badges")
        #expect(resolution.notices == ["the last demo, Widgets/gone, no longer exists; opening Widgets/badges"])
    }

    @Test func rememberedTweakGone_showsTheFirstTweak_andReturnsTheNotice() throws {
        let resolution = resolve(remembered: .init(group: "Widgets", demo: "buttons", tweak: "green"))
        #expect(try resolution.selection().tweak?.identifier == "blue")
        #expect(resolution.notices == ["the last tweak of Widgets/buttons, 'green', no longer exists; showing 'blue'"])
    }

    @Test func rememberedDemoAndTweak_orATypedAddress_haveNoNotices() throws {
        let remembered = resolve(remembered: .init(group: "Widgets", demo: "buttons", tweak: "red"))
        #expect(try remembered.selection().description == "Widgets/buttons (tweak red)")
        #expect(remembered.notices.isEmpty)
        let typed = resolve("Widgets/badges", remembered: .init(group: "Widgets", demo: "gone"))
        #expect(try typed.selection().description == "Widgets/badges")
        #expect(typed.notices.isEmpty)
    }

    @Test func nothingToReopen_isAUsageErrorNamingTheCommand() {
        let resolution = resolve(remembered: nil)
        #expect(throws: RunnerError.usage(
            "no demo to reopen yet; name one, e.g. 'demo-runner open Widgets/badges' (see 'demo-runner list')"
        )) {
            try resolution.selection()
        }
        #expect(resolution.notices.isEmpty)
    }

    /// The notice explains which demo the error is about, so it is kept.
    @Test func rememberedDemoGone_andTheTweakFails_returnsTheNoticeWithTheError() {
        let resolution = resolve(tweak: "red", remembered: .init(group: "Widgets", demo: "gone"))
        #expect(throws: RunnerError.self) { try resolution.selection() }
        #expect(resolution.notices == ["the last demo, Widgets/gone, no longer exists; opening Widgets/badges"])
    }
}
