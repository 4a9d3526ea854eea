import DemoKitCore
import DemoKitTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@testable import DemoKitDemos

/// What a classic component did in one run: the bytes it wrote, where each
/// of its sleeps began, and where it asked for each key.
private final class ClassicRecorder {
    private(set) var bytes: [UInt8] = []
    private(set) var clock = Duration.zero
    private(set) var sleeps: [(offset: Int, duration: Duration, end: Duration)] = []
    private(set) var readOffsets: [Int] = []

    func write(_ string: String) { bytes += Array(string.utf8) }

    func sleep(_ duration: Duration) -> Duration {
        sleeps.append((bytes.count, duration, clock + duration))
        clock += duration
        return duration
    }

    /// The bytes written by virtual time `time`: everything before the
    /// first sleep that ends after it.
    func bytes(at time: Duration) -> [UInt8] {
        Array(bytes[..<(sleeps.first { $0.end > time }?.offset ?? bytes.count)])
    }

    /// The bytes written before the prompt asked for its `index`-th read.
    func bytes(beforeRead index: Int) -> [UInt8] { Array(bytes[..<readOffsets[index]]) }

    /// A key reader over `reads`, then the end of input.
    func reader(_ reads: [[UInt8]]) -> () -> [UInt8]? {
        var remaining = reads
        return { [self] in
            readOffsets.append(bytes.count)
            return remaining.isEmpty ? nil : remaining.removeFirst()
        }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// A `TextOutputStream` into a recorder, as a terminal or a file would be.
private struct RecorderStream: TextOutputStream {
    let recorder: ClassicRecorder
    mutating func write(_ string: String) { recorder.write(string) }
}

private let up = Array("\u{1B}[A".utf8)
private let down = Array("\u{1B}[B".utf8)
private let applicationUp = Array("\u{1B}OA".utf8)
private let applicationDown = Array("\u{1B}OB".utf8)
private let enter: [UInt8] = [0x0D]
private let escape: [UInt8] = [0x1B]

private func runBar(_ bar: ClassicProgressBar, cancelAfter: Duration? = nil) -> (ClassicRecorder, ClassicStepOutcome) {
    let recorder = ClassicRecorder()
    var stream = RecorderStream(recorder: recorder)
    let outcome = bar.run(
        to: &stream, sleep: recorder.sleep, isCancelled: { cancelAfter.map { recorder.clock >= $0 } ?? false })
    return (recorder, outcome)
}

private func runSpinner(_ spinner: ClassicSpinner, cancelAfter: Duration? = nil) -> (ClassicRecorder, ClassicStepOutcome) {
    let recorder = ClassicRecorder()
    let outcome = spinner.run(
        write: recorder.write, sleep: recorder.sleep, isCancelled: { cancelAfter.map { recorder.clock >= $0 } ?? false })
    return (recorder, outcome)
}

private func runPrompt(_ reads: [[UInt8]], prompt: ClassicChoicePrompt = ClassicChoicePrompt()) -> (ClassicRecorder, String?) {
    let recorder = ClassicRecorder()
    let answer = prompt.run(write: recorder.write, readKey: recorder.reader(reads))
    return (recorder, answer)
}

private func tableOutput(_ table: ClassicTable) -> ClassicRecorder {
    let recorder = ClassicRecorder()
    var stream = RecorderStream(recorder: recorder)
    table.print(to: &stream)
    return recorder
}

/// Every SGR sequence in `text`.
private func sgrCount(_ text: String) -> Int {
    text.components(separatedBy: "\u{1B}[").dropFirst().filter { part in
        let parameters = part.prefix { $0.isNumber || $0 == ";" }
        return part.dropFirst(parameters.count).first == "m"
    }.count
}

// MARK: - Behaviour

@Suite("Classic components: behaviour")
struct ClassicComponentsBehaviourTests {
    @Test func prompt_arrowsInNormalAndApplicationMode_moveTheHighlight() {
        #expect(runPrompt([down, enter]).1 == "macOS app")
        #expect(runPrompt([applicationDown, enter]).1 == "macOS app")
        #expect(runPrompt([applicationDown, applicationDown, applicationUp, enter]).1 == "macOS app")
        #expect(runPrompt([down, down, up, Array("\r".utf8)]).1 == "macOS app")
    }

    @Test func prompt_upOnTheFirstOption_wrapsToTheLast() {
        #expect(runPrompt([up, enter]).1 == "App extension")
        #expect(runPrompt([applicationUp, [0x0A]]).1 == "App extension")
    }

    @Test func prompt_vimKeysTabAndHomeEnd_move() {
        #expect(runPrompt([Array("jjk".utf8), enter]).1 == "macOS app")
        #expect(runPrompt([Array("jjk\r".utf8)]).1 == "macOS app")
        #expect(runPrompt([[0x09], [0x09], enter]).1 == "Command-line tool")
        #expect(runPrompt([Array("\u{1B}[Z".utf8), enter]).1 == "App extension")
        #expect(runPrompt([Array("\u{1B}[F".utf8), enter]).1 == "App extension")
        #expect(runPrompt([Array("\u{1B}[4~".utf8), Array("\u{1B}[1~".utf8), enter]).1 == "iOS app")
        #expect(runPrompt([Array("\u{1B}OF".utf8), Array("\u{1B}OH".utf8), down, enter]).1 == "macOS app")
    }

    @Test func prompt_escapeCtrlCAndQ_cancel() {
        #expect(runPrompt([down, escape]).1 == nil)
        #expect(runPrompt([down, [0x03]]).1 == nil)
        #expect(runPrompt([Array("q".utf8)]).1 == nil)
        #expect(runPrompt([down, escape]).0.text.contains("✖\u{1B}[0m Template: cancelled"))
    }

    @Test func prompt_endOfInputOrAnEmptyRead_returnsNilAndEnds() {
        let (recorder, answer) = runPrompt([down, down])
        #expect(answer == nil)
        #expect(recorder.readOffsets.count == 3)
        #expect(runPrompt([down, [], enter]).1 == nil)
        #expect(runPrompt([]).1 == nil)
    }

    @Test func prompt_otherKeysAndAltCombinations_areIgnored() {
        let noise = [Array("x".utf8), Array("\u{1B}[C".utf8), Array("é".utf8), Array("\u{1B}j".utf8), Array("\u{1B}[1;5B".utf8)]
        // Ctrl-↓ (`ESC[1;5B`) is still ↓; the rest are no keys of the prompt.
        #expect(runPrompt(noise + [enter]).1 == "macOS app")
        #expect(ClassicChoicePrompt.keys(in: Array("\u{1B}".utf8)) == [.cancel])
        #expect(ClassicChoicePrompt.keys(in: Array("\u{1B}[A\u{1B}OBkj\r".utf8)) == [.up, .down, .up, .down, .enter])
        #expect(ClassicChoicePrompt.keys(in: Array("\u{1B}[".utf8)) == [])
    }

    @Test func prompt_hidesTheCursorWhileDrawing_redrawsOverItsOptions_andShowsItAtTheEnd() {
        let (recorder, _) = runPrompt([down, enter])
        let text = recorder.text
        #expect(text.hasPrefix("\u{1B}[?25l"))
        #expect(text.hasSuffix("\u{1B}[?25h"))
        // The body (6 options and the hint) is redrawn after ↓, then the
        // whole prompt (3 header lines more) is climbed over and erased.
        let afterDown = String(decoding: recorder.bytes[recorder.readOffsets[0]..<recorder.readOffsets[1]], as: UTF8.self)
        #expect(afterDown.hasPrefix("\u{1B}[7F\u{1B}[2K"))
        #expect(afterDown.components(separatedBy: "\u{1B}[2K").count - 1 == 7)
        #expect(text.contains("\u{1B}[10F\u{1B}[J\u{1B}[2K\u{1B}[38;2;26;116;49m✔\u{1B}[0m Template: macOS app\r\n"))
    }

    @Test func progressBar_succeeds_redrawsAtEveryItemAndSpinnerTick_andSleepsItsDuration() {
        let (recorder, outcome) = runBar(ClassicProgressBar())
        #expect(outcome == .succeeded)
        #expect(recorder.clock == .milliseconds(2400))
        // Items every 100 ms and spinner frames every 80 ms up to 2.4 s:
        // 24 + 30 times, 6 of them shared (multiples of 400 ms).
        #expect(recorder.sleeps.count == 48)
        // 48 frames, each after the first erasing the last, then the ending.
        #expect(recorder.text.components(separatedBy: "\r\u{1B}[K").count - 1 == 48)
        #expect(recorder.text.hasSuffix("\u{1B}[38;2;26;116;49m✔\u{1B}[0m Downloaded 24 packages\u{1B}[38;2;95;99;104m [2.4s]\u{1B}[0m\r\n"))
        #expect(!recorder.text.contains("\u{1B}[1A"))
    }

    @Test func progressBar_failingAfter14_stopsAt1_4sWithItsPercentage() {
        let (recorder, outcome) = runBar(ClassicProgressBar(failingAfter: 14, usesColor: false))
        #expect(outcome == .failed)
        #expect(recorder.clock == .milliseconds(1400))
        #expect(recorder.text.hasSuffix("✖ Download failed at 58% [1.4s]\r\n"))
    }

    @Test func progressBar_nonInteractive_printsEveryTenthOnce_sleepingPerItem() {
        let (recorder, _) = runBar(ClassicProgressBar(isInteractive: false, usesColor: false))
        #expect(recorder.sleeps.count == 24)
        #expect(recorder.sleeps.allSatisfy { $0.duration == .milliseconds(100) })
        let lines = recorder.text.components(separatedBy: "\r\n").dropLast()
        #expect(lines.count == 12)
        #expect(lines.first == "ℹ Downloading packages 0%")
        #expect(lines.dropLast().last == "ℹ Downloading packages 100%")
        #expect(!recorder.text.contains("\r\u{1B}"))
    }

    @Test func progressBar_cancelled_endsWhereTheFlagWasSeen() {
        let (recorder, outcome) = runBar(ClassicProgressBar(usesColor: false), cancelAfter: .milliseconds(1000))
        #expect(outcome == .cancelled)
        #expect(recorder.clock == .milliseconds(1000))
        #expect(recorder.text.hasSuffix("\r\u{1B}[K✖ Downloading packages: cancelled at 41% [1.0s]\r\n"))
    }

    @Test func progressBar_withoutColour_writesNoSGR() {
        #expect(sgrCount(runBar(ClassicProgressBar(usesColor: false)).0.text) == 0)
        #expect(sgrCount(runBar(ClassicProgressBar()).0.text) > 0)
    }

    @Test func spinner_succeeds_ticksEvery80msAndAtEachUpdate_andSleepsItsDuration() {
        let (recorder, outcome) = runSpinner(ClassicSpinner())
        #expect(outcome == .succeeded)
        #expect(recorder.clock == .seconds(3))
        // 3 s in 80 ms frames is 37 full frames and 40 ms; the updates at
        // 1.2 s and 2.2 s fall on frame 15 and between frames 27 and 28.
        #expect(recorder.sleeps.count == 39)
        #expect(recorder.text.hasPrefix("\u{1B}[?25l"))
        #expect(recorder.text.hasSuffix("[3.0s]\u{1B}[0m\r\n\u{1B}[?25h"))
    }

    @Test func spinner_withoutSpinner_sleepsOnlyUntilEachChange() {
        let (recorder, _) = runSpinner(ClassicSpinner(showsSpinner: false))
        #expect(recorder.sleeps.map(\.duration) == [.milliseconds(1200), .milliseconds(1000), .milliseconds(800)])
    }

    @Test func spinner_failsAndCancel_endWithTheirMessages() {
        let (failed, outcome) = runSpinner(ClassicSpinner(duration: .seconds(2), fails: true, usesColor: false))
        #expect(outcome == .failed)
        #expect(failed.text.hasSuffix("✖ Failed to process the project graph [2.0s]\r\n\u{1B}[?25h"))
        let (cancelled, cancelOutcome) = runSpinner(ClassicSpinner(usesColor: false), cancelAfter: .milliseconds(1300))
        #expect(cancelOutcome == .cancelled)
        #expect(cancelled.text.hasSuffix("✖ Analyzing the graph: cancelled [1.3s]\r\n\u{1B}[?25h"))
    }

    @Test func spinner_redrawClimbsAndErasesEachRowOfTheLastFrame() {
        // At 16 columns "Processing the graph" takes two rows.
        let (recorder, _) = runSpinner(ClassicSpinner(usesColor: false, width: 16))
        let secondFrame = String(decoding: recorder.bytes[recorder.sleeps[0].offset..<recorder.sleeps[1].offset], as: UTF8.self)
        #expect(secondFrame == "\u{1B}[1A\u{1B}[2K\u{1B}[1A\u{1B}[2K⠙ Processing the\r\n  graph\r\n")
    }

    @Test func table_coloursTheHeaderRulesAndVersions_orNothingWithoutColour() {
        let text = tableOutput(ClassicTable.packages()).text
        #expect(text.contains("\u{1B}[1mPackage\u{1B}[0m"))
        #expect(text.contains("\u{1B}[38;2;154;91;0m1.19.7\u{1B}[0m"))
        #expect(text.hasPrefix("\u{1B}[38;2;154;160;166m╭"))
        var plain = ClassicTable.packages()
        plain.usesColor = false
        #expect(sgrCount(tableOutput(plain).text) == 0)
    }

    @Test func table_columnWidths_matchTheTwinsGridAtEveryWidth() throws {
        var table = ClassicTable.packages()
        for width in [40, 41, 57, 80, 99, 132] {
            table.width = width
            var demo = TableDemo()
            demo.configure(forTweakAt: 0)
            let top = try #require(try demo.render(in: RenderContext(width: width)).lines.first?.plainText)
            let twinWidths = top.dropFirst().dropLast().split(separator: "┬").map { $0.count - 2 }
            #expect(table.columnWidths() == twinWidths, "at \(width)")
        }
    }
}

// MARK: - Against tmux

/// One stream to show in tmux: a classic component's bytes beside its twin,
/// the DemoKit component at the matching tweak and time.
private struct TerminalCase: Sendable {
    var name: String
    var width: Int
    var classic: [UInt8]
    var twin: TextBlock
    /// Where the cursor should be (column, row) and whether it shows.
    var cursor: (x: Int, y: Int, visible: Bool)

    static let height = 24

    /// The twin as a terminal would receive it in raw mode.
    var twinBytes: [UInt8] {
        Array(twin.encoded(for: .trueColor).replacingOccurrences(of: "\n", with: "\r\n").utf8)
    }
}

private func twin(_ demo: some Demoable, width: Int, time: Duration = .zero) -> TextBlock {
    (try? demo.render(in: RenderContext(width: width, colorSupport: .trueColor, time: time))) ?? TextBlock([])
}

private func barTwin(_ tweak: ProgressBarStepDemo.Tweaks) -> ProgressBarStepDemo {
    var demo = ProgressBarStepDemo()
    demo.tweak = tweak
    return demo
}

private func stepTwin(_ tweak: ProgressStepDemo.Tweaks) -> ProgressStepDemo {
    var demo = ProgressStepDemo()
    demo.tweak = tweak
    return demo
}

private func tableTwin(_ tweak: TableDemo.Tweaks) -> TableDemo {
    var demo = TableDemo()
    demo.tweak = tweak
    return demo
}

private func choiceTwin(_ keys: [KeyPress]) -> SingleChoiceDemo {
    var demo = SingleChoiceDemo()
    for key in keys { demo.handle(.key(key), at: .zero) }
    return demo
}

private let terminalCases: [TerminalCase] = {
    var cases: [TerminalCase] = []
    /// A step seen while it runs: the bar leaves the cursor after its last
    /// line, the spinner on the row below (hidden).
    func step(
        _ name: String, _ recorder: ClassicRecorder, _ twin: TextBlock, width: Int, at time: Duration?, bar: Bool,
        live: Bool = true
    ) {
        let bytes = time.map(recorder.bytes(at:)) ?? recorder.bytes
        let finished = bytes.count == recorder.bytes.count
        let cursor =
            switch (finished || !live, bar) {
            case (true, _): (0, twin.lines.count, true)
            case (false, true): (twin.lines.last?.displayWidth ?? 0, twin.lines.count - 1, true)
            case (false, false): (0, twin.lines.count, false)
            }
        cases.append(TerminalCase(name: name, width: width, classic: bytes, twin: twin, cursor: cursor))
    }

    for (tweak, bar) in [(ProgressBarStepDemo.Tweaks.succeeds, ClassicProgressBar()), (.fails, ClassicProgressBar(failingAfter: 14))] {
        for width in [80, 36, 30] {
            var bar = bar
            bar.width = width
            let recorder = runBar(bar).0
            for time in [Duration.zero, .milliseconds(500), .milliseconds(1040), .milliseconds(1500)] {
                step("bar.\(tweak)@\(width) t=\(time)", recorder, twin(barTwin(tweak), width: width, time: time),
                     width: width, at: time, bar: true)
            }
            step("bar.\(tweak)@\(width) end", recorder, twin(barTwin(tweak), width: width, time: .seconds(3)),
                 width: width, at: nil, bar: true)
        }
    }
    let log = runBar(ClassicProgressBar(isInteractive: false)).0
    for time in [Duration.milliseconds(1000)] {
        step("bar.nonInteractive t=\(time)", log, twin(barTwin(.nonInteractive), width: 80, time: time), width: 80, at: time, bar: true, live: false)
    }
    step("bar.nonInteractive end", log, twin(barTwin(.nonInteractive), width: 80, time: .seconds(3)), width: 80, at: nil, bar: true)

    let spinners: [(ProgressStepDemo.Tweaks, ClassicSpinner)] = [
        (.succeeds, ClassicSpinner()), (.fails, ClassicSpinner(duration: .seconds(2), fails: true)),
        (.noSpinner, ClassicSpinner(showsSpinner: false)), (.nonInteractive, ClassicSpinner(isInteractive: false)),
    ]
    for (tweak, spinner) in spinners {
        for width in [80, 21, 16] {
            var spinner = spinner
            spinner.width = width
            let recorder = runSpinner(spinner).0
            for time in [Duration.milliseconds(160), .milliseconds(1260), .milliseconds(2260)] {
                step("spinner.\(tweak)@\(width) t=\(time)", recorder, twin(stepTwin(tweak), width: width, time: time),
                     width: width, at: time, bar: false, live: spinner.isInteractive)
            }
            step("spinner.\(tweak)@\(width) end", recorder, twin(stepTwin(tweak), width: width, time: .seconds(4)),
                 width: width, at: nil, bar: false)
        }
    }

    let tables: [(TableDemo.Tweaks, ClassicTable)] = {
        var plain = ClassicTable.packages()
        plain.border = .none
        var separated = ClassicTable.packages()
        separated.rowSeparators = true
        var ascii = ClassicTable.packages()
        ascii.border = .ascii
        return [(.bordered, .packages()), (.plain, plain), (.rowSeparators, separated), (.ascii, ascii), (.longCells, .packages(longCells: true))]
    }()
    for (tweak, table) in tables {
        for width in [80, 57, 40] {
            var table = table
            table.width = width
            let block = twin(tableTwin(tweak), width: width)
            cases.append(TerminalCase(
                name: "table.\(tweak)@\(width)", width: width, classic: tableOutput(table).bytes, twin: block,
                cursor: (0, block.lines.count, true)))
        }
    }

    let scripts: [(String, [[UInt8]], [KeyPress])] = [
        ("chooseSecond", [down, enter], [.down, .enter]),
        ("applicationKeys", [applicationDown, applicationDown, applicationUp, enter], [.down, .down, .up, .enter]),
        ("wrapAround", [up, enter], [.up, .enter]),
        ("vimKeys", [Array("jjk".utf8), enter], [.character("j"), .character("j"), .character("k"), .enter]),
        ("cancel", [down, escape], [.down, .escape]),
    ]
    for width in [80, 30] {
        let prompt = ClassicChoicePrompt(width: width)
        for (name, reads, keys) in scripts {
            let (recorder, _) = runPrompt(reads, prompt: prompt)
            for index in reads.indices {
                let block = twin(choiceTwin(Array(keys.prefix(index))), width: width)
                cases.append(TerminalCase(
                    name: "prompt.\(name)@\(width) after \(index) keys", width: width,
                    classic: recorder.bytes(beforeRead: index), twin: block, cursor: (0, block.lines.count, false)))
            }
            let block = twin(choiceTwin(keys), width: width)
            cases.append(TerminalCase(
                name: "prompt.\(name)@\(width) end", width: width, classic: recorder.bytes, twin: block,
                cursor: (0, block.lines.count, true)))
        }
        let (ended, _) = runPrompt([down], prompt: prompt)
        let block = twin(choiceTwin([.down, .escape]), width: width)
        cases.append(TerminalCase(
            name: "prompt.endOfInput@\(width) end", width: width, classic: ended.bytes, twin: block,
            cursor: (0, block.lines.count, true)))
    }
    return cases
}()

/// Screens from tmux, the reference terminal: every stream is `cat` to its
/// own pane in raw mode (so `\n` is not turned into `\r\n`), all in one tmux
/// server, then captured in one call.
private enum TmuxScreens {
    struct Capture: Sendable {
        var plain: [String]
        var styled: [String]
        var cursor: String
    }

    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"])
            .map { $0 + "/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Classic and twin captures, by case name.
    static let captures: Result<[String: (classic: Capture, twin: Capture)], any Error> = Result {
        let streams = terminalCases.flatMap { [($0.classic, $0.width), ($0.twinBytes, $0.width)] }
        let screens = try capture(streams)
        var result: [String: (classic: Capture, twin: Capture)] = [:]
        for (index, terminalCase) in terminalCases.enumerated() {
            result[terminalCase.name] = (screens[2 * index], screens[2 * index + 1])
        }
        return result
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs tmux with no signal blocked or ignored (see `ProcessResult`:
    /// under the test worker's mask a tmux client starting its server waits
    /// forever), and returns what it printed.
    @discardableResult
    static func tmux(_ arguments: [String]) throws -> String {
        guard let executable else { throw Failure(description: "tmux is not installed") }
        let result = try ProcessResult.run(URL(filePath: executable), arguments)
        guard result.status == 0 else {
            throw Failure(
                description: "tmux \(arguments.prefix(6).joined(separator: " ")) ended with status \(result.status): "
                    + result.standardError)
        }
        return result.standardOutput
    }

    /// The screens of `streams` (bytes, width), 16 panes at a time: each
    /// batch is started, waited for, captured and closed before the next.
    static func capture(_ streams: [([UInt8], Int)]) throws -> [Capture] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("classic-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = directory.appendingPathComponent("tmux.conf")
        try Data("set -g status off\n".utf8).write(to: config)
        let socket = "classic-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        let base = ["-L", socket, "-f", config.path]
        defer { _ = try? tmux(base + ["kill-server"]) }
        var captures: [Capture] = []
        for batch in stride(from: 0, to: streams.count, by: 16).map({ $0..<min($0 + 16, streams.count) }) {
            var start: [String] = base
            for index in batch {
                let file = directory.appendingPathComponent("s\(index)")
                try Data(streams[index].0).write(to: file)
                start += [
                    "new-session", "-d", "-s", "s\(index)", "-x", "\(streams[index].1)", "-y", "\(TerminalCase.height)",
                    "stty raw -echo; cat \(ShellCommand.quoted(file.path)); touch \(ShellCommand.quoted(file.path + ".done")); "
                        + "exec sleep 60", ";",
                ]
            }
            try tmux(Array(start.dropLast()))
            let deadline = Date().addingTimeInterval(20)
            func isDone(_ index: Int) -> Bool {
                FileManager.default.fileExists(atPath: directory.appendingPathComponent("s\(index).done").path)
            }
            while !batch.allSatisfy(isDone) {
                guard Date() < deadline else { throw Failure(description: "tmux panes did not finish in 20 s") }
                Thread.sleep(forTimeInterval: 0.02)
            }
            var command = base
            for index in batch {
                command += [
                    "display", "-p", "-t", "s\(index)", "@@ #{cursor_x},#{cursor_y},#{cursor_flag}", ";",
                    "capture-pane", "-p", "-t", "s\(index)", ";", "display", "-p", "-t", "s\(index)", "@@", ";",
                    "capture-pane", "-p", "-e", "-t", "s\(index)", ";",
                ]
            }
            // `cat` has written everything; capture until tmux has read it
            // all (two captures in a row agree).
            var previous = try tmux(Array(command.dropLast()))
            var attempts = 0
            while true {
                Thread.sleep(forTimeInterval: 0.05)
                let output = try tmux(Array(command.dropLast()))
                if output == previous { break }
                attempts += 1
                guard attempts < 40 else { throw Failure(description: "tmux screens kept changing") }
                previous = output
            }
            captures += parse(previous, count: batch.count)
            try tmux(base + batch.flatMap { ["kill-session", "-t", "s\($0)", ";"] }.dropLast())
        }
        return captures
    }

    static func parse(_ output: String, count: Int) -> [Capture] {
        var captures: [Capture] = []
        var sections: [[String]] = []
        var headers: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("@@") {
                headers.append(String(line.dropFirst(3)))
                sections.append([])
            } else if !sections.isEmpty {
                sections[sections.count - 1].append(line)
            }
        }
        for index in 0..<count {
            captures.append(Capture(
                plain: trimmed(sections[2 * index]), styled: trimmed(sections[2 * index + 1]), cursor: headers[2 * index]))
        }
        return captures
    }

    /// Lines without trailing spaces, and without blank lines at the end.
    static func trimmed(_ lines: [String]) -> [String] {
        var result = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while result.last == "" { result.removeLast() }
        return result
    }
}

@Suite("Classic components: against tmux")
struct ClassicComponentsTmuxTests {
    @Test(.enabled(if: TmuxScreens.executable != nil), arguments: terminalCases.map(\.name))
    func classicComponent_inTmux_looksLikeItsTwin(name: String) throws {
        let terminalCase = try #require(terminalCases.first { $0.name == name })
        let (classic, twin) = try #require(try TmuxScreens.captures.get()[name])
        let expected = TmuxScreens.trimmed(terminalCase.twin.plainText.components(separatedBy: "\n"))
        #expect(classic.plain == expected, "plain text")
        #expect(classic.styled == twin.styled, "text and styles, both read by tmux")
        let cursor = terminalCase.cursor
        #expect(classic.cursor == "\(cursor.x),\(cursor.y),\(cursor.visible ? 1 : 0)", "cursor column,row,visible")
    }

    @Test(.enabled(if: TmuxScreens.executable != nil))
    func everyCase_hasAScreen_andTheTwinsAreNotEmpty() throws {
        let captures = try TmuxScreens.captures.get()
        #expect(captures.count == terminalCases.count)
        #expect(terminalCases.allSatisfy { !$0.twin.lines.isEmpty })
    }
}
