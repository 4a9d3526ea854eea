import DemoKitCore
import DemoKitSnapshots
import Foundation

/// `open`'s time limit on a demo's code: the limit `snapshot`'s render
/// workers, `browse` and the test helpers' isolation keep
/// (``RenderTimeout/defaultSeconds``, `--timeout SECONDS`), for a command
/// that renders in its own process.
///
/// A thread waits beside the demo; when the demo's code has run for longer
/// than the limit without finishing (a render, or a step of a script: each
/// screen rendered starts the count again), it prints the message
/// `snapshot` gives a golden that timed out and ends the process with
/// status 1. `exit`, not `_exit`: the terminal `open --play` made raw is
/// put back by its `atexit` handler.
///
/// ```swift
/// let deadline = RenderDeadline(seconds: 5, subject: "Crashes/hang", script: nil) { message in
///     print("error: \(message)")
/// }
/// deadline.arm()
/// // … the demo's code runs …
/// deadline.disarm()
/// ```
final class RenderDeadline: @unchecked Sendable {
    private let seconds: Double
    private let subject: String
    private let script: String?
    private let report: @Sendable (String) -> Void
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var deadline: Date?
    private var screens = 0
    private var watching = false

    /// - Parameters:
    ///   - seconds: The limit, in seconds of real time; 0 for none.
    ///   - subject: The demo as messages name it.
    ///   - script: The script played, if any: its steps are counted.
    ///   - report: Writes the message, before the process ends.
    init(seconds: Double, subject: String, script: String?, report: @escaping @Sendable (String) -> Void) {
        self.seconds = seconds
        self.subject = subject
        self.script = script
        self.report = report
    }

    /// The demo's code runs from now: the limit counts from here.
    func arm() {
        guard seconds > 0 else { return }
        condition.lock()
        deadline = Date(timeIntervalSinceNow: seconds)
        if !watching {
            watching = true
            let thread = Thread { [self] in watch() }
            thread.stackSize = 128 * 1024
            thread.start()
        }
        condition.signal()
        condition.unlock()
    }

    /// A screen was rendered: the next step's count starts now.
    func screenRendered() {
        guard seconds > 0 else { return }
        condition.lock()
        screens += 1
        if deadline != nil { deadline = Date(timeIntervalSinceNow: seconds) }
        condition.unlock()
    }

    /// The demo's code is done until the next ``arm()``.
    func disarm() {
        guard seconds > 0 else { return }
        condition.lock()
        deadline = nil
        condition.signal()
        condition.unlock()
    }

    /// The message for a demo that did not finish: `snapshot`'s words for
    /// a golden that timed out, step and all.
    var message: String {
        condition.lock()
        let step = script == nil ? nil : screens
        condition.unlock()
        return RenderTimeout(seconds: seconds, step: step).message(subject: subject, script: script)
    }

    private func watch() {
        condition.lock()
        while true {
            guard let deadline else {
                condition.wait()
                continue
            }
            if Date() < deadline {
                _ = condition.wait(until: deadline)
                continue
            }
            break
        }
        condition.unlock()
        // The demo's own exit guard must not blame the demo for this exit.
        DemoExitGuard.finish()
        report(message)
        exit(ExitCode.failure.rawValue)
    }
}
