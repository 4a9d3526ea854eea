@testable import DemoKitRunner
import DemoKitCore
import Foundation
import Testing

/// A badge with one control of each kind; its `long` tweak is a preset that
/// sets the label.
private struct BadgeDemo: CaseTweakableDemo {
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
            .text("label", \Self.label), .integer("count", \Self.count, in: 0...99),
            .boolean("muted", \Self.isMuted), .choice("style", \Self.style), .color("color", \Self.color),
        ]
    }

    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock("\(label) \(count) muted=\(isMuted) \(style) \(DemoControlValue.color(color).argument)")
    }
}

private enum Badges: String, CaseDemoGroup {
    case badge
    var demo: any Demoable { BadgeDemo() }
}

private struct PlainDemo: Demoable {
    func render(in context: RenderContext) throws -> TextBlock { TextBlock("plain") }
}

private enum Plain: String, CaseDemoGroup {
    case text
    var demo: any Demoable { PlainDemo() }
}

/// Controls: `open --set`, `list` and `list --json`, `DemoDriver.set`.
@Suite struct ControlTests {
    func run(_ arguments: [String]) -> (ExitCode, OutputCapture) {
        let capture = OutputCapture()
        let status = DemoRunner.run(arguments: arguments, groups: [Badges.self], environment: capture.environment())
        return (status, capture)
    }

    @Test func open_set_setsEachKind_afterTheTweak() {
        let (status, output) = run([
            "open", "Badges/badge", "--tweak", "long", "--set", "count=99", "--set", "muted=true",
            "--set=style=bold", "--set", "color=#1E90FF",
        ])
        #expect(status == .success)
        #expect(output.standardOutput.contains("A very long label 99 muted=true bold #1E90FF"))
    }

    @Test func open_set_laterWins_andTextMayBeEmptyOrHoldEquals() {
        let (status, output) = run(["open", "Badges/badge", "--set", "label=a=b", "--set", "count=0", "--set", "count=7"])
        #expect(status == .success)
        #expect(output.standardOutput.contains("a=b 7 muted=false plain green"))
        let (emptyStatus, empty) = run(["open", "Badges/badge", "--set", "label="])
        #expect(emptyStatus == .success)
        #expect(empty.standardOutput.contains(" 3 muted=false"))
    }

    @Test func open_set_errorsNameTheDemosAddress_theControlItsTypeAndTheAcceptedValues_exit64() {
        let cases: [(String, String)] = [
            ("count=100", "'100' is not a value of control 'count' (integer 0...99) of Badges/badge: it takes an integer from 0 to 99"),
            ("muted=maybe", "control 'muted' (boolean) of Badges/badge: it takes true or false"),
            ("style=italic", "control 'style' (choice of plain|bold) of Badges/badge: it takes one of plain, bold"),
            ("color=mauve", "control 'color' (colour) of Badges/badge: it takes a colour name (black, red,"),
            ("size=3", "Badges/badge has no control 'size'; its controls are: label (text), count (integer 0...99), muted (boolean)"),
            ("count", "'count' is not a control setting; write --set name=value"),
        ]
        for (setting, message) in cases {
            let (status, output) = run(["open", "Badges/badge", "--set", setting])
            #expect(status == .usage, "\(setting)")
            #expect(output.standardError.contains(message), "\(setting): \(output.standardError)")
        }
    }

    /// Control names and choices are read as addresses are, by the same
    /// matcher: exactly, ignoring case, by a unique prefix, and a near miss
    /// gets "did you mean".
    @Test func open_set_readsNamesAndChoicesAsAddressesAre_andSuggestsNearMisses() {
        let (status, output) = run(["open", "Badges/badge", "--set", "COUNT=9", "--set", "mut=true", "--set", "style=Bold"])
        #expect(status == .success, "\(output.standardError)")
        #expect(output.standardOutput.contains("New 9 muted=true bold"))
        let misses: [(String, String)] = [
            ("cuont=9", "Badges/badge has no control 'cuont'; did you mean 'count'? its controls are: label (text),"),
            ("style=blod", "control 'style' (choice of plain|bold) of Badges/badge: did you mean 'bold'? it takes one of plain, bold"),
        ]
        for (setting, message) in misses {
            let (status, output) = run(["open", "Badges/badge", "--set", setting])
            #expect(status == .usage, "\(setting)")
            #expect(output.standardError.contains(message), "\(setting): \(output.standardError)")
        }
    }

    @Test func open_set_onADemoWithoutControls_saysSo_byItsAddress() {
        let capture = OutputCapture()
        let status = DemoRunner.run(
            arguments: ["open", "Plain/text", "--set", "size=3"], groups: [Plain.self], environment: capture.environment())
        #expect(status == .usage)
        #expect(capture.standardError.contains("Plain/text has no control 'size'; it has no controls"))
        #expect(!capture.standardError.contains("PlainDemo"))
    }

    @Test func list_showsControlsWithTypesAndDefaults() {
        let (status, output) = run(["list"])
        #expect(status == .success)
        #expect(
            output.standardOutput == """
                Badges                                 Badges
                └── Badge                              Badges/badge
                    ├── 1. Standard                    --tweak standard
                    ├── 2. Long                        --tweak long
                    ├── ◇ label: text                  --set label=New
                    ├── ◇ count: integer 0...99        --set count=3
                    ├── ◇ muted: boolean               --set muted=false
                    ├── ◇ style: choice of plain|bold  --set style=plain
                    └── ◇ color: colour                --set color=green

                """)
    }

    @Test func listJSON_givesControlsWithTypesDefaultsRangesAndChoices() throws {
        let (status, output) = run(["list", "--json"])
        #expect(status == .success)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let demo = try #require((object["groups"] as? [[String: Any]])?.first?["demos"] as? [[String: Any]]).first
        let controls = try #require(demo?["controls"] as? [[String: Any]])
        #expect(controls.map { $0["name"] as? String } == ["label", "count", "muted", "style", "color"])
        #expect(controls.map { $0["type"] as? String } == ["text", "integer", "boolean", "choice", "colour"])
        #expect(controls.map { $0["default"] as? String } == ["New", "3", "false", "plain", "green"])
        #expect(controls[1]["minimum"] as? Int == 0)
        #expect(controls[1]["maximum"] as? Int == 99)
        #expect(controls[3]["choices"] as? [String] == ["plain", "bold"])
    }
}
