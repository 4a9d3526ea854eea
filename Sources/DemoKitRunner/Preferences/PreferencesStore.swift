import Foundation

/// Reads and writes the preferences file, never losing the user's work to a
/// bad file: a missing file is empty preferences; a corrupt, empty, truncated,
/// unreadable or future-version file gives one warning and is replaced on the
/// next save; a location that cannot be written gives a warning, and the
/// command goes on.
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
    public func load() -> (preferences: Preferences, warning: String?) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return (Preferences(), nil)
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return (Preferences(), nil) }
            return (Preferences(), "cannot read preferences file '\(url.path)'; starting afresh")
        }
        struct Version: Decodable { var schemaVersion: Int }
        guard let version = try? JSONDecoder().decode(Version.self, from: data) else {
            return (
                Preferences(),
                "preferences file '\(url.path)' is not valid JSON; it will be replaced"
            )
        }
        guard version.schemaVersion == Preferences.currentSchemaVersion else {
            return (
                Preferences(),
                "preferences file '\(url.path)' has schema version \(version.schemaVersion), "
                    + "expected \(Preferences.currentSchemaVersion); it will be replaced"
            )
        }
        guard let preferences = try? JSONDecoder().decode(Preferences.self, from: data) else {
            return (Preferences(), "preferences file '\(url.path)' is malformed; it will be replaced")
        }
        return (preferences, nil)
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
            return "cannot save preferences to '\(url.path)' (\(Self.reason(error))); "
                + "set --preferences or DEMO_RUNNER_PREFERENCES to a writable file"
        }
    }

    private static func reason(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileWriteNoPermission: return "permission denied"
            case .fileWriteVolumeReadOnly: return "read-only file system"
            case .fileWriteOutOfSpace: return "no space left"
            default: break
            }
        }
        return "\(error.localizedDescription)"
    }
}

extension PreferencesStore {
    /// The store for this run: `--preferences PATH`, then
    /// `DEMO_RUNNER_PREFERENCES`, then the default location.
    package static func resolve(path: String?, environment: RunnerEnvironment) -> PreferencesStore {
        if let path, !path.isEmpty {
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
