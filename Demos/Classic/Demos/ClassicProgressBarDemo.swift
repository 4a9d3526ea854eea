import DemoKitCore
import DemoKitHeadless

/// ``ClassicProgressBar``, which redraws itself with `\r` and `ESC[K`, run
/// in a virtual terminal: the twin of `Prompts/progressBar`, with its
/// tweaks and scripts.
struct ClassicProgressBarDemo: TerminalComponentDemo, TweakableDemo, InteractiveDemo, AnimatedDemo {
    typealias Tweaks = ProgressBarStepDemo.Tweaks

    private var tweak = Tweaks.succeeds

    var title: String { "Progress bar" }
    var numberOfTweaks: Int { Tweaks.allCases.count }
    func tweak(for index: Int) -> any TweakingOption { Tweaks.allCases[index] }
    mutating func configure(forTweakAt index: Int) { tweak = Tweaks.allCases[index] }

    /// The twin's variations: its reduced-motion look too.
    var snapshotVariations: [SnapshotVariation] { ProgressBarStepDemo().snapshotVariations }

    /// The twin's scripts, so that both are pinned by the same stories;
    /// the succeeding run is DemoKit's README animation, which `snapshot`
    /// checks.
    var scripts: [DemoScript] {
        var twin = ProgressBarStepDemo()
        twin.tweak = tweak
        return twin.scripts.map { script in
            var script = script
            if tweak == .succeeds, script.identifier == "runToEnd" { script.media = Self.readmeAnimation }
            return script
        }
    }

    /// DemoKit's README animation, relative to the package root.
    static let readmeAnimation = ".github/images/progress-bar.svg"


    func run(in terminal: HeadlessTerminal) {
        // Ctrl-C is the component's own cancel (its SIGINT flag, read by
        // sleepUnlessCancelled), not the end of the program.
        terminal.inputMode.interruptsOnControlC = false
        // With reduced motion the spinner stands still, as its twin's does.
        let bar = ClassicProgressBar(
            // Read by a screen reader, it prints every tenth, as in a log:
            // append-only, nothing redrawn.
            failingAfter: tweak == .fails ? 14 : nil, isInteractive: tweak != .nonInteractive && !terminal.screenReader,
            showsSpinner: !terminal.reduceMotion, width: terminal.columns)
        var output = terminal
        var cancelled = false
        let outcome = bar.run(
            to: &output,
            sleep: { duration in
                let start = terminal.now
                cancelled = cancelled || terminal.sleepUnlessCancelled(for: duration)
                return terminal.now - start
            },
            isCancelled: { cancelled })
        terminal.report(outcome.demoOutcome(errorMessage: bar.errorMessage))
    }
}
