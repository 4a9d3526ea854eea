/// How the terminal's line discipline treats the keys a stream component
/// reads: the input side of termios, as far as a component can tell.
///
/// A real terminal's input passes through the kernel's line discipline
/// before a program reads it, and what arrives depends on the flags the
/// program left on. Two settings are common, and a component set through
/// ``HeadlessTerminal/inputMode`` gets what it would get from a real tty:
///
/// - ``noncanonical`` (the default): a program that clears only `ECHO` and
///   `ICANON`, as tuist/Noora's `Terminal` does, keeps `ICRNL` and `ISIG`.
///   Enter arrives as LF, and Ctrl-C interrupts the program.
/// - ``raw``: a program that calls `cfmakeraw` clears both. Enter arrives
///   as CR and Ctrl-C as the byte 0x03.
///
/// ```swift
/// struct RawPromptDemo: TerminalComponentDemo, InteractiveDemo {
///     func run(in terminal: HeadlessTerminal) {
///         terminal.inputMode = .raw          // as the component's cfmakeraw does
///         if terminal.read() == [0x0D] { terminal.report(.value("Enter")) }
///     }
/// }
/// ```
///
/// Echo and line buffering (`ECHO`, `ICANON`) are not modelled: a component
/// always reads key by key, and nothing it did not write is shown.
public struct TerminalInputMode: Sendable, Hashable {
    /// Whether CR (0x0D) is delivered as LF (0x0A), as termios `ICRNL` does:
    /// Enter, and the line breaks of a paste, arrive as LF.
    public var translatesCarriageReturns: Bool

    /// Whether Ctrl-C (0x03) interrupts the component, as termios `ISIG`
    /// does by sending `SIGINT`, whose default action ends the program.
    ///
    /// The component's read returns `nil` (end of input), as it would for a
    /// program that has already gone; what it writes or reports afterwards
    /// is dropped, and the demo ends with `DemoOutcome.cancelled`. When this
    /// is `false`, Ctrl-C arrives as the byte 0x03. Other signal characters
    /// (Ctrl-\, Ctrl-Z) always arrive as bytes.
    public var interruptsOnControlC: Bool

    /// A mode with the given flags.
    ///
    /// - Parameters:
    ///   - translatesCarriageReturns: termios `ICRNL`: CR arrives as LF.
    ///   - interruptsOnControlC: termios `ISIG`: Ctrl-C ends the run as
    ///     cancelled.
    public init(translatesCarriageReturns: Bool, interruptsOnControlC: Bool) {
        self.translatesCarriageReturns = translatesCarriageReturns
        self.interruptsOnControlC = interruptsOnControlC
    }

    /// What a program that clears only `ECHO` and `ICANON` reads: CR as LF,
    /// and Ctrl-C interrupts. The default.
    ///
    /// It is the default because it serves both kinds of component: one
    /// written for this mode (tuist/Noora waits for `"\n"`) never sees a CR
    /// on a real tty and would ignore Enter without it, while most raw-mode
    /// key readers take LF for Enter as well as CR, and end on Ctrl-C as an
    /// interrupt does. A component that needs CR or 0x03 itself sets
    /// ``raw``, as it calls `cfmakeraw` on a real terminal.
    public static let noncanonical = TerminalInputMode(translatesCarriageReturns: true, interruptsOnControlC: true)

    /// What a program that calls `cfmakeraw` reads: every byte as the
    /// terminal sends it, CR for Enter and 0x03 for Ctrl-C.
    public static let raw = TerminalInputMode(translatesCarriageReturns: false, interruptsOnControlC: false)
}

extension TerminalInputMode {
    /// What the line discipline makes of the bytes of one key press or
    /// paste.
    enum Delivery: Equatable {
        /// The bytes the component reads.
        case bytes([UInt8])
        /// Ctrl-C with `ISIG` on: the component's process is interrupted,
        /// and the input queue is flushed with it.
        case interrupt
    }

    /// The bytes as a program in this mode reads them.
    func deliver(_ bytes: [UInt8]) -> Delivery {
        if interruptsOnControlC, bytes.contains(0x03) { return .interrupt }
        // ICRNL: the kernel turns CR into LF before the read.
        guard translatesCarriageReturns else { return .bytes(bytes) }
        return .bytes(bytes.map { $0 == 0x0D ? 0x0A : $0 })
    }
}
