import DemoKitCore
import DemoKitSnapshots

/// A subcommand of `demo-runner`.
package protocol RunnerCommand: SendableMetatype {
    /// The command's options as one typed value, which the parser makes.
    associatedtype Options: CommandOptions

    /// The name, arguments and options (``Options``' specs), for parsing
    /// and `--help`.
    static var spec: CommandSpec { get }

    /// Validates the options and the positional arguments the parser read.
    init(options: Options, arguments: [String], environment: RunnerEnvironment) throws(RunnerError)

    /// Runs the command against the catalog.
    func run(catalog: Catalog, environment: RunnerEnvironment) throws(RunnerError)

    /// Whether the command is given a complete catalog, every demo built and
    /// checked (`list`, `snapshot`), or one made on demand
    /// (``Catalog/onDemand(groups:kinds:)``), which builds only the demos
    /// asked for: `open` shows one demo, and must not make a thousand to do
    /// it. Defaults to `true`.
    static var needsCompleteCatalog: Bool { get }
}

extension RunnerCommand {
    package static var needsCompleteCatalog: Bool { true }

    /// The command for what the parser read.
    init(_ parsed: ParsedArguments, environment: RunnerEnvironment) throws(RunnerError) {
        try self.init(options: Options(parsed), arguments: parsed.positionals, environment: environment)
    }

    /// The command for `arguments` (after the command's name), parsed as
    /// the runner parses them.
    package init(commandLine arguments: [String], environment: RunnerEnvironment) throws(RunnerError) {
        let parsed = try ArgumentParser.parse(arguments, as: Self.spec, commandName: environment.commandName)
        try self.init(parsed, environment: environment)
    }
}
