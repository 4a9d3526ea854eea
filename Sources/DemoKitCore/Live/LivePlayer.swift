/// Plays a demo the way the runner, a script or a test does: hands it input,
/// lets virtual time pass, resizes it, and renders it from its current state.
///
/// The one engine behind the browser, `open --keys`, script goldens and
/// DemoKitTesting's drivers, so that all of them see the same screens. A
/// still demo plays too: input and time change nothing.
///
/// Once an interactive demo has an outcome it has returned, as a prompt
/// returns to the program that asked: later input is not delivered.
package struct LivePlayer {
    /// The demo in its current state.
    package private(set) var demo: any Demoable
    /// The context the next rendering uses: the size and the virtual time.
    package private(set) var context: RenderContext

    /// Creates a player for a demo configured for its tweak.
    ///
    /// - Parameters:
    ///   - demo: The demo, in its starting state.
    ///   - context: The context to render in; its ``RenderContext/time`` is
    ///     the start time (usually zero).
    package init(demo: any Demoable, context: RenderContext) {
        self.demo = demo
        var context = context
        // A play of its own: input handed to another player's demo is not
        // this one's.
        context.session = LiveSession()
        self.context = context
    }

    /// `base` (a pane's size and looks) at the player's time, with the
    /// player's session: how a host renders the demo in a context of its
    /// own and still sees the input handed to it.
    package func timed(_ base: RenderContext) -> RenderContext {
        var context = base.with(time: time)
        context.session = self.context.session
        return context
    }

    /// The virtual time since the demo started.
    package var time: Duration { context.time }

    /// How the interaction ended, or `nil` while it goes on.
    package var outcome: DemoOutcome? {
        guard let live = demo as? any LiveDemo else { return nil }
        if let hosted = demo as? any _HostedDemo { return hosted._outcome(at: time, in: context) }
        return live.outcome(at: time)
    }

    /// Whether the demo takes input.
    package var isInteractive: Bool { demo is any InteractiveDemo }

    /// Whether the demo changes with time.
    package var isAnimated: Bool { demo is any AnimatedDemo }

    /// The next virtual time at which an animated demo's rendering may
    /// change, or `nil` when it will not change by itself.
    package var nextFrame: Duration? {
        guard let animated = demo as? any AnimatedDemo else { return nil }
        let frame =
            if let hosted = demo as? any _HostedDemo {
                hosted._nextFrame(after: time, in: context)
            } else {
                animated.nextFrame(after: time)
            }
        guard let next = frame else { return nil }
        return next > time ? next : nil
    }

    /// Hands `input` to an interactive demo that has no outcome yet.
    package mutating func send(_ input: DemoInput) {
        guard outcome == nil, var interactive = demo as? any InteractiveDemo else { return }
        let now = time
        context.session?.record(input, at: now)
        interactive.handle(input, at: now)
        demo = interactive
    }

    /// Lets `duration` of virtual time pass (nothing for a negative one).
    package mutating func advance(by duration: Duration) {
        guard duration > .zero else { return }
        context = context.with(time: time + duration)
    }

    /// Moves virtual time to `time`, forwards or back (scrubbing).
    package mutating func seek(to time: Duration) {
        context = context.with(time: time)
    }

    /// Changes the room the demo has; everything else the context says
    /// (the time, colours, the reader's preferences) stays.
    package mutating func resize(width: Int, height: Int?) {
        var resized = context.with(width: width)
        resized.height = height.map { max(1, $0) }
        context = resized
    }

    /// Performs one script step: a key, typed text (one key press per
    /// character; a line feed is Enter and a tab is Tab), a paste, a wait or
    /// a resize.
    package mutating func perform(_ step: ScriptStep) {
        switch step {
        case .press(let key):
            send(.key(key))
        case .type(let text):
            for character in text {
                switch character {
                case "\n", "\r\n", "\r": send(.key(.enter))
                case "\t": send(.key(.tab))
                default: send(.key(.character(character)))
                }
            }
        case .paste(let text):
            send(.paste(text))
        case .wait(let duration):
            // On the real clock the wait takes real time, from now.
            demo.waitRealTime(duration)
            advance(by: duration)
        case .resize(let width, let height):
            resize(width: width, height: height)
        case .waitUntil(let condition, let limit):
            wait(until: condition, limit: limit)
        }
    }

    /// How often a demo that runs in real time is looked at while a step
    /// waits for its screen: about one frame of a 60 Hz display.
    package static let realTimePollInterval = Duration.milliseconds(16)

    /// The next time at which the demo may look different: its next frame,
    /// or, for a demo on the real clock, the next poll.
    package var nextLook: Duration? {
        if demo.runsInRealTime { return time + Self.realTimePollInterval }
        return nextFrame
    }

    /// Lets time pass until the rendering meets `condition`, at most
    /// `limit`: frame by frame in virtual time, poll by poll in real time.
    /// A demo that stops changing in virtual time settles at once, and so
    /// does one on the real clock that has finished (it has an outcome).
    ///
    /// - Parameters:
    ///   - condition: What the screen must show.
    ///   - limit: The most time to let pass.
    ///   - render: How the screen is rendered: as the caller shows it (a
    ///     script's screens in a frame, at the frame's inner width), so that
    ///     a component that runs in real time is asked for one size
    ///     throughout (another size starts it again); defaults to the
    ///     demo's own rendering.
    /// - Returns: Whether the condition was met (when not, time has moved
    ///   on by `limit`), and when the screen last changed.
    @discardableResult
    package mutating func wait(
        until condition: ScreenCondition, limit: Duration,
        render: (LivePlayer) throws -> TextBlock = { try $0.render() }
    ) -> ScreenWait {
        let start = time
        let end = start + max(limit, .zero)
        var screen = try? render(self)
        var changed = time
        while true {
            switch condition {
            case .contains(let text):
                if let screen, screen.plainText.contains(text) { return ScreenWait(met: true, lastChange: changed - start) }
            case .settled(let quiet):
                // A component that has finished on the real clock shows its last screen for good.
                if time - changed >= quiet || (demo.runsInRealTime && outcome != nil) {
                    return ScreenWait(met: true, lastChange: changed - start)
                }
            }
            if time >= end { return ScreenWait(met: false, lastChange: changed - start) }
            var next = nextLook ?? end
            if case .settled(let quiet) = condition, nextLook == nil { next = changed + quiet }
            next = min(max(next, time), end)
            demo.waitRealTime(next - time)
            seek(to: next)
            let now = try? render(self)
            if now != screen {
                screen = now
                changed = time
            }
        }
    }

    /// The demo rendered from its current state at the current time.
    ///
    /// - Throws: Whatever the demo's ``Demoable/render(in:)`` throws.
    package func render() throws -> TextBlock {
        try demo.render(in: context)
    }
}

/// How a wait for the screen ended (``LivePlayer/wait(until:limit:render:)``).
package struct ScreenWait: Sendable, Hashable {
    /// Whether the screen came to meet the condition.
    package var met: Bool
    /// How long into the wait the screen last changed: zero when it never
    /// did.
    package var lastChange: Duration
}
