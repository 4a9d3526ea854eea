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

    /// `── 3. ↓  (t = 0.24 s)`: the line above this screen in a golden.
    package var header: String {
        "── \(index). \(step?.label ?? "start")  (t = \(time.secondsLabel))"
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
    ///   - render: How a screen is rendered from the player (the runner's
    ///     presentation, a golden's); defaults to the demo's own rendering.
    /// - Returns: The start screen, then one screen per step.
    /// - Throws: Whatever rendering throws.
    package static func play(
        _ script: DemoScript, with player: LivePlayer,
        render: (LivePlayer) throws -> TextBlock = { try $0.render() }
    ) rethrows -> [ScriptFrame] {
        var player = player
        var frames = [ScriptFrame(index: 0, step: nil, time: player.time, screen: try render(player), outcome: player.outcome)]
        frames.reserveCapacity(script.steps.count + 1)
        for (offset, step) in script.steps.enumerated() {
            player.perform(step)
            frames.append(
                ScriptFrame(index: offset + 1, step: step, time: player.time, screen: try render(player), outcome: player.outcome))
        }
        return frames
    }

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

    /// Why the script's ending is wrong, or `nil` when it ends as expected
    /// (or expects nothing).
    package static func outcomeFailure(of script: DemoScript, frames: [ScriptFrame]) -> String? {
        guard let expected = script.expectedOutcome else { return nil }
        let actual = frames.last?.outcome
        guard actual != expected else { return nil }
        return "script '\(script.identifier)' ended with \(actual.map { "\($0)" } ?? "no outcome"); expected \(expected)"
    }
}
