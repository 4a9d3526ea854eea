/// The plugin's own options, which come before the runner's arguments:
/// `swift package demo [--runner <product>] <runner arguments>`.
///
/// The runner is built in debug, like `swift build`, so that the two share
/// their build. (`-c` cannot be an option here: SwiftPM takes it for itself.)
struct DemoCommandOptions {
    var runnerName: String?
    var showsHelp = false
    var runnerArguments: [String] = []

    static let usage = """
        USAGE: swift package demo [--runner <product>] <command> [<arguments>]

        Builds the package's demo runner and runs it with <command>: list, open,
        snapshot, review, export, help. Those that write goldens or pages into the
        package (snapshot, review, export) need the permission:
          swift package --allow-writing-to-package-directory demo snapshot --record failed
          swift package --allow-writing-to-package-directory demo review --accept 'Components/buttons'

        OPTIONS:
          --runner <product>      The executable product to run. Defaults to the one
                                  that depends on DemoKitRunner.
          -h, --help              Show this help; 'swift package demo help' shows the runner's.
        """

    /// Whether the runner may write into the package: `snapshot` leaves
    /// pending renderings on a developer's machine, records on `--record`,
    /// prunes on `--prune`, and keeps failing output under `.build`;
    /// `review` accepts and rejects them; `export` writes its pages.
    var writesToPackage: Bool {
        ["snapshot", "review", "export"].contains(runnerArguments.first ?? "")
    }

    init(parsing arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.first, argument.hasPrefix("-") {
            remaining.removeFirst()
            switch argument {
            case "--":
                runnerArguments = Array(remaining)
                return
            case "-h", "--help":
                showsHelp = true
            case "--runner":
                runnerName = try Self.value(for: argument, from: &remaining)
            default:
                // Not ours: the runner's options start here (`--version`, `--color`).
                runnerArguments = [argument] + remaining
                return
            }
        }
        runnerArguments = Array(remaining)
    }

    private static func value(for option: String, from remaining: inout ArraySlice<String>) throws -> String {
        guard let value = remaining.popFirst() else {
            throw DemoCommandError.usage("missing value for '\(option)'")
        }
        return value
    }

    /// `word` quoted for a POSIX shell when it needs it (a product named
    /// with a space or a quote).
    static func shellQuoted(_ word: String) -> String {
        let safe = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./".unicodeScalars.contains(scalar))
        }
        return safe ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
