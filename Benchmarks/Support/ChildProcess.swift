import DemoKitProcess
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program for a benchmark and waits for it, through DemoKit's
/// process layer (`posix_spawn` and `waitpid`): Foundation's `Process`
/// notices an exit late on Linux (it polls), which would add tens of
/// milliseconds to every timing.
///
/// By default standard output goes to /dev/null and standard error is kept
/// (the snapshot benchmark's runner reports its peak memory there); the
/// watch benchmark keeps both, with nothing on standard input.
public enum ChildProcess {
    /// What of a program's output ``run(_:_:environment:capturing:)`` keeps.
    public enum Captured: Sendable {
        /// Standard error; standard output goes to /dev/null.
        case standardError
        /// Standard output and error together; standard input is /dev/null.
        case standardOutputAndError
    }

    public struct Outcome: Sendable {
        /// The exit status, or 128 + the signal that ended the program.
        public var status: Int32
        /// Standard error, or standard output and error together when both
        /// were captured.
        public var standardError: String
    }

    public struct LaunchError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `executable` with `arguments` and the environment given (the
    /// benchmark's own when `nil`).
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        capturing captured: Captured = .standardError
    ) throws -> Outcome {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw LaunchError(description: "cannot create a pipe") }
        let readEnd = Descriptors.movedHigh(descriptors[0])
        let writeEnd = Descriptors.movedHigh(descriptors[1])
        var launch = ProcessLaunch(executable: executable, arguments: arguments, environment: environment)
        switch captured {
        case .standardError:
            launch.descriptors = [.open(1, path: "/dev/null", flags: O_WRONLY, mode: 0), .duplicate(writeEnd, to: 2)]
        case .standardOutputAndError:
            launch.descriptors = [
                .open(0, path: "/dev/null", flags: O_RDONLY, mode: 0), .duplicate(writeEnd, to: 1),
                .duplicate(writeEnd, to: 2),
            ]
        }
        let child: DemoKitProcess.ChildProcess
        do {
            child = try DemoKitProcess.ChildProcess.spawn(launch)
        } catch {
            close(readEnd)
            close(writeEnd)
            throw LaunchError(description: error.description)
        }
        close(writeEnd)
        // Read before waiting, so that a full pipe cannot block the child.
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
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
        let exitStatus = child.waitForEnd()?.shellStatus ?? 0
        return Outcome(status: exitStatus, standardError: String(decoding: output, as: UTF8.self))
    }
}
