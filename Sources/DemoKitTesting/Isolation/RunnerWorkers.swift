import DemoKitCore
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
    /// worker.
    static func launch(
        runnerName name: String, timeout: Double, environment: [String: String],
        productsFolder: URL? = builtProductsFolder()
    ) -> Result<WorkerLaunch, Problem> {
        let fix = "or check in child processes with 'await assertDemoSnapshots(of: DemoRegistry.self, isolation: .process)'"
        guard !name.isEmpty else {
            return .failure(Problem(message:
                "'isolation: .process' renders in worker processes of the catalog's runner, and these demos' target "
                    + "is not one (its DemoRegistry has no runnerName: the demos are in a library target); "
                    + "move them into the executable that runs DemoRunner.main(registry:), " + fix))
        }
        guard let folder = productsFolder,
              FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent(name).path)
        else {
            let place = productsFolder.map { " in \(TerminalSafeText.oneLine($0.path))" } ?? ""
            return .failure(Problem(message:
                "'isolation: .process' renders in worker processes of '\(TerminalSafeText.oneLine(name))', "
                    + "which is not built\(place); build it with 'swift build --product \(ShellWord.quoted(name))', "
                    + fix))
        }
        return .success(WorkerLaunch(
            executable: folder.appendingPathComponent(name).path, environment: environment, timeout: timeout))
    }

    /// The folder SwiftPM builds products into, where the test bundle is.
    static func builtProductsFolder() -> URL? {
        #if os(macOS)
        // The test bundle (`MyDemosPackageTests.xctest`) sits beside them.
        return Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
        #else
        // On Linux the test bundle is an executable in that folder.
        return Bundle.main.executableURL?.deletingLastPathComponent()
        #endif
    }
}
