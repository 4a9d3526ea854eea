import DemoKitCore
import DemoKitSnapshots
import DemoKitTerminal

/// The browser on a terminal: reads keys and signals and hands them to a
/// ``BrowserController``, which draws and remembers, and wakes when a live
/// demo's next frame comes due.
///
/// This is the only part of the browser that waits; everything it decides
/// is in the controller, the state machine and the screen, which are tested
/// without a terminal. The clock is the session's: a monotonic reading
/// (``ContinuousClock`` in the runner) that virtual time follows while it
/// is not paused. A demo never reads it.
package struct BrowserSession<Terminal: BrowserTerminal> {
    package private(set) var controller: BrowserController
    let terminal: Terminal
    /// The browser's monotonic clock: any origin, only differences count.
    let now: () -> Duration

    /// How long to wait after a lone `ESC` for the rest of an escape
    /// sequence before taking it as the Escape key: long enough for an
    /// arrow's bytes to arrive together over ssh or tmux.
    static var escapeTimeout: Duration { .milliseconds(100) }

    /// How often to look for the outcome of a save while one runs, so a
    /// save that failed is reported without waiting for a key.
    static var saveCheckInterval: Duration { .milliseconds(50) }

    /// - Parameters:
    ///   - controller: The browser, ready to start.
    ///   - terminal: Where keys come from and frames go.
    ///   - now: The browser's monotonic clock.
    package init(controller: BrowserController, terminal: Terminal, now: @escaping () -> Duration) {
        self.controller = controller
        self.terminal = terminal
        self.now = now
    }

    /// Runs until `q`, Ctrl-C or the terminal closes, then restores the
    /// terminal once the last demo and tweak are saved.
    ///
    /// - Throws: A failure when the terminal cannot be put in raw mode.
    package mutating func run() throws(BrowserFailure) {
        do {
            try terminal.enter()
        } catch {
            throw .failure(error.message)
        }
        defer {
            controller.finishSaving()
            terminal.leave()
        }
        let terminal = self.terminal
        let write: (String) -> Void = { terminal.write($0) }
        controller.start(size: terminal.size, at: now(), write: write)
        var decoder = KeyDecoder()
        // A supervisor's message cut between two reads.
        var partialMessage: [UInt8] = []
        // When a partial escape sequence is taken as the keys it has so far.
        var escapeDeadline: Duration?
        loop: while true {
            let waitStart = now()
            var waits: [Duration] = []
            if let escapeDeadline { waits.append(escapeDeadline - waitStart) }
            if controller.isSaving { waits.append(Self.saveCheckInterval) }
            if let frame = controller.timeUntilNextFrame(now: waitStart) { waits.append(frame) }
            // The demo shown is still to be audited: look for keys without
            // waiting, and audit it when none came.
            if controller.hasAuditWork { waits.append(.zero) }
            var keys: [DemoInput] = []
            var timedOut = false
            switch terminal.waitForEvent(timeoutMilliseconds: Self.milliseconds(waits.min())) {
            case .input(let bytes):
                keys = decoder.feed(bytes)
                escapeDeadline = decoder.hasPendingInput ? now() + Self.escapeTimeout : nil
            case .timedOut:
                timedOut = true
                if let deadline = escapeDeadline, now() >= deadline {
                    keys = decoder.flush()
                    escapeDeadline = nil
                }
            case .resized:
                controller.redrawAll(size: terminal.size, write: write)
            case .resumed:
                try resume()
            case .interrupted:
                break
            case .message(let bytes):
                partialMessage += bytes
                while let newline = partialMessage.firstIndex(of: 10) {
                    let line = String(decoding: partialMessage[..<newline], as: UTF8.self)
                    partialMessage.removeSubrange(...newline)
                    guard let message = SupervisorMessage(line: Substring(line)) else { continue }
                    if controller.handle(message, write: write) == .quit { break loop }
                }
            case .closed:
                break loop
            }
            if !keys.isEmpty {
                switch controller.handle(keys, at: now(), write: write) {
                case .continue: break
                case .suspend: try suspendUntilResumed()
                case .quit: break loop
                }
            } else {
                controller.advanceTime(to: now(), write: write)
                if timedOut, escapeDeadline == nil { controller.auditNextDemo(write: write) }
            }
            controller.showSaveWarning(write: write)
        }
    }

    /// A timeout for `poll(2)`: `duration` rounded up to whole
    /// milliseconds, so the wait never ends before a frame is due; -1 (no
    /// timeout) for `nil`.
    static func milliseconds(_ duration: Duration?) -> Int32 {
        guard let duration else { return -1 }
        guard duration > .zero else { return 0 }
        let (seconds, attoseconds) = duration.components
        let millis = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: millis)
    }

    /// Gives the terminal back to the shell and stops; when the shell
    /// resumes the browser (`fg`), takes the terminal again and redraws.
    private mutating func suspendUntilResumed() throws(BrowserFailure) {
        terminal.suspend()
        try resume()
    }

    /// Takes the terminal again after a stop (Ctrl-Z, `kill -TSTP`,
    /// `kill -STOP`) and the continue that follows, and redraws it all.
    private mutating func resume() throws(BrowserFailure) {
        do {
            try terminal.reenter()
        } catch {
            throw .failure(error.message)
        }
        let terminal = self.terminal
        controller.redrawAll(size: terminal.size) { terminal.write($0) }
    }
}
