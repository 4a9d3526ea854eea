import DemoKitCore

extension LivePlayer {
    /// How far ``settle(within:)`` lets virtual time run: an animation that
    /// has not stopped by then (a spinner that turns for ever) is shown as
    /// it is at this time.
    package static let settleLimit: Duration = .seconds(600)

    /// Lets virtual time run, frame by frame, until the demo stops changing
    /// by itself (``nextFrame`` is `nil`) or `limit` is reached, as a
    /// component's non-interactive mode ends on its final line.
    ///
    /// - Parameter limit: The latest virtual time to run to.
    package mutating func settle(within limit: Duration = settleLimit) {
        // Frames closer together than this are skipped in one jump, so
        // that a demo changing every nanosecond cannot keep this busy.
        let steps = 1_000_000
        for _ in 0..<steps {
            guard let next = nextFrame else { return }
            guard next <= limit else { break }
            seek(to: next)
        }
        if nextFrame != nil { seek(to: limit) }
    }
}
