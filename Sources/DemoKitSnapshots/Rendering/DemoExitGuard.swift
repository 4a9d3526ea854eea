import DemoKitCore
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Makes a demo that ends the process (`exit`, as tuist/Noora's default
/// Ctrl-C handling does) a failure that names the demo, where its code runs
/// in this process: `open` (and `--play`) and the test helpers' in-process
/// checks. Without it, `exit(0)` in a demo ends `open` with status 0 and no
/// screen, and ends a test run as if it had passed.
///
/// While ``run(_:_:)`` is under way, an `atexit` handler writes one line on
/// standard error and ends the process with status 1 (`_exit`, so nothing
/// else runs after it). The terminal's own restoration runs before it:
/// handlers run in the reverse order of registration, and this one is
/// registered before a command arms the terminal.
///
/// ```swift
/// try DemoExitGuard.run("Components/buttons (tweak red)") { try render() }
/// ```
package enum DemoExitGuard {
    private static let state = State()

    /// Runs `body` with `demo` named as the code that runs, for the
    /// failure line if it ends the process.
    package static func run<Result>(_ demo: String, _ body: () throws -> Result) rethrows -> Result {
        state.begin(demo)
        defer { state.end() }
        return try body()
    }

    /// Names `demo` as the code that runs now, until ``finish()``: for an
    /// engine that starts one case after another on its threads.
    package static func start(_ demo: String) {
        state.begin(demo)
    }

    /// Nothing of a demo's runs any more.
    package static func finish() {
        state.end()
    }

    /// The line written when a demo ends the process.
    package static func failureLine(for demo: String) -> String {
        "error: \(demo) ended the process (it called exit) while its code ran; a demo must return rather than "
            + "exit (tuist/Noora exits on Ctrl-C by default: give it a handler that returns)\n"
    }

    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var demo: String?
        private var isRegistered = false

        func begin(_ name: String) {
            lock.lock()
            defer { lock.unlock() }
            demo = name
            if !isRegistered {
                isRegistered = true
                atexit { DemoExitGuard.processIsExiting() }
            }
        }

        func end() {
            lock.lock()
            demo = nil
            lock.unlock()
        }

        func current() -> String? {
            // `try`: a thread that holds the lock while the process exits
            // must not stop the exit.
            guard lock.try() else { return nil }
            defer { lock.unlock() }
            return demo
        }
    }

    private static func processIsExiting() {
        guard let demo = state.current() else { return }
        let line = failureLine(for: TerminalSafeText.oneLine(demo))
        _ = line.utf8CString.withUnsafeBufferPointer { buffer in
            write(STDERR_FILENO, buffer.baseAddress, buffer.count - 1)
        }
        _exit(1)
    }
}
