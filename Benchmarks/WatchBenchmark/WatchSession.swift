import Foundation

/// `swift run MyDemos browse --watch` in a detached tmux window on a
/// server of its own, with `DEMOKIT_WATCH_TRACE` set: the screen is read
/// with `capture-pane` as often as tmux answers.
final class WatchSession {
    private let socket = "demokit-watch-benchmark-\(ProcessInfo.processInfo.processIdentifier)"
    let trace: URL

    /// Starts the browser on `Greetings/hello` in `package`, in exactly
    /// `environment` (`env -i`).
    init(package: UserPackage, environment: [String: String], trace: URL) throws {
        self.trace = trace
        try? FileManager.default.removeItem(at: trace)
        let variables = environment.map { Self.quoted("\($0.key)=\($0.value)") }.joined(separator: " ")
        let command = "env -i \(variables) swift run MyDemos browse Greetings/hello --watch; echo status-$?; sleep 600"
        try Program.output(
            "tmux",
            ["-u", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "100", "-y", "30", "-s", "main",
             "-c", package.root.path, command])
    }

    /// `text` as one word of a POSIX shell.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The screen as text.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "main"])
    }

    /// Waits until the screen holds `text`; returns when the capture that
    /// showed it ended, on the monotonic clock.
    func waitFor(_ text: String, timeout: Double) throws -> UInt64 {
        let deadline = monotonicNow() + UInt64(timeout * 1e9)
        var last = ""
        while monotonicNow() < deadline {
            last = try screen()
            if last.contains(text) { return monotonicNow() }
            pause(milliseconds: 2)
        }
        throw Program.Failure(description: "timed out waiting for '\(text)'; the screen:\n\(last)")
    }

    /// Waits until the trace has `phase` from `start` on, reading the file
    /// every 2 ms: cheap, where a `capture-pane` every 2 ms (a tmux client
    /// started and answered each time) would take a share of the two cores
    /// from the very build being measured.
    func waitForMark(_ phase: String, from start: UInt64, timeout: Double) throws {
        let deadline = monotonicNow() + UInt64(timeout * 1e9)
        while monotonicNow() < deadline {
            if marks(from: start)[phase] != nil { return }
            pause(milliseconds: 2)
        }
        throw Program.Failure(description: "timed out waiting for the trace's '\(phase)'")
    }

    /// Types `keys` (tmux's names).
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "main"] + keys)
    }

    /// The trace's marks from `start` on, each phase's first.
    func marks(from start: UInt64) -> [String: UInt64] {
        let text = (try? String(contentsOf: trace, encoding: .utf8)) ?? ""
        var marks: [String: UInt64] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            let time = parts.count == 2 ? parts[1].split(separator: ".") : []
            guard time.count == 2, time[1].count == 9, let seconds = UInt64(time[0]),
                let fraction = UInt64(time[1])
            else { continue }
            let nanoseconds = seconds * 1_000_000_000 + fraction
            let phase = String(parts[0])
            if nanoseconds >= start, marks[phase] == nil { marks[phase] = nanoseconds }
        }
        return marks
    }

    /// Quits the browser and stops the tmux server.
    func close() {
        _ = try? press("q")
        _ = try? waitFor("status-", timeout: 10)
        _ = try? tmux(["kill-server"])
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try Program.output("tmux", ["-u", "-L", socket, "-f", "/dev/null"] + arguments)
    }
}
