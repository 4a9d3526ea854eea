import DemoKitCore

extension ColorSupport {
    /// The colour support to use, decided the way well-behaved command-line
    /// tools decide it.
    ///
    /// This is the runner's policy, not the core's: a demo is handed a
    /// ``RenderContext`` and never reads the environment itself. It decides
    /// colour and nothing else: none of these variables, nor a pipe, asks
    /// for the accessible look, which only `--screen-reader` does
    /// (`RenderOptions.withReaderLook(_:)`).
    ///
    /// In order: `--color never` and `always`; then `NO_COLOR` (any non-empty
    /// value turns colour off); then `FORCE_COLOR` (`0`/`false` off, `1` 16
    /// colours, `2` 256, `3` truecolor, other values 16); then, only if the
    /// output is a terminal, `TERM=dumb` turns colour off and `COLORTERM`
    /// (`truecolor`/`24bit`) and `TERM` (`*-256color`, `*-truecolor`/`*-direct`)
    /// say how many colours there are. `always` uses what the environment
    /// says, and at least 16 colours.
    ///
    /// - Parameters:
    ///   - mode: The `--color` flag.
    ///   - environment: The process environment.
    ///   - isTerminal: Whether the output is a terminal.
    /// - Returns: The colour support to encode output for.
    ///
    /// <!-- not compiled: a line of the runner, with libc -->
    /// ```swift
    /// let support = ColorSupport.detect(
    ///     mode: .auto,
    ///     environment: ProcessInfo.processInfo.environment,
    ///     isTerminal: isatty(STDOUT_FILENO) == 1)
    /// ```
    package static func detect(
        mode: ColorMode,
        environment: [String: String],
        isTerminal: Bool
    ) -> ColorSupport {
        if mode == .never { return .none }
        let level = levelFromEnvironment(environment)
        if mode == .always { return max(level ?? .ansi16, .ansi16) }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        // An empty FORCE_COLOR is treated as unset, as force-color.org asks.
        if let force = environment["FORCE_COLOR"], !force.isEmpty {
            switch force.lowercased() {
            case "0", "false", "no": return .none
            case "2": return .ansi256
            case "3": return .trueColor
            case "1", "true", "yes": return max(level ?? .ansi16, .ansi16)
            default: return .ansi16
            }
        }
        guard isTerminal else { return .none }
        if environment["TERM"] == "dumb" { return .none }
        return level ?? .ansi16
    }

    private static func levelFromEnvironment(_ environment: [String: String]) -> ColorSupport? {
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        let term = environment["TERM"]?.lowercased() ?? ""
        if term.hasSuffix("-truecolor") || term.hasSuffix("-direct") { return .trueColor }
        if term.hasSuffix("-256color") || term.contains("256") { return .ansi256 }
        if term.isEmpty || term == "dumb" { return nil }
        return .ansi16
    }
}
