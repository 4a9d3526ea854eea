import Foundation

/// Reads and writes the preferences file, never losing the user's work to a
/// bad file: a missing file is empty preferences; a corrupt, empty, truncated
/// or other-version file gives one warning and is replaced at once; an
/// unreadable file or a location that cannot be written gives a warning, and
/// the command goes on.
///
/// The file is `$XDG_STATE_HOME/demokit/CATALOG.json` (else
/// `~/.local/state/demokit/CATALOG.json`), or the path given with
/// `--preferences PATH` or `DEMO_RUNNER_PREFERENCES`.
public struct PreferencesStore: Sendable {
    /// The file.
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// The default location for a catalog.
    ///
    /// - Parameters:
    ///   - catalogName: Names the file, usually the runner's executable name.
    ///   - environment: Supplies `XDG_STATE_HOME` and `HOME`.
    public static func defaultURL(catalogName: String, environment: [String: String]) -> URL {
        let base: URL
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/state", isDirectory: true)
        }
        let safeName = catalogName.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
        return base.appendingPathComponent("demokit", isDirectory: true)
            .appendingPathComponent(String(safeName) + ".json")
    }

    /// The stored preferences, with a warning when the file could not be used.
    ///
    /// A file that exists but cannot be used (corrupt, empty, truncated, of
    /// another schema version) is replaced with empty preferences at once, so
    /// the warning is given once, not on every run. A device such as
    /// `/dev/null` means "remember nothing": it reads as empty preferences,
    /// without a warning.
    public func load() -> (preferences: Preferences, warning: String?) {
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            if status.st_mode & S_IFMT == S_IFDIR {
                return (Preferences(), "preferences path '\(url.path)' is a folder; "
                    + "give --preferences or DEMO_RUNNER_PREFERENCES a file path")
            }
            return (Preferences(), nil)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return (Preferences(), nil) }
            return (
                Preferences(),
                "cannot read preferences file '\(url.path)' (\(fileSystemErrorReason(error))); starting afresh"
            )
        }
        struct Version: Decodable { var schemaVersion: Int }
        let problem: String
        if let version = try? JSONDecoder().decode(Version.self, from: data) {
            guard version.schemaVersion == Preferences.currentSchemaVersion else {
                return (
                    Preferences(),
                    replacing("has schema version \(version.schemaVersion), expected \(Preferences.currentSchemaVersion)")
                )
            }
            if let preferences = try? JSONDecoder().decode(Preferences.self, from: data) {
                return (preferences, nil)
            }
            problem = "is malformed"
        } else {
            problem = data.isEmpty ? "is empty" : "is not valid JSON"
        }
        return (Preferences(), replacing(problem))
    }

    /// Replaces an unusable file with empty preferences and says so.
    private func replacing(_ problem: String) -> String {
        let message = "preferences file '\(url.path)' \(problem)"
        if let failure = save(Preferences()) {
            return message + "; " + failure
        }
        return message + "; replaced it, so the last demo is forgotten"
    }

    /// Saves `preferences` atomically.
    ///
    /// - Returns: A warning when the file could not be written, or `nil`.
    @discardableResult
    public func save(_ preferences: Preferences) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            var data = try encoder.encode(preferences)
            data.append(0x0A)
            try AtomicFile.write(data, to: url)
            return nil
        } catch {
            return "cannot save preferences to '\(url.path)' (\(fileSystemErrorReason(error))); "
                + "set --preferences or DEMO_RUNNER_PREFERENCES to a writable file"
        }
    }
}

extension PreferencesStore {
    /// The store for this run: `--preferences PATH`, then
    /// `DEMO_RUNNER_PREFERENCES`, then the default location.
    package static func resolve(path: String?, environment: RunnerEnvironment) -> PreferencesStore {
        if let path {
            return PreferencesStore(url: environment.url(forPath: path))
        }
        if let path = environment.variables["DEMO_RUNNER_PREFERENCES"], !path.isEmpty {
            return PreferencesStore(url: environment.url(forPath: path))
        }
        return PreferencesStore(
            url: defaultURL(catalogName: environment.catalogName, environment: environment.variables))
    }

    package static let optionSpec = OptionSpec(
        "preferences", value: "path",
        help: "The preferences file that remembers the last demo and tweak.\nDefaults to $DEMO_RUNNER_PREFERENCES, then\n$XDG_STATE_HOME/demokit/<catalog>.json.")
}
