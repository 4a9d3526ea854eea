/// The lanes one snapshot run renders on: each of the engine's job threads
/// checks one out for a batch of cases and checks it back in after.
package protocol GoldenRenderingPool: AnyObject, Sendable {
    /// A lane for the calling thread, until ``checkIn(_:)``.
    func checkOut() -> any GoldenRenderingLane
    /// Gives back a lane checked out with ``checkOut()``.
    func checkIn(_ lane: any GoldenRenderingLane)
    /// Ends the run: stops whatever the lanes hold (worker processes).
    func finish()
}

/// Renders cases for one thread at a time.
package protocol GoldenRenderingLane: AnyObject, Sendable {
    /// Says which cases come next, in order, so that a lane can ask for them
    /// all at once, and where their goldens are, so that it may compare them
    /// itself and answer ``GoldenRenderOutcome/matched(hasStyles:)``.
    /// Defaults to doing nothing.
    func prepare(_ cases: [GoldenCase], goldens: GoldenStore)
    /// Renders one case.
    func render(_ goldenCase: GoldenCase) -> GoldenRenderOutcome
}

extension GoldenRenderingLane {
    package func prepare(_ cases: [GoldenCase], goldens: GoldenStore) {}
}
