import DemoKitCore

/// The browser on a real terminal: reads keys, feeds them to
/// ``BrowserState``, draws what changed and remembers the demo and tweak.
///
/// This is the only part of the browser that does I/O; everything it
/// decides is in the state machine and the screen, which are tested without
/// a terminal.
struct BrowserSession {
    var state: BrowserState
    var screen = BrowserScreen()
    var writer: FrameWriter
    var preferences: Preferences
    let store: PreferencesStore
    let terminal: RawTerminal
    /// Whether the preferences file failed to save and the user was told:
    /// once is enough, the key hints must not give way on every move.
    private var hasWarnedAboutSaving = false

    /// How long to wait after a lone `ESC` for the rest of an escape
    /// sequence before taking it as the Escape key: long enough for an
    /// arrow's bytes to arrive together over ssh or tmux.
    static let escapeTimeoutMilliseconds: Int32 = 100

    init(state: BrowserState, preferences: Preferences, store: PreferencesStore, terminal: RawTerminal) {
        self.state = state
        self.preferences = preferences
        self.store = store
        self.terminal = terminal
        writer = FrameWriter(colorSupport: state.colorSupport)
    }

    /// Runs until `q`, Ctrl-C or the terminal closes, then restores the
    /// terminal.
    ///
    /// - Throws: A failure when the terminal cannot be put in raw mode.
    mutating func run() throws(RunnerError) {
        try terminal.enter()
        defer { terminal.leave() }
        state.resize(to: terminal.size)
        remember(state.reference)
        draw()
        var decoder = KeyDecoder()
        loop: while true {
            let timeout = decoder.hasPendingInput ? Self.escapeTimeoutMilliseconds : -1
            var keys: [BrowserKey] = []
            switch terminal.waitForEvent(timeoutMilliseconds: timeout) {
            case .input(let bytes):
                keys = decoder.feed(bytes)
            case .timedOut:
                keys = decoder.flush()
            case .resized:
                state.resize(to: terminal.size)
                writer.invalidate()
            case .resumed:
                try resume()
            case .interrupted:
                continue
            case .closed:
                break loop
            }
            var pending: Preferences.DemoReference?
            var quit = false
            var suspend = false
            for key in keys where !quit && !suspend {
                for effect in state.handle(key) {
                    switch effect {
                    case .remember(let reference): pending = reference
                    case .redraw: writer.invalidate()
                    case .suspend: suspend = true
                    case .quit: quit = true
                    }
                }
            }
            // Held-down keys arrive in batches: remember once per batch.
            if let pending { remember(pending) }
            if quit { break loop }
            if suspend { try suspendUntilResumed() }
            draw()
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
        try terminal.reenter()
        state.resize(to: terminal.size)
        writer.invalidate()
    }

    private mutating func draw() {
        let frame = screen.compose(state)
        state.noteDemoScrollLimit(frame.demoScrollLimit, pageRows: frame.demoPageRows)
        terminal.write(writer.output(for: frame, size: state.size))
    }

    /// Saves the demo and tweak, as `open` does, when they changed.
    private mutating func remember(_ reference: Preferences.DemoReference?) {
        guard let reference else { return }
        var updated = preferences
        updated.lastDemo = reference
        guard updated != preferences else { return }
        preferences = updated
        if let warning = store.save(updated), !hasWarnedAboutSaving {
            hasWarnedAboutSaving = true
            let shown = state.message.map { $0.text.contains(warning) ? $0.text : $0.text + "; " + warning }
            state.show(BrowserMessage(shown ?? warning, isWarning: true))
        }
    }
}
