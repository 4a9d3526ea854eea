/// The flags, option values and positional arguments of one command line.
package struct ParsedArguments: Sendable, Equatable {
    package var flags: Set<String> = []
    package var values: [String: String] = [:]
    package var positionals: [String] = []

    package init() {}

    /// Whether `--help` or `-h` was given.
    package var asksForHelp: Bool { flags.contains(OptionSpec.help.name) }
}
