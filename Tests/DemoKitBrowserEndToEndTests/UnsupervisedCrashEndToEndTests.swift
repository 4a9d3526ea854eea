import DemoKitTestSupport
import Foundation
import Testing

/// A browser without its supervisor (`DEMOKIT_BROWSER_SUPERVISOR=0`, and
/// `open --play`, which has none) still gives the terminal back when a demo
/// overflows its stack: the fault handler runs on an alternate signal
/// stack, restores the terminal, then lets the Swift runtime's backtracer
/// report the crash.
@Suite(
    .serialized,
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed; .ci/run installs it (apt-get install tmux)"))
struct UnsupervisedCrashEndToEndTests {
    /// The demo's own render on the browser's thread, and a stream
    /// component on the thread DemoKitHeadless runs it on: each thread
    /// that runs a demo's code has a stack for the handlers.
    @Test(arguments: [
        (fixtures: "crashes", demo: "Crashes/overflow", frame: "OverflowDemo.depth"),
        (fixtures: "component-crashes", demo: "ComponentCrashes/overflow", frame: "RecursingComponentDemo.depth"),
    ])
    func aStackOverflow_restoresTheTerminal_andTheBacktraceIsPrinted(
        fixtures: String, demo: String, frame: String
    ) throws {
        let demoRunner = try #require(BuiltProducts.demoRunner(), "demo-runner was not built beside the tests")
        let runner = demoRunner.deletingLastPathComponent().appendingPathComponent("snapshot-fixtures")
        let errors = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-overflow-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: errors) }
        let session = try TmuxSession()
        defer { session.close() }
        try session.run(
            "DEMOKIT_BROWSER_SUPERVISOR=0 SNAPSHOT_FIXTURES=\(fixtures) "
                + "SWIFT_BACKTRACE=enable=yes,interactive=no,color=no,threads=crashed "
                + "\(ShellCommand.line([runner.path, "browse", demo])) 2>\(ShellCommand.quoted(errors.path)); echo status-$?")
        // The browser ends by the overflow's signal (SIGSEGV, or SIGBUS on
        // macOS), as the shell expects: 128 plus its number.
        let statuses = PlatformFacts.stackOverflowSignals.map { "status-\(PlatformFacts.shellStatus(for: $0))" }
        let screen = try session.waitForScreen(statuses.joined(separator: " or "), timeout: 60) { screen in
            statuses.contains { screen.contains($0) }
        }
        let signal = try #require(
            PlatformFacts.stackOverflowSignals.first { screen.contains("status-\(PlatformFacts.shellStatus(for: $0))") })
        try session.waitForLineModeWithEcho()
        let report = try String(contentsOf: errors, encoding: .utf8)
        #expect(report.contains(PlatformFacts.backtraceHeading(for: signal)), "the backtracer ran")
        #expect(report.contains(frame))
    }
}
