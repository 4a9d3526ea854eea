import DemoKitCore

/// A run of a stream component, as its host sees it, whichever engine runs
/// it: ``ComponentRun`` (a synchronous component on its own thread, in
/// virtual time), ``AsyncComponentRun`` (an `async` component on an
/// executor of its own, in virtual time) or ``RealTimeComponentRun`` (either
/// kind, on the real clock).
protocol ComponentEngine: AnyObject, Sendable {
    /// The terminal's size, and its output translation, for the host to
    /// tell whether a request continues this run.
    var columns: Int { get }
    var rows: Int { get }
    var translatesNewlines: Bool { get }

    /// Whether a request for `inputs` at `horizon` continues this run.
    func canContinue(with inputs: [TimedInput], horizon: Duration, inputClosed: Bool) -> Bool

    /// Lets the component run on to `horizon` with `inputs`, and waits until
    /// it parks or finishes, at most `limit` of real time.
    func advance(inputs: [TimedInput], horizon: Duration, inputClosed: Bool, limit: Duration) throws(TerminalComponentError)

    /// Ends the run and waits, at most the demo's time limit, for the
    /// component to finish.
    func end()

    /// The state the component stopped in.
    var currentState: ComponentState { get }

    /// The outcome the component reported, if any.
    var outcome: DemoOutcome? { get }

    /// A copy of the terminal as the component left it.
    var terminalSnapshot: VirtualTerminal { get }
}

/// Why a run stopped for its host.
enum ComponentState: Equatable {
    /// The component is running; the host waits.
    case running
    /// Waiting for input, or for virtual time `wake`; `nil` when only a
    /// key can wake it.
    case parked(wake: Duration?)
    /// The component returned, or threw `failure`.
    case finished(failure: String?)
}

/// An input and the virtual time it arrived.
typealias TimedInput = PlayedInput

/// What a component's ``HeadlessTerminal`` asks of the run behind it.
protocol ComponentHost: AnyObject, Sendable {
    func write(_ string: String)
    func write<Bytes: Sequence<UInt8>>(bytes: Bytes)
    var inputMode: TerminalInputMode { get set }
    /// The next input's bytes; `nil` at end of input or after `timeout`.
    /// Blocks the calling thread.
    func read(timeout: Duration?) -> [UInt8]?
    func readByte(timeout: Duration?) -> UInt8?
    /// The next input's bytes, suspending the calling task.
    func suspendingRead(timeout: Duration?) async -> [UInt8]?
    var isAtEnd: Bool { get }
    /// Waits `duration`, blocking the calling thread.
    func sleep(for duration: Duration)
    /// Suspends the calling task until the run's time reaches `deadline`;
    /// throws `CancellationError` when the task is cancelled or the run
    /// ends first.
    func suspendingSleep(until deadline: Duration) async throws
    /// The run's time: virtual, or real time since the run started.
    var virtualTime: Duration { get }
    var size: (columns: Int, rows: Int) { get }
    func report(_ outcome: DemoOutcome)
}

/// The clock a ``HeadlessTerminal`` hands out reads its run.
struct HostTimeline: DemoTimeline {
    let host: any ComponentHost

    var now: Duration { host.virtualTime }

    func sleep(until deadline: Duration) async throws {
        try await host.suspendingSleep(until: deadline)
    }
}

/// Bytes of one input that a component reads a byte at a time.
struct PendingBytes {
    private var bytes: [UInt8] = []
    private var offset = 0

    var isEmpty: Bool { offset >= bytes.count }

    /// The rest, all at once.
    mutating func takeAll() -> [UInt8]? {
        guard !isEmpty else { return nil }
        defer { bytes.removeAll(keepingCapacity: true); offset = 0 }
        return Array(bytes[offset...])
    }

    /// The next byte.
    mutating func takeByte() -> UInt8? {
        guard !isEmpty else { return nil }
        offset += 1
        return bytes[offset - 1]
    }

    /// Keeps the bytes after the first of `input`, and returns the first.
    mutating func split(_ input: [UInt8]) -> UInt8? {
        bytes = Array(input.dropFirst())
        offset = 0
        return input.first
    }
}

extension VirtualTerminal {
    /// Writes a component's bytes through the output side of the line
    /// discipline: with `translatesNewlines` (termios `OPOST` and `ONLCR`),
    /// LF goes out as CR LF.
    mutating func write<Bytes: Sequence<UInt8>>(componentBytes bytes: Bytes, translatesNewlines: Bool) {
        guard translatesNewlines else {
            write(bytes: bytes)
            return
        }
        var translated: [UInt8] = []
        translated.reserveCapacity(bytes.underestimatedCount + 16)
        for byte in bytes {
            if byte == 0x0A { translated.append(0x0D) }
            translated.append(byte)
        }
        write(bytes: translated)
    }
}

/// What a run has been asked for so far: the inputs, up to which time, and
/// whether more input may come.
struct RunProgress {
    var inputs: [TimedInput]
    var horizon: Duration
    var inputClosed: Bool

    /// Whether a request for `inputs` at `horizon` continues this progress:
    /// no earlier time, no input taken back or changed, and no input after
    /// the end of input.
    func isContinued(by inputs: [TimedInput], horizon: Duration, inputClosed: Bool) -> Bool {
        guard horizon >= self.horizon, inputClosed == self.inputClosed || !self.inputClosed else { return false }
        guard inputs.count >= self.inputs.count else { return false }
        return inputs.starts(with: self.inputs)
    }
}
