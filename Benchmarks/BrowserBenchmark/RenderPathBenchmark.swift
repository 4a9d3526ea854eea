import DemoKitCore
import DemoKitBrowser
import DemoKitSnapshots
import DemoKitTerminal
import Foundation

/// The browser's path from a key's bytes to the frame written to the
/// terminal, without the terminal: decode, then ``BrowserController``
/// (update the state, compose, which renders the selected demo, diff against
/// the last frame, write one output to /dev/null, and hand the demo and
/// tweak to the preferences saver, which writes a real file off the key
/// path).
struct RenderPathBenchmark {
    var controller: BrowserController
    var decoder = KeyDecoder()
    let sink: FileHandle
    let clock = ContinuousClock()

    var keystroke = Measurement(name: "keystroke → frame written")
    var handled = Measurement(name: "keystroke → preferences handed to the saver")
    var redraw = Measurement(name: "whole-screen redraw (resize)")
    var bytesWritten = 0

    init(controller: BrowserController, sink: FileHandle) {
        self.controller = controller
        self.sink = sink
    }

    /// Presses each key of `script` (given as the bytes a terminal sends)
    /// `rounds` times, measuring all but the first round.
    mutating func measureKeystrokes(_ script: [String], rounds: Int, size: TerminalSize) {
        let sink = self.sink
        let clock = self.clock
        controller.start(size: size) { sink.write(Data($0.utf8)) }
        for round in 0..<rounds {
            for bytes in script {
                let before = clock.now
                var keys = decoder.feed(Array(bytes.utf8))
                if decoder.hasPendingInput { keys += decoder.flush() }
                var written: ContinuousClock.Instant?
                var count = 0
                _ = controller.handle(keys) { output in
                    let data = Data(output.utf8)
                    sink.write(data)
                    count = data.count
                    written = clock.now
                }
                let after = clock.now
                guard round > 0 else { continue }
                keystroke.record((written ?? after) - before)
                handled.record(after - before)
                bytesWritten += count
            }
        }
        controller.finishSaving()
    }

    /// Redraws the whole screen after a resize, `count` times.
    mutating func measureRedraws(count: Int, size: TerminalSize) {
        let sink = self.sink
        for index in 0..<count {
            let before = clock.now
            let narrower = TerminalSize(columns: size.columns - 1, rows: size.rows)
            controller.redrawAll(size: index.isMultiple(of: 2) ? narrower : size) { sink.write(Data($0.utf8)) }
            redraw.record(clock.now - before)
        }
    }
}
