import DemoKitTestSupport
import Foundation
import Testing

/// A shell in a detached tmux window of a fixed size, on a server of its
/// own, to run `demo-runner` in as a person would: type keys, read the
/// screen.
final class TmuxSession {
    /// Whether tmux can be run.
    static let isAvailable: Bool = {
        guard let tmux = executable else { return false }
        return (try? ProcessResult.run(tmux, ["-V"]).status) == 0
    }()

    private static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// A scratch directory, also the shell's home; removed by ``close()``.
    let directory: URL
    /// The preferences file the runner uses (`DEMO_RUNNER_PREFERENCES`).
    var preferencesFile: URL { directory.appendingPathComponent("preferences.json") }

    private let socket = "demokit-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
    private let tmux: URL

    /// Starts `sh` in a window `columns` × `rows`, with a clean environment.
    init(columns: Int = 100, rows: Int = 30) throws {
        guard let tmux = Self.executable else { throw TmuxError("tmux is not installed") }
        self.tmux = tmux
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let shell = [
            "env", "-i", "HOME=\(directory.path)", "PATH=/usr/local/bin:/usr/bin:/bin", "TERM=xterm-256color",
            "LANG=C.UTF-8", "PS1=$ ", "DEMO_RUNNER_PREFERENCES=\(preferencesFile.path)", "sh",
        ].map(ShellCommand.quoted).joined(separator: " ")
        try tmuxCommand(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "main", shell])
    }

    /// Writes the preferences file so that the runner starts on this demo,
    /// whatever else the catalog holds.
    func remember(group: String, demo: String, tweak: String? = nil) throws {
        let tweakField = tweak.map { ", \"tweak\" : \"\($0)\"" } ?? ""
        let lastDemo = "{ \"group\" : \"\(group)\", \"demo\" : \"\(demo)\"\(tweakField) }"
        let json = "{ \"schemaVersion\" : 1, \"lastDemo\" : \(lastDemo) }\n"
        try json.write(to: preferencesFile, atomically: true, encoding: .utf8)
    }

    /// Stops the tmux server and removes the scratch directory.
    func close() {
        _ = try? tmuxCommand(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Presses keys, in tmux's names: `Enter`, `Escape`, `Down`, `C-c`, `j`.
    func press(_ keys: String...) throws {
        try tmuxCommand(["send-keys", "-t", "main"] + keys)
    }

    /// Types text literally.
    func type(_ text: String) throws {
        try tmuxCommand(["send-keys", "-t", "main", "-l", text])
    }

    /// Types a shell command and presses Enter.
    func run(_ command: String) throws {
        try type(command)
        try press("Enter")
    }

    /// The screen as text, one line per row, without a final newline.
    func screen() throws -> String {
        let text = try tmuxCommand(["capture-pane", "-p", "-t", "main"])
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// The visible screen with its escape sequences (`capture-pane -e`):
    /// what a person sees in colour.
    func styledScreen() throws -> String {
        try tmuxCommand(["capture-pane", "-p", "-e", "-t", "main"])
    }

    /// Resizes the window, which sends SIGWINCH to the program in it.
    func resize(columns: Int, rows: Int) throws {
        try tmuxCommand(["resize-window", "-t", "main", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Waits until the screen satisfies `condition`, and returns it; records
    /// an issue showing the screen when it does not within `timeout` seconds.
    ///
    /// The screen returned is a whole frame: once the condition holds, it is
    /// read again until two reads 50 ms apart agree (for at most 0.5 s, as a
    /// spinner never settles), since tmux may show the first lines of a frame
    /// before it has read the rest, and callers check more than the line
    /// they waited for.
    @discardableResult
    func waitForScreen(
        _ description: String, timeout: TimeInterval = 10,
        sourceLocation: SourceLocation = #_sourceLocation,
        until condition: (String) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) {
                let settled = Date().addingTimeInterval(0.5)
                while Date() < settled {
                    Thread.sleep(forTimeInterval: 0.05)
                    let next = try screen()
                    guard condition(next) else { break }
                    if next == last { return next }
                    last = next
                }
                if condition(last) { return last }
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("Timed out waiting for \(description). The screen:\n\(last)", sourceLocation: sourceLocation)
        throw TmuxError("timed out waiting for \(description)")
    }

    /// Runs `command` (if any), then prints the terminal's line-mode and
    /// echo settings, and waits until they read `icanon,echo,`: the
    /// terminal was given back. Returns the screen.
    @discardableResult
    func waitForLineModeWithEcho(
        after command: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let modes = "stty -a | tr ' ' '\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ,"
        try run((command.map { $0 + "; " } ?? "") + modes)
        return try waitFor("icanon,echo,", sourceLocation: sourceLocation)
    }

    /// Waits until the screen contains `text`.
    @discardableResult
    func waitFor(
        _ text: String, timeout: TimeInterval = 10, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        try waitForScreen("'\(text)'", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    @discardableResult
    private func tmuxCommand(_ arguments: [String]) throws -> String {
        let result = try ProcessResult.run(tmux, ["-u", "-L", socket, "-f", "/dev/null"] + arguments)
        guard result.status == 0 else {
            throw TmuxError("tmux \(arguments.first ?? "") failed (\(result.status)): \(result.standardError)")
        }
        return result.standardOutput
    }
}
