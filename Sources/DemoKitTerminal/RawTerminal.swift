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

/// The process's terminal in raw mode: keys arrive one by one without echo
/// and the cursor is hidden. The browser draws on the alternate screen
/// (``Screen/alternate``); `open --play` draws in place on the main screen,
/// below the command that started it (``Screen/inline``), as a prompt in a
/// real program does.
///
/// Ctrl-C and Ctrl-Z stay signals (ISIG is kept): rendering a demo blocks
/// the input loop, and a slow or hung demo must still be stoppable.
///
/// ``enter()`` saves the terminal's attributes and arms
/// ``TerminalRestorer``, so ``leave()``, `exit`, a terminating signal or a
/// crash all put the terminal back.
package final class RawTerminal {
    /// Where the program draws while the terminal is raw.
    package enum Screen: Sendable {
        /// The alternate screen, full screen, which leaving gives back the
        /// main screen as it was.
        case alternate
        /// The main screen, in place: what is drawn stays in the scrollback.
        case inline
    }

    package let input: Int32
    package let output: Int32
    package let screen: Screen
    /// Whether entering and leaving raw mode discard keys not yet read;
    /// a browser run by ``TerminalSupervisor`` keeps them, so that keys
    /// typed while one browser ends and the next starts reach the next.
    package let flushesInput: Bool
    /// A descriptor to watch beside the terminal, whose bytes arrive as
    /// ``TerminalEvent/message(_:)``: a supervisor's messages. -1 for none;
    /// it stops being watched at its end.
    package private(set) var messageInput: Int32
    private var wakeRead: Int32 = -1
    private var wakeWrite: Int32 = -1
    private var isActive = false
    /// Set once `poll(2)` has said it cannot watch the terminal.
    private var pollCannotWatchInput = false

    /// - Parameters:
    ///   - screen: Where the program draws; the alternate screen by default.
    ///   - watchesWithSelect: Waits with `select(2)` from the start, as it
    ///     does once `poll(2)` cannot watch the terminal (for tests).
    ///   - flushesInput: Whether entering and leaving raw mode discard
    ///     keys not yet read (`TCSAFLUSH`, the default) or keep them
    ///     (`TCSANOW`).
    ///   - messageInput: A descriptor whose bytes are messages, or -1.
    package init(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, screen: Screen = .alternate,
        watchesWithSelect: Bool = false, flushesInput: Bool = true, messageInput: Int32 = -1
    ) {
        self.messageInput = messageInput
        self.input = input
        self.output = output
        self.screen = screen
        self.flushesInput = flushesInput
        pollCannotWatchInput = watchesWithSelect
    }

    deinit {
        leave()
    }

    /// The terminal's size, or 80×24 when it does not say.
    package var size: TerminalSize {
        guard let size = Terminal.size(of: output) ?? Terminal.size(of: input), size.rows > 0 else {
            return TerminalSize(columns: 80, rows: 24)
        }
        return size
    }

    /// Switches to raw mode and, for ``Screen/alternate``, to the alternate
    /// screen, cleared; ``Screen/inline`` leaves the screen and the cursor
    /// where they are.
    ///
    /// - Throws: A failure when the input is not a terminal whose
    ///   attributes can be read and set.
    package func enter() throws(TerminalError) {
        guard !isActive else { return }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else {
            throw .failure("cannot read the terminal's settings (\(String(cString: strerror(errno))))")
        }
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw .failure("cannot create a pipe (\(String(cString: strerror(errno))))")
        }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        wakeRead = descriptors[0]
        wakeWrite = descriptors[1]
        TerminalRestorer.arm(
            input: input, output: output, attributes: original, wakeDescriptor: wakeWrite,
            leavesAlternateScreen: screen == .alternate, flushesInput: flushesInput)

        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        guard tcsetattr(input, flushesInput ? TCSAFLUSH : TCSANOW, &raw) == 0 else {
            let reason = String(cString: strerror(errno))
            TerminalRestorer.restore()
            TerminalRestorer.disarm()
            closePipe()
            throw .failure("cannot switch the terminal to raw mode (\(reason))")
        }
        isActive = true
        switch screen {
        case .alternate:
            write(
                ControlSequence.enterAlternateScreen + ControlSequence.hideCursor
                    + ControlSequence.enableBracketedPaste + ControlSequence.clearScreen)
        case .inline:
            write(ControlSequence.hideCursor + ControlSequence.enableBracketedPaste)
        }
    }

    /// Takes the terminal again after the process was stopped and
    /// continued: the shell had it meanwhile, in line mode on the main
    /// screen. Inline, the cursor is then below what the shell printed.
    ///
    /// - Throws: A failure when the terminal cannot be put in raw mode.
    package func reenter() throws(TerminalError) {
        leave()
        try enter()
    }

    /// Restores the terminal; safe to call more than once.
    package func leave() {
        guard isActive else { return }
        isActive = false
        TerminalRestorer.restore()
        TerminalRestorer.disarm()
        closePipe()
    }

    /// Stops the process, as Ctrl-Z does, and returns when the shell
    /// continues it; the SIGTSTP handler restores the terminal first. Call
    /// ``reenter()`` afterwards.
    package func suspend() {
        _ = raise(SIGTSTP)
    }

    /// Writes all of `text`, in as few `write(2)` calls as the terminal
    /// allows (usually one).
    package func write(_ text: String) {
        guard !text.isEmpty else { return }
        var text = text
        text.withUTF8 { buffer in
            _ = SystemCall.writeAll(UnsafeRawBufferPointer(buffer), retryingWouldBlock: true) {
                systemWrite(output, $0, $1)
            }
        }
    }

    /// Waits for a key, a resize or the timeout.
    ///
    /// - Parameter timeoutMilliseconds: How long to wait; negative waits
    ///   until something happens.
    package func waitForEvent(timeoutMilliseconds: Int32) -> TerminalEvent {
        let ready: (input: Bool, wake: Bool, message: Bool)
        switch readiness(timeoutMilliseconds: timeoutMilliseconds) {
        case .failed(let code): return code == EINTR ? .interrupted : .closed
        case .ready(let input, let wake, let message): ready = (input, wake, message)
        }
        if ready.message, !ready.wake {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(messageInput, &buffer, buffer.count)
            if count > 0 { return .message(Array(buffer[0..<count])) }
            if count == 0 || (errno != EINTR && errno != EAGAIN) { messageInput = -1 }
            if !ready.input { return .interrupted }
        }
        if !ready.input, !ready.wake { return .timedOut }
        if ready.wake {
            var drain = [UInt8](repeating: 0, count: 64)
            var resumed = false
            while true {
                let count = read(wakeRead, &drain, drain.count)
                guard count > 0 else { break }
                resumed = resumed || drain[0..<count].contains(TerminalRestorer.continueByte)
            }
            return resumed ? .resumed : .resized
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(input, &buffer, buffer.count)
        if count > 0 { return .input(Array(buffer[0..<count])) }
        if count < 0, errno == EINTR || errno == EAGAIN { return .interrupted }
        return .closed
    }

    private enum Readiness {
        case ready(input: Bool, wake: Bool, message: Bool = false)
        case failed(errno: Int32)
    }

    /// Whether the terminal or the wake pipe can be read, with `poll(2)`;
    /// where `poll` cannot watch the terminal (macOS answers `POLLNVAL` for
    /// some character devices, and a `read` would then block), with
    /// `select(2)` from then on.
    private func readiness(timeoutMilliseconds: Int32) -> Readiness {
        if !pollCannotWatchInput {
            var descriptors = [
                pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
                pollfd(fd: messageInput, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds)
            if ready < 0 { return .failed(errno: errno) }
            if descriptors[0].revents & Int16(POLLNVAL) == 0 {
                let wake = descriptors[1].revents & Int16(POLLIN) != 0
                let message = messageInput >= 0 && descriptors[2].revents != 0
                // Hang-up and errors count as input: the read that follows says which.
                return .ready(input: descriptors[0].revents != 0 && !wake, wake: wake, message: message)
            }
            // The descriptor is open (the terminal works), so poll cannot watch it.
            guard fcntl(input, F_GETFD) >= 0 else { return .failed(errno: EBADF) }
            pollCannotWatchInput = true
        }
        return selectReadiness(timeoutMilliseconds: timeoutMilliseconds)
    }

    private func selectReadiness(timeoutMilliseconds: Int32) -> Readiness {
        guard input >= 0, input < FD_SETSIZE, wakeRead < FD_SETSIZE else { return .failed(errno: EBADF) }
        var readable = fd_set()
        Self.add(input, to: &readable)
        if wakeRead >= 0 { Self.add(wakeRead, to: &readable) }
        let message = messageInput >= 0 && messageInput < FD_SETSIZE ? messageInput : -1
        if message >= 0 { Self.add(message, to: &readable) }
        let highest = max(input, wakeRead, message)
        var timeout = timeval(
            tv_sec: .init(timeoutMilliseconds / 1000), tv_usec: .init(timeoutMilliseconds % 1000 * 1000))
        let ready = timeoutMilliseconds < 0
            ? select(highest + 1, &readable, nil, nil, nil)
            : select(highest + 1, &readable, nil, nil, &timeout)
        if ready < 0 { return .failed(errno: errno) }
        let wake = wakeRead >= 0 && Self.contains(wakeRead, in: readable)
        return .ready(
            input: Self.contains(input, in: readable) && !wake, wake: wake,
            message: message >= 0 && Self.contains(message, in: readable))
    }

    /// `FD_SET`, which Swift does not import: the set is a bit array, bit
    /// `n % 8` of byte `n / 8`, on the little-endian machines Darwin and
    /// Linux run on (`fds_bits` is `Int32` words on Darwin, `Int` on Linux).
    private static func add(_ descriptor: Int32, to set: inout fd_set) {
        withUnsafeMutableBytes(of: &set) { bytes in
            bytes[Int(descriptor) / 8] |= UInt8(1 << (Int(descriptor) % 8))
        }
    }

    /// `FD_ISSET`.
    private static func contains(_ descriptor: Int32, in set: fd_set) -> Bool {
        withUnsafeBytes(of: set) { bytes in
            bytes[Int(descriptor) / 8] & UInt8(1 << (Int(descriptor) % 8)) != 0
        }
    }

    private func closePipe() {
        if wakeRead >= 0 { close(wakeRead) }
        if wakeWrite >= 0 { close(wakeWrite) }
        wakeRead = -1
        wakeWrite = -1
    }
}

/// `write(2)`, which methods named `write` would otherwise hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
