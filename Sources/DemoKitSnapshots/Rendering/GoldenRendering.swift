/// Where the snapshot engine renders its cases: in this process
/// (``inProcess``, what DemoKitTesting uses) or in worker processes
/// (DemoKitWorkers, what `demo-runner snapshot` uses), so that a demo that
/// crashes or hangs fails its own golden and not the whole run.
///
/// Only rendering moves: comparing, writing goldens, pending files and
/// messages stay in the engine, so a run that renders elsewhere gives the
/// same bytes as one in process whenever nothing crashes.
///
/// ```swift
/// var configuration = SnapshotConfiguration(…)
/// configuration.rendering = .inProcess
/// ```
package struct GoldenRendering: Sendable {
    /// Makes the pool for one run; the engine calls it once per run and
    /// ``GoldenRenderingPool/finish()`` at its end.
    package let makePool: @Sendable () -> any GoldenRenderingPool

    package init(makePool: @escaping @Sendable () -> any GoldenRenderingPool) {
        self.makePool = makePool
    }

    /// ``GoldenRenderer/render(_:afterScreen:)`` on the engine's own
    /// threads: a demo that traps ends the process.
    package static let inProcess = GoldenRendering { InProcessRenderingPool() }

    /// In this process, with each case's demo code named for
    /// ``DemoExitGuard`` while it runs, on the thread that renders it: a
    /// demo that calls `exit` fails naming itself, however many threads
    /// render at once.
    package static func inProcess(guardingExitAs name: @escaping @Sendable (GoldenCase) -> String) -> GoldenRendering {
        GoldenRendering { InProcessRenderingPool(exitGuardName: name) }
    }
}
