/// Which clock a demo runs on.
public enum DemoTiming: Sendable, Hashable {
    /// DemoKit's virtual time, supplied as ``RenderContext/time``: every
    /// frame is the same on every machine and under any load. The default.
    case virtual
    /// The real clock, for third-party code that reads the wall clock or
    /// fires its own timers and cannot be given DemoKit's (a spinner on a
    /// `Timer`, an elapsed time from `DispatchTime.now()`). Waits take real
    /// time; scripts wait for what the screen shows
    /// (``ScriptStep/waitUntil(_:limit:)``), and redactions replace what
    /// changes from run to run. Goldens say that the demo ran in real time.
    case realTime
}

/// A demo that DemoKit hosts rather than draws (DemoKitHeadless's stream
/// components): its state is a run that DemoKit keeps in the player's
/// ``LiveSession``, so the player asks it, with its context, how it ends
/// and when it changes, and lets real time pass for it. Conform to
/// DemoKitHeadless's protocols, not to this.
public protocol _HostedDemo: Demoable {
    /// The clock the demo runs on: a stream component on the real clock
    /// says ``DemoTiming/realTime``. Defaults to ``DemoTiming/virtual``.
    var timing: DemoTiming { get }

    /// Blocks the calling thread for `duration` of real time when the demo
    /// runs on the real clock; returns at once otherwise.
    func _waitRealTime(_ duration: Duration)

    /// ``LiveDemo/outcome(at:)`` for the run kept in `context`'s session.
    func _outcome(at time: Duration, in context: RenderContext) -> DemoOutcome?

    /// ``AnimatedDemo/nextFrame(after:)`` for the run kept in `context`'s
    /// session.
    func _nextFrame(after time: Duration, in context: RenderContext) -> Duration?
}

extension _HostedDemo {
    public var timing: DemoTiming { .virtual }
}

extension Demoable {
    /// Lets `duration` of real time pass for a demo on the real clock.
    package func waitRealTime(_ duration: Duration) {
        guard duration > .zero, runsInRealTime else { return }
        (self as? any _HostedDemo)?._waitRealTime(duration)
    }

    /// Whether the demo runs on the real clock.
    package var runsInRealTime: Bool {
        (self as? any _HostedDemo)?.timing == .realTime
    }
}
