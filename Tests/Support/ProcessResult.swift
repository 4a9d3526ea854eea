import DemoKitProcess
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
    /// outputs, and waits for it (at most `timeout` seconds), in
    /// `environment` (or this process's) and `workingDirectory` (or this
    /// process's).
    ///
    /// The child starts with no signal blocked or ignored. Foundation's
    /// `Process` passes on the signal mask of the thread that runs it,
    /// which in a test is a worker thread that blocks most signals; a tmux
    /// server started so cannot reap its shell or be stopped.
    package static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
        workingDirectory: URL? = nil, timeout: TimeInterval = 20
    ) throws -> ProcessResult {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputFile = directory.appendingPathComponent("stdout")
        let errorFile = directory.appendingPathComponent("stderr")

        var launch = ProcessLaunch(executable: executable.path, arguments: arguments, environment: environment)
        launch.workingDirectory = workingDirectory?.path
        launch.descriptors = [
            .open(0, path: "/dev/null", flags: O_RDONLY, mode: 0),
            .open(1, path: outputFile.path, flags: O_WRONLY | O_CREAT | O_TRUNC),
            .open(2, path: errorFile.path, flags: O_WRONLY | O_CREAT | O_TRUNC),
        ]
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn(launch)
        } catch {
            throw Failure(error.description)
        }

        var end: ProcessEnd?
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while true {
            let state = child.wait(blocking: false)
            if case .ended(let ended) = state {
                end = ended
                break
            }
            if state == .gone { break }
            if Date() > deadline {
                child.send(SIGKILL)
                end = child.waitForEnd()
                timedOut = true
                break
            }
            usleep(10_000)
        }
        let exitStatus = end?.shellStatus ?? 0
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        let error = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return ProcessResult(
            status: timedOut ? -1 : exitStatus, standardOutput: output,
            standardError: timedOut ? "timed out after \(timeout) s\n" + error : error)
    }
}
