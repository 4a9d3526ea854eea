import DemoKitCore
import DemoKitSnapshots
import DemoKitTerminal

/// The browser on a real terminal: reads keys and signals and hands them to
/// a ``BrowserController``, which draws and remembers.
///
/// This is the only part of the browser that does terminal I/O; everything
/// it decides is in the controller, the state machine and the screen, which
/// are tested without a terminal.
struct BrowserSession {
    var controller: BrowserController
    let terminal: RawTerminal

    /// How long to wait after a lone `ESC` for the rest of an escape
    /// sequence before taking it as the Escape key: long enough for an
    /// arrow's bytes to arrive together over ssh or tmux.
    static let escapeTimeoutMilliseconds: Int32 = 100

    /// How often to look for the outcome of a save while one runs, so a
    /// save that failed is reported without waiting for a key.
    static let saveCheckMilliseconds: Int32 = 50

    init(controller: BrowserController, terminal: RawTerminal) {
        self.controller = controller
        self.terminal = terminal
    }

    /// Runs until `q`, Ctrl-C or the terminal closes, then restores the
    /// terminal once the last demo and tweak are saved.
    ///
    /// - Throws: A failure when the terminal cannot be put in raw mode.
    mutating func run() throws(RunnerError) {
        do {
            try terminal.enter()
        } catch {
            throw .failure(error.message)
        }
        defer {
            controller.finishSaving()
            terminal.leave()
        }
        let write = terminal.write
        controller.start(size: terminal.size, write: write)
        var decoder = KeyDecoder()
        loop: while true {
            let timeout =
                decoder.hasPendingInput
                ? Self.escapeTimeoutMilliseconds : controller.isSaving ? Self.saveCheckMilliseconds : -1
            var keys: [DemoInput] = []
            switch terminal.waitForEvent(timeoutMilliseconds: timeout) {
            case .input(let bytes):
                keys = decoder.feed(bytes)
            case .timedOut:
                keys = decoder.flush()
            case .resized:
                controller.redrawAll(size: terminal.size, write: write)
            case .resumed:
                try resume()
            case .interrupted:
                break
            case .closed:
                break loop
            }
            if !keys.isEmpty {
                switch controller.handle(keys, write: write) {
                case .continue: break
                case .suspend: try suspendUntilResumed()
                case .quit: break loop
                }
            }
            controller.showSaveWarning(write: write)
        }
    }

    /// Gives the terminal back to the shell and stops; when the shell
    /// resumes the browser (`fg`), takes the terminal again and redraws.
    private mutating func suspendUntilResumed() throws(RunnerError) {
        terminal.suspend()
        try resume()
    }

    /// Takes the terminal again after a stop (Ctrl-Z, `kill -TSTP`,
    /// `kill -STOP`) and the continue that follows, and redraws it all.
    private mutating func resume() throws(RunnerError) {
        do {
            try terminal.reenter()
        } catch {
            throw .failure(error.message)
        }
        controller.redrawAll(size: terminal.size, write: terminal.write)
    }
}
