import BenchmarkSupport
import Foundation

/// How long tmux takes to consume a file: a detached session of the
/// terminal's size runs `cat FILE` in raw mode and signals a `wait-for`
/// channel when it is done; the time from creating the session to the
/// signal, less the same for an empty file (starting the server, the
/// session and the shell).
struct TmuxTiming {
    let executable: String
    let columns: Int
    let rows: Int
    let socket = "demokit-terminal-benchmark-\(getpid())"

    static func find() -> String? {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Seconds from starting the session to `cat path` finishing in it.
    func consume(_ path: String) throws -> Double {
        let command = "stty raw -echo; cat '\(path)'; '\(executable)' -L \(socket) wait-for -S done"
        let seconds = try Measurement.time {
            _ = try run(["new-session", "-d", "-s", "bench", "-x", "\(columns)", "-y", "\(rows)", command])
            _ = try run(["wait-for", "done"])
        }
        _ = try run(["kill-server"])
        return seconds
    }

    private func run(_ arguments: [String]) throws -> ChildProcess.Outcome {
        // No TMUX variable: the benchmark may itself run inside tmux.
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        return try ChildProcess.run(executable, ["-f", "/dev/null", "-L", socket] + arguments, environment: environment)
    }
}
