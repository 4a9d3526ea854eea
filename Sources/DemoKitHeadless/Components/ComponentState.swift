import DemoKitCore

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

/// The clock a ``HeadlessTerminal`` hands out reads its run.
struct HostTimeline: DemoTimeline {
    let run: ComponentRun

    var now: Duration { run.virtualTime }

    func sleep(until deadline: Duration) async throws {
        try await run.suspendingSleep(until: deadline)
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
