import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command run again and again, timed from launch to exit.
///
/// It uses `posix_spawn` and `waitpid` rather than `Process`, whose
/// `waitUntilExit()` polls a run loop and rounds short runs up to 50 ms on Linux.
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
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }

        let start = DispatchTime.now().uptimeNanoseconds
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkError("could not start \(executable): error \(spawned)") }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        let exitStatus = (status >> 8) & 0xFF
        guard exitStatus == 0 || label == "grep" else {
            throw BenchmarkError("\(label) exited with status \(exitStatus)")
        }
    }
}
