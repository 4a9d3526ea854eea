import DemoKitCore
import DemoKitHeadless

/// ``ClassicChoicePrompt``, which reads raw key bytes and redraws its
/// options in place, run in a virtual terminal: the twin of
/// `Prompts/singleChoice` in its `standard` tweak, with its scripts, and
/// the same prompt without colour.
struct ClassicSingleChoiceDemo: LiveTerminalComponentDemo, TweakableDemo, InteractiveDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case standard
        case noColor
    }

    private var tweak = Tweaks.standard
    var session = TerminalSession()

    var title: String { "Single choice" }
    var numberOfTweaks: Int { Tweaks.allCases.count }
    func tweak(for index: Int) -> any TweakingOption { Tweaks.allCases[index] }
    mutating func configure(forTweakAt index: Int) { tweak = Tweaks.allCases[index] }

    /// The twin's scripts for its `standard` tweak.
    var scripts: [DemoScript] { SingleChoiceDemo().scripts }

    func run(in terminal: HeadlessTerminal) {
        let prompt = ClassicChoicePrompt(usesColor: tweak == .standard, width: terminal.columns)
        if let answer = prompt.run(write: terminal.write, readKey: terminal.read) {
            terminal.report(.value(answer))
        } else {
            terminal.report(.cancelled)
        }
    }
}
