import DemoKitCore

/// One screen of a script played by ``DemoDriver``: the state after a step,
/// as the script's golden shows it.
///
/// <!-- not compiled: lines of a test -->
/// ```swift
/// let frames = try driver.play(script: "chooseSecond")
/// #expect(frames[1].header == "── 1. ↓  (t = 0 s)")
/// #expect(frames[1].text.contains("❯ Banana"))
/// #expect(frames.last?.outcome == .value("Banana"))
/// ```
public struct DemoFrame: Sendable, Hashable {
    let frame: ScriptFrame

    init(_ frame: ScriptFrame) {
        self.frame = frame
    }

    /// 0 for the screen before any step, then 1, 2, … for each step.
    public var index: Int { frame.index }
    /// The step just performed; `nil` for the start.
    public var step: ScriptStep? { frame.step }
    /// The virtual time after the step.
    public var time: Duration { frame.time }
    /// The rendering after the step, with its styles.
    public var screen: TextBlock { frame.screen }
    /// The rendering after the step as plain text.
    public var text: String { frame.screen.plainText }
    /// The outcome after the step, if the demo has one.
    public var outcome: DemoOutcome? { frame.outcome }
    /// The line above this screen in a golden: `── 3. ↓  (t = 0.24 s)`.
    public var header: String { frame.header }
}
