import DemoKitCore

@testable import DemoKitDemos

/// Key presses and typed text as a prompt receives them.
func keys(_ keys: KeyPress...) -> [DemoInput] { keys.map(DemoInput.key) }

func typed(_ text: String) -> [DemoInput] { text.map { .key(.character($0)) } }

extension SingleChoiceModel {
    mutating func handle(_ inputs: [DemoInput]) { inputs.forEach { handle($0) } }
}

extension MultipleChoiceModel {
    mutating func handle(_ inputs: [DemoInput]) { inputs.forEach { handle($0) } }
}

extension TextInputModel {
    mutating func handle(_ inputs: [DemoInput]) { inputs.forEach { handle($0) } }
}

extension YesNoModel {
    mutating func handle(_ inputs: [DemoInput]) { inputs.forEach { handle($0) } }
}

extension SelectableTableModel {
    mutating func handle(_ inputs: [DemoInput]) { inputs.forEach { handle($0) } }
}

/// Every demo of the `Prompts` group in every tweak, configured.
struct PromptCase: CustomStringConvertible, Sendable {
    var item: Prompts
    var tweak: Int

    var description: String {
        let demo = item.demo
        guard let tweakable = demo as? any TweakableDemo else { return "Prompts/\(item.rawValue)" }
        return "Prompts/\(item.rawValue) --tweak \(tweakable.tweak(for: tweak).identifier)"
    }

    var demo: any Demoable {
        var demo = item.demo
        if var tweakable = demo as? any TweakableDemo {
            tweakable.configure(forTweakAt: tweak)
            demo = tweakable
        }
        return demo
    }

    static var all: [PromptCase] {
        Prompts.allCases.flatMap { item in
            let count = (item.demo as? any TweakableDemo)?.numberOfTweaks ?? 1
            return (0..<count).map { PromptCase(item: item, tweak: $0) }
        }
    }

    /// The demo configured for the tweak whose identifier is `tweak`.
    static func demo(_ item: Prompts, tweak identifier: String) -> any Demoable {
        var demo = item.demo
        if var tweakable = demo as? any TweakableDemo,
            let tweak = (0..<tweakable.numberOfTweaks).first(where: { tweakable.tweak(for: $0).identifier == identifier })
        {
            tweakable.configure(forTweakAt: tweak)
            demo = tweakable
        }
        return demo
    }
}
