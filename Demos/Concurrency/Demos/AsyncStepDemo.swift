import DemoKitCore
import DemoKitHeadless

/// ``ReleaseStep`` in DemoKit's virtual time: its clock is the terminal's
/// `DemoClock`, so its sleeps, its spinner and its elapsed time follow the
/// demo's time, frame by frame in the browser and the same in every golden.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
struct AsyncStepDemo: AsyncTerminalComponentDemo, CaseTweakableDemo, InteractiveDemo, AnimatedDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case publishes
        case fails
    }

    var tweak = Tweaks.publishes
    var snapshotVariations: [SnapshotVariation] { [.standard, .reducedMotion] }

    var scripts: [DemoScript] {
        [
            DemoScript(
                "runs", steps: [.wait(.milliseconds(200)), .wait(.milliseconds(400)), .wait(.seconds(1))],
                expecting: tweak == .fails ? .failed("the registry refused the upload") : .completed),
            DemoScript("cancel", steps: [.wait(.milliseconds(500)), .press(.escape)], expecting: .cancelled),
        ]
    }

    func run(in terminal: HeadlessTerminal) async throws {
        let step = ReleaseStep(fails: tweak == .fails, reducesMotion: terminal.reduceMotion, clock: terminal.clock)
        let result = await step.run(write: { terminal.write($0) }, readKey: { await terminal.read() })
        terminal.report(result.demoOutcome)
    }
}
