import DemoKitCore
import DemoKitHeadless

/// ``ClassicChoicePrompt``, which reads raw key bytes and redraws its
/// options in place, run in a virtual terminal: the twin of
/// `Prompts/singleChoice` in its `standard` tweak, with its scripts, and
/// the same prompt without colour.
struct ClassicSingleChoiceDemo: TerminalComponentDemo, TweakableDemo, InteractiveDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case standard
        case noColor
    }

    private var tweak = Tweaks.standard

    var title: String { "Single choice" }
    var numberOfTweaks: Int { Tweaks.allCases.count }
    func tweak(for index: Int) -> any TweakingOption { Tweaks.allCases[index] }
    mutating func configure(forTweakAt index: Int) { tweak = Tweaks.allCases[index] }

    var accessibilityWaivers: [AccessibilityWaiver] {
        [
            AccessibilityWaiver(
                .useOfColor, tweak: Tweaks.noColor.identifier,
                reason: "The noColor tweak is the standard prompt with the component's colour switch off, to show "
                    + "what it prints without colour: differing from 'standard' only in style is what it demonstrates.")
        ]
    }

    /// The twin's scripts for its `standard` tweak.
    var scripts: [DemoScript] { SingleChoiceDemo().scripts }

    func run(in terminal: HeadlessTerminal) {
        // The prompt reads raw bytes (Ctrl-C as 0x03, which it draws as a
        // cancel) and writes "\r\n": a raw-mode program, as after cfmakeraw.
        terminal.inputMode = .raw
        let prompt = ClassicChoicePrompt(usesColor: tweak == .standard, width: terminal.columns)
        if let answer = prompt.run(write: terminal.write, readKey: terminal.read) {
            terminal.report(.value(answer))
        } else {
            terminal.report(.cancelled)
        }
    }
}
