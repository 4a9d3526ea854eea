/// The declaration of a subcommand: what `--help` prints and what the
/// argument parser accepts.
package struct CommandSpec: Sendable {
    package var name: String
    package var abstract: String
    package var discussion: String?
    package var arguments: [ArgumentSpec]
    package var options: [OptionSpec]

    package init(
        name: String, abstract: String, discussion: String? = nil,
        arguments: [ArgumentSpec] = [], options: [OptionSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options + [.help]
    }
}

/// A positional argument.
package struct ArgumentSpec: Sendable {
    package var name: String
    package var help: String
    package var isOptional: Bool

    package init(_ name: String, help: String, isOptional: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
    }
}

/// A `--name` flag, or a `--name VALUE` option when it has a value name.
package struct OptionSpec: Sendable {
    package var name: String
    package var shortName: Character?
    package var valueName: String?
    package var allowedValues: [String]?
    package var help: String

    package init(
        _ name: String, short shortName: Character? = nil, value valueName: String? = nil,
        allowedValues: [String]? = nil, help: String
    ) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.allowedValues = allowedValues
        self.help = help
    }

    package static let help = OptionSpec("help", short: "h", help: "Show help information.")
}
