import DemoKitCore

/// A build that streams its output, one line every 300 ms of virtual time,
/// showing the last three (or five) lines and collapsing when it succeeds;
/// a failing build keeps its last lines. Ctrl-C or Escape cancel it.
struct CollapsibleStepDemo: InteractiveDemo, AnimatedDemo, CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case succeeds
        case fails
        case fiveLines
        case nonInteractive
    }

    static let buildOutput = [
        "Resolving the package graph", "Compiling Core (12 files)", "Compiling Networking (8 files)",
        "Compiling App (23 files)", "Linking App", "Signing App.app",
    ]
    static let failingOutput = [
        "Resolving the package graph", "Compiling Core (12 files)", "Compiling Networking (8 files)",
        "Client.swift:42: error: cannot find 'session' in scope",
    ]

    static func model(for tweak: Tweaks) -> CollapsibleStepModel {
        let lines = tweak == .fails ? failingOutput : buildOutput
        let output = lines.enumerated().map { index, text in
            CollapsibleStepModel.OutputLine(time: .milliseconds(300) * (index + 1), text: text)
        }
        return CollapsibleStepModel(
            title: "Build", successMessage: "Build succeeded", errorMessage: "Build failed", output: output,
            visibleLines: tweak == .fiveLines ? 5 : 3, duration: .milliseconds(300) * (lines.count + 1),
            ending: tweak == .fails ? .failure : .success)
    }

    /// A new tweak starts the demo over in it.
    var tweak = Tweaks.succeeds {
        didSet { model = Self.model(for: tweak) }
    }
    private var model = model(for: .succeeds)

    /// Nothing here moves for show: what changes is the output as it
    /// arrives, which reduced motion does not hold back, and the step ends
    /// within 2.1 s. The reduced-motion golden pins that it looks the same.
    var snapshotVariations: [SnapshotVariation] { [.standard, .reducedMotion] }

    var frameInterval: Duration { .milliseconds(300) }

    func nextFrame(after time: Duration) -> Duration? {
        model.nextChange(after: time)
    }

    func outcome(at time: Duration) -> DemoOutcome? {
        model.run.outcome(at: time, errorMessage: model.errorMessage)
    }

    mutating func handle(_ input: DemoInput, at time: Duration) {
        if input.isCancel { model.cancel(at: time) }
    }

    var scripts: [DemoScript] {
        let run = DemoScript(
            "runToEnd", steps: Array(repeating: .wait(.milliseconds(300)), count: tweak == .fails ? 5 : 7),
            expecting: tweak == .fails ? .failed("Build failed") : .completed)
        let cancel = DemoScript("cancel", steps: [.wait(.milliseconds(700)), .press(.control("c")), .wait(.seconds(1))], expecting: .cancelled)
        return tweak == .nonInteractive ? [run] : [run, cancel]
    }

    func render(in context: RenderContext) throws -> TextBlock {
        // Read by a screen reader, it is the log: every line once.
        CollapsibleStepView(model: model, isLog: tweak == .nonInteractive || context.screenReader).render(in: context)
    }
}
