/// Formats `--help` in the layout of swift-argument-parser:
/// OVERVIEW, USAGE, ARGUMENTS, OPTIONS.
package enum HelpFormatter {
    static let column = 28

    package static func help(for spec: CommandSpec, commandName: String) -> String {
        var lines = ["OVERVIEW: \(spec.abstract)"]
        if let discussion = spec.discussion {
            lines += ["", discussion]
        }
        var usage = "\(commandName) \(spec.name)"
        for argument in spec.arguments {
            usage += argument.isOptional ? " [<\(argument.name)>]" : " <\(argument.name)>"
        }
        for option in spec.options where option.name != "help" {
            usage += " [--\(option.name)" + (option.valueName.map { " <\($0)>" } ?? "") + "]"
        }
        lines += ["", "USAGE: \(usage)"]
        if !spec.arguments.isEmpty {
            lines += ["", "ARGUMENTS:"]
            for argument in spec.arguments {
                lines.append(row("<\(argument.name)>", argument.help))
            }
        }
        lines += ["", "OPTIONS:"]
        for option in spec.options {
            var label = option.shortName.map { "-\($0), " } ?? ""
            label += "--\(option.name)"
            if let valueName = option.valueName { label += " <\(valueName)>" }
            lines.append(row(label, option.help))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    package static func rootHelp(commands: [CommandSpec], commandName: String, overview: String) -> String {
        var lines = [
            "OVERVIEW: \(overview)", "",
            "USAGE: \(commandName) <subcommand>", "",
            "OPTIONS:",
            row("--version", "Show the version."),
            row("-h, --help", "Show help information."),
            "", "SUBCOMMANDS:",
        ]
        for command in commands {
            lines.append(row(command.name, command.abstract))
        }
        lines += ["", "  See '\(commandName) help <subcommand>' for detailed help."]
        return lines.joined(separator: "\n") + "\n"
    }

    static func row(_ label: String, _ help: String) -> String {
        let indented = "  " + label
        let helpLines = help.split(separator: "\n", omittingEmptySubsequences: false)
        let padding = String(repeating: " ", count: column)
        var result: String
        if indented.count + 2 > column {
            result = indented + "\n" + padding + helpLines[0]
        } else {
            result = indented + String(repeating: " ", count: column - indented.count) + helpLines[0]
        }
        for line in helpLines.dropFirst() { result += "\n" + padding + line }
        return result
    }
}
