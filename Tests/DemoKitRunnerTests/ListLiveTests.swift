@testable import DemoKitRunner
import DemoKitCore
import Foundation
import Testing

/// A yes/no prompt with two tweaks; the compact tweak has one more script.
private struct YesNoDemo: InteractiveDemo, CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case standard, compact
    }

    var tweak = Tweaks.standard
    var answer = true
    var outcome: DemoOutcome?
    var scripts: [DemoScript] {
        [DemoScript("decline", steps: [.press(.right), .press(.enter)], expecting: .value("no"))]
            + (tweak == .compact ? [DemoScript("cancel", title: "Cancel with Escape", steps: [.press(.escape)])] : [])
    }

    mutating func handle(_ input: DemoInput, at time: Duration) {
        switch input {
        case .key(.right), .key(.left): answer.toggle()
        case .key(.enter): outcome = .value(answer ? "yes" : "no")
        case .key(.escape): outcome = .cancelled
        default: break
        }
    }

    func render(in context: RenderContext) throws -> TextBlock { TextBlock(answer ? "▸ Yes  No" : "  Yes ▸ No") }
}

/// A spinner that is animated and interactive (a key cancels it).
private struct SpinnerDemo: AnimatedDemo, InteractiveDemo {
    var frameInterval: Duration { .milliseconds(80) }
    var scripts: [DemoScript] { [DemoScript("spin", steps: [.wait(.seconds(1))])] }
    mutating func handle(_ input: DemoInput, at time: Duration) {}
    func render(in context: RenderContext) throws -> TextBlock { TextBlock("spinning") }
}

private enum LivePrompts: String, CaseDemoGroup {
    case yesNo
    case spinner
    case note

    var demo: any Demoable {
        switch self {
        case .yesNo: YesNoDemo()
        case .spinner: SpinnerDemo()
        case .note: TextDemo("Note", text: "still")
        }
    }
}

private enum BrokenScripts: String, CaseIterable, DemoGroup, DemoGroupItem {
    case broken
    static func demoable(for index: Int) -> any Demoable { BrokenScriptDemo() }
}

private struct BrokenScriptDemo: LiveDemo {
    var scripts: [DemoScript] { [DemoScript("", steps: [])] }
    func render(in context: RenderContext) throws -> TextBlock { TextBlock("broken") }
}

/// `list` shows which demos are interactive or animated and their scripts.
@Suite struct ListLiveTests {
    func run(_ arguments: [String], groups: [any DemoGroup.Type] = [LivePrompts.self]) -> (ExitCode, OutputCapture) {
        let capture = OutputCapture()
        let status = DemoRunner.run(arguments: arguments, groups: groups, environment: capture.environment())
        return (status, capture)
    }

    @Test func tree_tagsLiveDemos_andListsTheirScriptsAfterTheirTweaks() {
        let (status, output) = run(["list"])
        #expect(status == .success)
        #expect(
            output.standardOutput == """
                Live Prompts                         LivePrompts
                ├── Note                             LivePrompts/note
                ├── Spinner [interactive, animated]  LivePrompts/spinner
                │   └── ▶ Spin                       --script spin
                └── Yes No [interactive]             LivePrompts/yesNo
                    ├── 1. Standard                  --tweak standard
                    ├── 2. Compact                   --tweak compact
                    ├── ▶ Decline                    --script decline
                    └── ▶ Cancel with Escape         --script cancel

                """)
    }

    @Test func tree_filter_matchesScripts() {
        let (status, output) = run(["list", "--filter", "escape"])
        #expect(status == .success)
        #expect(
            output.standardOutput == """
                Live Prompts                  LivePrompts
                └── Yes No [interactive]      LivePrompts/yesNo
                    └── ▶ Cancel with Escape  --script cancel

                """)
    }

    @Test func json_addsInteractiveAnimatedAndScripts_keepingSchemaVersion1() throws {
        let (status, output) = run(["list", "--json"])
        #expect(status == .success)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        let demos = try #require((object["groups"] as? [[String: Any]])?.first?["demos"] as? [[String: Any]])
        let byAddress = Dictionary(uniqueKeysWithValues: demos.map { ($0["address"] as? String ?? "", $0) })

        let note = try #require(byAddress["LivePrompts/note"])
        #expect(note["interactive"] as? Bool == false)
        #expect(note["animated"] as? Bool == false)
        #expect((note["scripts"] as? [Any])?.isEmpty == true)

        let spinner = try #require(byAddress["LivePrompts/spinner"])
        #expect(spinner["interactive"] as? Bool == true)
        #expect(spinner["animated"] as? Bool == true)

        let yesNo = try #require(byAddress["LivePrompts/yesNo"])
        #expect(yesNo["interactive"] as? Bool == true)
        #expect(yesNo["animated"] as? Bool == false)
        let scripts = try #require(yesNo["scripts"] as? [[String: String]])
        #expect(scripts == [
            ["identifier": "decline", "title": "Decline"], ["identifier": "cancel", "title": "Cancel with Escape"],
        ])
        let tweaks = try #require(yesNo["tweaks"] as? [[String: Any]])
        #expect(tweaks.map { $0["scripts"] as? [String] } == [["decline"], ["decline", "cancel"]])
        // Fields that were there keep their names and meaning.
        #expect(Set(yesNo.keys) == [
            "identifier", "address", "title", "presentation", "snapshotTested", "tweaks", "interactive", "animated", "scripts",
        ])
        #expect(Set(tweaks[0].keys) == ["number", "identifier", "title", "scripts"])
    }

    @Test func json_stillDemoTweaks_haveNoScriptsField() throws {
        let capture = OutputCapture()
        _ = DemoRunner.run(arguments: ["list", "--json"], groups: [Widgets.self], environment: capture.environment())
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(capture.standardOutput.utf8)) as? [String: Any])
        let demos = try #require((object["groups"] as? [[String: Any]])?.first?["demos"] as? [[String: Any]])
        let buttons = try #require(demos.first { $0["address"] as? String == "Widgets/buttons" })
        let tweaks = try #require(buttons["tweaks"] as? [[String: Any]])
        #expect(tweaks.allSatisfy { $0["scripts"] == nil })
    }

    @Test func invalidScriptIdentifier_failsListWithOneLine() {
        let (status, output) = run(["list"], groups: [BrokenScripts.self])
        #expect(status == .failure)
        #expect(
            output.standardError
                == "error: invalid catalog: the script identifier '' of BrokenScripts/broken cannot be typed: "
                + "identifiers must be non-empty and contain no '/' or control character\n")
        #expect(output.standardOutput.isEmpty)
    }
}
