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
}
