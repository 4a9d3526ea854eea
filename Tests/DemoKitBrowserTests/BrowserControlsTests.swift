import DemoKitCore
import Foundation
import Testing
@testable import DemoKitBrowser
@testable import DemoKitRunner
import DemoKitSnapshots
@testable import DemoKitTerminal

/// A badge with one control of each kind; its `long` tweak sets the label.
private struct PanelBadgeDemo: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption { case standard, long }
    enum Style: CaseIterable { case plain, bold }

    var tweak = Tweaks.standard {
        didSet { if tweak == .long { label = "A very long label" } }
    }
    var label = "New"
    var count = 3
    var isMuted = false
    var style = Style.plain
    var color = TextColor.green

    var controls: [DemoControl] {
        [
            .text("label", \Self.label), .integer("count", \Self.count, in: 0...4),
            .boolean("muted", \Self.isMuted), .choice("style", \Self.style), .color("color", \Self.color),
        ]
    }

    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock("[\(label)] \(count) muted=\(isMuted) \(style) \(DemoControlValue.color(color).argument)")
    }
}

private struct PlainDemo: Demoable {
    func render(in context: RenderContext) throws -> TextBlock { TextBlock("no controls") }
}

private enum PanelBadges: String, CaseDemoGroup {
    case badge, plain
    var demo: any Demoable {
        switch self {
        case .badge: PanelBadgeDemo()
        case .plain: PlainDemo()
        }
    }
}

/// The `c` panel: the selected demo's controls, edited live.
@Suite struct BrowserControlsTests {
    static let catalog: Catalog = {
        do { return try Catalog(groups: [PanelBadges.self]) } catch { fatalError("fixture catalog: \(error)") }
    }()

    static func state(controls: [DemoControlSetting] = []) -> BrowserState {
        let demo = catalog.groups[0].demos[0]
        return BrowserState(catalog: catalog, demo: demo, controls: controls, size: Fixtures.wide)
    }

    static func demoLine(_ state: BrowserState) -> String? {
        Fixtures.screen(state).first { $0.contains("muted=") }
    }

    @Test func c_opensThePanel_listingEachControlWithItsValueAndType() {
        var state = Self.state()
        state.press(.character("c"))
        #expect(state.overlay == .controls(cursor: 0, draft: nil))
        let screen = Fixtures.screen(state).joined(separator: "\n")
        #expect(screen.contains("Controls · Badge"))
        #expect(screen.contains("› label  \"New\"  text"))
        #expect(screen.contains("count  3  integer 0...4"))
        #expect(screen.contains("style  plain  choice of plain|bold"))
        #expect(screen.contains("color  green  colour"))
        #expect(BrowserScreen.keysLine(state).plainText.contains("←→ change"))
        state.press(.escape)
        #expect(state.overlay == nil)
    }

    @Test func typingAText_isADraftUntilEnter_thenTheDemoRendersIt_andTheStatusLineShowsIt_andItIsRemembered() {
        var state = Self.state()
        state.press(.character("c"), .enter)
        #expect(state.overlay == .controls(cursor: 0, draft: "New"))
        state.press(.control("u"))
        // Neither the empty text nor a half-typed one reaches the demo.
        #expect(state.overlay == .controls(cursor: 0, draft: ""))
        #expect(state.selectedControls.isEmpty)
        #expect(Self.demoLine(state)?.contains("[New] 3") == true)
        #expect(Fixtures.screen(state).joined(separator: "\n").contains("label  \"▏\"  text"))
        state.type("Dele")
        #expect(state.selectedControls.isEmpty)
        // Keys typed are text, not commands, until Enter or Esc.
        state.type("te q?")
        _ = state.handle(.paste("!\u{1B}\n"))
        #expect(state.overlay == .controls(cursor: 0, draft: "Delete q?!"))
        #expect(Fixtures.screen(state).joined(separator: "\n").contains("label  \"Delete q?!▏\"  text"))
        state.press(.backspace, .backspace, .backspace, .backspace)
        let effects = state.handle(.key(.enter))
        #expect(state.overlay == .controls(cursor: 0, draft: nil))
        #expect(effects.first == .remember(state.reference ?? Preferences.DemoReference(group: "", demo: "")))
        #expect(state.reference?.controls == ["label=Delete"])
        #expect(Self.demoLine(state)?.contains("[Delete] 3 muted=false plain green") == true)
        #expect(BrowserScreen.statusLine(state).plainText.contains("label=Delete"))
        // A browser started again (after a crash, a rebuild) opens with them.
        #expect(state.place?.controls == ["label=Delete"])
    }

    @Test func escape_dropsTheDraft_andTheValueStays() {
        var state = Self.state()
        state.press(.character("c"), .enter, .control("u"))
        state.type("Gone")
        state.press(.escape)
        #expect(state.overlay == .controls(cursor: 0, draft: nil))
        #expect(state.selectedControls.isEmpty)
        #expect(Self.demoLine(state)?.contains("[New] 3") == true)
    }

    /// The place of the badge with `label` set, as a supervisor records a
    /// crash there.
    static func crashed(label: String) -> DemoFailure {
        let place = BrowserPlace(group: "PanelBadges", demo: "badge", tweak: "standard", controls: ["label=\(label)"])
        return DemoFailure(key: place.demoKey, summary: "This demo crashed the browser")
    }

    @Test func aCrashMarksTheControlValues_notTheDemo_andANewValueRendersAgain() {
        let demo = Self.catalog.groups[0].demos[0]
        var state = BrowserState(
            catalog: Self.catalog, demo: demo, controls: [DemoControlSetting(name: "label", value: "")],
            size: Fixtures.wide, failures: [Self.crashed(label: "")])
        #expect(state.selectedFailure != nil)
        #expect(Fixtures.screen(state).joined(separator: "\n").contains("crashed the browser"))
        // The values that crashed are not remembered: the next start would run them first.
        #expect(state.reference?.controls == nil)
        #expect(state.place?.controls == ["label="])
        // The tweak alone did not crash: the audit may render it.
        #expect(state.nextDemoToAudit != nil)
        state.press(.character("c"), .enter)
        state.type("Alpha, Beta")
        state.press(.enter)
        #expect(state.selectedFailure == nil)
        #expect(Self.demoLine(state)?.contains("[Alpha, Beta] 3") == true)
        #expect(state.reference?.controls == ["label=Alpha, Beta"])
        // Back to the value that crashed: its failure again, not a second crash.
        state.press(.enter, .control("u"), .enter)
        #expect(state.selectedFailure != nil)
    }

    @Test func arrows_stepIntegersWithinTheirRange_choicesRound_booleansToggle_coloursThroughAList() {
        var state = Self.state()
        state.press(.character("c"), .down, .right, .right, .right)
        #expect(state.selectedControls == [DemoControlSetting(name: "count", value: "4")])
        state.press(.left, .left)
        #expect(state.selectedControls == [DemoControlSetting(name: "count", value: "2")])
        state.press(.down, .right)
        state.press(.down, .right, .right)
        state.press(.down, .right)
        #expect(
            state.selectedControls.map(\.argument) == ["count=2", "muted=true", "color=yellow"],
            "style went round to plain, its tweak's value, so it is not set")
        #expect(Self.demoLine(state)?.contains("[New] 2 muted=true plain yellow") == true)
        let status = BrowserScreen.statusLine(state).plainText
        #expect(status.contains("count=2 muted=true color=yellow"))
        // Back to the tweak's values: nothing is set.
        state.press(.left, .up, .up, .enter, .up, .right)
        #expect(state.selectedControls.isEmpty)
        #expect(state.reference?.controls == nil)
    }

    @Test func controlsSetOverATweak_stayAsTheTweakChanges() {
        var state = Self.state(controls: [DemoControlSetting(name: "count", value: "0")])
        #expect(Self.demoLine(state)?.contains("[New] 0") == true)
        state.press(.right)
        #expect(state.selectedTweak?.identifier == "long")
        #expect(Self.demoLine(state)?.contains("[A very long label] 0") == true)
    }

    @Test func rememberedControlsTheDemoNoLongerTakes_areDropped_withANotice() {
        let state = Self.state(controls: [DemoControlSetting(name: "size", value: "3")])
        #expect(state.selectedControls.isEmpty)
        #expect(state.message?.text.contains("the controls remembered for PanelBadges/badge were dropped") == true)
        #expect(state.message?.text.contains("no control 'size'") == true)
    }

    @Test func aDemoWithoutControls_saysSo() {
        var state = Self.state()
        state.press(.down)
        #expect(!BrowserScreen.keysLine(state).plainText.contains("c controls"))
        state.press(.character("c"))
        #expect(state.overlay == nil)
        #expect(state.message?.text == "Plain has no controls")
    }

    @Test func initialState_restoresTheRememberedControls() throws {
        let environment = OutputCapture().environment(isTerminal: true, size: Fixtures.wide)
        let parsed = try ArgumentParser.parse([], as: BrowseCommand.spec, commandName: "demo-runner")
        let remembered = Preferences.DemoReference(group: "PanelBadges", demo: "badge", controls: ["label=Delete"])
        let state = try BrowseCommand(parsed, environment: environment).initialState(
            catalog: Self.catalog, remembered: remembered, warnings: [], environment: environment)
        #expect(state.selectedControls == [DemoControlSetting(name: "label", value: "Delete")])
        #expect(Self.demoLine(state)?.contains("[Delete]") == true)
    }

    @Test func preferences_withoutControls_readAsBefore_andControlsRoundTrip() throws {
        let old = #"{"format":"demokit-preferences","lastDemo":{"demo":"buttons","group":"Components"},"schemaVersion":1}"#
        let decoded = try JSONDecoder().decode(Preferences.self, from: Data(old.utf8))
        #expect(decoded.lastDemo == Preferences.DemoReference(group: "Components", demo: "buttons"))
        let saved = Preferences(
            lastDemo: Preferences.DemoReference(group: "Components", demo: "buttons", controls: ["label=a=b"]))
        let again = try JSONDecoder().decode(Preferences.self, from: JSONEncoder().encode(saved))
        #expect(again == saved)
        #expect(again.lastDemo?.controlSettings == [DemoControlSetting(name: "label", value: "a=b")])
    }
}
