import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a finished process printed and how it ended.
package struct ProcessResult {
    /// The process could not be started, or did not end in time.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String

        init(_ description: String) {
            self.description = description
        }
    }

    package var status: Int32
    package var standardOutput: String
    package var standardError: String

    /// Runs `executable` with standard input from `/dev/null`, captures both
    /// outputs, and waits for it (at most `timeout` seconds).
    ///
    /// The child starts with no signal blocked or ignored. Foundation's
    /// `Process` passes on the signal mask of the thread that runs it,
    /// which in a test is a worker thread that blocks most signals; a tmux
    /// server started so cannot reap its shell or be stopped.
    package static func run(_ executable: URL, _ arguments: [String], timeout: TimeInterval = 20) throws -> ProcessResult {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputFile = directory.appendingPathComponent("stdout")
        let errorFile = directory.appendingPathComponent("stderr")

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let words = [executable.path] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for word in argv { free(word) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, &attributes, &argv, environ)
        guard spawned == 0 else {
            throw Failure("cannot run \(executable.path): \(String(cString: strerror(spawned)))")
        }

        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                timedOut = true
                break
            }
            usleep(10_000)
        }
        let signal = status & 0x7F
        let exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        let error = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return ProcessResult(
            status: timedOut ? -1 : exitStatus, standardOutput: output,
            standardError: timedOut ? "timed out after \(timeout) s\n" + error : error)
    }
}
