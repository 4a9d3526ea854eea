import BenchmarkSupport
import Foundation

/// A command run again and again, timed from launch to exit with
/// ``ChildProcess`` (`posix_spawn` and `waitpid`, not `Process`, whose
/// `waitUntilExit()` polls a run loop and rounds short runs up on Linux).
struct TimedCommand {
    let label: String
    let executable: String
    let arguments: [String]
    private(set) var seconds: [Double] = []

    init(label: String, executable: String, arguments: [String]) {
        self.label = label
        self.executable = executable
        self.arguments = arguments
    }

    var median: Double {
        let sorted = seconds.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    var minimum: Double { seconds.min() ?? 0 }

    /// Runs the command once, its standard output sent to /dev/null.
    mutating func run() throws {
        let start = DispatchTime.now().uptimeNanoseconds
        let outcome = try ChildProcess.run(executable, arguments)
        seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        guard outcome.status == 0 || label == "grep" else {
            throw BenchmarkError("\(label) exited with status \(outcome.status): \(outcome.standardError)")
        }
    }
}
