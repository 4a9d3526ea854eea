/// Runs `demokit-scanner`: scans the files, prints diagnostics in the
/// compiler's format and writes the registry if it changed.
///
/// Exit codes: `0` on success (warnings included), `1` when a file has an
/// error (nothing is written), `64` for a command line it does not accept.
///
/// ```swift
/// exit(ScannerCommand.run(Array(CommandLine.arguments.dropFirst())))
/// ```
package enum ScannerCommand {
    package static let usageExitCode: Int32 = 64

    /// Runs the command.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the executable's name.
    ///   - output: Receives text for standard output.
    ///   - errorOutput: Receives text for standard error.
    /// - Returns: The exit code.
    package static func run(
        _ arguments: [String],
        output: (String) -> Void = { print($0) },
        errorOutput: (String) -> Void
    ) -> Int32 {
        // Every line it prints may hold a path or an argument: each is shown
        // as the diagnostics are, so none can drive the terminal.
        withoutActuallyEscaping(errorOutput) { errorOutput in
            run(arguments, output: output, safeErrorOutput: { text in
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                errorOutput(lines.map { ScanDiagnostic.terminalSafe(String($0)) }.joined(separator: "\n"))
            })
        }
    }

    private static func run(
        _ arguments: [String], output: (String) -> Void, safeErrorOutput errorOutput: (String) -> Void
    ) -> Int32 {
        let parsed: ScannerArguments
        do {
            guard let arguments = try ScannerArguments.parse(arguments) else {
                output(ScannerArguments.usage)
                return 0
            }
            parsed = arguments
        } catch let error as ScannerUsageError {
            errorOutput(error.description)
            return usageExitCode
        } catch {
            errorOutput("error: \(error)")
            return usageExitCode
        }

        let result = SourceScanner(moduleName: parsed.moduleName).scan(paths: parsed.sourcePaths)
        for diagnostic in result.diagnostics {
            errorOutput(diagnostic.description)
        }
        if result.hasErrors { return 1 }
        let source = RegistryRenderer.render(
            groups: result.groups, fileCount: result.fileCount, moduleName: parsed.moduleName,
            sourceDirectory: parsed.sourceDirectory ?? "", runnerName: parsed.runnerName ?? "",
            warnings: result.diagnostics.filter { $0.severity == .warning }.map(\.description),
            demoTypes: result.demoTypes
        )
        do {
            try FileContentsWriter.write(source, to: parsed.outputPath)
        } catch {
            errorOutput("\(parsed.outputPath): error: \(error)")
            return 1
        }
        return 0
    }
}
