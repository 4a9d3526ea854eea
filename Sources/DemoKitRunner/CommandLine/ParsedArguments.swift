/// The flags, option values and positional arguments of one command line.
package struct ParsedArguments: Sendable, Equatable {
    package var flags: Set<String> = []
    package var values: [String: String] = [:]
    package var positionals: [String] = []
    /// Every value of each option, in order, for a repeatable option
    /// (`--set a=1 --set b=2`); ``values`` keeps the last.
    package var allValues: [String: [String]] = [:]

    package init() {}

    /// Whether `--help` or `-h` was given.
    package var asksForHelp: Bool { flags.contains(OptionSpec.help.name) }
}
