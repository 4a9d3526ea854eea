/// Renders on the engine's own threads: one lane, shared, with no state.
final class InProcessRenderingPool: GoldenRenderingPool {
    private let lane = InProcessRenderingLane()

    func checkOut() -> any GoldenRenderingLane { lane }
    func checkIn(_ lane: any GoldenRenderingLane) {}
    func finish() {}
}

/// ``GoldenRenderer/render(_:afterScreen:)``, with a thrown error as text.
final class InProcessRenderingLane: GoldenRenderingLane {
    func render(_ goldenCase: GoldenCase) -> GoldenRenderOutcome {
        do {
            return .rendered(try GoldenRenderer.render(goldenCase))
        } catch {
            return .threw(String(describing: error))
        }
    }
}
