import DemoKitProcess
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
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw Failure(description: "cannot create a pipe") }
        let readEnd = Descriptors.movedHigh(descriptors[0])
        let writeEnd = Descriptors.movedHigh(descriptors[1])
        var launch = ProcessLaunch(
            executable: path(of: executable, in: environment), arguments: arguments, environment: environment)
        launch.descriptors = [
            .open(0, path: "/dev/null", flags: O_RDONLY, mode: 0), .duplicate(writeEnd, to: 1), .duplicate(writeEnd, to: 2),
        ]
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(launch)
        } catch {
            close(readEnd)
            close(writeEnd)
            throw Failure(description: error.description)
        }
        close(writeEnd)
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count > 0 {
                output += buffer[0..<count]
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(readEnd)
        let status = child.waitForEnd()?.shellStatus ?? 0
        return Outcome(status: status, output: String(decoding: output, as: UTF8.self))
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
