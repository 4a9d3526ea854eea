import DemoKitCore

/// A download of 24 packages, one every 100 ms of virtual time, with a
/// spinner, a bar and a percentage; it fails at the 14th in one tweak, and
/// prints every tenth in a CI log. Ctrl-C or Escape cancel it.
struct ProgressBarStepDemo: InteractiveDemo, AnimatedDemo, CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case succeeds
        case fails
        case nonInteractive
    }

    static func model(for tweak: Tweaks) -> ProgressBarModel {
        ProgressBarModel(
            message: "Downloading packages", successMessage: "Downloaded 24 packages", errorMessage: "Download failed",
            total: 24, interval: .milliseconds(100), failingAfter: tweak == .fails ? 14 : nil)
    }

    /// A new tweak starts the demo over in it.
    var tweak = Tweaks.succeeds {
        didSet { model = Self.model(for: tweak) }
    }
    private var model = model(for: .succeeds)

    /// The spinner stands still with reduced motion (the bar still fills:
    /// it is the progress, not decoration): pin that look too.
    var snapshotVariations: [SnapshotVariation] { [.standard, .reducedMotion] }

    var frameInterval: Duration { Spinner.interval }

    func nextFrame(after time: Duration) -> Duration? {
        model.nextChange(after: time, live: tweak != .nonInteractive)
    }

    func outcome(at time: Duration) -> DemoOutcome? {
        model.run.outcome(at: time, errorMessage: model.errorMessage)
    }

    mutating func handle(_ input: DemoInput, at time: Duration) {
        if input.isCancel { model.cancel(at: time) }
    }

    var scripts: [DemoScript] {
        let run = DemoScript(
            "runToEnd", steps: [.wait(.milliseconds(500)), .wait(.milliseconds(500)), .wait(.milliseconds(500)), .wait(.seconds(1))],
            expecting: tweak == .fails ? .failed("Download failed") : .completed)
        let cancel = DemoScript("cancel", steps: [.wait(.milliseconds(1000)), .press(.escape), .wait(.seconds(2))], expecting: .cancelled)
        let narrow = DemoScript("narrow", steps: [.wait(.milliseconds(600)), .resize(width: 30, height: nil), .wait(.milliseconds(600))])
        return tweak == .nonInteractive ? [run] : [run, cancel, narrow]
    }

    func render(in context: RenderContext) throws -> TextBlock {
        // Read by a screen reader, it is the log: every tenth once.
        ProgressBarView(model: model, isLog: tweak == .nonInteractive || context.screenReader).render(in: context)
    }
}
