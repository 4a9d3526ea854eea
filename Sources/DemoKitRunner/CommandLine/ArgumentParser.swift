import DemoKitCore
import DemoKitSnapshots

/// Parses a command line against a ``CommandSpec``: `--name value`,
/// `--name=value`, `-h`, flags, positionals, and `--` to end options.
///
/// Every mistake is a ``RunnerError/usage(_:)`` that names the input, with a
/// "did you mean" for near misses.
package enum ArgumentParser {
    package static func parse(
        _ arguments: [String], as spec: CommandSpec, commandName: String
    ) throws(RunnerError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        let helpHint = "see '\(commandName) \(spec.name) --help'"
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let option = find(name, in: spec) else {
                let names = spec.options.map { "--" + $0.name }
                let suggestion = IdentifierMatcher.nearest(to: "--" + name, in: names)
                let hint = suggestion.map { "did you mean '\($0)'?" } ?? helpHint
                throw .usage("unknown option '\(argument.prefix { $0 != "=" })' for '\(spec.name)'; \(hint)")
            }
            guard let valueName = option.valueName else {
                if inlineValue != nil {
                    throw .usage("'--\(option.name)' takes no value; write it alone")
                }
                parsed.flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw .usage("missing value for '--\(option.name)'; write '--\(option.name) \(valueName)'")
            }
            if value.isEmpty {
                throw .usage("empty value for '--\(option.name)'; write '--\(option.name) \(valueName)'")
            }
            if let allowed = option.allowedValues, !allowed.contains(value) {
                let suggestion = IdentifierMatcher.nearest(to: value, in: allowed)
                let hint = suggestion.map { "did you mean '\($0)'?" } ?? "use one of: \(allowed.joined(separator: ", "))"
                throw .usage("invalid value '\(value)' for '--\(option.name)'; \(hint)")
            }
            parsed.values[option.name] = value
            parsed.allValues[option.name, default: []].append(value)
        }
        let maximum = spec.arguments.count
        if parsed.positionals.count > maximum, !parsed.asksForHelp {
            let extra = parsed.positionals[maximum]
            throw .usage("unexpected argument '\(extra)' for '\(spec.name)'; \(helpHint)")
        }
        return parsed
    }

    private static func split(_ argument: String) -> (name: String, value: String?) {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            if let equals = body.firstIndex(of: "=") {
                return (String(body[..<equals]), String(body[body.index(after: equals)...]))
            }
            return (String(body), nil)
        }
        return (String(argument.dropFirst()), nil)
    }

    private static func find(_ name: String, in spec: CommandSpec) -> OptionSpec? {
        if name.count == 1, let short = name.first {
            return spec.options.first { $0.shortName == short }
        }
        return spec.options.first { $0.name == name }
    }
}
