import DemoKitCore
import DemoKitTerminal

/// `open --play` on a real terminal: runs a live demo in place, below the
/// command, as the component would run in a program. Keys decoded by
/// ``KeyDecoder`` go to the demo; virtual time follows a monotonic clock
/// read here, never by the demo; the screen is redrawn at the demo's next
/// frame or after input, rewriting only the lines that changed.
///
/// It ends when the demo has an outcome, when a demo that takes no input
/// stops changing, or when the input closes. Ctrl-C stays a signal, so it
/// interrupts as it would any program: ``TerminalRestorer`` puts the
/// terminal back and the process ends with status 130.
struct LivePlaySession {
    /// The demo as messages name it: `Prompts/yesNo (tweak default)`.
    let name: String
    private(set) var player: LivePlayer
    /// Renders the player's demo as `open` shows it.
    let render: (LivePlayer) throws -> TextBlock
    let terminal: RawTerminal
    /// `--width`, which the rendering keeps when the terminal is resized;
    /// without it the rendering follows the terminal's width.
    let fixedWidth: Int?
    /// The time limit on the demo's code: from each event to the frame
    /// drawn after it, never while the session waits for keys.
    let deadline: RenderDeadline?
    private var writer: InlineFrameWriter

    /// How long to wait after a lone `ESC` for the rest of an escape
    /// sequence before taking it as the Escape key.
    static let escapeTimeoutMilliseconds: Int32 = 100

    init(
        name: String, player: LivePlayer, colorSupport: ColorSupport, terminal: RawTerminal, fixedWidth: Int?,
        deadline: RenderDeadline? = nil, render: @escaping (LivePlayer) throws -> TextBlock
    ) {
        self.name = name
        self.player = player
        self.render = render
        self.terminal = terminal
        self.fixedWidth = fixedWidth
        self.deadline = deadline
        writer = InlineFrameWriter(colorSupport: colorSupport)
    }

    /// Plays until the demo ends, then restores the terminal, leaving the
    /// last frame on screen and the cursor below it.
    ///
    /// - Returns: The demo's outcome, if it has one.
    /// - Throws: A failure when the terminal cannot be put in raw mode or
    ///   the demo fails to render.
    mutating func run() throws(RunnerError) -> DemoOutcome? {
        do {
            try terminal.enter()
        } catch {
            throw .failure(error.message)
        }
        defer { terminal.leave() }
        let clock = ContinuousClock()
        let start = clock.now
        let elapsed = { clock.now - start }
        var decoder = KeyDecoder()
        deadline?.arm()
        try draw()
        deadline?.disarm()
        loop: while player.outcome == nil, player.isInteractive || player.nextFrame != nil {
            let inputs: [DemoInput]
            switch terminal.waitForEvent(timeoutMilliseconds: timeout(elapsed: elapsed(), decoder: decoder)) {
            case .input(let bytes):
                inputs = decoder.feed(bytes)
            case .timedOut:
                inputs = decoder.flush()
            case .resized:
                inputs = []
                if fixedWidth == nil {
                    player.resize(width: terminal.size.columns, height: player.context.height.map { _ in terminal.size.rows - 1 })
                }
            case .resumed:
                inputs = []
                do {
                    try terminal.reenter()
                } catch {
                    throw .failure(error.message)
                }
                writer.invalidate()
            case .interrupted, .message:
                inputs = []
            case .closed:
                break loop
            }
            // Time moves first, so a key is handled at the moment it came.
            deadline?.arm()
            let now = elapsed()
            if now > player.time { player.seek(to: now) }
            for input in inputs { player.send(input) }
            try draw()
            deadline?.disarm()
        }
        return player.outcome
    }

    /// How long to wait for input: until the rest of an escape sequence,
    /// the next frame, or (for a demo that only waits for keys) for ever.
    private func timeout(elapsed: Duration, decoder: KeyDecoder) -> Int32 {
        var timeout: Int32 = -1
        if decoder.hasPendingInput { timeout = Self.escapeTimeoutMilliseconds }
        if let next = player.nextFrame {
            // Rounded up, so that the wait ends at or after the frame.
            let (seconds, attoseconds) = (next - elapsed).components
            let milliseconds = max(0, seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
            let wait = Int32(clamping: milliseconds)
            timeout = timeout < 0 ? wait : min(timeout, wait)
        }
        return timeout
    }

    private mutating func draw() throws(RunnerError) {
        let block: TextBlock
        do {
            block = try render(player)
        } catch {
            throw .failure("\(name) failed to render at t = \(player.time.clockLabel): \(error)")
        }
        terminal.write(writer.output(for: block.lines, size: terminal.size))
    }
}
