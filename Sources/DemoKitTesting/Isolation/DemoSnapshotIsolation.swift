import DemoKitCore
import DemoKitSnapshots

/// Where the demos render while their goldens are checked: ``process``
/// renders them in worker processes of the catalog's own runner, as
/// `demo-runner snapshot` does.
///
/// A demo that traps (`fatalError`, an index out of range), overflows its
/// stack, hangs or calls `exit` then fails its own golden, with the signal,
/// the message and the first frames of the backtrace, in the words
/// `snapshot` uses; every other golden is still checked and the test
/// process goes on. It is the same mechanism under XCTest and Swift
/// Testing, set on an assertion, with `withDemoSnapshots` or with the
/// `.demoSnapshots` trait.
///
/// The runner is the executable target that applies the DemoKitDiscovery
/// plugin and runs `DemoRunner.main(registry:)` (its `DemoRegistry` names
/// it); the test target depends on it, so SwiftPM builds it beside the
/// tests. Demos in a library target have no runner of their own: the
/// assertion then fails and says so, never checking in process instead.
///
/// ```swift
/// // Swift Testing or XCTest alike
/// assertDemoSnapshots(of: DemoRegistry.self, isolation: .process)
/// ```
public struct DemoSnapshotIsolation: Sendable {
    let timeout: Duration

    /// Worker processes; a render (or a script step) that takes more than
    /// five seconds of real time fails as a hang (virtual time never counts).
    public static let process = DemoSnapshotIsolation(timeout: .seconds(RenderTimeout.defaultSeconds))

    /// Worker processes, with another time limit for one render or step.
    public static func process(timeout: Duration) -> DemoSnapshotIsolation {
        DemoSnapshotIsolation(timeout: timeout)
    }

    /// The time limit in seconds.
    var seconds: Double {
        Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    }
}
