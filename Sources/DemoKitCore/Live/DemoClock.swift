/// A `Clock` on DemoKit's virtual time: hand it to code that takes a clock,
/// and that code sleeps and measures elapsed time as the demo's time passes,
/// not the wall clock's.
///
/// Injecting a clock is how Swift code is made testable (`any Clock<Duration>`
/// or a generic `C: Clock` parameter, as swift-clocks and
/// swift-async-algorithms recommend); DemoKit supplies the clock for the
/// demo being shown:
///
/// - In ``Demoable/render(in:)``, ``RenderContext/clock`` reads the
///   context's ``RenderContext/time``. Rendering never waits: a sleep on it
///   returns at once and `now` stays the context's time.
/// - A stream component's terminal has one (`HeadlessTerminal.clock` in
///   DemoKitHeadless) whose `now` is the component's virtual time; in an
///   `async` component a sleep on it suspends until the demo's time reaches
///   its deadline, which makes `Task.sleep(for:clock:)`, timeouts and timers
///   built on the clock run frame by frame in the browser and the same way
///   in every golden.
///
/// ```swift
/// func elapsedLabel<C: Clock<Duration>>(since start: C.Instant, on clock: C) -> String {
///     let elapsed = start.duration(to: clock.now)
///     return "[\(elapsed.components.seconds)s]"
/// }
///
/// struct ElapsedDemo: Demoable {
///     func render(in context: RenderContext) throws -> TextBlock {
///         let clock = context.clock
///         return TextBlock(elapsedLabel(since: DemoClock.Instant.zero, on: clock))
///     }
/// }
/// ```
public struct DemoClock: Clock, Sendable {
    /// A point in the demo's virtual time: how long after the demo started.
    public struct Instant: InstantProtocol, Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The virtual time since the demo started.
        public var offset: Duration

        /// The instant `offset` after the demo started.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The demo's start.
        public static var zero: Instant { Instant(offset: .zero) }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The virtual time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// `1.25 s`: the offset, as DemoKit labels times.
        public var description: String { offset.secondsLabel }
    }

    private let timeline: any DemoTimeline

    /// A clock whose time stands at `now`: sleeping on it returns at once.
    /// For tests of code that takes a clock, and what
    /// ``RenderContext/clock`` gives a rendering.
    public init(now: Duration = .zero) {
        self.timeline = FixedTimeline(now: now)
    }

    /// A clock on a host's timeline (a stream component's run).
    package init(timeline: any DemoTimeline) {
        self.timeline = timeline
    }

    /// The demo's current virtual time.
    public var now: Instant { Instant(offset: timeline.now) }

    /// Virtual time has no granularity: zero.
    public var minimumResolution: Duration { .zero }

    /// Waits until the demo's virtual time reaches `deadline`; returns at
    /// once when it has. Throws `CancellationError` when the task is
    /// cancelled or the demo's run ends first (another time or input is
    /// shown, or the demo is dropped), as `Task.sleep` does when cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await timeline.sleep(until: deadline.offset)
    }
}

/// What a ``DemoClock`` reads and sleeps on: the virtual time of whoever
/// plays the demo.
package protocol DemoTimeline: Sendable {
    /// The current virtual time.
    var now: Duration { get }
    /// Suspends until virtual time reaches `deadline`.
    func sleep(until deadline: Duration) async throws
}

/// A timeline that stands still: rendering never waits.
private struct FixedTimeline: DemoTimeline {
    let now: Duration

    func sleep(until deadline: Duration) async throws {
        try Task.checkCancellation()
    }
}

extension RenderContext {
    /// A ``DemoClock`` standing at this context's ``time``, for code called
    /// from ``Demoable/render(in:)`` that takes a clock. A sleep on it
    /// returns at once: rendering never waits.
    public var clock: DemoClock { DemoClock(now: time) }
}
