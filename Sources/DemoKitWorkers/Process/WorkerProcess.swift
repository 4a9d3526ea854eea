import DemoKitProcess
import DemoKitSnapshots
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

    private let child: ChildProcess
    private var socket: Int32
    private var lifeline: Int32
    private let log: Int32
    private let progressFile: WorkerProgressFile
    private var frames = WorkerFrames()
    private var readBuffer = [UInt8](repeating: 0, count: 65_536)
    /// How the worker ended, once a wait saw it.
    private var ended: ChildProcess.State?

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
        let logDescriptor = try Self.unlinkedFile("log", closingOnFailure: pair + lifelineEnds)
        let progressDescriptor = try Self.unlinkedFile("progress", closingOnFailure: pair + lifelineEnds + [logDescriptor])
        // Full size before the worker maps it, holding where a worker starts.
        guard WorkerProgressFile(descriptor: progressDescriptor, writer: false).write(.start) else {
            for descriptor in pair + lifelineEnds + [logDescriptor, progressDescriptor] { close(descriptor) }
            throw Self.error("write the progress file")
        }
        // Every descriptor close-on-exec and above the worker's 0…5, so that
        // another worker started meanwhile inherits none of them and no
        // dup2 below is one onto itself (which would keep close-on-exec).
        let parentSocket = Descriptors.movedHigh(pair[0])
        let childSocket = Descriptors.movedHigh(pair[1])
        let lifelineRead = Descriptors.movedHigh(lifelineEnds[0])
        let lifelineWrite = Descriptors.movedHigh(lifelineEnds[1])
        let childLog = Descriptors.movedHigh(logDescriptor)
        let progress = Descriptors.movedHigh(progressDescriptor)
        Self.setOptions(of: parentSocket, progressInterval: launch.timeout > 0 ? launch.progressInterval : nil)

        var process = ProcessLaunch(
            executable: launch.executable,
            arguments: launch.arguments + [WorkerLaunch.argument],
            environment: launch.environment)
        // A demo that prints cannot break the conversation: its standard
        // output goes to the log, beside the runtime's crash report.
        process.descriptors = [
            .open(0, path: "/dev/null", flags: O_RDONLY, mode: 0),
            .duplicate(childLog, to: 1), .duplicate(childLog, to: 2),
            .duplicate(childSocket, to: Self.socketDescriptor),
            .duplicate(lifelineRead, to: Self.lifelineDescriptor),
            .duplicate(progress, to: Self.progressDescriptor),
        ]
        process.closesOtherDescriptors = true
        let spawned = Result { () throws(ChildProcess.SpawnError) in try ChildProcess.spawn(process) }
        close(childSocket)
        close(lifelineRead)
        let child: ChildProcess
        switch spawned {
        case .success(let started):
            child = started
        case .failure(let error):
            close(parentSocket)
            close(lifelineWrite)
            close(childLog)
            close(progress)
            throw StartError(reason: error.description)
        }
        self.child = child
        socket = parentSocket
        lifeline = lifelineWrite
        log = childLog
        progressFile = WorkerProgressFile(descriptor: progress, writer: false)
    }

    /// A new file in the temporary folder, open for reading and writing
    /// and already unlinked, so that nothing is left behind however the
    /// worker ends.
    ///
    /// - Throws: ``StartError``, having closed `descriptors`.
    private static func unlinkedFile(_ suffix: String, closingOnFailure descriptors: [Int32]) throws(StartError) -> Int32 {
        let path = NSTemporaryDirectory() + "demokit-render-worker-\(UUID().uuidString).\(suffix)"
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let error = Self.error("open \(path)")
            for descriptor in descriptors { close(descriptor) }
            throw error
        }
        unlink(path)
        return descriptor
    }

    /// No `SIGPIPE` from the runner's end of the socket on Darwin (Linux
    /// sends with `MSG_NOSIGNAL`), and a receive that waits at most
    /// `progressInterval` seconds, so that a late answer is noticed.
    private static func setOptions(of socket: Int32, progressInterval: Double?) {
        #if canImport(Darwin)
        var noSignalPipe: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &noSignalPipe, socklen_t(MemoryLayout<Int32>.size))
        #endif
        if let interval = progressInterval {
            var limit = timeval(
                tv_sec: Int(interval.rounded(.down)),
                tv_usec: .init((interval - interval.rounded(.down)) * 1_000_000))
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        }
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
        #if canImport(Darwin)
        let flags: Int32 = 0
        #else
        let flags = Int32(MSG_NOSIGNAL)
        #endif
        return frame.withUnsafeBytes { buffer in
            SystemCall.writeAll(buffer) { Foundation.send(socket, $0, $1, flags) } == nil
        }
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
                SystemCall.retrying { recv(socket, buffer.baseAddress, buffer.count, 0) }
            }
            if count > 0 {
                frames.append(readBuffer[0..<count])
            } else if count == 0 {
                return .ended
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
        CrashLog.isReporting(logText(lastBytes: 65_536))
    }

    /// Waits for the worker to end after a crash was seen, at most `seconds`,
    /// then kills it.
    func awaitCrashReport(seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if wait(blocking: false) != .running { return }
            usleep(20_000)
        }
        terminate()
    }

    /// Kills the worker (SIGKILL).
    func terminate() {
        if ended == nil { child.send(SIGKILL) }
    }

    /// How the worker ended: ``ChildProcess/State/running`` while it runs
    /// (when not `blocking`), ``ChildProcess/State/gone`` when its status
    /// could not be read.
    ///
    /// - Parameter blocking: Whether to wait for it to end.
    func wait(blocking: Bool) -> ChildProcess.State {
        if let ended { return ended }
        let state = child.wait(blocking: blocking)
        if state != .running { ended = state }
        return state
    }

    /// How the worker ended, once it has: its end, or `nil` when its
    /// status could not be read.
    func end() -> ProcessEnd? {
        guard case .ended(let end) = wait(blocking: true) else { return nil }
        return end
    }

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
        guard ended == nil else { return }
        // A worker exits within a millisecond or two of reading the end.
        for _ in 0..<1_000 {
            if wait(blocking: false) != .running { return }
            usleep(1_000)
        }
        terminate()
        _ = wait(blocking: true)
    }

    private static func error(_ call: String) -> StartError {
        StartError(reason: "\(call): \(String(cString: strerror(errno)))")
    }
}
