import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts the terminal back the way the browser found it — line mode, echo,
/// visible cursor, main screen — from every way the process can end: a
/// normal return, `exit`, a terminating signal (SIGTERM, SIGINT, SIGHUP,
/// SIGQUIT) or a crash (SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE).
///
/// Signal handlers may neither allocate nor take locks, so the saved
/// attributes live in storage written once by
/// ``arm(input:output:attributes:wakeDescriptor:)``
/// before any handler is installed, and ``restore()`` only calls `tcsetattr`
/// and `write`, which are async-signal-safe.
enum TerminalRestorer {
    // Read from signal handlers, so plain storage rather than a lock; it is
    // written on the main thread before the handlers that read it exist.
    nonisolated(unsafe) private static var savedAttributes = termios()
    nonisolated(unsafe) private static var input: Int32 = -1
    nonisolated(unsafe) private static var output: Int32 = -1
    nonisolated(unsafe) private static var isArmed = false
    nonisolated(unsafe) private static var handlersInstalled = false
    nonisolated(unsafe) private static var wakeDescriptor: Int32 = -1
    nonisolated(unsafe) private static var previousActions: UnsafeMutablePointer<sigaction>?
    nonisolated(unsafe) private static var restoreBytes: UnsafeMutableBufferPointer<UInt8>?

    static let terminatingSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]
    static let crashSignals: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE]
    private static let signalSlots = 65

    /// Remembers what to restore, and restores it at `exit` and on the
    /// signals above.
    ///
    /// - Parameters:
    ///   - input: The terminal whose attributes are restored.
    ///   - output: Where the browser draws, and the escape sequences that
    ///     restore the screen go.
    ///   - attributes: The input's attributes before raw mode.
    ///   - wakeDescriptor: Written a byte to on SIGWINCH, to wake the input
    ///     loop.
    static func arm(input: Int32, output: Int32, attributes: termios, wakeDescriptor: Int32) {
        if restoreBytes == nil {
            let bytes = Array(ControlSequence.restore.utf8)
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = buffer.initialize(from: bytes)
            restoreBytes = buffer
            let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
            actions.initialize(repeating: sigaction(), count: signalSlots)
            previousActions = actions
            atexit { TerminalRestorer.restore() }
        }
        savedAttributes = attributes
        self.input = input
        self.output = output
        self.wakeDescriptor = wakeDescriptor
        isArmed = true
        guard !handlersInstalled else { return }
        handlersInstalled = true
        for signal in terminatingSignals + crashSignals {
            install(signal) { signal in
                TerminalRestorer.restore()
                TerminalRestorer.handOn(signal)
            }
        }
        install(SIGWINCH) { _ in TerminalRestorer.wake() }
    }

    /// Restores the terminal once; later calls do nothing. Safe to call from
    /// a signal handler.
    static func restore() {
        guard isArmed else { return }
        isArmed = false
        let savedErrno = errno
        if let bytes = restoreBytes, let base = bytes.baseAddress {
            _ = write(output, base, bytes.count)
        }
        _ = tcsetattr(input, TCSAFLUSH, &savedAttributes)
        errno = savedErrno
    }

    /// Puts back the signal handlers that were there before ``arm``.
    static func disarm() {
        guard let actions = previousActions else { return }
        for signal in terminatingSignals + crashSignals + [SIGWINCH] {
            _ = sigaction(signal, actions + Int(signal), nil)
        }
        handlersInstalled = false
        wakeDescriptor = -1
    }

    /// Gives a signal to the handler there was before (the Swift runtime's
    /// backtracer, or the default action), then makes sure the process ends
    /// by the signal, as the shell expects: the backtracer returns from a
    /// signal sent with `kill`, and the browser must not go on drawing on
    /// a restored terminal.
    private static func handOn(_ signal: Int32) {
        if let actions = previousActions {
            _ = sigaction(signal, actions + Int(signal), nil)
            var blocked = sigset_t()
            sigemptyset(&blocked)
            sigaddset(&blocked, signal)
            _ = pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
            _ = raise(signal)
        }
        var action = sigaction()
        setHandler(of: &action, to: SIG_DFL)
        _ = sigaction(signal, &action, nil)
        _ = raise(signal)
        _exit(128 + signal)
    }

    private static func wake() {
        guard wakeDescriptor >= 0 else { return }
        let savedErrno = errno
        var byte: UInt8 = 1
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

    private static func setHandler(of action: inout sigaction, to handler: (@convention(c) (Int32) -> Void)?) {
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
        #else
        action.__sigaction_handler.sa_handler = handler
        #endif
    }
}
