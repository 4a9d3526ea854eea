/// The flags, option values and positional arguments of one command line.
package struct ParsedArguments: Sendable, Equatable {
    package var flags: Set<String> = []
    package var values: [String: String] = [:]
    package var positionals: [String] = []

    package init() {}

    package func has(_ flag: String) -> Bool { flags.contains(flag) }
    package func value(_ option: String) -> String? { values[option] }
}
