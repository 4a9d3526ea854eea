import DemoKitCore
import DemoKitSnapshots

/// A subcommand of `demo-runner`.
package protocol RunnerCommand: SendableMetatype {
    /// The name, arguments and options, for parsing and `--help`.
    static var spec: CommandSpec { get }

    /// Validates the parsed arguments.
    init(arguments: ParsedArguments, environment: RunnerEnvironment) throws(RunnerError)

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
}
