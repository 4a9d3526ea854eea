#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A child process this process started, by its id: the one way DemoKit
/// starts a process (render workers, the browser, the tests' runs of the
/// runner and of tmux, the benchmarks), with `posix_spawn`.
///
/// Foundation's `Process` is not used: it passes on the signal mask of the
/// thread that runs it (a worker thread blocks most signals, and a child so
/// started cannot be stopped or reap its own children), and on Linux it
/// notices a child's end late, by polling.
///
/// ```swift
/// let child = try ChildProcess.spawn(ProcessLaunch(executable: "/bin/sh", arguments: ["-c", "exit 3"]))
/// child.waitForEnd()  // .exited(3)
/// ```
package struct ChildProcess: Sendable, Equatable {
    /// Why a child could not be started.
    package struct SpawnError: Error, Equatable, CustomStringConvertible {
        /// The program's path.
        package var executable: String
        /// The system's reason (`No such file or directory`).
        package var reason: String

        /// `cannot run PATH: REASON`.
        package var description: String { "cannot run \(executable): \(reason)" }

        package init(executable: String, reason: String) {
            self.executable = executable
            self.reason = reason
        }
    }

    /// What a wait saw.
    package enum State: Sendable, Equatable {
        /// It still runs.
        case running
        /// It stopped (only when stops are asked for).
        case stopped
        /// It ended.
        case ended(ProcessEnd)
        /// It is not this process's child any more (already waited for).
        case gone
    }

    /// The process id.
    package let pid: pid_t

    /// A child known by its id.
    package init(pid: pid_t) {
        self.pid = pid
    }

    /// Starts `launch`.
    ///
    /// - Throws: ``SpawnError`` when the program cannot be started.
    package static func spawn(_ launch: ProcessLaunch) throws(SpawnError) -> ChildProcess {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let directory = launch.workingDirectory {
            #if canImport(Darwin)
            posix_spawn_file_actions_addchdir_np(&actions, directory)
            #else
            guard let addChdir = Self.addChdir else {
                throw SpawnError(executable: launch.executable, reason: "this system cannot start it in \(directory)")
            }
            _ = addChdir(&actions, directory)
            #endif
        }
        for action in launch.descriptors {
            switch action {
            case .open(let descriptor, let path, let flags, let mode):
                posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, mode)
            case .duplicate(let source, let target):
                posix_spawn_file_actions_adddup2(&actions, source, target)
            }
        }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        switch launch.signalDefaults {
        case .all:
            sigfillset(&defaults)
        case .only(let signals):
            sigemptyset(&defaults)
            for signal in signals { sigaddset(&defaults, signal) }
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        #if canImport(Darwin)
        if launch.closesOtherDescriptors { flags |= POSIX_SPAWN_CLOEXEC_DEFAULT }
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv: [UnsafeMutablePointer<CChar>?] = ([launch.executable] + launch.arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?]? = launch.environment.map { environment in
            environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        }
        defer { for word in argv + (envp ?? []) { free(word) } }
        var pid: pid_t = 0
        let result: Int32
        if let envp {
            result = posix_spawn(&pid, launch.executable, &actions, &attributes, argv, envp)
        } else {
            result = posix_spawn(&pid, launch.executable, &actions, &attributes, argv, environ)
        }
        guard result == 0 else {
            throw SpawnError(executable: launch.executable, reason: String(cString: strerror(result)))
        }
        return ChildProcess(pid: pid)
    }

    #if !canImport(Darwin)
    private typealias AddChdir = @convention(c) (
        UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
    ) -> Int32

    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29, musl 1.1.24),
    /// which the C library's headers declare only for `_GNU_SOURCE`, as
    /// Swift does not import them.
    private static let addChdir: AddChdir? = {
        guard let program = dlopen(nil, RTLD_NOW),
            let symbol = dlsym(program, "posix_spawn_file_actions_addchdir_np")
        else { return nil }
        return unsafeBitCast(symbol, to: AddChdir.self)
    }()
    #endif

    /// Waits for the child, retrying a wait a signal interrupted.
    ///
    /// - Parameters:
    ///   - blocking: Whether to wait until it ends (or stops); otherwise
    ///     ``State/running`` when it runs.
    ///   - reportingStops: Whether a stop ends the wait (`WUNTRACED`).
    package func wait(blocking: Bool, reportingStops: Bool = false) -> State {
        var status: Int32 = 0
        let options = (blocking ? 0 : WNOHANG) | (reportingStops ? WUNTRACED : 0)
        let result = SystemCall.retrying { waitpid(pid, &status, options) }
        if result == 0 { return .running }
        if result < 0 { return .gone }
        if ProcessEnd.isStopped(waitStatus: status) { return .stopped }
        guard let end = ProcessEnd(waitStatus: status) else { return .running }
        return .ended(end)
    }

    /// Waits until the child ends; `nil` when it is not this process's
    /// child any more.
    @discardableResult
    package func waitForEnd() -> ProcessEnd? {
        while true {
            switch wait(blocking: true) {
            case .ended(let end): return end
            case .gone: return nil
            case .running, .stopped: continue
            }
        }
    }

    /// Blocks until the child has ended, without reaping it: its id stays
    /// its own, so a signal sent to it until ``wait(blocking:reportingStops:)``
    /// reaps it cannot reach another process that took the id.
    package func awaitExit() {
        var info = siginfo_t()
        _ = SystemCall.retrying { waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) }
    }

    /// Sends `signal` to the child.
    package func send(_ signal: Int32) {
        _ = kill(pid, signal)
    }
}
