import DemoKitCore
import DemoKitSnapshots

/// A script or an animation played in virtual time, every screen it shows
/// with the time it appears: what documentation media (an asciicast, an
/// animated SVG) are made from.
///
/// A script is played as its golden is (``GoldenRenderer``, the one
/// ``LivePlayer``), so each step's screen is the golden's; its waits pass
/// frame by frame, so an animation shows between steps as it would on a
/// terminal. An animated demo without a script is played from the start to
/// its ``AnimatedDemo/animationDuration``, or to ``maximumDuration`` when it
/// animates for as long as it is shown. A demo on the real clock is recorded
/// at the times it ran at, with its redactions applied, and says so
/// (``realTime``); without a script it is watched poll by poll until it
/// finishes or its screen has not changed for ``realTimeQuiet``, or to the
/// same cut.
package struct Recording: Sendable {
    /// One screen and the time it appears.
    package struct Frame: Sendable, Equatable {
        /// The virtual time since the start.
        package var time: Duration
        /// The screen, as the golden renders it.
        package var screen: TextBlock
        /// The key press (or typed or pasted text) that led to this screen,
        /// by its step's label (`↓`, `type "ab"`), or `nil`.
        package var input: String?
        /// The step of the script's golden this screen is, or `nil` for a
        /// screen between steps.
        package var step: Int?
    }

    /// Where an animation that never ends is cut.
    package static let maximumDuration = Duration.seconds(10)

    /// How long the screen of a real-time animation must stay the same for
    /// its recording to end: longer than the pauses of a progress step, so
    /// the recording does not stop in the middle of one.
    package static let realTimeQuiet = Duration.seconds(2)

    /// `Components/spinner (script build)`: what the recording shows.
    package var title: String
    /// The screens in time order, the first at time zero.
    package var frames: [Frame]
    /// Whether the demo ran on the real clock: the times are those it ran
    /// at, not virtual ones.
    package var realTime: Bool
    /// Whether the screens keep their styles (the variation allows colour).
    package var allowsColor: Bool
    /// The appearance the demo was rendered for.
    package var appearance: Appearance
    /// The columns and rows every screen fits in: the variation's width or
    /// the widest screen, and the tallest screen.
    package var size: TerminalSize

    /// Records `goldenCase`: its script, or its animation for a still
    /// golden of an animated demo in virtual time.
    ///
    /// - Returns: `nil` for a still golden of a demo that does not animate
    ///   by itself: it has nothing to play.
    /// - Throws: Whatever the demo throws.
    package init?(of goldenCase: GoldenCase) throws {
        let context = goldenCase.variation.context
        let script: DemoScript
        if let played = goldenCase.script {
            script = played
        } else {
            let demo = goldenCase.demo.makeDemoable(tweak: goldenCase.tweak)
            guard let animated = demo as? any AnimatedDemo else { return nil }
            let cut = animated.animationDuration ?? Self.maximumDuration
            if demo.runsInRealTime {
                // Its frames cannot be asked for: it is watched until it is still.
                script = DemoScript("animation", steps: [.waitUntil(.settled(for: Self.realTimeQuiet), limit: cut)])
            } else {
                guard animated.nextFrame(after: .zero) != nil else { return nil }
                script = DemoScript("animation", steps: [.wait(cut)])
            }
        }
        var looks: [(time: Duration, screen: TextBlock)] = []
        let steps = try GoldenRenderer.frames(
            of: goldenCase.demo, tweak: goldenCase.tweak, script: script, in: context,
            everyScreen: { looks.append(($0, $1)) })
        var frames: [Frame] = []
        frames.reserveCapacity(looks.count)
        var next = 0
        var previous: Duration?
        for step in steps {
            // The screens in between: those of a wait, after the step before.
            while next < looks.count, looks[next].time < step.time {
                if let previous, looks[next].time > previous {
                    frames.append(Frame(time: looks[next].time, screen: looks[next].screen))
                }
                next += 1
            }
            frames.append(Frame(time: step.time, screen: step.screen, input: step.step?.inputLabel, step: step.index))
            previous = step.time
        }
        title = goldenCase.description
        self.frames = frames
        realTime = steps.first?.realTime ?? false
        allowsColor = context.allowsColor
        appearance = context.appearance
        let drawn = frames.reduce(0) { max($0, $1.screen.width) }
        size = TerminalSize(
            columns: max(1, context.width, drawn), rows: max(1, frames.reduce(0) { max($0, $1.screen.lines.count) }))
    }

    /// The time of the last screen.
    package var duration: Duration { frames.last?.time ?? .zero }

    /// The frames' times with every pause longer than `limit` shortened to
    /// `limit`, as players apply an asciicast's `idle_time_limit`; the times
    /// unchanged when `limit` is `nil`.
    package func times(idleTimeLimit limit: Duration?) -> [Duration] {
        guard let limit else { return frames.map(\.time) }
        var times: [Duration] = []
        times.reserveCapacity(frames.count)
        var shown = Duration.zero
        var last = Duration.zero
        for frame in frames {
            shown += min(frame.time - last, limit)
            last = frame.time
            times.append(shown)
        }
        return times
    }
}

extension ScriptStep {
    /// The step's label when it is input (a key, typed or pasted text),
    /// else `nil`.
    fileprivate var inputLabel: String? {
        switch self {
        case .press, .type, .paste: label
        case .wait, .waitUntil, .resize: nil
        }
    }
}
