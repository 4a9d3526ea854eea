import DemoKitBrowser
import DemoKitCore
import DemoKitSnapshots
import DemoKitTerminal
import Foundation

/// What a command may read from and write to: the environment variables,
/// the terminal and the two output streams. The real process's values come
/// from ``process(commandName:)``; tests pass their own.
package struct RunnerEnvironment: Sendable {
    /// The process environment.
    package var variables: [String: String]
    /// The command that runs this runner again where the user is
    /// (`swift run MyDemos`, `demo-runner`; ``RunnerInvocation``), used in
    /// help and in every command a message prints.
    package var commandName: String
    /// The executable's name (`MyDemos`), what help's `USAGE:` line shows,
    /// as swift-argument-parser's does; defaults to `commandName`.
    package var programName: String
    /// Names the catalog's preferences file; defaults to `commandName`.
    package var catalogName: String
    /// Whether standard output is a terminal.
    package var isOutputTerminal: Bool
    /// Whether standard input is a terminal.
    package var isInputTerminal: Bool
    /// The terminal's size, when standard output is one.
    package var terminalSize: TerminalSize?
    /// The directory relative paths are resolved against.
    package var currentDirectory: URL
    /// The snapshot folder given in code (`DemoRunner.main(snapshotDirectory:)`),
    /// relative to the package root.
    package var snapshotDirectory: String?
    /// The runner's `main.swift` (`#filePath`), from which the package root
    /// is found.
    package var sourceFilePath: String?
    /// The demo target's sources folder, absolute, when the runner was
    /// given a `DemoRegistry` (``DiscoveredDemos``).
    package var demoSourceDirectory: String?
    /// The default snapshot folder of the demo target, absolute, found from
    /// ``demoSourceDirectory`` when a command asks (it looks at the disk,
    /// which `open` and `list` need not pay for).
    package var defaultSnapshotDirectory: String? {
        demoSourceDirectory.flatMap(SnapshotLocation.defaultDirectory(forSources:))
    }
    /// The discovery plugin's warnings, repeated by `list`, `open` and the
    /// browser.
    package var discoveryWarnings: [String] = []
    /// What the runner's `DemoRegistry` recorded about its demo types, so
    /// that the catalog asks the runtime about none of them; `.none` for
    /// groups without a registry.
    package var demoKinds: DemoKinds = .none
    /// The arguments that come before the render worker's hidden argument
    /// when `snapshot` starts this executable again to render in worker
    /// processes (empty for a runner, whose `main` takes it first); `nil`
    /// when this process cannot be started again (a test's environment), so
    /// `snapshot` renders in process.
    package var renderWorkerArguments: [String]?
    /// The command line after the program's name, as typed: what a
    /// supervised browser is started with.
    package var arguments: [String] = []
    /// Set when this process is a browser started by ``BrowserSupervisor``
    /// (the hidden ``BrowserLaunch/hiddenCommand``): where to open, and
    /// which demos not to run.
    package var browserLaunch: BrowserLaunch?
    /// Writes bytes to standard output as they are. Commands call
    /// ``write(_:)`` or ``writeRendered(_:)`` instead.
    private let standardOutput: @Sendable (String) -> Void
    /// Writes UTF-8 bytes to standard output as they are: a large listing
    /// need not become a string first. Defaults to decoding them for
    /// ``standardOutput``.
    private let standardOutputBytes: @Sendable ([UInt8]) -> Void
    /// Writes bytes to standard error as they are. Commands call
    /// ``writeError(_:)`` or ``warn(_:)`` instead.
    private let standardError: @Sendable (String) -> Void
    /// Whether values a command has finished with are left to the process's
    /// exit rather than freed (``outlive(_:)``): set for this process's own
    /// environment, not for a test's, which runs many commands.
    private var exitsWithoutFreeing = false

    package init(
        variables: [String: String],
        commandName: String,
        catalogName: String? = nil,
        isOutputTerminal: Bool = false,
        isInputTerminal: Bool = false,
        terminalSize: TerminalSize? = nil,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        snapshotDirectory: String? = nil,
        sourceFilePath: String? = nil,
        standardOutput: @escaping @Sendable (String) -> Void,
        standardError: @escaping @Sendable (String) -> Void,
        standardOutputBytes: (@Sendable ([UInt8]) -> Void)? = nil,
        renderWorkerArguments: [String]? = nil
    ) {
        self.renderWorkerArguments = renderWorkerArguments
        self.variables = variables
        self.commandName = commandName.oneLineForTerminal
        self.programName = self.commandName
        self.catalogName = catalogName ?? commandName
        self.isOutputTerminal = isOutputTerminal
        self.isInputTerminal = isInputTerminal
        self.terminalSize = terminalSize
        self.currentDirectory = currentDirectory
        self.snapshotDirectory = snapshotDirectory
        self.sourceFilePath = sourceFilePath
        self.standardOutput = standardOutput
        self.standardOutputBytes = standardOutputBytes ?? { bytes in standardOutput(String(decoding: bytes, as: UTF8.self)) }
        self.standardError = standardError
    }

    /// The environment of this process.
    package static func process(
        commandName: String, catalogName: String?, variables: [String: String] = ProcessInfo.processInfo.environment
    ) -> RunnerEnvironment {
        var environment = RunnerEnvironment(
            variables: variables,
            commandName: commandName,
            catalogName: catalogName,
            isOutputTerminal: Terminal.isTerminal(STDOUT_FILENO),
            isInputTerminal: Terminal.isTerminal(STDIN_FILENO),
            terminalSize: Terminal.size(of: STDOUT_FILENO),
            standardOutput: { text in writeStandardOutput(Data(text.utf8)) },
            // A warning that cannot be written (`2>&-`, a full disk) is
            // dropped: it must never change what the command does.
            standardError: { text in try? FileHandle.standardError.write(contentsOf: Data(text.utf8)) },
            standardOutputBytes: { bytes in writeStandardOutput(bytes) },
            renderWorkerArguments: []
        )
        environment.exitsWithoutFreeing = true
        return environment
    }

    /// Hands `value`, which the command has finished with, to the process,
    /// which exits without freeing it, as compilers do (`clang
    /// -disable-free`): freeing a thousand demos' entries one by one takes
    /// longer than the exit that follows. In a test's environment it is
    /// freed as usual.
    package func outlive(_ value: some Any) {
        guard exitsWithoutFreeing else { return }
        _ = Unmanaged.passRetained(Outliving(value))
    }

    /// Writes `data` to this process's standard output. A closed or full
    /// standard output (`> /dev/full`, a reader that quit) ends the command
    /// with status 1 and one line, never a trap.
    private static func writeStandardOutput(_ data: some DataProtocol) {
        do {
            try FileHandle.standardOutput.write(contentsOf: data)
        } catch {
            try? FileHandle.standardError.write(
                contentsOf: Data("error: cannot write to standard output (\(fileSystemErrorReason(error)))\n".utf8))
            // The runner ends the process here, not a demo.
            DemoExitGuard.finish()
            exit(ExitCode.failure.rawValue)
        }
    }

    /// Writes `text` to standard output, with every character a terminal
    /// would act on shown visibly (``TerminalSafeText/lines(_:)``): the one
    /// way text that is not a demo's rendering reaches standard output.
    package func write(_ text: String) {
        standardOutput(TerminalSafeText.lines(text))
    }

    /// Writes text each part of which was made safe where it was built
    /// (every title and identifier of `list`'s tree went through
    /// ``TerminalSafeText/oneLine(_:)``; the rest is DemoKit's own), as it
    /// is: a second pass would read every byte of a large listing again.
    package func writeMadeSafe(_ text: String) {
        standardOutput(text)
    }

    /// ``writeMadeSafe(_:)`` for UTF-8 bytes (`list`'s tree).
    package func writeMadeSafe(_ bytes: [UInt8]) {
        standardOutputBytes(bytes)
    }

    /// Writes a demo's rendering, which the encoder has made safe (its only
    /// escape sequences are the styles it wrote), to standard output.
    package func writeRendered(_ encoded: String) {
        standardOutput(encoded)
    }

    /// Writes `text` to standard error, shown as ``write(_:)`` shows it.
    package func writeError(_ text: String) {
        standardError(TerminalSafeText.lines(text))
    }

    /// Prints the discovery plugin's warnings, one line each, on standard error.
    package func repeatDiscoveryWarnings() {
        for warning in discoveryWarnings { standardError(TerminalSafeText.oneLine(warning) + "\n") }
    }

    /// Prints `warning: …`, one line, on standard error.
    package func warn(_ message: String) {
        standardError("warning: \(message.oneLineForTerminal)\n")
    }

    /// Resolves a path typed by the user against the current directory.
    package func url(forPath path: String) -> URL {
        TypedPath.url(path, relativeTo: currentDirectory)
    }
}

/// A value kept for the rest of the process (``RunnerEnvironment/outlive(_:)``).
private final class Outliving<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}
