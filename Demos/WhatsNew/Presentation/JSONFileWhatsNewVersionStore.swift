import Foundation

/// A version store kept in a small JSON file:
/// `{ "presentedVersions" : [ "1.0.0", "1.1.0" ] }`.
///
/// The file is read once, when the store is made. A file that cannot be read
/// or is not a store does not stop the app: the store keeps what it can use
/// and ``warning`` says what was ignored, for the caller to log. Showing a
/// What's New again is a far smaller harm than crashing on launch.
///
/// ```swift
/// var store = JSONFileWhatsNewVersionStore(fileURL: supportDirectory.appending(path: "whats-new.json"))
/// if let warning = store.warning { logger.warning("\(warning)") }
/// try store.save(presentedVersion: whatsNew.version)
/// ```
struct JSONFileWhatsNewVersionStore: WhatsNewVersionStore, Sendable {
    /// Where the versions are kept.
    let fileURL: URL
    private(set) var presentedVersions: [WhatsNewVersion]
    /// Why some or all of the file was ignored when it was read, or `nil`
    /// when it was read whole or did not exist yet.
    let warning: String?

    /// Reads the store at `fileURL`; a missing file is an empty store.
    init(fileURL: URL) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else {
            self.init(fileURL: fileURL, contents: nil)
            return
        }
        do {
            self.init(fileURL: fileURL, contents: try Data(contentsOf: fileURL))
        } catch {
            self.init(
                fileURL: fileURL, presentedVersions: [],
                warning: "Could not read the What's New version store '\(fileURL.path)' "
                    + "(\(error.localizedDescription)); every version counts as not yet presented.")
        }
    }

    /// A store at `fileURL` whose file holds `contents` (`nil`: no file yet),
    /// without reading the file system.
    init(fileURL: URL, contents: Data?) {
        guard let contents else {
            self.init(fileURL: fileURL, presentedVersions: [], warning: nil)
            return
        }
        let object = try? JSONSerialization.jsonObject(with: contents)
        guard let strings = (object as? [String: Any])?[Self.key] as? [String] else {
            let problem = object == nil
                ? "it is not JSON"
                : "it is not an object with a '\(Self.key)' array of strings"
            self.init(
                fileURL: fileURL, presentedVersions: [],
                warning: "Ignored the What's New version store '\(fileURL.path)': \(problem). "
                    + "Every version counts as not yet presented; the file is replaced on the next save.")
            return
        }
        var versions: [WhatsNewVersion] = []
        var problems: [String] = []
        for string in strings {
            do {
                versions.append(try WhatsNewVersion(string))
            } catch {
                problems.append(error.description)
            }
        }
        let warning = problems.isEmpty
            ? nil
            : "Ignored part of the What's New version store '\(fileURL.path)': "
                + problems.joined(separator: " ")
        self.init(fileURL: fileURL, presentedVersions: versions, warning: warning)
    }

    private init(fileURL: URL, presentedVersions: [WhatsNewVersion], warning: String?) {
        self.fileURL = fileURL
        self.presentedVersions = Array(Set(presentedVersions)).sorted()
        self.warning = warning
    }

    /// Adds `presentedVersion` and rewrites the file.
    ///
    /// The write is atomic: `Data.write(to:options: .atomic)` writes a
    /// temporary file in the same directory and renames it over the target,
    /// so a crash mid-write leaves the previous file whole. The store changes
    /// only when the write succeeds.
    ///
    /// - Throws: The file-system error when the directory or file cannot be
    ///   written.
    mutating func save(presentedVersion: WhatsNewVersion) throws {
        guard !hasPresented(presentedVersion) else { return }
        let updated = (presentedVersions + [presentedVersion]).sorted()
        try FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.encode(updated).write(to: fileURL, options: .atomic)
        presentedVersions = updated
    }

    /// The file's contents for `versions`: pretty-printed with sorted keys so
    /// that it diffs well.
    static func encode(_ versions: [WhatsNewVersion]) throws -> Data {
        let object: [String: Any] = [key: versions.map(\.description)]
        var data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        data.append(contentsOf: Array("\n".utf8))
        return data
    }

    private static let key = "presentedVersions"
}
