import DemoKitSnapshots
import Foundation

/// Reads and writes the preferences file, never losing anyone's work to a
/// bad file.
///
/// A file is replaced only when it is DemoKit's: any file at the default
/// location (a folder DemoKit owns), or, at a path a person typed, a JSON
/// object that carries ``Preferences/formatMarker`` (or has exactly the
/// layout DemoKit wrote before the marker existed); an empty file may be
/// filled. What DemoKit replaces because it cannot use it (corrupt, of
/// another schema version, unreadable) is first kept aside as
/// `NAME.corrupt`. Anything else at a typed path (a notes file, a
/// `package.json` given by mistake) is left byte for byte as it was, with one
/// warning, and the last demo is not remembered. A missing file is empty
/// preferences; a location that cannot be written gives a warning, and the
/// command goes on.
///
/// The file is `$XDG_STATE_HOME/demokit/CATALOG.json` (else
/// `~/.local/state/demokit/CATALOG.json`), or the path given with
/// `--preferences PATH` or `DEMO_RUNNER_PREFERENCES`.
package struct PreferencesStore: Sendable {
    /// The file.
    package let url: URL
    /// Whether ``url`` is DemoKit's own location, where every file is DemoKit's.
    package let isDefaultLocation: Bool

    /// - Parameters:
    ///   - url: The file.
    ///   - isDefaultLocation: Whether `url` is in a folder DemoKit owns
    ///     (``defaultURL(catalogName:environment:)``), rather than a path a
    ///     person typed.
    package init(url: URL, isDefaultLocation: Bool = false) {
        self.url = url
        self.isDefaultLocation = isDefaultLocation
    }

    /// The default location for a catalog.
    ///
    /// - Parameters:
    ///   - catalogName: Names the file, usually the runner's executable name.
    ///   - environment: Supplies `XDG_STATE_HOME` and `HOME`.
    package static func defaultURL(catalogName: String, environment: [String: String]) -> URL {
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

    /// The stored preferences, with a warning when the file could not be
    /// used, and whether changes may be saved to it.
    ///
    /// A file of DemoKit's that cannot be used (corrupt, of another schema
    /// version) is kept aside and replaced with empty preferences at once,
    /// so the warning is given once, not on every run. A file that is not
    /// DemoKit's is left as it is, and `canSave` is `false`. A device such
    /// as `/dev/null` means "remember nothing": it reads as empty
    /// preferences, without a warning.
    package func load() -> (preferences: Preferences, warning: String?, canSave: Bool) {
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            if status.st_mode & S_IFMT == S_IFDIR {
                return (Preferences(), "preferences path '\(url.path)' is a folder; "
                    + "give --preferences or DEMO_RUNNER_PREFERENCES a file path", false)
            }
            return (Preferences(), nil, true)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return (Preferences(), nil, true) }
            return unusable("cannot be read (\(fileSystemErrorReason(error)))", isDemoKits: false)
        }
        if Self.isBlank(data) {
            return (Preferences(), nil, true)  // an empty file may be filled
        }
        let contents = FileContents(data)
        guard case .object(let isDemoKits) = contents else {
            return unusable("is not valid JSON", isDemoKits: false)
        }
        guard isDemoKits else {
            return unusable("is not DemoKit's", isDemoKits: false)
        }
        // One decoding for a file of this version, the usual case; only a
        // file that does not decode is read again for the version it says.
        let decoded = try? JSONDecoder().decode(Preferences.self, from: data)
        struct Version: Decodable { var schemaVersion: Int }
        guard let version = decoded?.schemaVersion ?? (try? JSONDecoder().decode(Version.self, from: data))?.schemaVersion
        else {
            return unusable("is malformed", isDemoKits: true)
        }
        guard version == Preferences.currentSchemaVersion else {
            return unusable(
                "has schema version \(version), expected \(Preferences.currentSchemaVersion)", isDemoKits: true)
        }
        guard let preferences = decoded else {
            return unusable("is malformed", isDemoKits: true)
        }
        return (preferences, nil, true)
    }

    /// What a file that cannot be used leads to: at DemoKit's location or
    /// when it is DemoKit's, it is kept aside and replaced; at a typed path
    /// it is left as it is.
    private func unusable(
        _ problem: String, isDemoKits: Bool
    ) -> (preferences: Preferences, warning: String?, canSave: Bool) {
        let message = "preferences file '\(url.path)' \(problem)"
        guard isDemoKits || isDefaultLocation else {
            return (
                Preferences(),
                message + "; left it as it is, so the last demo is not remembered: "
                    + "give --preferences or DEMO_RUNNER_PREFERENCES a new file's path, or neither "
                    + "for DemoKit's own location",
                false
            )
        }
        let kept: URL
        do {
            kept = try keepAside()
        } catch {
            return (
                Preferences(),
                message + "; cannot keep it aside (\(fileSystemErrorReason(error))), so left it as it is",
                false
            )
        }
        if let failure = save(Preferences()) {
            return (Preferences(), message + "; kept it as '\(kept.path)'; " + failure, false)
        }
        return (Preferences(), message + "; kept it as '\(kept.path)' and started afresh", true)
    }

    /// Renames the file to `NAME.corrupt` (or `NAME.corrupt-2`, … when that
    /// exists), so that nothing anyone wrote is lost.
    private func keepAside() throws -> URL {
        var lastError: (any Error)?
        for attempt in 1...100 {
            let suffix = attempt == 1 ? ".corrupt" : ".corrupt-\(attempt)"
            let destination = url.deletingLastPathComponent()
                .appendingPathComponent(url.lastPathComponent + suffix)
            if FileManager.default.fileExists(atPath: destination.path) { continue }
            do {
                try FileManager.default.moveItem(at: url, to: destination)
                return destination
            } catch {
                lastError = error
                if !FileManager.default.fileExists(atPath: destination.path) { break }
            }
        }
        throw lastError ?? POSIXError(.EEXIST)
    }

    /// Saves `preferences` atomically, unless the file there is not
    /// DemoKit's (see ``load()``).
    ///
    /// - Returns: A warning when the file could not or must not be written,
    ///   or `nil`.
    @discardableResult
    package func save(_ preferences: Preferences) -> String? {
        if !isDefaultLocation, let data = try? Data(contentsOf: url),
            !Self.isBlank(data),
            FileContents(data) != .object(isDemoKits: true)
        {
            var status = stat()
            let isRegular = stat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
            if isRegular {
                return "preferences file '\(url.path)' is not DemoKit's; left it as it is, so the last demo "
                    + "is not remembered: give --preferences or DEMO_RUNNER_PREFERENCES a new file's path"
            }
        }
        var stamped = preferences
        stamped.format = Preferences.formatMarker
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            var data = try encoder.encode(stamped)
            data.append(0x0A)
            try AtomicFile.write(data, to: url)
            return nil
        } catch {
            return "cannot save preferences to '\(url.path)' (\(fileSystemErrorReason(error))); "
                + "set --preferences or DEMO_RUNNER_PREFERENCES to a writable file"
        }
    }

    /// Whether `data` is empty or only whitespace: nothing anyone wrote.
    private static func isBlank(_ data: Data) -> Bool {
        data.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// What a file holds, as far as telling whose it is goes.
    private enum FileContents: Equatable {
        case invalidJSON
        /// Valid JSON; DemoKit's when it is an object with the marker, or
        /// with exactly the keys DemoKit wrote before the marker existed.
        case object(isDemoKits: Bool)

        init(_ data: Data) {
            guard let json = try? JSONSerialization.jsonObject(with: data) else {
                self = .invalidJSON
                return
            }
            guard let object = json as? [String: Any] else {
                self = .object(isDemoKits: false)
                return
            }
            if let format = object["format"] as? String {
                self = .object(isDemoKits: format == Preferences.formatMarker)
            } else {
                let earlyLayout = object["schemaVersion"] is NSNumber
                    && Set(object.keys).isSubset(of: ["schemaVersion", "lastDemo"])
                self = .object(isDemoKits: earlyLayout)
            }
        }
    }
}
