import DemoKitCore

/// A step that processes a project graph for 3 s of virtual time, its
/// message changing as it goes, ending in success or failure; Ctrl-C or
/// Escape cancel it. Without a spinner, and as a CI log prints it.
struct ProgressStepDemo: InteractiveDemo, AnimatedDemo, CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case succeeds
        case fails
        case noSpinner
        case nonInteractive
    }

    static func model(for tweak: Tweaks) -> ProgressStepModel {
        ProgressStepModel(
            message: "Processing the graph",
            updates: [.init(time: .milliseconds(1200), message: "Analyzing the graph"), .init(time: .milliseconds(2200), message: "Caching the results")],
            successMessage: "Project graph processed", errorMessage: "Failed to process the project graph",
            duration: tweak == .fails ? .milliseconds(2000) : .seconds(3), ending: tweak == .fails ? .failure : .success)
    }

    /// A new tweak starts the demo over in it.
    var tweak = Tweaks.succeeds {
        didSet { model = Self.model(for: tweak) }
    }
    private var model = model(for: .succeeds)

    private var showsSpinner: Bool { tweak == .succeeds || tweak == .fails }

    /// The spinner stands still with reduced motion: pin that look too.
    var snapshotVariations: [SnapshotVariation] { [.standard, .reducedMotion] }

    var frameInterval: Duration { Spinner.interval }

    func nextFrame(after time: Duration) -> Duration? {
        model.nextChange(after: time, spinner: showsSpinner)
    }

    func outcome(at time: Duration) -> DemoOutcome? {
        model.run.outcome(at: time, errorMessage: model.errorMessage)
    }

    mutating func handle(_ input: DemoInput, at time: Duration) {
        if input.isCancel { model.cancel(at: time) }
    }

    var scripts: [DemoScript] {
        let run = DemoScript(
            "runToEnd",
            steps: [.wait(.milliseconds(80)), .wait(.milliseconds(80)), .wait(.milliseconds(1100)), .wait(.seconds(1)), .wait(.seconds(1))],
            expecting: tweak == .fails ? .failed("Failed to process the project graph") : .completed)
        let cancel = DemoScript(
            "cancel", steps: [.wait(.milliseconds(1300)), .press(.control("c")), .wait(.seconds(1))], expecting: .cancelled)
        return tweak == .nonInteractive ? [run] : [run, cancel]
    }

    func render(in context: RenderContext) throws -> TextBlock {
        // Read by a screen reader, it is the log: each message once.
        ProgressStepView(model: model, showSpinner: showsSpinner, isLog: tweak == .nonInteractive || context.screenReader)
            .render(in: context)
    }
}
