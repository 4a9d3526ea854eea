/// The command line of `demokit-scanner`:
/// `--module NAME --output PATH [--source-directory PATH] [--runner NAME] [FILE…] [@FILE-LIST]`.
package struct ScannerArguments: Sendable, Equatable {
    package var moduleName: String?
    package var outputPath: String
    package var sourcePaths: [String]
    /// The target's folder, which the registry records.
    package var sourceDirectory: String?
    /// The executable product that runs the catalog (`swift run NAME`),
    /// when the target is an executable target.
    package var runnerName: String?

    package static let usage = """
        USAGE: demokit-scanner --module <name> --output <path> [--source-directory <path>] [--runner <name>] [<file> ...] [@<file-list>]

        Finds the types that conform to DemoGroup in a module's Swift files and
        writes DemoRegistry.swift, which lists them. The file is written only
        when its contents change.

        OPTIONS:
          --module <name>     The module the files belong to.
          --output <path>     The Swift file to write.
          --source-directory <path>
                              The target's folder, recorded in the registry so that
                              the runner and the tests find its goldens.
          --runner <name>     The executable that runs the catalog, when the target
                              is one: the tests print 'swift run <name> review'.
          @<file-list>        A file that lists more files, one per line.
          -h, --help          Show this help.
        """

    /// Parses the arguments after the executable's name.
    ///
    /// - Returns: The arguments, or `nil` when help was asked for.
    /// - Throws: ``ScannerUsageError`` for arguments it does not accept.
    package static func parse(_ arguments: [String]) throws -> ScannerArguments? {
        var moduleName: String?
        var outputPath: String?
        var sourceDirectory: String?
        var runnerName: String?
        var sourcePaths: [String] = []
        var remaining = arguments[...]
        var acceptsOptions = true
        while let argument = remaining.popFirst() {
            guard acceptsOptions, argument.hasPrefix("-") || argument.hasPrefix("@") else {
                sourcePaths.append(argument)
                continue
            }
            switch argument {
            case "-h", "--help":
                return nil
            case "--module", "--output", "--source-directory", "--runner":
                guard let value = remaining.popFirst() else {
                    throw ScannerUsageError("missing value for '\(argument)'")
                }
                switch argument {
                case "--module": moduleName = value
                case "--output": outputPath = value
                case "--runner": runnerName = value
                default: sourceDirectory = value
                }
            case "--":
                acceptsOptions = false
            case _ where argument.hasPrefix("@"):
                let listPath = String(argument.dropFirst())
                var reader = FileReader()
                guard let listed = reader.withContents(ofFile: listPath, Self.lines) else {
                    throw ScannerUsageError("could not read the file list '\(listPath)'")
                }
                sourcePaths += listed
            default:
                throw ScannerUsageError("unknown option '\(argument)'")
            }
        }
        guard let outputPath else {
            throw ScannerUsageError("missing '--output <path>'")
        }
        return ScannerArguments(
            moduleName: moduleName, outputPath: outputPath, sourcePaths: sourcePaths, sourceDirectory: sourceDirectory,
            runnerName: runnerName)
    }

    /// The non-empty lines of a file list, split on its bytes (a `Character`
    /// split costs more than the scan of a thousand files).
    private static func lines(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        bytes.split(whereSeparator: { $0 == 0x0A || $0 == 0x0D })
            .map { String(decoding: $0, as: UTF8.self) }
    }
}
