import DemoKitCore
import DemoKitProcess
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program that takes this process's terminal (the browser) as a
/// child, and gives the terminal back whatever becomes of it: a crash, a
/// `SIGKILL`, a hang this process ends.
///
/// The child shares the terminal and the foreground process group, so keys,
/// Ctrl-C, Ctrl-Z and resizes reach it directly. This process saves the
/// terminal's attributes before the first child starts and puts them back
/// (with `TCSANOW`: keys typed meanwhile stay queued for the next child)
/// when a child ends without doing so. The child gets a pipe on descriptor
/// 3 (``channelDescriptor``) to report what it does; its standard error,
/// like this process's, goes to an unlinked file while the terminal is the
/// child's, and is copied to the real standard error by ``end()``.
///
/// Signals sent to this process are handed on to the child: Ctrl-Z and
/// `kill -TSTP` stop the child first (which restores the terminal) and
/// then this process, and a continue continues both; SIGTERM, SIGHUP,
/// SIGINT and SIGQUIT go to the child, whose end by that signal the caller
/// then repeats with ``exit(bySignal:)``.
package final class TerminalSupervisor {
    /// What ``waitForEvent(timeoutMilliseconds:wakingOn:)`` saw.
    package enum Event: Sendable, Equatable {
        /// Bytes the child wrote to its channel.
        case channel([UInt8])
        /// The child exited with this status.
        case exited(Int32)
        /// The child was ended by this signal.
        case signaled(Int32)
        /// One of the caller's own descriptors can be read.
        case woken
        /// Nothing happened within the timeout.
        case timedOut
    }

    /// A child started by ``spawn(path:arguments:environment:)`` that this
    /// supervisor does not follow yet: it runs beside the child that has
    /// the terminal until ``adopt(_:)`` makes it that child.
    package struct Child: Sendable, Equatable {
        /// Its process.
        package let process: ChildProcess
        /// The read end of its channel (``channelDescriptor``): wait on it
        /// for its reports, read it with ``readChannel(of:)``.
        package let channel: Int32
        /// The write end of its messages (``messageDescriptor``).
        let messages: Int32
    }

    /// The descriptor the child writes its reports to.
    package static let channelDescriptor: Int32 = 3
    /// The descriptor the child reads this process's messages from
    /// (``send(_:)``).
    package static let messageDescriptor: Int32 = 4

    /// Signals that end a program by a fault of its own, rather than by
    /// a person's or another program's request.
    package static let crashSignals: Set<Int32> = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSYS]

    private let input: Int32
    private let output: Int32
    private var savedAttributes = termios()
    private var hasSavedAttributes = false
    private var capturedError: Int32 = -1
    private var originalError: Int32 = -1
    private var child: ChildProcess?
    private var channelRead: Int32 = -1
    private var messageWrite: Int32 = -1
    /// How the child ended, held back until its last reports are read.
    private var pendingEnd: Event?
    /// How many more waits look for a child still stopped after this
    /// process was continued (see ``stopWithChild()``).
    private var continueChecks = 0
    private var isActive = false

    /// The signals handed on to the child, and SIGCHLD, which wakes the wait.
    private static let handledSignals: [Int32] = [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGCHLD]
    // Written by signal handlers; set before any handler is installed.
    nonisolated(unsafe) private static var signalWrite: Int32 = -1
    nonisolated(unsafe) private static var signalRead: Int32 = -1

    /// - Parameters:
    ///   - input: The terminal whose attributes are saved and restored.
    ///   - output: Where the escape sequences that restore the screen go.
    package init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Saves the terminal's attributes, sends standard error to a file and
    /// installs the handlers that hand signals on to the child.
    ///
    /// - Throws: A failure when the input is not a terminal or the pipes
    ///   cannot be made.
    package func begin() throws(TerminalError) {
        guard !isActive else { return }
        guard tcgetattr(input, &savedAttributes) == 0 else {
            throw .failure("cannot read the terminal's settings (\(Self.reason()))")
        }
        hasSavedAttributes = true
        // Keys typed before the browser started are not for it; keys typed
        // while one browser hands over to the next are, so children keep them.
        _ = tcflush(input, TCIFLUSH)
        if Self.signalRead < 0 {
            var descriptors: [Int32] = [-1, -1]
            guard pipe(&descriptors) == 0 else { throw .failure("cannot create a pipe (\(Self.reason()))") }
            for descriptor in descriptors {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
            Self.signalRead = descriptors[0]
            Self.signalWrite = descriptors[1]
        }
        captureStandardError()
        for signal in Self.handledSignals {
            var action = sigaction()
            Self.setHandler(of: &action) { signal in
                let savedErrno = errno
                var byte = UInt8(truncatingIfNeeded: signal)
                _ = write(TerminalSupervisor.signalWrite, &byte, 1)
                errno = savedErrno
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            _ = sigaction(signal, &action, nil)
        }
        isActive = true
    }

    /// Starts `path` with `arguments` and `environment`, its channel on
    /// ``channelDescriptor``, every signal at its default action and none
    /// blocked, as the child this supervisor follows.
    ///
    /// - Throws: A failure when the program cannot be started.
    package func launch(path: String, arguments: [String], environment: [String: String]) throws(TerminalError) {
        adopt(try spawn(path: path, arguments: arguments, environment: environment))
    }

    /// Starts a child as ``launch(path:arguments:environment:)`` does, but
    /// beside the one this supervisor follows: it shares the terminal and
    /// must not touch it until it is adopted. Adopt it (``adopt(_:)``) or
    /// end it (``discard(_:)``).
    ///
    /// - Throws: A failure when the program cannot be started.
    package func spawn(path: String, arguments: [String], environment: [String: String]) throws(TerminalError) -> Child {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw .failure("cannot create a pipe (\(Self.reason()))") }
        // Above the descriptors a child is given, so that dup2 onto 3 moves it.
        let writeEnd = fcntl(descriptors[1], F_DUPFD_CLOEXEC, 10)
        close(descriptors[1])
        _ = fcntl(descriptors[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(descriptors[0], F_SETFL, fcntl(descriptors[0], F_GETFL) | O_NONBLOCK)
        defer { if writeEnd >= 0 { close(writeEnd) } }
        guard writeEnd >= 0 else {
            close(descriptors[0])
            throw .failure("cannot create a pipe (\(Self.reason()))")
        }

        var messages: [Int32] = [-1, -1]
        guard pipe(&messages) == 0 else {
            close(descriptors[0])
            throw .failure("cannot create a pipe (\(Self.reason()))")
        }
        let messageRead = fcntl(messages[0], F_DUPFD_CLOEXEC, 10)
        close(messages[0])
        _ = fcntl(messages[1], F_SETFD, FD_CLOEXEC)
        // Never wait on a child that does not read: a message it misses is
        // better than a supervisor that cannot stop it.
        _ = fcntl(messages[1], F_SETFL, fcntl(messages[1], F_GETFL) | O_NONBLOCK)
        defer { if messageRead >= 0 { close(messageRead) } }

        var launch = ProcessLaunch(executable: path, arguments: arguments, environment: environment)
        launch.descriptors = [
            .duplicate(writeEnd, to: Self.channelDescriptor), .duplicate(messageRead, to: Self.messageDescriptor),
        ]
        launch.signalDefaults = .only(Self.handledSignals + [SIGPIPE, SIGWINCH])
        let started: ChildProcess
        do {
            started = try ChildProcess.spawn(launch)
        } catch {
            close(descriptors[0])
            close(messages[1])
            throw .failure("cannot start '\(path)' (\(error.reason))")
        }
        return Child(process: started, channel: descriptors[0], messages: messages[1])
    }

    /// Makes `spawned` the child this supervisor follows, in place of the
    /// last one, which must have ended.
    package func adopt(_ spawned: Child) {
        child = spawned.process
        pendingEnd = nil
        if channelRead >= 0 { close(channelRead) }
        channelRead = spawned.channel
        if messageWrite >= 0 { close(messageWrite) }
        messageWrite = spawned.messages
    }

    /// Writes `text` to a child not adopted yet, or nothing when it does
    /// not read it fast enough.
    package func send(_ text: String, to spawned: Child) {
        Self.writeMessage(text, to: spawned.messages)
    }

    /// What a child not adopted yet wrote to its channel: `nil` when
    /// nothing waits, empty at the channel's end (the child ended).
    package func readChannel(of spawned: Child) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(spawned.channel, &buffer, buffer.count)
        if count > 0 { return Array(buffer[0..<count]) }
        return count == 0 || (errno != EAGAIN && errno != EINTR) ? [] : nil
    }

    /// Ends a child that was not adopted (`SIGKILL`), waits for it and
    /// closes its pipes.
    package func discard(_ spawned: Child) {
        spawned.process.send(SIGKILL)
        spawned.process.waitForEnd()
        close(spawned.channel)
        close(spawned.messages)
    }

    /// Writes `text` to the child's message descriptor, or nothing when
    /// the child does not read it fast enough.
    package func send(_ text: String) {
        Self.writeMessage(text, to: messageWrite)
    }

    private static func writeMessage(_ text: String, to descriptor: Int32) {
        guard descriptor >= 0 else { return }
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            _ = write(descriptor, base, buffer.count)
        }
    }

    /// Waits for the child to report, end, for one of `descriptors` to be
    /// readable, or for the timeout; hands the signals this process got on
    /// to the child meanwhile.
    ///
    /// - Parameters:
    ///   - timeoutMilliseconds: How long to wait at most.
    ///   - descriptors: The caller's own descriptors to wake on
    ///     (``Event/woken``); the caller reads them.
    package func waitForEvent(timeoutMilliseconds: Int32, wakingOn descriptors: [Int32] = []) -> Event {
        if continueChecks > 0 {
            continueChecks -= 1
            continueChildIfStopped()
        }
        if pendingEnd == nil { pendingEnd = reapChild() }
        if let end = pendingEnd {
            // What it wrote before it ended comes first.
            if let bytes = readChannel() { return .channel(bytes) }
            pendingEnd = nil
            return end
        }
        var watched = [
            pollfd(fd: channelRead, events: Int16(POLLIN), revents: 0),
            pollfd(fd: Self.signalRead, events: Int16(POLLIN), revents: 0),
        ] + descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&watched, nfds_t(watched.count), timeoutMilliseconds)
        if ready > 0, watched[1].revents != 0 { handleSignals() }
        if ready > 0, watched[0].revents != 0, let bytes = readChannel() { return .channel(bytes) }
        if let end = reapChild() {
            pendingEnd = end
            return waitForEvent(timeoutMilliseconds: 0)
        }
        if ready > 0, watched.dropFirst(2).contains(where: { $0.revents != 0 }) { return .woken }
        return .timedOut
    }

    /// What the child wrote to its channel, or `nil` when nothing is
    /// waiting; closes the channel at its end.
    private func readChannel() -> [UInt8]? {
        guard channelRead >= 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(channelRead, &buffer, buffer.count)
        if count > 0 { return Array(buffer[0..<count]) }
        if count == 0 {
            close(channelRead)
            channelRead = -1
        }
        return nil
    }

    /// Sends `signal` to the child, if there is one.
    package func signalChild(_ signal: Int32) {
        child?.send(signal)
    }

    /// Puts the terminal back as it was at ``begin()`` — main screen,
    /// visible cursor, line mode and echo — without discarding keys typed
    /// meanwhile.
    package func restoreTerminal() {
        let bytes = Array(ControlSequence.restore.utf8)
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            _ = write(output, base, buffer.count)
        }
        if hasSavedAttributes { _ = tcsetattr(input, TCSANOW, &savedAttributes) }
    }

    /// How much standard error has been written since ``begin()``: where
    /// a child's own output starts.
    package var errorOutputLength: Int {
        guard capturedError >= 0 else { return 0 }
        var status = stat()
        guard fstat(capturedError, &status) == 0 else { return 0 }
        return Int(status.st_size)
    }

    /// What was written to standard error from `offset` on, at most
    /// `limit` bytes.
    package func errorOutput(from offset: Int, limit: Int = 65_536) -> String {
        String(decoding: errorBytes(from: offset, limit: limit), as: UTF8.self)
    }

    private func errorBytes(from offset: Int, limit: Int = 65_536) -> [UInt8] {
        guard capturedError >= 0, limit > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: limit)
        let count = pread(capturedError, &bytes, limit, off_t(offset))
        guard count > 0 else { return [] }
        return Array(bytes[0..<count])
    }

    /// Puts the signal handlers back to their defaults and standard error
    /// back, copying to it what was written meanwhile.
    package func end() {
        guard isActive else { return }
        isActive = false
        for signal in Self.handledSignals {
            var action = sigaction()
            Self.setHandler(of: &action, to: SIG_DFL)
            _ = sigaction(signal, &action, nil)
        }
        if channelRead >= 0 { close(channelRead) }
        channelRead = -1
        if messageWrite >= 0 { close(messageWrite) }
        messageWrite = -1
        releaseStandardError()
    }

    /// Ends this process by `signal`, as the child was: the shell then
    /// sees the status it expects (130 for Ctrl-C, 143 for SIGTERM).
    package static func exit(bySignal signal: Int32) -> Never {
        var action = sigaction()
        setHandler(of: &action, to: SIG_DFL)
        _ = sigaction(signal, &action, nil)
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, signal)
        _ = pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
        _ = raise(signal)
        _exit(128 + signal)
    }

    // MARK: - The child

    /// The child's end, once it has ended; `nil` while it runs.
    private func reapChild() -> Event? {
        guard let child, case .ended(let end) = child.wait(blocking: false) else { return nil }
        self.child = nil
        return Self.event(end)
    }

    /// Hands the signals read from the handlers' pipe on to the child.
    private func handleSignals() {
        var buffer = [UInt8](repeating: 0, count: 64)
        var signals: [Int32] = []
        while true {
            let count = read(Self.signalRead, &buffer, buffer.count)
            guard count > 0 else { break }
            signals += buffer[0..<count].map { Int32($0) }
        }
        for signal in signals {
            switch signal {
            case SIGCHLD:
                break
            case SIGTSTP:
                stopWithChild()
            case SIGCONT:
                signalChild(SIGCONT)
            default:
                signalChild(signal)
            }
        }
    }

    /// Stops the child, which restores the terminal as it stops, waits
    /// (a second at most) until it has, then stops this process; when
    /// continued, continues the child too.
    ///
    /// Ctrl-Z sends SIGTSTP to both processes; `kill -TSTP` to this one
    /// only. The child is sent one only when it has not stopped by itself
    /// within 50 ms: a second SIGTSTP, arriving while its handler runs,
    /// would stop it again after `fg`. Should one get through anyway, the
    /// next waits continue a child found stopped.
    private func stopWithChild() {
        guard let child else { return }
        var isStopped = false
        for attempt in 0..<100 {
            if attempt == 5 { signalChild(SIGTSTP) }
            let state = child.wait(blocking: false, reportingStops: true)
            if state == .stopped {
                isStopped = true
                break
            }
            if case .ended(let end) = state {
                // It ended instead: report that on the next wait.
                pendingEnd = Self.event(end)
                self.child = nil
                return
            }
            usleep(10_000)
        }
        if !isStopped {
            signalChild(SIGSTOP)
            restoreTerminal()
        }
        var action = sigaction()
        Self.setHandler(of: &action, to: SIG_DFL)
        var previous = sigaction()
        _ = sigaction(SIGTSTP, &action, &previous)
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTSTP)
        _ = pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
        _ = raise(SIGTSTP)
        _ = sigaction(SIGTSTP, &previous, nil)
        signalChild(SIGCONT)
        continueChecks = 20
    }

    /// Continues the child if it is stopped while this process runs.
    private func continueChildIfStopped() {
        guard let child, pendingEnd == nil else { return }
        switch child.wait(blocking: false, reportingStops: true) {
        case .stopped:
            signalChild(SIGCONT)
        case .ended(let end):
            pendingEnd = Self.event(end)
            self.child = nil
        case .running, .gone:
            break
        }
    }

    /// The event of a child's end.
    private static func event(_ end: ProcessEnd) -> Event {
        switch end {
        case .exited(let status): .exited(status)
        case .signaled(let signal): .signaled(signal)
        }
    }

    // MARK: - Standard error

    private func captureStandardError() {
        guard capturedError < 0, let capture = StandardErrorCapture.begin(prefix: "demo-runner-browser") else { return }
        capturedError = capture.file
        originalError = capture.original
    }

    private func releaseStandardError() {
        guard capturedError >= 0, originalError >= 0 else { return }
        _ = dup2(originalError, STDERR_FILENO)
        var offset = 0
        while true {
            let bytes = errorBytes(from: offset)
            guard !bytes.isEmpty else { break }
            _ = bytes.withUnsafeBytes { buffer in
                SystemCall.writeAll(buffer) { write(STDERR_FILENO, $0, $1) }
            }
            offset += bytes.count
        }
        close(capturedError)
        close(originalError)
        capturedError = -1
        originalError = -1
    }

    // MARK: - System calls

    private static func reason() -> String {
        String(cString: strerror(errno))
    }

    private static func setHandler(of action: inout sigaction, to handler: (@convention(c) (Int32) -> Void)?) {
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
        #else
        action.__sigaction_handler.sa_handler = handler
        #endif
    }
}
