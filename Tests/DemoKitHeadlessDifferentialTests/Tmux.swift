import DemoKitCore
import DemoKitTestSupport
import Foundation

/// Runs byte streams in tmux, each in a detached session of its own of
/// exactly the stream's size, and captures the screens tmux ends up with.
///
/// Each pane runs `stty raw -echo; cat FILE` so that tmux reads the bytes
/// as a program wrote them (no LF → CRLF, no echo), then writes
/// CAN + `OSC 2 ; done-N ST`. tmux reads a pane's output in order, so once
/// the pane's title is `done-N` every byte of the stream has been
/// interpreted (CAN first ends any sequence the stream left open, as ECMA-48
/// and every DEC parser do, without touching the screen). The pane then
/// sleeps so that it stays open while its screen is captured with
/// `capture-pane -p -e -N` (styles as SGR, trailing spaces kept) and its
/// cursor with `display -p`.
///
/// Many streams share one server and three tmux commands (start every
/// session, list the titles until all are done, capture every pane), which
/// keeps 300 streams to seconds.
enum Tmux {
    /// Whether tmux can be run.
    static let isAvailable: Bool = {
        guard let tmux = executable else { return false }
        return (try? ProcessResult.run(tmux, ["-V"]).status) == 0
    }()

    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The version tmux reports, such as `tmux 3.3a`.
    static var version: String {
        guard let tmux = executable, let result = try? ProcessResult.run(tmux, ["-V"]) else { return "no tmux" }
        return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// tmux's screen after each stream, in order.
    ///
    /// - Parameters:
    ///   - streams: The streams; each runs in a window of its own size.
    ///   - batchSize: How many sessions one tmux server holds at once.
    /// - Returns: One screen per stream.
    /// - Throws: `TmuxError` when tmux is missing, fails, or a pane does not
    ///   finish reading its stream within `timeout` seconds.
    static func screens(of streams: [TerminalStream], batchSize: Int = 40, timeout: TimeInterval = 30) throws
        -> [TerminalScreen]
    {
        var screens: [TerminalScreen] = []
        var start = 0
        while start < streams.count {
            let batch = Array(streams[start..<min(start + batchSize, streams.count)])
            let server = try TmuxServer()
            defer { server.close() }
            screens += try server.screens(of: batch, timeout: timeout)
            start += batchSize
        }
        return screens
    }

    /// tmux's screen after one stream.
    static func screen(of stream: TerminalStream) throws -> TerminalScreen {
        try screens(of: [stream])[0]
    }
}

/// One private tmux server (`tmux -L`), with its own configuration and a
/// scratch directory for the streams' bytes.
private final class TmuxServer {
    private static let cursorMarker = "@@demokit-cursor@@"
    private let tmux: URL
    private let socket = "demokit-diff-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
    private let directory: URL
    private let configuration: URL

    init() throws {
        guard let tmux = Tmux.executable else { throw TmuxError("tmux is not installed; apt-get install tmux") }
        self.tmux = tmux
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-differential-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        configuration = directory.appendingPathComponent("tmux.conf")
        // No status line (it would take a row), no pane or window renaming,
        // a shell that exists everywhere.
        let settings = [
            "set -g status off", "set -g default-shell /bin/sh", "set -g remain-on-exit off",
            "set -g allow-rename off", "set -g automatic-rename off", "set -g history-limit 2000",
        ]
        try (settings.joined(separator: "\n") + "\n").write(to: configuration, atomically: true, encoding: .utf8)
    }

    func close() {
        _ = try? command(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    func screens(of streams: [TerminalStream], timeout: TimeInterval) throws -> [TerminalScreen] {
        guard !streams.isEmpty else { return [] }
        var start: [String] = []
        for (index, stream) in streams.enumerated() {
            let file = directory.appendingPathComponent("stream-\(index)")
            try Data(stream.bytes).write(to: file)
            let shell = "stty raw -echo; cat \(ShellCommand.quoted(file.path)); printf '\\030\\033]2;done-\(index)\\033\\\\'; exec sleep 86400"
            if index > 0 { start.append(";") }
            start += [
                "new-session", "-d", "-s", "c\(index)", "-x", "\(stream.columns)", "-y", "\(stream.rows)", shell,
            ]
        }
        try command(start)
        try waitUntilDone(count: streams.count, timeout: timeout)

        var capture: [String] = []
        for index in streams.indices {
            if index > 0 { capture.append(";") }
            capture += [
                "capture-pane", "-p", "-e", "-N", "-t", "c\(index)", ";",
                "display-message", "-p", "-t", "c\(index)",
                Self.cursorMarker
                    + " #{cursor_y} #{cursor_x} #{cursor_flag} #{alternate_on} #{pane_width} #{pane_height}",
            ]
        }
        let output = Array(try command(capture).utf8)
        return try Self.parse(output, streams: streams)
    }

    /// Splits the output of the capture command into screens.
    private static func parse(_ output: [UInt8], streams: [TerminalStream]) throws -> [TerminalScreen] {
        var screens: [TerminalScreen] = []
        var lineStart = 0
        var captureStart = 0
        let marker = Array(cursorMarker.utf8)
        for index in output.indices where output[index] == 0x0A {
            let line = output[lineStart..<index]
            defer { lineStart = index + 1 }
            guard line.starts(with: marker) else { continue }
            let stream = streams[screens.count]
            let fields = String(decoding: line.dropFirst(marker.count), as: UTF8.self).split(separator: " ")
                .compactMap { Int($0) }
            guard fields.count == 6 else { throw TmuxError("cannot read tmux's cursor line: \(String(decoding: line, as: UTF8.self))") }
            guard fields[4] == stream.columns, fields[5] == stream.rows else {
                throw TmuxError(
                    "tmux made the pane \(fields[4]) × \(fields[5]), not \(stream.columns) × \(stream.rows)")
            }
            let rows = try TmuxCaptureParser.rows(of: Array(output[captureStart..<lineStart]))
            guard rows.count == stream.rows else {
                throw TmuxError("tmux captured \(rows.count) rows of a \(stream.rows)-row pane")
            }
            screens.append(
                TerminalScreen(
                    screen: TextBlock(rows), cursorRow: fields[0], cursorColumn: fields[1],
                    cursorVisible: fields[2] == 1, isAlternateScreen: fields[3] == 1))
            captureStart = index + 1
        }
        guard screens.count == streams.count else {
            throw TmuxError("tmux captured \(screens.count) of \(streams.count) panes")
        }
        return screens
    }

    private func waitUntilDone(count: Int, timeout: TimeInterval) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var pending = Set(0..<count)
        while true {
            let titles = try command(["list-panes", "-a", "-F", "#{session_name} #{pane_title}"])
            for line in titles.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard words.count == 2, words[0].hasPrefix("c"), let index = Int(words[0].dropFirst()) else { continue }
                if words[1] == "done-\(index)" { pending.remove(index) }
            }
            if pending.isEmpty { return }
            if Date() > deadline {
                throw TmuxError(
                    "\(pending.count) tmux panes did not finish reading their streams within \(Int(timeout)) s")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    @discardableResult
    private func command(_ arguments: [String]) throws -> String {
        let result = try ProcessResult.run(
            tmux, ["-u", "-L", socket, "-f", configuration.path] + arguments, timeout: 60)
        guard result.status == 0 else {
            throw TmuxError("tmux \(arguments.first ?? "") failed (\(result.status)): \(result.standardError)")
        }
        return result.standardOutput
    }
}
