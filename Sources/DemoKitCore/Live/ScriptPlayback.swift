/// One screen of a played script: the state after a step.
package struct ScriptFrame: Sendable, Hashable {
    /// 0 for the screen before any step, then 1, 2, … for each step.
    package var index: Int
    /// The step just performed; `nil` for the start.
    package var step: ScriptStep?
    /// The virtual time after the step.
    package var time: Duration
    /// The rendering after the step.
    package var screen: TextBlock
    /// The outcome after the step, if the demo has one.
    package var outcome: DemoOutcome?
    /// Whether the demo ran on the real clock: the header says so instead
    /// of a time that differs from run to run.
    package var realTime = false
    /// A ``ScriptStep/waitUntil(_:limit:)`` step whose condition was not
    /// met within its limit.
    package var waitTimedOut = false
    /// For a wait that timed out: how long into it the screen last changed
    /// (the screen is the last it saw).
    package var lastChange: Duration?
    /// In real time: the screen changed between the moment it was taken
    /// and a look a moment later, so the step raced the component.
    package var raced = false

    /// `── 3. ↓  (t = 0.24 s)`: the line above this screen in a golden;
    /// `── 3. ↓  (real time)` for a demo on the real clock.
    package var header: String {
        "── \(index). \(step?.label ?? "start")  (\(realTime ? "real time" : "t = \(time.secondsLabel)"))"
    }

    /// The screens of a story (``ScriptPlayback/story(of:)``), found by
    /// their ``header``s in order from `── 0. start`: the line each screen's
    /// header is on, so that the number of steps is one less. The outcome's
    /// `── outcome:` line is not a screen, and a screen's own line that
    /// happens to read like a header is not taken for the next one.
    ///
    /// - Parameter lines: The story's lines, without styles.
    /// - Returns: The header lines' offsets in `lines`, the start's first.
    package static func headerLines(inStory lines: [String]) -> [Int] {
        var headers: [Int] = []
        for (offset, line) in lines.enumerated() where line.hasPrefix("── \(headers.count). ") {
            headers.append(offset)
        }
        return headers
    }
}

/// Plays scripts and tells their story: the screens, each under a header
/// naming the step and the virtual time, as multi-step goldens and
/// `open --steps` show them.
package enum ScriptPlayback {
    /// Plays `script` from the demo's start.
    ///
    /// - Parameters:
    ///   - script: The steps.
    ///   - player: A player holding the demo in its starting state.
    ///   - frameByFrame: Whether a ``ScriptStep/wait(_:)`` in virtual time
    ///     passes frame by frame (``LivePlayer/nextFrame``), rendering each
    ///     frame through `render` on the way, as a recording shows the wait;
    ///     the returned screens are the same either way.
    ///   - render: How a screen is rendered from the player (the runner's
    ///     presentation, a golden's); defaults to the demo's own rendering.
    /// - Returns: The start screen, then one screen per step.
    /// - Throws: Whatever rendering throws.
    package static func play(
        _ script: DemoScript, with player: LivePlayer, frameByFrame: Bool = false,
        render: (LivePlayer) throws -> TextBlock = { try $0.render() }
    ) rethrows -> [ScriptFrame] {
        var player = player
        let realTime = player.demo.runsInRealTime
        var frames: [ScriptFrame] = []
        frames.reserveCapacity(script.steps.count + 1)
        for (offset, step) in ([nil] + script.steps.map { $0 }).enumerated() {
            var timedOut = false
            var lastChange: Duration?
            switch step {
            case .waitUntil(let condition, let limit)?:
                let wait = player.wait(until: condition, limit: limit, render: render)
                timedOut = !wait.met
                lastChange = wait.lastChange
            case .wait(let duration)? where frameByFrame && !realTime:
                let end = player.time + max(duration, .zero)
                while let next = player.nextFrame, next < end {
                    player.seek(to: next)
                    _ = try render(player)
                }
                player.seek(to: end)
            case let step?: player.perform(step)
            case nil: break
            }
            var frame = ScriptFrame(index: offset, step: step, time: player.time, screen: try render(player), outcome: player.outcome)
            frame.realTime = realTime
            frame.waitTimedOut = timedOut
            if timedOut { frame.lastChange = lastChange }
            if realTime {
                // A second look a moment later: a screen still changing
                // would make the golden differ from run to run.
                player.demo.waitRealTime(settleCheck)
                player.advance(by: settleCheck)
                let again = try render(player)
                frame.raced = again != frame.screen
                frame.screen = again
                frame.outcome = player.outcome
            }
            frames.append(frame)
        }
        return frames
    }

    /// How long after taking a real-time screen it is looked at again.
    package static let settleCheck = Duration.milliseconds(30)

    /// The story of `frames`: each screen under its header (dim when styled),
    /// a blank line between screens, and the outcome, if any, at the end.
    package static func story(of frames: [ScriptFrame]) -> TextBlock {
        var lines: [StyledText] = []
        for frame in frames {
            if !lines.isEmpty { lines.append(StyledText()) }
            lines.append(StyledText(frame.header).dim())
            lines += frame.screen.lines
        }
        if let outcome = frames.last?.outcome {
            lines.append(StyledText())
            lines.append(StyledText("── outcome: \(outcome)").dim())
        }
        return TextBlock(lines)
    }

    /// How a wait that timed out ended: whether the component had stopped
    /// changing the screen (it finished, or waits for something else, with
    /// a screen the step did not expect) or was still working, the likely
    /// cause, and the last screen the wait saw.
    static func waitEnding(_ frame: ScriptFrame, limit: Duration) -> String {
        let lastChange = frame.lastChange ?? .zero
        let still = limit - lastChange
        // Within two looks of the end: still changing.
        let working = still <= LivePlayer.realTimePollInterval * 2
        var words =
            if working {
                "the screen was still changing when the wait ended: the component is still working; "
                    + "give the step a longer limit"
            } else if lastChange == .zero {
                "the screen never changed during the wait: the component finished or waits for something else "
                    + "(a key, another step) with a screen other than the step expects"
                    + (frame.realTime ? "" : "; a component that runs on the real clock needs timing: .realTime")
            } else {
                "the screen stopped changing \(lastChange.secondsLabel) into the wait: the component finished "
                    + "or waits for something else (a key, another step) with a screen other than the step expects"
            }
        words += "; its last screen:"
        for line in frame.screen.plainText.split(separator: "\n", omittingEmptySubsequences: false) {
            words += "\n  │ \(line)"
        }
        return words
    }

    /// Why the script's ending is wrong, or `nil` when it ends as expected
    /// (or expects nothing).
    package static func outcomeFailure(of script: DemoScript, frames: [ScriptFrame]) -> String? {
        if let frame = frames.first(where: \.waitTimedOut), case .waitUntil(let condition, let limit)? = frame.step {
            let what = switch condition {
            case .contains(let text): "for \(DemoOutcome.value(text).description.dropFirst("value ".count)) to appear"
            case .settled(let quiet): "for the screen to settle for \(quiet.secondsLabel)"
            }
            return "script '\(script.identifier)' step \(frame.index) waited \(limit.secondsLabel) \(what), in vain; "
                + waitEnding(frame, limit: limit)
        }
        if let frame = frames.first(where: \.raced) {
            return "script '\(script.identifier)' step \(frame.index) (\(frame.step?.label ?? "start")) raced the component: "
                + "its screen changed within \(settleCheck.secondsLabel) of being taken, in real time; wait for what it "
                + "shows (.waitUntil(.contains(…)) or .settled(for:)) or redact what changes (ScreenRedaction)"
        }
        guard let expected = script.expectedOutcome else { return nil }
        let actual = frames.last?.outcome
        guard actual != expected else { return nil }
        let ending = "script '\(script.identifier)' ended with \(actual.map { "\($0)" } ?? "no outcome"); expected \(expected)"
        guard actual == nil else { return ending }
        // The likely cause of no outcome at all: the demo had not ended.
        return ending + ": the demo was still running when the script ended; give the script the keys or time "
            + "that end it"
            + (frames.last?.realTime == true
                ? "" : " (a component waiting on the real clock needs timing: .realTime, or terminal.clock)")
    }
}
