import DemoKitCore
import DemoKitRunner
import Foundation

/// The browser's path from a key's bytes to the frame written to the
/// terminal, without the terminal: decode, update the state, compose (which
/// renders the selected demo), diff against the last frame, write one
/// output to /dev/null.
struct RenderPathBenchmark {
    var state: BrowserState
    var screen = BrowserScreen()
    var writer: FrameWriter
    var decoder = KeyDecoder()
    let sink: FileHandle
    let clock = ContinuousClock()

    var keystroke = Measurement(name: "keystroke → frame written")
    var compose = Measurement(name: "  of which compose + diff + write")
    var redraw = Measurement(name: "whole-screen redraw (resize)")
    var bytesWritten = 0

    init(state: BrowserState, sink: FileHandle) {
        self.state = state
        self.sink = sink
        writer = FrameWriter(colorSupport: state.colorSupport)
    }

    /// Presses each key of `script` (given as the bytes a terminal sends)
    /// `rounds` times, measuring all but the first round.
    mutating func measureKeystrokes(_ script: [String], rounds: Int) {
        _ = draw()
        for round in 0..<rounds {
            for bytes in script {
                let before = clock.now
                var keys = decoder.feed(Array(bytes.utf8))
                if decoder.hasPendingInput { keys += decoder.flush() }
                for key in keys { _ = state.handle(key) }
                let drawStart = clock.now
                let written = draw()
                let after = clock.now
                guard round > 0 else { continue }
                keystroke.record(after - before)
                compose.record(after - drawStart)
                bytesWritten += written
            }
        }
    }

    /// Redraws the whole screen after a resize, `count` times.
    mutating func measureRedraws(count: Int, size: TerminalSize) {
        for index in 0..<count {
            let before = clock.now
            let narrower = TerminalSize(columns: size.columns - 1, rows: size.rows)
            state.resize(to: index.isMultiple(of: 2) ? narrower : size)
            writer.invalidate()
            _ = draw()
            redraw.record(clock.now - before)
        }
    }

    private mutating func draw() -> Int {
        let frame = screen.compose(state)
        state.noteDemoScrollLimit(frame.demoScrollLimit)
        let data = Data(writer.output(for: frame, size: state.size).utf8)
        sink.write(data)
        return data.count
    }
}
