import DemoKitBrowser
import DemoKitCore
import DemoKitSnapshots
import DemoKitWorkers
import Foundation

/// The entry point of a demo catalog's command-line runner.
///
/// A runner is one file in an executable target:
///
/// ```swift
/// // Sources/my-demos/main.swift
/// import DemoKitRunner
///
/// DemoRunner.main(groups: DemoRegistry.groups)
/// ```
///
/// It then answers `browse` (also what it does alone in a terminal), `list`,
/// `open` and the other commands described in <doc:CommandLine>, and exits with 0 on
/// success, 1 on a failure (a demo that fails to render, a snapshot that does
/// not match, an invalid catalog) and 64 on a usage error.
///
/// The two `main` functions are DemoKitRunner's whole public API: the
/// catalog, the commands, the browser and the preferences are the runner's
/// own.
public enum DemoRunner {
    /// The version printed by `--version`.
    package static let version = "0.1.0"

    /// Runs the command line of this process against `groups` and exits.
    ///
    /// - Parameters:
    ///   - groups: The demo groups, usually the `DemoRegistry.groups` that the
    ///     DemoKitDiscovery plugin generates.
    ///   - catalogName: Names the preferences file. Defaults to the name of
    ///     the executable.
    ///   - snapshotDirectory: Where `snapshot` keeps goldens, relative to the
    ///     package root. Defaults to the folder of the groups' target, as for
    ///     ``main(registry:catalogName:snapshotDirectory:filePath:)`` (for
    ///     groups the discovery plugin did not find, `Demos/__Snapshots__`);
    ///     must match what the DemoKitTesting assertions are given.
    ///     `--snapshots` wins over it, and it wins over `DEMOKIT_SNAPSHOTS`.
    ///   - filePath: The runner's own source file; the package root is the
    ///     nearest folder above it that holds `Package.swift`.
    public static func main(
        groups: [any DemoGroup.Type],
        catalogName: String? = nil,
        snapshotDirectory: String? = nil,
        filePath: StaticString = #filePath
    ) -> Never {
        main(
            groups: groups, catalogName: catalogName, snapshotDirectory: snapshotDirectory, registry: nil,
            filePath: filePath)
    }

    private static func main(
        groups: [any DemoGroup.Type],
        catalogName: String?,
        snapshotDirectory: String?,
        registry: (any DiscoveredDemos.Type)?,
        filePath: StaticString
    ) -> Never {
        // A reader that quits early (`demo-runner list | head -1`) must end the
        // run with status 1 and one line, not kill it silently with SIGPIPE
        // (status 141): with the signal ignored, the write fails with EPIPE,
        // which the output stream reports.
        signal(SIGPIPE, SIG_IGN)
        // Before any file is opened: a closed standard error must not become
        // the preferences file or a golden that warnings are written into.
        StandardDescriptors.reserve()
        let arguments = CommandLine.arguments
        // A render worker serves at once, before the environment is built.
        if arguments.dropFirst().first == WorkerLaunch.argument {
            let kinds = (registry ?? SnapshotLocation.registry(of: groups)).map { DemoKinds($0._demoKinds) } ?? .none
            if let status = serveIfRenderWorker(arguments: Array(arguments.dropFirst()), groups: groups, kinds: kinds) {
                exit(status.rawValue)
            }
        }
        let executableName = arguments.first.map(RunnerInvocation.executableName(argument0:)) ?? "demo-runner"
        // Messages print the command that runs this runner where the user
        // is (`swift run MyDemos`); the preferences file keeps the
        // executable's own name.
        let variables = ProcessInfo.processInfo.environment
        let commandName = RunnerInvocation.command(
            argument0: arguments.first ?? "",
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            environment: variables)
        var environment = RunnerEnvironment.process(
            commandName: commandName, catalogName: catalogName ?? executableName, variables: variables)
        environment.programName = executableName.oneLineForTerminal
        environment.snapshotDirectory = snapshotDirectory
        environment.sourceFilePath = "\(filePath)"
        // Groups given alone find their target's goldens as its registry
        // does, when the discovery plugin made them members of it.
        if let registry = registry ?? SnapshotLocation.registry(of: groups) {
            environment.demoSourceDirectory = registry.sourceDirectory
            environment.discoveryWarnings = registry.discoveryWarnings
            environment.demoKinds = DemoKinds(registry._demoKinds)
        }
        environment.arguments = Array(arguments.dropFirst())
        let status = run(arguments: Array(arguments.dropFirst()), groups: groups, environment: environment)
        exit(status.rawValue)
    }

    /// Runs the command line of this process against the demo groups a
    /// `DemoRegistry` lists, and exits.
    ///
    /// This is the form to use with the DemoKitDiscovery plugin: the runner
    /// then finds the target's goldens where the test helpers find them
    /// (the target's own `__Snapshots__` folder if it has one, else
    /// `__Snapshots__/TARGET` beside the target's folder), and `list` and
    /// `open` repeat the plugin's warnings about groups it left out.
    ///
    /// ```swift
    /// // Sources/MyDemos/main.swift
    /// import DemoKitRunner
    ///
    /// DemoRunner.main(registry: DemoRegistry.self)
    /// ```
    ///
    /// - Parameters:
    ///   - registry: The registry the DemoKitDiscovery plugin generates.
    ///   - catalogName: Names the preferences file. Defaults to the name of
    ///     the executable.
    ///   - snapshotDirectory: Where `snapshot` keeps goldens, relative to the
    ///     package root, instead of the target's default.
    ///   - filePath: The runner's own source file.
    public static func main(
        registry: any DiscoveredDemos.Type,
        catalogName: String? = nil,
        snapshotDirectory: String? = nil,
        filePath: StaticString = #filePath
    ) -> Never {
        main(
            groups: registry.groups, catalogName: catalogName, snapshotDirectory: snapshotDirectory,
            registry: registry, filePath: filePath)
    }

    /// The subcommands, in the order help lists them.
    package static let commands: [any RunnerCommand.Type] = [
        BrowseCommand.self, ListCommand.self, OpenCommand.self, SnapshotCommand.self, StressCommand.self, AuditCommand.self, ReviewCommand.self,
        ExportCommand.self,
    ]

    static let overview = "Browse, open, snapshot and export the demos of a DemoKit catalog."

    /// Serves as a render worker when the first argument is
    /// `__demokit-render-worker` (``WorkerLaunch/argument``), and returns its
    /// exit status once the runner that started it closes the conversation;
    /// `nil` for any other command line.
    ///
    /// That argument is not a command: `snapshot` starts this executable
    /// again with it to render demos in a worker process, so that a demo
    /// that crashes or hangs fails only its own golden. The worker needs
    /// nothing of the command line's environment, and every worker of every
    /// run pays for what comes before this.
    static func serveIfRenderWorker(
        arguments: [String], groups: [any DemoGroup.Type], kinds: DemoKinds = .none
    ) -> ExitCode? {
        guard arguments.first == WorkerLaunch.argument else { return nil }
        return ExitCode(RenderWorker.serve(groups: groups, kinds: kinds))
    }

    /// Runs one command line and returns its exit status; everything it
    /// prints goes through `environment`. A render worker's command line
    /// serves instead (``serveIfRenderWorker(arguments:groups:kinds:)``), for a
    /// host that calls this directly; `main` has already served it.
    package static func run(
        arguments: [String], groups: [any DemoGroup.Type], environment: RunnerEnvironment
    ) -> ExitCode {
        if let status = serveIfRenderWorker(arguments: arguments, groups: groups, kinds: environment.demoKinds) {
            return status
        }
        do {
            try dispatch(arguments: arguments, groups: groups, environment: environment)
            return .success
        } catch {
            environment.writeError("error: \(error.message.oneLineForTerminal)\n")
            return error.exitCode
        }
    }

    private static func dispatch(
        arguments: [String], groups: [any DemoGroup.Type], environment: RunnerEnvironment
    ) throws(RunnerError) {
        if arguments.first == BrowserLaunch.hiddenCommand, arguments.count >= 2 {
            // A browser started by `browse`'s supervisor: `__demokit-browser
            // LAUNCH-FILE browse [OPTIONS]`. Not a command for people, so
            // not in the help.
            var supervised = environment
            supervised.browserLaunch = BrowserLaunch.read(from: arguments[1])
            try dispatch(arguments: Array(arguments.dropFirst(2)), groups: groups, environment: supervised)
            return
        }
        if arguments.first == OpenCommand.renderProcessCommand {
            // `open` started again to run the demo's code
            // (`__demokit-open open …`): it renders here, in this process.
            var child = environment
            child.renderWorkerArguments = nil
            try dispatch(arguments: Array(arguments.dropFirst()), groups: groups, environment: child)
            return
        }
        // Help shows the executable's name; messages, the command to run.
        let name = environment.programName
        // Made only when shown: laying out every command's summary is work
        // that `open` and `list` would pay on every start.
        var rootHelp: String { HelpFormatter.rootHelp(commands: commands.map { $0.spec }, commandName: name, overview: overview) }
        guard let first = arguments.first else {
            // In a terminal, the runner alone is the browser; in a pipe or a
            // script it must not wait for keys, and a dumb terminal cannot
            // draw it, so it prints help.
            guard environment.isInputTerminal, environment.isOutputTerminal,
                environment.variables["TERM"] != "dumb"
            else {
                environment.write(rootHelp)
                return
            }
            try dispatch(arguments: [BrowseCommand.spec.name], groups: groups, environment: environment)
            return
        }
        switch first {
        case "-h", "--help":
            environment.write(rootHelp)
            return
        case "--version":
            environment.write(version + "\n")
            return
        case "help":
            guard let topic = arguments.dropFirst().first else {
                environment.write(rootHelp)
                return
            }
            let command = try command(named: topic, environment: environment)
            environment.write(HelpFormatter.help(for: command.spec, commandName: name))
            return
        default:
            break
        }
        if first.hasPrefix("-") {
            let suggestion = IdentifierMatcher.nearest(to: first, in: ["--help", "--version"])
            let hint = suggestion.map { "did you mean '\($0)'?" } ?? "see '\(environment.commandName) --help'"
            throw .usage("unknown option '\(first)'; \(hint)")
        }
        let command = try command(named: first, environment: environment)
        let parsed = try ArgumentParser.parse(
            Array(arguments.dropFirst()), as: command.spec, commandName: environment.commandName)
        if parsed.asksForHelp {
            environment.write(HelpFormatter.help(for: command.spec, commandName: name))
            return
        }
        let instance = try command.init(parsed, environment: environment)
        let catalog: Catalog
        do {
            catalog = command.needsCompleteCatalog
                ? try Catalog(groups: groups, kinds: environment.demoKinds)
                : try Catalog.onDemand(groups: groups, kinds: environment.demoKinds)
        } catch {
            throw .failure("invalid catalog: \(error.description)")
        }
        try instance.run(catalog: catalog, environment: environment)
        environment.outlive(catalog)
    }

    private static func command(
        named name: String, environment: RunnerEnvironment
    ) throws(RunnerError) -> any RunnerCommand.Type {
        if let command = commands.first(where: { $0.spec.name == name }) { return command }
        if name.contains("/") {
            // An address where a command belongs: the person meant to open it.
            let open = "\(environment.commandName) \(OpenCommand.spec.name) \(name)"
            throw .usage("unknown command '\(name)'; did you mean '\(open)'?")
        }
        let suggestion = IdentifierMatcher.nearest(to: name, in: commands.map { $0.spec.name })
        let hint = suggestion.map { "did you mean '\($0)'?" } ?? "see '\(environment.commandName) --help'"
        throw .usage("unknown command '\(name)'; \(hint)")
    }
}
