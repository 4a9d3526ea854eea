import DemoKitCore
import DemoKitHeadless

/// ``ClassicSpinner``, which redraws its status lines with cursor-up and
/// `ESC[2K`, run in a virtual terminal: the twin of `Prompts/progressStep`,
/// with its tweaks and scripts.
struct ClassicProgressStepDemo: TerminalComponentDemo, TweakableDemo, InteractiveDemo, AnimatedDemo {
    typealias Tweaks = ProgressStepDemo.Tweaks

    private var tweak = Tweaks.succeeds

    var title: String { "Progress step" }
    var numberOfTweaks: Int { Tweaks.allCases.count }
    func tweak(for index: Int) -> any TweakingOption { Tweaks.allCases[index] }
    mutating func configure(forTweakAt index: Int) { tweak = Tweaks.allCases[index] }

    /// The twin's variations: its reduced-motion look too.
    var snapshotVariations: [SnapshotVariation] { ProgressStepDemo().snapshotVariations }

    /// The twin's scripts, so that both are pinned by the same stories.
    var scripts: [DemoScript] {
        var twin = ProgressStepDemo()
        twin.tweak = tweak
        return twin.scripts
    }

    func run(in terminal: HeadlessTerminal) {
        // Ctrl-C is the component's own cancel (its SIGINT flag, read by
        // sleepUnlessCancelled), not the end of the program.
        terminal.inputMode.interruptsOnControlC = false
        var spinner = ClassicSpinner(width: terminal.columns)
        spinner.fails = tweak == .fails
        if tweak == .fails { spinner.duration = .seconds(2) }
        // With reduced motion the spinner stands still, as its twin's does.
        spinner.showsSpinner = tweak != .noSpinner && !terminal.reduceMotion
        // Read by a screen reader, it prints each message once, as in a log:
        // append-only, nothing redrawn.
        spinner.isInteractive = tweak != .nonInteractive && !terminal.screenReader
        var cancelled = false
        let outcome = spinner.run(
            write: terminal.write,
            sleep: { duration in
                let start = terminal.now
                cancelled = cancelled || terminal.sleepUnlessCancelled(for: duration)
                return terminal.now - start
            },
            isCancelled: { cancelled })
        terminal.report(outcome.demoOutcome(errorMessage: spinner.errorMessage))
    }
}
