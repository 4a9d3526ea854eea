import DemoKitCore
import DemoKitHeadless

/// ``ReleaseStep`` on the real clock, as code whose time cannot be injected
/// is hosted: its sleeps take real time, and its elapsed time and spinner
/// frames are redacted wherever it is shown. Its scripts wait for what the
/// screen shows rather than for a time.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
struct RealTimeStepDemo: AsyncTerminalComponentDemo, InteractiveDemo, AnimatedDemo {
    var snapshotVariations: [SnapshotVariation] { [.standard, .reducedMotion] }
    var timing: DemoTiming { .realTime }
    var redactions: [ScreenRedaction] { [.elapsedTimes, .spinnerFrames] }

    var scripts: [DemoScript] {
        [
            DemoScript(
                "runs", steps: [.waitUntil(.contains("Publishing"), limit: .seconds(5)), .waitUntil(.contains("✔"), limit: .seconds(5))],
                expecting: .completed),
            DemoScript(
                "cancel", steps: [.waitUntil(.contains("Publishing"), limit: .seconds(5)), .press(.escape)],
                expecting: .cancelled),
        ]
    }

    func run(in terminal: HeadlessTerminal) async throws {
        let step = ReleaseStep(work: .milliseconds(300), reducesMotion: terminal.reduceMotion, clock: ContinuousClock())
        let result = await step.run(write: { terminal.write($0) }, readKey: { await terminal.read() })
        terminal.report(result.demoOutcome)
    }
}
