/// Renders on the engine's own threads: one lane, shared, with no state.
final class InProcessRenderingPool: GoldenRenderingPool {
    private let lane: InProcessRenderingLane

    init(exitGuardName: (@Sendable (GoldenCase) -> String)? = nil) {
        lane = InProcessRenderingLane(exitGuardName: exitGuardName)
    }

    func checkOut() -> any GoldenRenderingLane { lane }
    func checkIn(_ lane: any GoldenRenderingLane) {}
    func finish() {}
}

/// ``GoldenRenderer/render(_:afterScreen:)``, with a thrown error as text;
/// with `exitGuardName`, the case's demo code runs named for
/// ``DemoExitGuard`` on the thread that renders it.
final class InProcessRenderingLane: GoldenRenderingLane {
    private let exitGuardName: (@Sendable (GoldenCase) -> String)?

    init(exitGuardName: (@Sendable (GoldenCase) -> String)? = nil) {
        self.exitGuardName = exitGuardName
    }

    func render(_ goldenCase: GoldenCase) -> GoldenRenderOutcome {
        do {
            guard let exitGuardName else { return .rendered(try GoldenRenderer.render(goldenCase)) }
            return .rendered(try DemoExitGuard.run(exitGuardName(goldenCase)) { try GoldenRenderer.render(goldenCase) })
        } catch {
            return .threw(String(describing: error))
        }
    }
}
