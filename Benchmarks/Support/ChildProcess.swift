import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program for a benchmark and waits for it, with `posix_spawn` and
/// `waitpid`: Foundation's `Process` notices an exit late on Linux (it
/// polls), which would add tens of milliseconds to every timing.
///
/// Standard output goes to /dev/null; standard error is kept (the snapshot
/// benchmark's runner reports its peak memory there).
public enum ChildProcess {
    public struct Outcome: Sendable {
        /// The exit status, or 128 + the signal that ended the program.
        public var status: Int32
        public var standardError: String
    }

    public struct LaunchError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `executable` with `arguments` and the environment given (the
    /// benchmark's own when `nil`).
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil
    ) throws -> Outcome {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw LaunchError(description: "cannot create a pipe") }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let variables = environment ?? ProcessInfo.processInfo.environment
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, descriptors[1], 2)
        posix_spawn_file_actions_addclose(&actions, descriptors[0])
        posix_spawn_file_actions_addclose(&actions, descriptors[1])
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(descriptors[1])
        guard spawned == 0 else {
            close(descriptors[0])
            throw LaunchError(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        // Read before waiting, so that a full pipe cannot block the child.
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
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
        // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import.
        let signal = status & 0x7F
        let exitStatus = signal != 0 ? 128 + signal : (status >> 8) & 0xFF
        return Outcome(status: exitStatus, standardError: String(decoding: output, as: UTF8.self))
    }
}
