import DemoKitSnapshots
import Foundation

/// How to start a render worker: a runner (this executable again, or a
/// catalog's runner for DemoKitTesting) with the hidden argument
/// ``argument`` after `arguments`, and a time limit per render or script
/// step.
package struct WorkerLaunch: Sendable {
    /// The hidden first argument that makes a runner a render worker
    /// (``RenderWorker/serve(groups:kinds:)``); not a command a user types.
    package static let argument = "__demokit-render-worker"
    /// The default time limit, in seconds of real time, per render or script step.
    package static let defaultTimeout: Double = RenderTimeout.defaultSeconds

    /// The program: this process's own executable.
    package var executable: String
    /// Arguments before ``argument`` (a benchmark's runner mode needs its own).
    package var arguments: [String]
    /// The worker's environment: the runner's, with the Swift runtime's
    /// backtracer turned on without colour or prompts.
    package var environment: [String: String]
    /// Seconds of real time a render or one script step may take; 0 for no limit.
    package var timeout: Double
    /// How the person who reads a hang sets ``timeout``, in the words of
    /// where they set it: `'--timeout SECONDS'` on the command line,
    /// `'.process(timeout: .seconds(10))'` in a test.
    package var timeoutSetting: String

    package init(
        executable: String, arguments: [String] = [], environment: [String: String], timeout: Double,
        timeoutSetting: String = "'--timeout SECONDS'"
    ) {
        self.executable = executable
        self.timeoutSetting = timeoutSetting
        self.arguments = arguments
        var environment = environment
        environment["SWIFT_BACKTRACE"] = CrashLog.environmentValue
        self.environment = environment
        self.timeout = timeout
    }

    /// How often the runner, waiting for a case, looks at the worker's
    /// progress: a tenth of the time limit, between 10 ms and half a second.
    var progressInterval: Double {
        min(0.5, max(0.01, timeout / 10))
    }

    /// A launch of this process's own executable (`/proc/self/exe` on
    /// Linux, so a rebuilt binary does not change under a run), or `nil`
    /// when it cannot be found.
    package static func currentExecutable(
        arguments: [String] = [], environment: [String: String], timeout: Double
    ) -> WorkerLaunch? {
        #if os(Linux)
        let candidate: String? = FileManager.default.isExecutableFile(atPath: "/proc/self/exe")
            ? "/proc/self/exe" : Bundle.main.executablePath
        #else
        let candidate = Bundle.main.executablePath
        #endif
        guard let executable = candidate else { return nil }
        return WorkerLaunch(executable: executable, arguments: arguments, environment: environment, timeout: timeout)
    }
}
