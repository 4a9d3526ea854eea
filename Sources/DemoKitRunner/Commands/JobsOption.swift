import DemoKitCore
import DemoKitSnapshots
import DemoKitWorkers

/// `--jobs N`: how many threads, and render workers, a command that renders
/// the catalog uses (`snapshot`, `audit`, `stress`). One default and one way
/// to read it, as ``TimeLimitOption`` is for `--timeout`.
enum JobsOption {
    /// The option, setting `field`; `help` says what the jobs do here.
    static func option<Options>(_ field: WritableKeyPath<Options, String?> & Sendable, help: String) -> CommandOption<Options> {
        .value(field, "jobs", value: "n", help: help)
    }

    /// The count given as `text`, or the default (one per core, at most 8).
    ///
    /// - Throws: A usage error for a value that is not a number from 1 to 64.
    static func count(_ text: String?) throws(RunnerError) -> Int {
        guard let text else { return SnapshotConfiguration.defaultJobs }
        guard let value = Int(text), (1...64).contains(value) else {
            throw .usage(
                "invalid value '\(TerminalSafeText.oneLine(text))' for '--jobs'; "
                    + "give a number from 1 to 64, e.g. '--jobs 2'")
        }
        return value
    }
}

extension RunnerEnvironment {
    /// `jobs` render workers of this runner, each stopping a demo whose code
    /// runs longer than `timeout` seconds, started now so that they load
    /// their catalog while the command plans; `nil` when this runner cannot
    /// start itself again (it renders in its own process then).
    func renderWorkers(timeout: Double, jobs: Int) -> GoldenRendering? {
        guard let prefix = renderWorkerArguments,
            let launch = WorkerLaunch.currentExecutable(arguments: prefix, environment: variables, timeout: timeout)
        else { return nil }
        return .workers(launch, startingNow: jobs)
    }
}
