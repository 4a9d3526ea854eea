import BenchmarkSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to its end through DemoKit's process layer, keeping its
/// standard output and error: `tmux capture-pane` many times a second and
/// `swift build` timed to its exit, which Foundation's `Process` on Linux
/// notices late.
enum Program {
    struct Outcome {
        /// The exit status, or 128 + the signal that ended the program.
        var status: Int32
        var output: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `executable` (a path, or a name looked up on `PATH`) with
    /// `arguments`, standard output and error together.
    static func run(
        _ executable: String, _ arguments: [String],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> Outcome {
        let outcome: BenchmarkSupport.ChildProcess.Outcome
        do {
            outcome = try BenchmarkSupport.ChildProcess.run(
                path(of: executable, in: environment), arguments, environment: environment,
                capturing: .standardOutputAndError)
        } catch {
            throw Failure(description: "\(error)")
        }
        return Outcome(status: outcome.status, output: outcome.standardError)
    }

    /// `name` as `posix_spawnp` finds it: itself when it has a slash, else
    /// the first executable file of that name in a folder of `PATH`.
    static func path(of name: String, in environment: [String: String]) -> String {
        guard !name.contains("/") else { return name }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for folder in folders where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return name
    }

    /// Runs the program and returns its output; throws when it fails.
    @discardableResult
    static func output(
        _ executable: String, _ arguments: [String],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        let outcome = try run(executable, arguments, environment: environment)
        guard outcome.status == 0 else {
            throw Failure(
                description: "\(executable) \(arguments.joined(separator: " ")) failed (\(outcome.status)):\n"
                    + outcome.output.split(separator: "\n").suffix(15).joined(separator: "\n"))
        }
        return outcome.output
    }
}

/// The system's monotonic clock in nanoseconds: the clock the runner's
/// `DEMOKIT_WATCH_TRACE` marks are read on.
func monotonicNow() -> UInt64 {
    var time = timespec()
    _ = clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Sleeps `milliseconds`.
func pause(milliseconds: Int) {
    usleep(useconds_t(milliseconds * 1000))
}
