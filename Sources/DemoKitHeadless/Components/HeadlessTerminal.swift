import DemoKitCore

/// The terminal a stream component runs in when it is demoed: where it
/// writes, where it reads keys, and the clock it sleeps on.
///
/// A ``TerminalComponentDemo`` hands one to its component in
/// ``TerminalComponentDemo/run(in:)``. Pass it, or its methods, wherever
/// the component takes its output, its input and its sleep:
///
/// <!-- not compiled: calls the reader's own component -->
/// ```swift
/// func run(in terminal: HeadlessTerminal) throws {
///     var output = terminal                        // a TextOutputStream
///     let answer = legacyPrompt(
///         options: ["Swift", "Rust"],
///         to: &output,
///         readKey: terminal.read,                  // () -> [UInt8]?
///         sleep: terminal.sleep(for:))             // (Duration) -> Void
///     if let answer { terminal.report(.value(answer)) }
/// }
/// ```
///
/// **Output.** It is a `TextOutputStream` (`print(…, to: &output)`), and
/// takes bytes (``write(contentsOf:)``), like a `FileHandle`. Everything
/// goes through DemoKit's ``VirtualTerminal``, which executes what a real
/// terminal would and keeps the screen; nothing reaches the real terminal.
///
/// **Input.** `read()` returns the bytes of the next key press or paste
/// as a program reads them from a terminal (`ESC [ A` for ↑, or `ESC O A`
/// once the component enabled application cursor keys; a paste bracketed
/// by `ESC [ 200 ~` when the component enabled bracketed paste), through
/// the line discipline of ``inputMode``: by default, as for a program that
/// clears only `ECHO` and `ICANON`, Enter arrives as LF and Ctrl-C ends the
/// run as cancelled; a component that calls `cfmakeraw` on a real terminal
/// sets ``TerminalInputMode/raw`` and reads CR for Enter and 0x03 for
/// Ctrl-C. ``readByte()`` gives the bytes one at a time. Both return `nil` at end of input: when a still demo renders, or
/// when the run has ended (an earlier time or another size is shown, other
/// input given, or the demo value dropped); a read with a timeout then
/// returns with its time passed, as a sleep does. A component must finish
/// when it sees end of input, as it would at the end of a piped standard
/// input.
///
/// **Time.** `sleep(for:)` waits in *virtual* time: the demo's animation
/// clock, not the wall clock. A component that calls `Thread.sleep`,
/// `usleep` or `Task.sleep` itself cannot be demoed deterministically;
/// give it a sleep parameter (`sleep: (Duration) -> Void`) and pass
/// `terminal.sleep(for:)`, and keep its real default for production. Read
/// ``now`` instead of the wall clock for elapsed times.
///
/// **Blocking.** The component runs on a thread of its own. If it neither
/// finishes nor waits on this terminal (a read or a sleep) within the
/// demo's ``TerminalComponentDemo/timeLimit`` of real time (2 seconds by
/// default), for example because it blocks on real I/O or a real sleep,
/// rendering throws ``TerminalComponentError/didNotWait(limit:)`` naming the
/// limit, and the runner shows that error instead of hanging.
///
/// Every method is safe to call from the component's thread; the terminal
/// is not meant to be shared with other threads.
public final class HeadlessTerminal: TextOutputStream, Sendable {
    private let run: ComponentRun
    private let reader: ReaderPreferences

    init(run: ComponentRun) {
        self.run = run
        reader = ReaderPreferences()
    }

    /// The same terminal, telling the component what `reader` says.
    init(sharing terminal: HeadlessTerminal, reader: ReaderPreferences) {
        run = terminal.run
        self.reader = reader
    }

    /// Whether the output may be read by a screen reader: the render
    /// context's `RenderContext.screenReader`, the accessible look a reader
    /// asks for (`--screen-reader`; never `NO_COLOR`, `TERM=dumb` or a pipe
    /// alone). Write
    /// append-only output then: no carriage returns or cursor movement to
    /// redraw a line, no spinner frames, no borders.
    ///
    /// <!-- not compiled: calls the reader's own component -->
    /// ```swift
    /// func run(in terminal: HeadlessTerminal) throws {
    ///     let progress = Progress(redraws: !terminal.screenReader)
    ///     try progress.run(writingTo: terminal)
    /// }
    /// ```
    public var screenReader: Bool { reader.screenReader }

    /// Whether the reader asked for reduced motion: the render context's
    /// `RenderContext.reduceMotion`. Show a still mark instead of spinner
    /// frames, and nothing that blinks.
    public var reduceMotion: Bool { reader.reduceMotion }

    /// Writes text, escape sequences and all.
    public func write(_ string: String) {
        run.write(string)
    }

    /// Writes bytes (UTF-8 text and escape sequences, split anywhere), as
    /// `FileHandle.write(contentsOf:)` does.
    public func write<Bytes: Sequence<UInt8>>(contentsOf bytes: Bytes) {
        run.write(bytes: bytes)
    }

    /// How the terminal's line discipline treats input, as the component's
    /// termios flags would: whether Enter's CR arrives as LF (`ICRNL`) and
    /// whether Ctrl-C interrupts (`ISIG`). Defaults to
    /// ``TerminalInputMode/noncanonical`` (both on); a component that puts
    /// the terminal in raw mode sets ``TerminalInputMode/raw`` first, as it
    /// calls `cfmakeraw`:
    ///
    /// ```swift
    /// func run(in terminal: HeadlessTerminal) {
    ///     terminal.inputMode = .raw
    ///     let enter = terminal.read() == [0x0D]   // CR, not LF
    ///     terminal.write(enter ? "Enter\r\n" : "another key\r\n")
    /// }
    /// ```
    ///
    /// It applies to what is read after it is set, and each run of the
    /// component starts with the default.
    public var inputMode: TerminalInputMode {
        get { run.inputMode }
        set { run.inputMode = newValue }
    }

    /// The bytes of the next key press or paste, as the terminal delivers
    /// them in ``inputMode``; `nil` at end of input. Waits (in virtual time) until the next input
    /// arrives.
    public func read() -> [UInt8]? {
        run.read(timeout: nil)
    }

    /// The bytes of the next key press or paste, or `nil` if none arrives
    /// within `timeout` of virtual time, or at end of input (see
    /// ``isAtEndOfInput``). For a component that animates while it waits for
    /// keys, like `poll` with a timeout.
    public func read(timeout: Duration) -> [UInt8]? {
        run.read(timeout: timeout)
    }

    /// The next byte of input; `nil` at end of input.
    public func readByte() -> UInt8? {
        run.readByte(timeout: nil)
    }

    /// The next byte of input, or `nil` if none arrives within `timeout` of
    /// virtual time, or at end of input.
    public func readByte(timeout: Duration) -> UInt8? {
        run.readByte(timeout: timeout)
    }

    /// Whether every input has been read and no more will come.
    public var isAtEndOfInput: Bool { run.isAtEnd }

    /// Waits `duration` of virtual time.
    public func sleep(for duration: Duration) {
        run.sleep(for: duration)
    }

    /// The virtual time since the component started (in a demo that runs
    /// in real time, the real time since it started).
    public var now: Duration { run.virtualTime }

    /// A `Clock` on the component's time, for code that takes one: its
    /// `now` is ``now``, and a sleep on it waits as `sleep(for:)` does
    /// (suspending the task in an ``AsyncTerminalComponentDemo``).
    ///
    /// ```swift
    /// func run(in terminal: HeadlessTerminal) async throws {
    ///     let clock = terminal.clock
    ///     let start = clock.now
    ///     try await Task.sleep(for: .seconds(2), clock: clock)
    ///     terminal.write("done in \(start.duration(to: clock.now))\n")   // 2.0 seconds
    /// }
    /// ```
    public var clock: DemoClock { DemoClock(timeline: HostTimeline(run: run)) }

    // MARK: - Suspending

    /// The bytes of the next key press or paste; `nil` at end of input.
    /// Suspends the calling task, holding no thread, until the input
    /// arrives in the demo's time: for an ``AsyncTerminalComponentDemo``.
    /// (In a synchronous ``TerminalComponentDemo`` it waits as `read()` does.)
    public func read() async -> [UInt8]? {
        await run.suspendingRead(timeout: nil)
    }

    /// The bytes of the next key press or paste, or `nil` if none arrives
    /// within `timeout` of the demo's time, or at end of input. Suspends the
    /// calling task.
    public func read(timeout: Duration) async -> [UInt8]? {
        await run.suspendingRead(timeout: timeout)
    }

    /// Suspends the calling task for `duration` of the demo's time.
    ///
    /// - Throws: `CancellationError` when the task is cancelled or the run
    ///   ends first (another time or input is shown, or the demo is dropped),
    ///   as `Task.sleep(for:)` throws when cancelled.
    public func sleep(for duration: Duration) async throws {
        try await run.suspendingSleep(until: run.virtualTime + max(duration, .zero))
    }

    /// The terminal's width in columns: the render context's width.
    public var columns: Int { run.size.columns }

    /// The terminal's height in rows.
    public var rows: Int { run.size.rows }

    /// Reports how the interaction ended: the chosen option, cancelled. A
    /// component that returns without reporting ends with
    /// `DemoOutcome.completed`; one that throws ends with
    /// `DemoOutcome.failed(_:)`.
    public func report(_ outcome: DemoOutcome) {
        run.report(outcome)
    }
}

/// Why a stream component could not be shown.
public enum TerminalComponentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The component neither finished nor waited on its ``HeadlessTerminal``
    /// (a read or a sleep) within `limit` of real time.
    case didNotWait(limit: Duration)
    /// An `async` component in virtual time waited, for `limit` of real
    /// time, on something outside its run and nothing of its terminal: a
    /// `Task.sleep` on the real clock, or work elsewhere that did not come
    /// back.
    case waitedOutside(limit: Duration)
    /// The component threw; the message is the error's description.
    case failed(String)

    public var description: String {
        switch self {
        case .didNotWait(let limit):
            "the component neither finished nor waited for a key or a virtual sleep within "
                + "\(limit.secondsLabel) of real time; give it the HeadlessTerminal's read and sleep(for:) "
                + "instead of real input and real sleeps, or raise the demo's timeLimit"
        case .waitedOutside(let limit):
            "the component waited on the real clock (or on work outside its run) for "
                + "\(limit.secondsLabel) while the demo is in virtual time; give it terminal.clock "
                + "(Task.sleep(for:clock:), a Clock parameter) or use timing: .realTime"
        case .failed(let message):
            "the component threw an error: \(message)"
        }
    }
}
