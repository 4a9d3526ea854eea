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
/// in this process: `open` (and `--play`) and the in-process checks of
/// `snapshot`, `audit` and the test helpers. Without it, `exit(0)` in a demo
/// ends `open` with status 0 and no screen, and ends a test run as if it
/// had passed.
///
/// Each thread says which demo's code it runs, so that with several
/// threads rendering at once (a check's jobs, tests in parallel) the demo
/// named is the one whose code called `exit`: `exit` runs the `atexit`
/// handlers on the thread that called it. A demo that exits from a thread
/// of its own (a stream component's) is named when it is the only demo
/// running, else the line names every demo running then.
///
/// While a demo is named, an `atexit` handler writes one line on standard
/// error and ends the process with status 1 (`_exit`, so nothing else runs
/// after it). The terminal's own restoration runs before it: handlers run
/// in the reverse order of registration, and this one is registered before
/// a command arms the terminal.
///
/// ```swift
/// try DemoExitGuard.run("Components/buttons (tweak red)") { try render() }
/// ```
package enum DemoExitGuard {
    private static let state = State()

    /// Runs `body` with `demo` named as the code this thread runs, for the
    /// failure line if it ends the process.
    package static func run<Result>(_ demo: String, _ body: () throws -> Result) rethrows -> Result {
        let thread = currentThread()
        let previous = state.begin(demo, on: thread, started: false)
        defer { state.restore(previous, on: thread) }
        return try body()
    }

    /// Names `demo` as the code this thread runs now, until it starts
    /// another or until ``finish()``: for an engine that starts one case
    /// after another on its threads.
    package static func start(_ demo: String) {
        _ = state.begin(demo, on: currentThread(), started: true)
    }

    /// Nothing that ``start(_:)`` named runs any more.
    package static func finish() {
        state.endStarted()
    }

    /// The line written when a demo ends the process.
    package static func failureLine(for demo: String) -> String {
        "error: \(demo) ended the process (it called exit) while its code ran; a demo must return rather than "
            + "exit (tuist/Noora exits on Ctrl-C by default: give it a handler that returns)\n"
    }

    /// The line written when a thread that runs no named demo ends the
    /// process while `demos` run on others.
    package static func failureLine(forOneOf demos: [String]) -> String {
        guard demos.count > 1 else { return failureLine(for: demos.first ?? "") }
        return failureLine(for: "one of " + demos.joined(separator: ", ")
            + " (it exited from a thread of its own, while these ran)")
    }

    /// The calling thread, as a number (`pthread_t` is an integer on glibc
    /// and a pointer on Darwin and musl).
    private static func currentThread() -> UInt {
        #if canImport(Glibc)
        UInt(pthread_self())
        #else
        UInt(bitPattern: pthread_self())
        #endif
    }

    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        /// The demo each thread runs.
        private var running: [UInt: String] = [:]
        /// The threads named by `start`, which `finish` ends.
        private var started: Set<UInt> = []
        private var isRegistered = false

        /// Names `name` on `thread`; returns what it named before.
        func begin(_ name: String, on thread: UInt, started isStarted: Bool) -> String? {
            lock.lock()
            defer { lock.unlock() }
            let previous = running[thread]
            running[thread] = name
            if isStarted { started.insert(thread) }
            if !isRegistered {
                isRegistered = true
                atexit { DemoExitGuard.processIsExiting() }
            }
            return previous
        }

        func restore(_ previous: String?, on thread: UInt) {
            lock.lock()
            running[thread] = previous
            lock.unlock()
        }

        func endStarted() {
            lock.lock()
            for thread in started { running[thread] = nil }
            started = []
            lock.unlock()
        }

        /// The demo `thread` runs, else every demo running, sorted.
        func current(on thread: UInt) -> [String] {
            // `try`: a thread that holds the lock while the process exits
            // must not stop the exit.
            guard lock.try() else { return [] }
            defer { lock.unlock() }
            if let demo = running[thread] { return [demo] }
            return Set(running.values).sorted()
        }
    }

    private static func processIsExiting() {
        let demos = state.current(on: currentThread())
        guard !demos.isEmpty else { return }
        let line = failureLine(forOneOf: demos.map { TerminalSafeText.oneLine($0) })
        _ = line.utf8CString.withUnsafeBufferPointer { buffer in
            write(STDERR_FILENO, buffer.baseAddress, buffer.count - 1)
        }
        _exit(1)
    }
}
