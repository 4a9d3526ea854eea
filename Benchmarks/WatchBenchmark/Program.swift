import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to its end with `posix_spawn` and `waitpid`, keeping
/// its standard output and error: `tmux capture-pane` many times a second
/// and `swift build` timed to its exit, which Foundation's `Process` on
/// Linux notices late.
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
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, descriptors[1], 1)
        posix_spawn_file_actions_adddup2(&actions, descriptors[1], 2)
        posix_spawn_file_actions_addclose(&actions, descriptors[0])
        posix_spawn_file_actions_addclose(&actions, descriptors[1])
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, envp)
        close(descriptors[1])
        guard spawned == 0 else {
            close(descriptors[0])
            throw Failure(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = read(descriptors[0], &buffer, buffer.count)
            if count > 0 {
                output += buffer[0..<count]
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(descriptors[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7F
        let exitStatus = signal != 0 ? 128 + signal : (status >> 8) & 0xFF
        return Outcome(status: exitStatus, output: String(decoding: output, as: UTF8.self))
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
