import DemoKitProcess
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way DemoKit starts a process: what the child is given, and how
/// its end is read, checked against real children of `/bin/sh`.
@Suite("Starting a child process")
struct ChildProcessTests {
    /// A temporary folder, removed when the test ends.
    private struct Folder: ~Copyable {
        let path: String
        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-process-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Runs `script` with `/bin/sh`, its standard output to a file; returns
    /// how it ended and what it printed.
    private func shell(
        _ script: String, environment: [String: String]? = nil, in directory: String? = nil
    ) throws -> (end: ProcessEnd?, output: String) {
        let folder = try Folder()
        let output = folder.path + "/out"
        var launch = ProcessLaunch(executable: "/bin/sh", arguments: ["-c", script], environment: environment)
        launch.workingDirectory = directory
        launch.descriptors = [.open(1, path: output, flags: O_WRONLY | O_CREAT | O_TRUNC)]
        let end = try ChildProcess.spawn(launch).waitForEnd()
        return (end, (try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
    }

    @Test func exitStatus_andSignal_areRead() throws {
        #expect(try shell("exit 3").end == .exited(3))
        #expect(try shell("exit 0").end == .exited(0))
        let killed = try shell("kill -TERM $$").end
        #expect(killed == .signaled(SIGTERM))
        #expect(killed?.shellStatus == 128 + SIGTERM)
        #expect(killed?.signal == SIGTERM)
        #expect(killed?.exitStatus == nil)
    }

    @Test func waitStatuses_areDecodedAsTheMacrosDo() {
        #expect(ProcessEnd(waitStatus: 0x0300) == .exited(3))
        #expect(ProcessEnd(waitStatus: 0x0009) == .signaled(9))
        // A core dump's flag (0x80) does not change the signal.
        #expect(ProcessEnd(waitStatus: 0x0086) == .signaled(6))
        #expect(ProcessEnd(waitStatus: 0x137F) == nil)
        #expect(ProcessEnd.isStopped(waitStatus: 0x137F))
        #expect(!ProcessEnd.isStopped(waitStatus: 0x0300))
    }

    @Test func descriptors_environment_andFolder_areWhatTheLaunchSays() throws {
        let folder = try Folder()
        let printed = try shell("echo \"$B$A\"; pwd", environment: ["B": "2", "A": "1"], in: folder.path)
        let real = URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path
        #expect(printed.output == "21\n" + real + "\n")
        // Given in the order of their names, whatever the dictionary's.
        let output = folder.path + "/env"
        var launch = ProcessLaunch(executable: "/usr/bin/env", environment: ["ZED": "z", "ALPHA": "a", "MID": "m"])
        launch.descriptors = [.open(1, path: output, flags: O_WRONLY | O_CREAT | O_TRUNC)]
        #expect(try ChildProcess.spawn(launch).waitForEnd() == .exited(0))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "ALPHA=a\nMID=m\nZED=z\n")
    }

    @Test func duplicatedDescriptor_isTheChildsOwn() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let readEnd = Descriptors.movedHigh(ends[0])
        let writeEnd = Descriptors.movedHigh(ends[1])
        var launch = ProcessLaunch(executable: "/bin/sh", arguments: ["-c", "echo channel >&3"])
        launch.descriptors = [.duplicate(writeEnd, to: 3)]
        let child = try ChildProcess.spawn(launch)
        close(writeEnd)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(readEnd, &buffer, buffer.count)
        close(readEnd)
        #expect(child.waitForEnd() == .exited(0))
        #expect(String(decoding: buffer[0..<max(0, count)], as: UTF8.self) == "channel\n")
    }

    @Test func stoppedChild_isToldWhenAsked_andEndsLater() throws {
        let child = try ChildProcess.spawn(ProcessLaunch(executable: "/bin/sh", arguments: ["-c", "kill -STOP $$; exit 7"]))
        var state = ChildProcess.State.running
        for _ in 0..<500 where state == .running {
            state = child.wait(blocking: false, reportingStops: true)
            if state == .running { usleep(2_000) }
        }
        #expect(state == .stopped)
        child.send(SIGCONT)
        #expect(child.waitForEnd() == .exited(7))
        #expect(child.wait(blocking: false) == .gone)
    }

    @Test func awaitExit_leavesTheChildToBeReaped() throws {
        let child = try ChildProcess.spawn(ProcessLaunch(executable: "/bin/sh", arguments: ["-c", "exit 5"]))
        child.awaitExit()
        #expect(child.wait(blocking: false) == .ended(.exited(5)))
    }

    #if os(Linux)
    /// Whatever the spawning thread blocks (test threads block most
    /// signals), the child starts with none blocked.
    @Test func child_startsWithNoSignalBlocked_fromAThreadThatBlocksThem() throws {
        let folder = try Folder()
        let output = folder.path + "/out"
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<ProcessEnd?, ChildProcess.SpawnError> = .success(nil)
        let thread = Thread {
            var all = sigset_t()
            sigfillset(&all)
            pthread_sigmask(SIG_BLOCK, &all, nil)
            var launch = ProcessLaunch(executable: "/bin/sh", arguments: ["-c", "grep SigBlk /proc/self/status"])
            launch.descriptors = [.open(1, path: output, flags: O_WRONLY | O_CREAT | O_TRUNC)]
            result = Result { () throws(ChildProcess.SpawnError) in try ChildProcess.spawn(launch).waitForEnd() }
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(try result.get() == .exited(0))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "SigBlk:\t0000000000000000\n")
    }
    #endif

    @Test func missingProgram_isASpawnErrorNamingIt() {
        #expect(throws: ChildProcess.SpawnError(executable: "/no/such/program", reason: "No such file or directory")) {
            try ChildProcess.spawn(ProcessLaunch(executable: "/no/such/program"))
        }
        #expect(
            ChildProcess.SpawnError(executable: "/x", reason: "No such file or directory").description
                == "cannot run /x: No such file or directory")
    }
}
