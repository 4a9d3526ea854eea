import DemoKitCore
import DemoKitSnapshots
import DemoKitTerminal

/// The browser's work between a key and the next one, without a terminal:
/// apply the keys to ``BrowserState``, draw what changed, then remember the
/// demo and tweak.
///
/// The frame is written before the preferences are saved, and the save
/// runs on a ``PreferencesSaver`` off this thread, coalesced, so a key
/// never waits for the disk. ``BrowserSession`` drives it from a real
/// terminal; the browser benchmark drives it from a script of keys.
package struct BrowserController {
    /// What the keys of a batch ask of the terminal shell.
    package enum Outcome: Equatable {
        case `continue`
        case suspend
        case quit
    }

    package private(set) var state: BrowserState
    private var screen = BrowserScreen()
    private var writer: FrameWriter
    private var preferences: Preferences
    private let saver: PreferencesSaver
    /// Whether a save failed and the user was told: once is enough, the
    /// key hints must not give way on every move.
    private var hasWarnedAboutSaving = false
    /// Told when the browser is about to run demo code and when it is done:
    /// a supervisor's watch for crashes and hangs.
    private var report: ((BrowserReport) -> Void)?
    /// Whether a ``BrowserReport/busy(_:)`` has had no ``BrowserReport/idle(_:)`` yet.
    private var isBusy = false
    /// Whether the browser audits each demo shown, once, while it waits
    /// for keys (``auditNextDemo(write:)``).
    private let auditsInBackground: Bool

    /// - Parameters:
    ///   - state: Where the browser starts.
    ///   - preferences: The preferences as loaded; only changes are saved.
    ///   - store: Where changes are saved, or `nil` to remember nothing
    ///     (a file that is not DemoKit's).
    ///   - auditsInBackground: Whether to audit each demo shown while
    ///     waiting for keys, so the sidebar marks those with findings.
    package init(
        state: BrowserState, preferences: Preferences, store: PreferencesStore?, auditsInBackground: Bool = false
    ) {
        self.state = state
        self.auditsInBackground = auditsInBackground
        self.preferences = preferences
        saver = PreferencesSaver(store: store)
        writer = FrameWriter(colorSupport: state.settings.colorSupport)
    }

    /// Applies `keys`, writes the frame, then hands the demo and tweak to
    /// the saver. Keys after a quit or a suspend are dropped.
    ///
    /// - Parameters:
    ///   - keys: The keys and pastes of one read.
    ///   - now: The browser's clock when they arrived: a live demo's
    ///     virtual time catches up first, so it gets them at the right
    ///     time. `nil` lets no time pass.
    ///   - write: Writes to the terminal.
    package mutating func handle(
        _ keys: [DemoInput], at now: Duration? = nil, write: (String) -> Void
    ) -> Outcome {
        defer { reportIdle() }
        reportBusy()
        if let now { state.tick(now: now) }
        var pending: Preferences.DemoReference?
        var outcome = Outcome.continue
        for key in keys where outcome == .continue {
            for effect in state.handle(key) {
                switch effect {
                // Held-down keys arrive in batches: remember once per batch.
                case .remember(let reference): pending = reference
                case .redraw: writer.invalidate()
                case .suspend: outcome = .suspend
                case .quit: outcome = .quit
                }
            }
        }
        if outcome == .continue { draw(write: write) }
        remember(pending)
        return outcome
    }

    /// Lets real time pass and draws when the live demo's next frame came
    /// due; draws nothing otherwise.
    ///
    /// - Parameters:
    ///   - now: A reading of the browser's monotonic clock.
    ///   - write: Writes to the terminal: only the lines that changed.
    /// - Returns: Whether a frame was drawn.
    @discardableResult
    package mutating func advanceTime(to now: Duration, write: (String) -> Void) -> Bool {
        if state.live != nil { reportBusy() }
        defer { reportIdle() }
        guard state.tick(now: now) else { return false }
        draw(write: write)
        return true
    }

    /// How long from `now` until the live demo's next frame, or `nil` when
    /// the screen does not change by itself: how long the session may wait
    /// for a key.
    package func timeUntilNextFrame(now: Duration) -> Duration? {
        state.timeUntilNextFrame(now: now)
    }

    /// Draws the first frame and remembers where the browser starts.
    ///
    /// - Parameters:
    ///   - size: The terminal's size.
    ///   - now: The browser's clock, from which a live demo's time runs.
    ///   - write: Writes to the terminal.
    package mutating func start(size: TerminalSize, at now: Duration? = nil, write: (String) -> Void) {
        defer { reportIdle() }
        if let now { state.tick(now: now) }
        state.resize(to: size)
        draw(write: write)
        remember(state.reference)
    }

    /// Lays the screen out for `size` and draws it whole.
    package mutating func redrawAll(size: TerminalSize, write: (String) -> Void) {
        defer { reportIdle() }
        state.resize(to: size)
        writer.invalidate()
        draw(write: write)
    }

    /// Whether the demo shown is still to be audited.
    package var hasAuditWork: Bool { auditsInBackground && state.nextDemoToAudit != nil }

    /// Audits the tweak shown when it has not been yet
    /// (``BrowserState/nextDemoToAudit``) and redraws what changed: its
    /// demo's mark in the sidebar and its key hint. The session calls it
    /// when no key came, so moving through the catalog never waits for an
    /// audit.
    package mutating func auditNextDemo(write: (String) -> Void) {
        guard auditsInBackground, state.nextDemoToAudit != nil else { return }
        // The audit says whose code it runs (busy); idle follows, naming
        // where the person is.
        if report != nil { isBusy = true }
        defer { reportIdle() }
        state.auditShownTweak()
        draw(write: write)
    }

    /// Shows the warning of a save that failed, once per session, and
    /// redraws; returns whether there was one.
    @discardableResult
    package mutating func showSaveWarning(write: (String) -> Void) -> Bool {
        guard let warning = saver.takeWarning(), !hasWarnedAboutSaving else { return false }
        defer { reportIdle() }
        hasWarnedAboutSaving = true
        let shown = state.message.map { $0.text.contains(warning) ? $0.text : $0.text + "; " + warning }
        state.show(BrowserMessage(shown ?? warning, isWarning: true))
        draw(write: write)
        return true
    }

    /// Whether a save is waiting or running, or its failure is still to be
    /// shown (``showSaveWarning(write:)``).
    package var isSaving: Bool { saver.needsAttention }

    /// Returns when the last demo and tweak are on disk.
    package func finishSaving() {
        saver.flush()
    }

    /// Applies what the supervisor says: a build's progress or errors are
    /// drawn; a new build asks the browser to quit, to be started again
    /// from it at the same place.
    package mutating func handle(_ message: SupervisorMessage, write: (String) -> Void) -> Outcome {
        switch message {
        case .build(let status):
            guard state.build != status else { return .continue }
            state.build = status
            writer.invalidate()
            draw(write: write)
            reportIdle()
            return .continue
        case .reload:
            report?(.reloading)
            return .quit
        case .start:
            // For a standby browser, which reads it before it starts.
            return .continue
        case .upToDate:
            guard state.build != nil else { return .continue }
            state.build = nil
            writer.invalidate()
            draw(write: write)
            reportIdle()
            return .continue
        }
    }

    /// Reports, from now on, when the browser runs demo code and when it
    /// is done (see ``BrowserReport``).
    package mutating func report(to report: @escaping (BrowserReport) -> Void) {
        self.report = report
        state.demoCodeWillRun = { report(.busy($0)) }
        state.demoCodeDidRun = { report(.idle($0)) }
    }

    private mutating func reportBusy() {
        guard let report, let place = state.place else { return }
        isBusy = true
        report(.busy(place))
    }

    private mutating func reportIdle() {
        guard isBusy, let report, let place = state.place else { return }
        isBusy = false
        report(.idle(place))
    }

    private mutating func draw(write: (String) -> Void) {
        reportBusy()
        let frame = screen.compose(state)
        state.noteDemoScrollLimit(frame.demoScrollLimit, pageRows: frame.demoPageRows)
        write(writer.output(for: frame.lines, size: state.size))
    }

    /// Saves the demo, tweak and script when they changed.
    private mutating func remember(_ reference: Preferences.DemoReference?) {
        guard let reference else { return }
        var updated = preferences
        updated.lastDemo = reference
        guard updated != preferences else { return }
        preferences = updated
        saver.save(updated)
    }
}
