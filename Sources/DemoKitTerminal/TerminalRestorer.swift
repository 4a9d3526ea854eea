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

/// Puts the terminal back the way the browser (or `open --play`) found it —
/// line mode, echo, visible cursor, main screen — from every way the process can end: a
/// normal return, `exit`, a terminating signal (SIGTERM, SIGINT, SIGHUP,
/// SIGQUIT) or a crash (SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE);
/// and around a stop (SIGTSTP) and the continue that follows (SIGCONT).
///
/// While the terminal is raw, standard error goes to an unlinked temporary
/// file: what a demo or the runtime writes there (`Fatal error: …`) would
/// otherwise land on the alternate screen and vanish with it, or break the
/// lines `open --play` redraws in place. ``restore()`` copies it to the
/// real standard error after putting the screen back.
///
/// Signal handlers may neither allocate nor take locks, so the saved
/// attributes live in storage written once by
/// ``arm(input:output:attributes:wakeDescriptor:)``
/// before any handler is installed, and ``restore()`` only calls `tcsetattr`,
/// `dup2`, `lseek`, `read`, `write` and `close`, which are async-signal-safe.
package enum TerminalRestorer {
    // Read from signal handlers, so plain storage rather than a lock; it is
    // written on the main thread before the handlers that read it exist.
    nonisolated(unsafe) private static var savedAttributes = termios()
    nonisolated(unsafe) private static var input: Int32 = -1
    nonisolated(unsafe) private static var output: Int32 = -1
    nonisolated(unsafe) private static var isActive = false
    /// `TCSAFLUSH`, or `TCSANOW` for a browser run by a supervisor, whose
    /// next browser must get the keys typed meanwhile.
    nonisolated(unsafe) private static var restoreAction = TCSAFLUSH
    nonisolated(unsafe) private static var handlersInstalled = false
    nonisolated(unsafe) private static var wakeDescriptor: Int32 = -1
    nonisolated(unsafe) private static var capturedError: Int32 = -1
    nonisolated(unsafe) private static var originalError: Int32 = -1
    nonisolated(unsafe) private static var previousActions: UnsafeMutablePointer<sigaction>?
    /// The bytes ``restore()`` writes: one of the two below.
    nonisolated(unsafe) private static var restoreBytes: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) private static var alternateRestoreBytes: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) private static var inlineRestoreBytes: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) private static var copyBuffer: UnsafeMutableBufferPointer<UInt8>?

    static let terminatingSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]
    static let crashSignals: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE]
    private static let signalSlots = 65

    /// The byte the wake pipe gets on SIGWINCH.
    static let resizeByte: UInt8 = 1
    /// The byte the wake pipe gets on SIGCONT: the terminal must be taken
    /// again.
    static let continueByte: UInt8 = 2

    /// Remembers what to restore, and restores it at `exit` and on the
    /// signals above.
    ///
    /// - Parameters:
    ///   - input: The terminal whose attributes are restored.
    ///   - output: Where the browser draws, and the escape sequences that
    ///     restore the screen go.
    ///   - attributes: The input's attributes before raw mode.
    ///   - wakeDescriptor: Written a byte to on SIGWINCH and SIGCONT, to
    ///     wake the input loop.
    ///   - leavesAlternateScreen: Whether the terminal is drawn on the
    ///     alternate screen (the browser), which restoring leaves; `false`
    ///     for drawing in place on the main screen (`open --play`).
    ///   - flushesInput: Whether restoring discards keys not yet read.
    static func arm(
        input: Int32, output: Int32, attributes: termios, wakeDescriptor: Int32, leavesAlternateScreen: Bool = true,
        flushesInput: Bool = true
    ) {
        if alternateRestoreBytes == nil {
            alternateRestoreBytes = allocate(ControlSequence.restore)
            inlineRestoreBytes = allocate(ControlSequence.restoreInline)
            let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 4096)
            copy.initialize(repeating: 0)
            copyBuffer = copy
            let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
            actions.initialize(repeating: sigaction(), count: signalSlots)
            previousActions = actions
            atexit { TerminalRestorer.restore() }
            ensureAlternateSignalStack()
        }
        // Chosen before `isActive` is set: no handler reads it until then.
        restoreBytes = leavesAlternateScreen ? alternateRestoreBytes : inlineRestoreBytes
        restoreAction = flushesInput ? TCSAFLUSH : TCSANOW
        savedAttributes = attributes
        self.input = input
        self.output = output
        self.wakeDescriptor = wakeDescriptor
        captureStandardError()
        isActive = true
        guard !handlersInstalled else { return }
        handlersInstalled = true
        for signal in terminatingSignals {
            install(signal) { signal in
                TerminalRestorer.restore()
                TerminalRestorer.handOn(signal)
            }
        }
        for signal in crashSignals {
            installWithInfo(signal) { signal, info, _ in
                TerminalRestorer.restore()
                TerminalRestorer.handOnFault(signal, sentByProcess: info.map { TerminalRestorer.isSentByProcess(signal: signal, code: $0.pointee.si_code) } ?? true)
            }
        }
        install(SIGTSTP) { _ in TerminalRestorer.stop() }
        install(SIGCONT) { _ in TerminalRestorer.wake(with: TerminalRestorer.continueByte) }
        install(SIGWINCH) { _ in TerminalRestorer.wake(with: TerminalRestorer.resizeByte) }
    }

    /// Restores the terminal and standard error. Safe to call from a signal
    /// handler, and more than once: a signal that arrives while restoring
    /// restores again, which is harmless, and later calls do nothing.
    static func restore() {
        guard isActive else { return }
        let savedErrno = errno
        if let bytes = restoreBytes, let base = bytes.baseAddress {
            _ = write(output, base, bytes.count)
        }
        _ = tcsetattr(input, restoreAction, &savedAttributes)
        releaseStandardError()
        isActive = false
        errno = savedErrno
    }

    /// `text`'s bytes in storage a signal handler can read.
    private static func allocate(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
        let bytes = Array(text.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        return buffer
    }

    /// Puts back the signal handlers that were there before ``arm``.
    static func disarm() {
        guard let actions = previousActions else { return }
        for signal in terminatingSignals + crashSignals + [SIGTSTP, SIGCONT, SIGWINCH] {
            _ = sigaction(signal, actions + Int(signal), nil)
        }
        handlersInstalled = false
        wakeDescriptor = -1
    }

    /// Sends standard error to an unlinked temporary file, keeping the real
    /// one to copy it to in ``restore()``. Leaves it alone when no file can
    /// be made.
    private static func captureStandardError() {
        guard capturedError < 0, let capture = StandardErrorCapture.begin(prefix: "demo-runner-stderr") else { return }
        capturedError = capture.file
        originalError = capture.original
    }

    /// Puts the real standard error back and copies to it what was written
    /// meanwhile.
    private static func releaseStandardError() {
        let file = capturedError
        let original = originalError
        guard file >= 0, original >= 0 else { return }
        capturedError = -1
        originalError = -1
        _ = dup2(original, STDERR_FILENO)
        if let buffer = copyBuffer, let base = buffer.baseAddress, lseek(file, 0, SEEK_SET) == 0 {
            while true {
                let count = SystemCall.retrying { read(file, base, buffer.count) }
                guard count > 0 else { break }
                // Async-signal-safe: a non-escaping closure, write(2) and
                // errno; no allocation, no lock.
                _ = SystemCall.writeAll(UnsafeRawBufferPointer(start: base, count: count)) {
                    write(STDERR_FILENO, $0, $1)
                }
            }
        }
        close(file)
        close(original)
    }

    /// Gives a terminating signal to the handler there was before (the
    /// default action, usually), then makes sure the process ends by the
    /// signal, as the shell expects: the browser must not go on drawing on
    /// a restored terminal.
    private static func handOn(_ signal: Int32) {
        if let actions = previousActions {
            _ = sigaction(signal, actions + Int(signal), nil)
            unblock(signal)
            _ = raise(signal)
        }
        var action = sigaction()
        setHandler(of: &action, to: SIG_DFL)
        _ = sigaction(signal, &action, nil)
        _ = raise(signal)
        _exit(128 + signal)
    }

    /// Whether a signal's `si_code` says a process sent it (`kill`,
    /// `sigqueue`, `raise`) rather than the kernel for a fault, whose codes
    /// (`SEGV_MAPERR`, `ILL_ILLOPC`, …) are small positive numbers on both
    /// systems.
    ///
    /// Linux gives sent signals codes of zero or less (`SI_USER` 0,
    /// `SI_QUEUE` -1, `SI_TKILL` -6); Darwin gives `SI_USER` 0x10001 and the
    /// other `SI_*` codes above it (`<sys/signal.h>`). Darwin also uses 0,
    /// for a signal a process raised itself but also for some faults (a
    /// general-protection SIGSEGV, `ILL_NOOP`, `FPE_NOOP`), so there 0 counts
    /// as sent only for signals that are not faults (SIGABRT, SIGTRAP).
    /// Called from a signal handler: it allocates nothing.
    package static func isSentByProcess(signal: Int32, code: Int32) -> Bool {
        #if canImport(Darwin)
        if code >= SI_USER { return true }
        // No array here: this runs in a signal handler.
        return code == 0 && signal != SIGSEGV && signal != SIGBUS && signal != SIGFPE && signal != SIGILL
        #else
        return code <= 0
        #endif
    }

    /// Puts back the handler there was before (the Swift runtime's
    /// backtracer, or the default action) and returns, so that the faulting
    /// instruction runs again and faults in its own context: the backtrace
    /// then shows the crash, not this handler. A fault signal sent with
    /// `kill` or `raise` (`abort`) would not come back, so it is handed on.
    private static func handOnFault(_ signal: Int32, sentByProcess: Bool) {
        guard !sentByProcess else { return handOn(signal) }
        if let actions = previousActions {
            _ = sigaction(signal, actions + Int(signal), nil)
        } else {
            var action = sigaction()
            setHandler(of: &action, to: SIG_DFL)
            _ = sigaction(signal, &action, nil)
        }
    }

    /// Restores the terminal and stops with the default action of SIGTSTP;
    /// when the shell continues the process, takes this handler back. The
    /// SIGCONT handler wakes the loop, which takes the terminal again.
    private static func stop() {
        let savedErrno = errno
        restore()
        var action = sigaction()
        setHandler(of: &action, to: SIG_DFL)
        var previous = sigaction()
        _ = sigaction(SIGTSTP, &action, &previous)
        unblock(SIGTSTP)
        _ = raise(SIGTSTP)
        _ = sigaction(SIGTSTP, &previous, nil)
        errno = savedErrno
    }

    private static func unblock(_ signal: Int32) {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, signal)
        _ = pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
    }

    private static func wake(with byte: UInt8) {
        guard wakeDescriptor >= 0 else { return }
        let savedErrno = errno
        var byte = byte
        _ = write(wakeDescriptor, &byte, 1)
        errno = savedErrno
    }

    private static func install(_ signal: Int32, handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        setHandler(of: &action, to: handler)
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        let previous = previousActions.map { $0 + Int(signal) }
        _ = sigaction(signal, &action, previous)
    }

    private static func installWithInfo(
        _ signal: Int32,
        handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void
    ) {
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_sigaction = handler
        #else
        action.__sigaction_handler.sa_sigaction = handler
        #endif
        sigemptyset(&action.sa_mask)
        // On the alternate stack: after a stack overflow the thread's own
        // stack has no room for a handler, and without one the kernel would
        // end the process with the terminal still raw and no backtrace.
        action.sa_flags = SA_RESTART | SA_SIGINFO | SA_ONSTACK
        let previous = previousActions.map { $0 + Int(signal) }
        _ = sigaction(signal, &action, previous)
    }

    /// Gives this thread (the one that takes the terminal and renders
    /// demos) an alternate signal stack when it has none, for the fault
    /// handlers (`SA_ONSTACK`). The Swift runtime's backtracer usually made
    /// one already; this one is kept for the life of the process.
    private static func ensureAlternateSignalStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        let size = 256 * 1024
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        stack.ss_size = size
        stack.ss_flags = 0
        _ = sigaltstack(&stack, nil)
    }

    private static func setHandler(of action: inout sigaction, to handler: (@convention(c) (Int32) -> Void)?) {
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
        #else
        action.__sigaction_handler.sa_handler = handler
        #endif
    }
}
