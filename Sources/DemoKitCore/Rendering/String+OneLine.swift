extension String {
    /// The text made safe for a one-line message on a terminal; see
    /// ``TerminalSafeText/oneLine(_:)``.
    package var oneLineForTerminal: String { TerminalSafeText.oneLine(self) }
}
