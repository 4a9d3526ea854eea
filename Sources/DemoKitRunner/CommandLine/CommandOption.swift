/// One option of a command, bound to the field of the command's typed
/// options it sets: the parser reads a command line into that value once,
/// and no command looks an option up by its name.
package struct CommandOption<Options>: Sendable {
    /// The option's name, value and help, for the parser and `--help`.
    package let spec: OptionSpec
    /// Sets the field: a flag's value is `nil`.
    private let store: @Sendable (inout Options, String?) -> Void
    /// Whether every value given is stored, in order, rather than the last.
    private let repeats: Bool

    private init(
        spec: OptionSpec, repeats: Bool = false, store: @escaping @Sendable (inout Options, String?) -> Void
    ) {
        self.spec = spec
        self.repeats = repeats
        self.store = store
    }

    /// `--name`: sets `field` to `true` when given.
    package static func flag(
        _ field: WritableKeyPath<Options, Bool> & Sendable, _ name: String, short: Character? = nil, help: String
    ) -> Self {
        Self(spec: OptionSpec(name, short: short, help: help)) { options, _ in options[keyPath: field] = true }
    }

    /// `--name VALUE`: sets `field` to the value as typed (the parser has
    /// refused an empty one, and one not in `allowedValues`); the command
    /// reads it further and names the option in its errors.
    package static func value(
        _ field: WritableKeyPath<Options, String?> & Sendable, _ name: String, value valueName: String,
        allowedValues: [String]? = nil, help: String
    ) -> Self {
        Self(spec: OptionSpec(name, value: valueName, allowedValues: allowedValues, help: help)) { options, value in
            options[keyPath: field] = value
        }
    }

    /// `--name VALUE`, repeatable: appends each value given to `field`, in
    /// the order typed (`--set a=1 --set b=2`).
    package static func values(
        _ field: WritableKeyPath<Options, [String]> & Sendable, _ name: String, value valueName: String, help: String
    ) -> Self {
        Self(spec: OptionSpec(name, value: valueName, help: help), repeats: true) { options, value in
            if let value { options[keyPath: field].append(value) }
        }
    }

    /// The same option, setting a part of larger options: how options
    /// shared by several commands (`RenderOptions`, `LiveOptions`) join each
    /// command's own.
    package func lifted<Outer>(into part: WritableKeyPath<Outer, Options> & Sendable) -> CommandOption<Outer> {
        let store = self.store
        return CommandOption<Outer>(spec: spec, repeats: repeats) { outer, value in store(&outer[keyPath: part], value) }
    }

    /// Sets the field when the command line gave the option.
    fileprivate func apply(_ parsed: ParsedArguments, to options: inout Options) {
        if spec.valueName == nil {
            if parsed.flags.contains(spec.name) { store(&options, nil) }
        } else if repeats {
            for value in parsed.allValues[spec.name] ?? [] { store(&options, value) }
        } else if let value = parsed.values[spec.name] {
            store(&options, value)
        }
    }
}

/// A command's options as one typed value, made by the parser: a field for
/// each option, its default when the option is not given.
package protocol CommandOptions: Sendable {
    /// Every option left out.
    init()
    /// The options, in the order `--help` lists them.
    static var all: [CommandOption<Self>] { get }
}

extension CommandOptions {
    /// The options' specs, for ``CommandSpec``.
    package static var specs: [OptionSpec] { all.map(\.spec) }

    /// The options a parsed command line gives.
    init(_ parsed: ParsedArguments) {
        self.init()
        for option in Self.all { option.apply(parsed, to: &self) }
    }
}

/// A command without options of its own (`--help` only).
package struct NoOptions: CommandOptions {
    package init() {}
    package static var all: [CommandOption<Self>] { [] }
}
