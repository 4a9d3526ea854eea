import DemoKitCore
import DemoKitSnapshots
import DemoKitWorkers
import Foundation
import XCTest

/// `isolation: .process` under XCTest, which has no exit tests: DemoKit's
/// render workers (the ones `demo-runner snapshot` uses), started as the
/// test binary run again for the calling test alone, with
/// ``environmentVariable`` set. When that test reaches the same isolated
/// assertion in the worker, the assertion serves the runner instead of
/// checking (``serveIfWorker(groups:ordinal:)``) and the process ends there.
///
/// A test may make several isolated assertions: the variable holds which
/// one (its ordinal in the test), and the others return at once in a
/// worker. Every other DemoKitTesting assertion does nothing in a worker, so
/// a worker leaves no file behind.
enum XCTestWorkers {
    /// Set in a worker's environment to `ORDINAL PID`: the ordinal of the
    /// assertion it serves and the process that started it.
    static let environmentVariable = "DEMOKIT_RENDER_WORKER"

    /// The ordinal this process serves, when it is a worker started by an
    /// isolated assertion: the variable names this process's parent, so a
    /// variable left in a shell, or passed on to a process the test starts,
    /// never silences a test run's assertions.
    static let servedOrdinal = ordinal(from: ProcessInfo.processInfo.environment[environmentVariable], parent: getppid())

    /// The ordinal in the variable's `value`, if it names `parent`.
    static func ordinal(from value: String?, parent: Int32) -> Int? {
        guard let parts = value?.split(separator: " "), parts.count == 2, let ordinal = Int(parts[0]),
            Int32(parts[1]) == parent
        else { return nil }
        return ordinal
    }

    /// Whether this process is a worker started by an isolated assertion.
    static var isWorker: Bool { servedOrdinal != nil }

    /// How many isolated assertions each test has made, by test name.
    private static let counts = Counts()

    /// Checks `groups`' goldens with the demos rendered in workers; in a
    /// worker, serves instead and never returns from the assertion it was
    /// started for.
    static func verify(
        groups: [any DemoGroup.Type], testCase: XCTestCase, targetDefault: String?, filter: String? = nil,
        record: SnapshotRecordMode?, snapshotDirectory: String?, timeout: Double, filePath: String
    ) -> String? {
        let name = testCase.name
        let ordinal = counts.next(for: name)
        if ordinal == 1 {
            // Counted afresh each time the test runs (a test repeated in
            // one process, as Xcode can), as in a worker, which runs it once.
            testCase.addTeardownBlock { counts.reset(name) }
        }
        if isWorker {
            serveIfWorker(groups: groups, ordinal: ordinal)
            // An earlier isolated assertion of the same test: not checked here.
            return nil
        }
        guard let launch = launch(for: testCase, ordinal: ordinal, timeout: timeout) else {
            return "cannot start the test binary again for \(testCase.name) to render in a worker process; "
                + "use the assertion without isolation"
        }
        return DemoSnapshotVerifier.verify(
            groups: groups, demo: nil, filter: filter, record: record, snapshotDirectory: snapshotDirectory,
            targetDefault: targetDefault, filePath: filePath, rendering: .workers(launch))
    }

    /// Serves the runner and ends the process, when this worker was started
    /// for the assertion with `ordinal`; returns otherwise.
    static func serveIfWorker(groups: [any DemoGroup.Type], ordinal: Int) {
        guard servedOrdinal == ordinal else { return }
        // XCTest's own output goes to the worker's log; none is wanted.
        exit(RenderWorker.serve(groups: groups))
    }

    /// The test binary, run for `testCase` alone: on Linux the `.xctest`
    /// executable with `Module.Class/method`; on macOS `xctest -XCTest
    /// Module.Class/method BUNDLE` (checked by reading only).
    static func launch(for testCase: XCTestCase, ordinal: Int, timeout: Double) -> WorkerLaunch? {
        guard let method = testMethod(of: testCase.name) else { return nil }
        let filter = String(reflecting: type(of: testCase)) + "/" + method
        var environment = ProcessInfo.processInfo.environment
        environment[environmentVariable] = "\(ordinal) \(getpid())"
        #if os(macOS)
        let arguments = ["-XCTest", filter, Bundle(for: type(of: testCase)).bundlePath]
        #else
        let arguments = [filter]
        #endif
        guard var launch = WorkerLaunch.currentExecutable(environment: environment, timeout: timeout) else { return nil }
        launch.arguments = arguments
        launch.appendsArgument = false
        return launch
    }

    /// `testMethod` from a test's name: `-[Class testMethod]` (Apple's
    /// XCTest) or `Class.testMethod` (swift-corelibs-xctest).
    static func testMethod(of name: String) -> String? {
        if name.hasPrefix("-["), name.hasSuffix("]") {
            return name.dropLast().split(separator: " ").last.map(String.init)
        }
        return name.split(separator: ".").last.map(String.init)
    }

    /// A counter per test name, for any thread.
    private final class Counts: @unchecked Sendable {
        private var values: [String: Int] = [:]
        private let lock = NSLock()

        func next(for name: String) -> Int {
            lock.lock()
            defer { lock.unlock() }
            values[name, default: 0] += 1
            return values[name, default: 0]
        }

        func reset(_ name: String) {
            lock.lock()
            defer { lock.unlock() }
            values[name] = nil
        }
    }
}
