import DemoKitCore
import Testing

/// The value forms: a group that is its cases and one `switch`, a tweakable
/// demo that is its tweak enum and one stored property, an animation that
/// says when it ends. Each is checked through DemoKit-iOS's index-based
/// requirements, which the runner calls.
@Suite("Demos the short way")
struct ValueFormTests {
    enum Cards: CaseDemoGroup {
        case statusCard, htmlExport

        var demo: any Demoable {
            switch self {
            case .statusCard: TextDemo("Status") { _ in TextBlock("ok") }
            case .htmlExport: ButtonsDemo()
            }
        }
    }

    enum Named: String, CaseDemoGroup {
        case first = "first-one", second

        var demo: any Demoable { TextDemo(rawValue, text: rawValue) }
    }

    struct ButtonsDemo: CaseTweakableDemo {
        enum Tweak: String, CaseIterable, TweakingOption {
            case primary, blueBackground, disabled
        }
        var tweak = Tweak.primary

        func render(in context: RenderContext) -> TextBlock { TextBlock(tweak.rawValue) }
    }

    struct Spinner: AnimatedDemo {
        var frameInterval: Duration { .milliseconds(80) }
        var animationDuration: Duration? { .milliseconds(200) }

        func render(in context: RenderContext) -> TextBlock { TextBlock("") }
    }

    @Test func caseGroup_listsItsCasesInOrder_withSpacedTitles() throws {
        #expect(Cards.numberOfDemos == 2)
        let items = (0..<Cards.numberOfDemos).map { Cards.demoGroupItem(for: $0) }
        #expect(items.map(\.groupItemIdentifier) == ["statusCard", "htmlExport"])
        #expect(items.map(\.groupItemTitle) == ["Status Card", "HTML Export"])
        #expect(try Cards.demoable(for: 0).render(in: RenderContext()).plainText == "ok")
        #expect(Cards.demoable(for: 1) is ButtonsDemo)
    }

    @Test func caseGroup_withStringRawValues_usesThemAsIdentifiers() {
        let items = (0..<Named.numberOfDemos).map { Named.demoGroupItem(for: $0) }
        #expect(items.map(\.groupItemIdentifier) == ["first-one", "second"])
        #expect(items.map(\.groupItemTitle) == ["First One", "Second"])
        #expect(Named.demoable(for: 1).title == "second")
    }

    @Test func caseTweakableDemo_isTweakableByIndex_overItsEnum() throws {
        var demo = ButtonsDemo()
        #expect(demo.numberOfTweaks == 3)
        #expect((0..<3).map { demo.tweak(for: $0).identifier } == ["primary", "blueBackground", "disabled"])
        #expect(demo.tweak(for: 1).title == "Blue Background")
        demo.configure(forTweakAt: 2)
        #expect(demo.tweak == .disabled)
        #expect(demo.render(in: RenderContext()).plainText == "disabled")
    }

    @Test func animationDuration_endsTheFrames_atItsEnd() {
        let spinner = Spinner()
        #expect(spinner.nextFrame(after: .zero) == .milliseconds(80))
        #expect(spinner.nextFrame(after: .milliseconds(160)) == .milliseconds(200))
        #expect(spinner.nextFrame(after: .milliseconds(200)) == nil)
        #expect(spinner.nextFrame(after: .seconds(5)) == nil)
    }
}
