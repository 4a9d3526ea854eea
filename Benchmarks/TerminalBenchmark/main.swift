import BenchmarkSupport
import DemoKitHeadless
import Foundation

// Release build: DEMOKIT_BENCHMARKS=1 swift run -c release terminal-benchmark [megabytes]
// How fast VirtualTerminal consumes component output, beside `cat FILE >
// /dev/null` of the same bytes and beside tmux consuming them in a
// detached pane of the same size. Medians of several runs.

let columns = 80
let rows = 24
let megabytes = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 16
let size = megabytes << 20
let repetitions = 5

let corpora: [(name: String, bytes: [UInt8])] = [
    ("typical component output", ComponentOutput.typical(bytes: size)),
    ("worst case: an escape per character", ComponentOutput.escapePerCharacter(bytes: size, columns: columns, rows: rows)),
]

let directory = FileManager.default.temporaryDirectory.appending(path: "terminal-benchmark-\(getpid())")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }
let emptyFile = directory.appending(path: "empty").path
try Data().write(to: URL(fileURLWithPath: emptyFile))

let tmux = TmuxTiming.find().map { TmuxTiming(executable: $0, columns: columns, rows: rows) }
let tmuxBaseline = try tmux.map { timing in try Measurement.median(repetitions: repetitions) { _ = try timing.consume(emptyFile) } }

func formatted(_ value: Double, _ digits: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return String((value * scale).rounded() / scale)
}

func line(_ name: String, _ seconds: Double, _ bytes: Int, against reference: Double) -> String {
    let rate = Double(bytes) / 1_048_576 / seconds
    let padded = name + String(repeating: " ", count: max(0, 30 - name.count))
    let time = formatted(seconds * 1000) + " ms"
    return "  " + padded + time + String(repeating: " ", count: max(0, 14 - time.count))
        + formatted(rate) + " MB/s" + String(repeating: " ", count: max(0, 14 - formatted(rate).count))
        + formatted(seconds / reference, 3) + "x VirtualTerminal's time"
}

print("DemoKit terminal benchmark (release, \(columns)x\(rows), median of \(repetitions) runs, MB = 2^20 bytes)")
for corpus in corpora {
    let path = directory.appending(path: "corpus").path
    try Data(corpus.bytes).write(to: URL(fileURLWithPath: path))
    var screenLines = 0
    let terminalTime = Measurement.median(repetitions: repetitions) {
        var terminal = VirtualTerminal(columns: columns, rows: rows)
        corpus.bytes.withUnsafeBufferPointer { buffer in
            // Written in 64 KiB pieces, as a program's output arrives from a pipe.
            var offset = 0
            while offset < buffer.count {
                let end = min(offset + 65_536, buffer.count)
                terminal.write(bytes: UnsafeBufferPointer(rebasing: buffer[offset..<end]))
                offset = end
            }
        }
        screenLines = terminal.screen.height
    }
    let catTime = try Measurement.median(repetitions: repetitions) {
        _ = try ChildProcess.run("/bin/cat", [path])
    }
    print("")
    print("\(corpus.name): \(corpus.bytes.count) bytes (\(screenLines) rows on screen at the end)")
    print(line("VirtualTerminal", terminalTime, corpus.bytes.count, against: terminalTime))
    print(line("cat FILE > /dev/null", catTime, corpus.bytes.count, against: terminalTime))
    if let tmux, let tmuxBaseline {
        let tmuxTime = try Measurement.median(repetitions: 3) { _ = try tmux.consume(path) }
        print(line("tmux 80x24 pane (cat FILE)", max(tmuxTime - tmuxBaseline, 1e-9), corpus.bytes.count, against: terminalTime))
    } else {
        print("  tmux: not found, not measured")
    }
}
if let tmuxBaseline {
    print("")
    print("tmux figures: session start to `wait-for` after `cat`, less \(formatted(tmuxBaseline * 1000)) ms for an empty file.")
}
