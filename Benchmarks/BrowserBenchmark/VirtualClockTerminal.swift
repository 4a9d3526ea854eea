import DemoKitBrowser
import DemoKitCore
import DemoKitTerminal
import Foundation

/// A terminal for ``BrowserSession`` whose clock is virtual: a wait with a
/// timeout returns at once with the clock moved on by the timeout, so N
/// seconds of animation run through the real session loop as fast as the
/// machine can draw them, and the CPU time they take is the animation's
/// cost. Frames are written to `sink` (/dev/null).
final class VirtualClockTerminal: BrowserTerminal {
    private(set) var now: Duration = .zero
    private(set) var frames = 0
    private(set) var bytesWritten = 0
    private let sink: FileHandle
    /// When `q` is pressed.
    private let end: Duration
    private var hasQuit = false

    let size: TerminalSize

    init(size: TerminalSize, sink: FileHandle, runningFor end: Duration) {
        self.size = size
        self.sink = sink
        self.end = end
    }

    func enter() throws(TerminalError) {}
    func reenter() throws(TerminalError) {}
    func leave() {}
    func suspend() {}

    func write(_ text: String) {
        let data = Data(text.utf8)
        sink.write(data)
        frames += 1
        bytesWritten += data.count
    }

    func waitForEvent(timeoutMilliseconds: Int32) -> TerminalEvent {
        guard !hasQuit else { return .closed }
        if timeoutMilliseconds < 0 || now + .milliseconds(Int(timeoutMilliseconds)) >= end {
            now = end
            hasQuit = true
            return .input(Array("q".utf8))
        }
        now += .milliseconds(Int(timeoutMilliseconds))
        return .timedOut
    }
}
