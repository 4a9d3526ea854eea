#if canImport(Testing)
import DemoKitSnapshots
import Testing

/// A Swift Testing trait that sets the snapshot settings of every
/// DemoKitTesting assertion in a suite or a test: the same settings, with
/// the same parameters, as
/// ``withDemoSnapshots(record:snapshotDirectory:jobs:failsWhenTooWide:isolation:operation:)``
/// sets around code.
///
/// ```swift
/// @Suite(.demoSnapshots(record: .failed, jobs: 1))
/// struct CatalogTests {
///     @Test func demos() { assertDemoSnapshots(of: DemoRegistry.self) }
/// }
///
/// // A demo that crashes or hangs fails its own golden:
/// @Test(.demoSnapshots(isolation: .process)) func isolatedDemos() {
///     assertDemoSnapshots(of: DemoRegistry.self)
/// }
/// ```
///
/// On a suite it applies to every test in it; an argument passed to an
/// assertion still wins over it.
public struct DemoSnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    let settings: DemoSnapshotSettings

    /// A suite's settings apply to the tests in it.
    public var isRecursive: Bool { true }

    /// Runs the test, or the suite, inside the settings.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let settings = DemoSnapshotSettings.current.overriding(with: settings)
        try await DemoSnapshotSettings.$current.withValue(settings, operation: function)
    }
}

/// DemoKit's snapshot settings as a Swift Testing trait:
/// `@Suite(.demoSnapshots(record: .failed))`.
extension Trait where Self == DemoSnapshotsTrait {
    /// Sets the snapshot settings of the DemoKitTesting assertions in a
    /// suite or a test, as `withDemoSnapshots` does around code.
    ///
    /// - Parameters:
    ///   - record: The record mode, or `nil` to keep the enclosing one.
    ///   - snapshotDirectory: The snapshot folder relative to the package
    ///     root, or `nil` to keep the enclosing one.
    ///   - jobs: How many threads (or worker processes) render demos, or
    ///     `nil` to keep the enclosing number.
    ///   - failsWhenTooWide: Whether a rendering wider than its width fails,
    ///     or `nil` to keep the enclosing choice (a warning by default).
    ///   - isolation: ``DemoSnapshotIsolation/process`` renders in worker
    ///     processes of the catalog's own runner, so that a demo that traps
    ///     or hangs fails its own golden and the tests go on; `nil` keeps
    ///     the enclosing choice (in this process by default).
    /// - Returns: The trait.
    public static func demoSnapshots(
        record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil, jobs: Int? = nil,
        failsWhenTooWide: Bool? = nil, isolation: DemoSnapshotIsolation? = nil
    ) -> Self {
        DemoSnapshotsTrait(settings: DemoSnapshotSettings(
            record: record, snapshotDirectory: snapshotDirectory, jobs: jobs, failsWhenTooWide: failsWhenTooWide,
            isolation: isolation))
    }
}
#endif
