import DemoKitCore
import DemoKitSnapshots

/// Where the demos render while their goldens are checked, for the
/// isolated assertions.
///
/// ``process`` renders them in other processes, so that a demo that traps
/// (`fatalError`, an index out of range), overflows its stack or hangs fails
/// its golden with the signal, the message and the first frames of the
/// backtrace, and every other golden is still checked; the test process goes
/// on. Under Swift Testing the children are exit tests (the test binary run
/// again for the check alone; the `async` assertions). Under XCTest they are
/// DemoKit's render workers: the test binary run again for the calling test
/// only, which becomes a worker when it reaches the same assertion (the
/// assertions that take `in: self`). It costs a process launch per child.
///
/// <!-- not compiled: tests of two libraries side by side -->
/// ```swift
/// // Swift Testing
/// @Test func catalog() async {
///     await assertDemoSnapshots(of: DemoRegistry.self, isolation: .process)
/// }
///
/// // XCTest
/// func testCatalog() {
///     assertDemoSnapshots(of: DemoRegistry.self, isolation: .process, in: self)
/// }
/// ```
public struct DemoSnapshotIsolation: Sendable {
    let timeout: Duration

    /// Other processes; a render (or a script step) that takes more than
    /// five seconds of real time fails as a hang (virtual time never counts).
    public static let process = DemoSnapshotIsolation(timeout: .seconds(RenderTimeout.defaultSeconds))

    /// Other processes, with another time limit for one render or step.
    public static func process(timeout: Duration) -> DemoSnapshotIsolation {
        DemoSnapshotIsolation(timeout: timeout)
    }

    /// The time limit in seconds.
    var seconds: Double {
        Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    }
}
