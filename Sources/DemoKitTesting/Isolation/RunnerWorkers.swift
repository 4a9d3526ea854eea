import DemoKitCore
import DemoKitProcess
import DemoKitSnapshots
import DemoKitWorkers
import Foundation

/// Render workers for a test's assertions, started from the catalog's own
/// runner: the executable target that applies the discovery plugin
/// (`DemoRegistry.runnerName`), which SwiftPM builds beside the tests and
/// which serves as a render worker for exactly these groups, as it does for
/// `demo-runner snapshot`.
enum RunnerWorkers {
    /// Why there is no runner to render in, with what to do instead.
    struct Problem: Error {
        let message: String
    }

    /// The launch of the runner named by the demos' registry as a render
    /// worker, with the isolation's time limit.
    static func launch(
        runnerName name: String, isolation: DemoSnapshotIsolation, environment: [String: String],
        productsFolder: URL? = BuiltProductsFolder.current
    ) -> Result<WorkerLaunch, Problem> {
        guard !name.isEmpty else {
            return .failure(Problem(message:
                "'isolation: .process' renders in worker processes of the catalog's runner, and these demos' target "
                    + "is not one (its DemoRegistry has no runnerName: the demos are in a library target); "
                    + "move them into the executable target that runs DemoRunner.main(registry: DemoRegistry.self) "
                    + "and test that target, or check them without 'isolation:'"))
        }
        guard let folder = productsFolder,
              FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent(name).path)
        else {
            let place = productsFolder.map { " in \(TerminalSafeText.oneLine($0.path))" } ?? ""
            let quoted = ShellWord.quoted(name)
            return .failure(Problem(message:
                "'isolation: .process' renders in worker processes of '\(TerminalSafeText.oneLine(name))', "
                    + "which is not built\(place); add \(quoted) to the test target's dependencies, so that "
                    + "'swift test' builds it, or build it with 'swift build --product \(quoted)'"))
        }
        return .success(WorkerLaunch(
            executable: folder.appendingPathComponent(name).path, environment: environment, timeout: isolation.seconds,
            timeoutSetting: "'isolation: .process(timeout: .seconds(SECONDS))'"))
    }
}
