import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One render worker seen from the runner: the child process, a socket to
/// talk to it (its descriptor 3), a lifeline socket whose end it watches (its
/// descriptor 4: when the runner dies, even a worker stuck in a loop
/// exits), a progress file it writes after each script screen (its
/// descriptor 5: a write to a file wakes nobody, a message per step would
/// cost more than a short step) and the unlinked file its standard output
/// and error go to.
///
/// Used by one thread at a time.
final class WorkerProcess {
    /// Why a worker could not be started.
    struct StartError: Error {
        var reason: String
    }

    /// How waiting for the next message ended.
    enum Received {
        case message(WorkerMessage)
        /// The worker closed its end: it died (or exited).
        case ended
        /// Nothing arrived within ``WorkerLaunch/progressInterval``: time to
        /// look at ``progress``.
        case quiet
    }

    let pid: pid_t
    private var socket: Int32
    private var lifeline: Int32
    private let log: Int32
    private let progressFile: WorkerProgressFile
    private var frames = WorkerFrames()
    private var readBuffer = [UInt8](repeating: 0, count: 65_536)
    private var isReaped = false

    /// The descriptor numbers the worker finds its channels at.
    static let socketDescriptor: Int32 = 3
    static let lifelineDescriptor: Int32 = 4
    static let progressDescriptor: Int32 = 5

    /// Starts a worker.
    ///
    /// - Throws: ``StartError`` when a descriptor or the process cannot be made.
    init(_ launch: WorkerLaunch) throws(StartError) {
        var pair: [Int32] = [-1, -1]
        #if canImport(Darwin)
        let socketType = SOCK_STREAM
        #else
        let socketType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #endif
        guard socketpair(AF_UNIX, socketType, 0, &pair) == 0 else { throw Self.error("socketpair") }
        // The lifeline is a socket pair too, not a pipe: on Linux it is then
        // born close-on-exec, so a worker that another engine thread starts
        // at this moment cannot inherit it (an inherited runner's end would
        // keep this worker alive after the runner is gone).
        var lifelineEnds: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, socketType, 0, &lifelineEnds) == 0 else {
            close(pair[0])
            close(pair[1])
            throw Self.error("socketpair")
        }
        let logPath = NSTemporaryDirectory() + "demokit-render-worker-\(UUID().uuidString).log"
        let logDescriptor = open(logPath, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard logDescriptor >= 0 else {
            for descriptor in pair + lifelineEnds { close(descriptor) }
            throw Self.error("open \(logPath)")
        }
        unlink(logPath)
        let progressPath = NSTemporaryDirectory() + "demokit-render-worker-\(UUID().uuidString).progress"
        let progressDescriptor = open(progressPath, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard progressDescriptor >= 0 else {
            for descriptor in pair + lifelineEnds + [logDescriptor] { close(descriptor) }
            throw Self.error("open \(progressPath)")
        }
        unlink(progressPath)
        // Full size before the worker maps it, holding where a worker starts.
        guard WorkerProgressFile(descriptor: progressDescriptor, writer: false).write(.start) else {
            for descriptor in pair + lifelineEnds + [logDescriptor, progressDescriptor] { close(descriptor) }
            throw Self.error("write \(progressPath)")
        }
        // Every descriptor close-on-exec and above the worker's 0…4, so that
        // another worker started meanwhile inherits none of them and no
        // dup2 below is one onto itself (which would keep close-on-exec).
        let parentSocket = Self.moveHigh(pair[0])
        let childSocket = Self.moveHigh(pair[1])
        let lifelineRead = Self.moveHigh(lifelineEnds[0])
        let lifelineWrite = Self.moveHigh(lifelineEnds[1])
        let childLog = Self.moveHigh(logDescriptor)
        let progress = Self.moveHigh(progressDescriptor)
        #if canImport(Darwin)
        var noSignalPipe: Int32 = 1
        setsockopt(parentSocket, SOL_SOCKET, SO_NOSIGPIPE, &noSignalPipe, socklen_t(MemoryLayout<Int32>.size))
        #endif
        if launch.timeout > 0 {
            let interval = launch.progressInterval
            var limit = timeval(
                tv_sec: Int(interval.rounded(.down)),
                tv_usec: .init((interval - interval.rounded(.down)) * 1_000_000))
            setsockopt(parentSocket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        }

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
        // A demo that prints cannot break the conversation: its standard
        // output goes to the log, beside the runtime's crash report.
        posix_spawn_file_actions_adddup2(&actions, childLog, 1)
        posix_spawn_file_actions_adddup2(&actions, childLog, 2)
        posix_spawn_file_actions_adddup2(&actions, childSocket, Self.socketDescriptor)
        posix_spawn_file_actions_adddup2(&actions, lifelineRead, Self.lifelineDescriptor)
        posix_spawn_file_actions_adddup2(&actions, progress, Self.progressDescriptor)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // No signal blocked or ignored: the runner's threads block some, and
        // the backtracer must see the crash.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        #if canImport(Darwin)
        let flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_CLOEXEC_DEFAULT
        #else
        let flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let words = [launch.executable] + launch.arguments + (launch.appendsArgument ? [WorkerLaunch.argument] : [])
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] =
            launch.environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for word in argv + envp { free(word) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, launch.executable, &actions, &attributes, argv, envp)
        close(childSocket)
        close(lifelineRead)
        guard spawned == 0 else {
            close(parentSocket)
            close(lifelineWrite)
            close(childLog)
            close(progress)
            throw StartError(reason: "cannot run \(launch.executable): \(String(cString: strerror(spawned)))")
        }
        pid = child
        socket = parentSocket
        lifeline = lifelineWrite
        log = childLog
        progressFile = WorkerProgressFile(descriptor: progress, writer: false)
    }

    deinit {
        stop()
        close(log)
        close(progressFile.descriptor)
    }

    /// What the worker last wrote to its progress file: a count that grows
    /// at each case and each script screen, and the index of the screen
    /// last rendered (-1 when a case has just begun).
    var progress: WorkerProgress {
        progressFile.read()
    }

    /// Sends a message.
    ///
    /// - Returns: Whether it was sent; `false` when the worker is gone.
    @discardableResult
    func send(_ message: WorkerMessage) -> Bool {
        let frame = WorkerFrames.framed(message.encoded())
        var offset = 0
        #if canImport(Darwin)
        let flags: Int32 = 0
        #else
        let flags = Int32(MSG_NOSIGNAL)
        #endif
        while offset < frame.count {
            let sent = frame.withUnsafeBytes { buffer in
                Foundation.send(socket, buffer.baseAddress.map { $0 + offset }, frame.count - offset, flags)
            }
            if sent < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += sent
        }
        return true
    }

    /// Waits for the next message, at most the launch's time limit between
    /// two reads.
    func receive() -> Received {
        while true {
            do {
                if let bytes = try frames.next() {
                    guard let message = try? WorkerMessage(decoding: bytes) else { return .ended }
                    return .message(message)
                }
            } catch {
                return .ended
            }
            let count = readBuffer.withUnsafeMutableBytes { buffer in
                recv(socket, buffer.baseAddress, buffer.count, 0)
            }
            if count > 0 {
                frames.append(readBuffer[0..<count])
            } else if count == 0 {
                return .ended
            } else if errno == EINTR {
                continue
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                return .quiet
            } else {
                return .ended
            }
        }
    }

    /// Whether the worker's standard error shows the runtime reporting a
    /// crash: the backtracer may take seconds, which are not the demo's.
    var isReportingCrash: Bool {
        logText(lastBytes: 65_536).contains("*** Signal ")
    }

    /// Waits for the worker to end after a crash was seen, at most `seconds`,
    /// then kills it.
    func awaitCrashReport(seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if exitStatus(waiting: false) != nil { return }
            usleep(20_000)
        }
        terminate()
    }

    /// Kills the worker (SIGKILL).
    func terminate() {
        if !isReaped { Foundation.kill(pid, SIGKILL) }
    }

    /// The worker's wait status once it ended: its signal, or its exit status.
    ///
    /// - Parameter waiting: Whether to wait for it to end.
    /// - Returns: `nil` when `waiting` is false and it still runs.
    func exitStatus(waiting: Bool) -> (signal: Int32?, status: Int32?)? {
        guard !isReaped else { return reapedStatus }
        var status: Int32 = 0
        var result: pid_t
        repeat {
            result = waitpid(pid, &status, waiting ? 0 : WNOHANG)
        } while result < 0 && errno == EINTR
        if result == 0 { return nil }
        isReaped = true
        if result < 0 {
            reapedStatus = (nil, nil)
        } else {
            let signal = status & 0x7F
            reapedStatus = signal != 0 ? (signal, nil) : (nil, (status >> 8) & 0xFF)
        }
        return reapedStatus
    }
    private var reapedStatus: (signal: Int32?, status: Int32?) = (nil, nil)

    /// What the worker wrote to standard output and error, its last bytes.
    func logText(lastBytes: Int) -> String {
        var info = stat()
        guard fstat(log, &info) == 0 else { return "" }
        let size = Int(info.st_size)
        let start = max(0, size - lastBytes)
        var bytes = [UInt8](repeating: 0, count: size - start)
        let count = bytes.withUnsafeMutableBytes { pread(log, $0.baseAddress, $0.count, off_t(start)) }
        return count > 0 ? String(decoding: bytes[0..<count], as: UTF8.self) : ""
    }

    /// Closes the conversation: the worker reads the end of its input and
    /// exits.
    func hangUp() {
        if socket >= 0 {
            close(socket)
            socket = -1
        }
        if lifeline >= 0 {
            close(lifeline)
            lifeline = -1
        }
    }

    /// Ends the conversation and waits for the worker to exit; one that
    /// does not within a second is killed.
    func stop() {
        hangUp()
        guard !isReaped else { return }
        // A worker exits within a millisecond or two of reading the end.
        for _ in 0..<1_000 {
            if exitStatus(waiting: false) != nil { return }
            usleep(1_000)
        }
        terminate()
        _ = exitStatus(waiting: true)
    }

    private static func moveHigh(_ descriptor: Int32) -> Int32 {
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 10)
        guard moved >= 0 else {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            return descriptor
        }
        close(descriptor)
        return moved
    }

    private static func error(_ call: String) -> StartError {
        StartError(reason: "\(call): \(String(cString: strerror(errno)))")
    }
}
