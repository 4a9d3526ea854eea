import Foundation

/// Where goldens and artifacts live, found the same way by the command line
/// and the test helpers, so that both use the same files with no
/// configuration.
///
/// The snapshot root is the first of:
/// 1. `--snapshots DIR`, relative to the current directory;
/// 2. `snapshotDirectory:` in code (`DemoRunner.main`, the DemoKitTesting
///    helpers, `withDemoSnapshots`), relative to the package root;
/// 3. `DEMOKIT_SNAPSHOTS`, relative to the current directory;
/// 4. the default: for a `DemoRegistry` (``DiscoveredDemos``), the demo
///    target's own `__Snapshots__` folder if it has one, else
///    `__Snapshots__/TARGET` beside the target's folder
///    (``defaultDirectory(forSources:)``); for a list of groups,
///    `Demos/__Snapshots__` in the package root.
///
/// The package root is the nearest folder holding `Package.swift` at or
/// above the first anchor that has one: the source file that called
/// (`#filePath` of the runner's `main.swift`, or of the test), then the
/// current directory, then the executable's folder. Artifacts go to
/// `.build/demokit-snapshots` in the package root unless `--artifacts DIR`
/// says otherwise.
package enum SnapshotLocation {
    /// The snapshot root relative to the package root, by default.
    package static let defaultRelativePath = "Demos/__Snapshots__"
    /// The environment variable that overrides the snapshot root.
    package static let environmentVariable = "DEMOKIT_SNAPSHOTS"
    /// The artifacts folder relative to the package root.
    package static let artifactsRelativePath = ".build/demokit-snapshots"

    /// The resolved folders.
    package struct Resolved: Sendable, Equatable {
        package var root: URL
        /// Which setting named ``root``.
        package var origin: Origin
        package var artifacts: URL
        package var packageRoot: URL?

        /// The pending store of ``root``, with the package root (or
        /// `fallback` where no package was found) that pinned media paths
        /// are relative to.
        package func pendingStore(fallbackRoot fallback: URL) -> PendingStore {
            PendingStore(goldens: GoldenStore(root: root), media: GoldenStore(root: packageRoot ?? fallback))
        }
    }

    /// Resolves the snapshot root and the artifacts folder.
    ///
    /// - Parameters:
    ///   - explicit: `--snapshots` (relative to `currentDirectory`).
    ///   - configured: The folder given in code, relative to the package
    ///     root; wins over `DEMOKIT_SNAPSHOTS`.
    ///   - artifacts: `--artifacts` (relative to `currentDirectory`).
    ///   - targetDefault: The default for the demo target, absolute
    ///     (``defaultDirectory(forSources:)``), when it is known.
    ///   - environment: The process environment, for `DEMOKIT_SNAPSHOTS`.
    ///   - anchors: Files or folders to search upward from for `Package.swift`.
    ///   - currentDirectory: What relative `--snapshots`, `--artifacts` and
    ///     `DEMOKIT_SNAPSHOTS` are relative to.
    /// - Returns: The snapshot root, where it came from, the artifacts folder
    ///   and the package root.
    /// - Throws: ``SnapshotSetupError`` when the root is relative to a package
    ///   root that cannot be found.
    package static func resolve(
        explicit: String?,
        configured: String?,
        artifacts: String? = nil,
        targetDefault: String? = nil,
        environment: [String: String],
        anchors: [URL],
        currentDirectory: URL
    ) throws(SnapshotSetupError) -> Resolved {
        let packageRoot = anchors.lazy.compactMap(packageRoot(from:)).first
        func fromCurrentDirectory(_ path: String) -> URL {
            TypedPath.url(path, relativeTo: currentDirectory)
        }
        let root: URL
        let origin: Origin
        if let explicit, !explicit.isEmpty {
            root = fromCurrentDirectory(explicit)
            origin = .option
        } else if let configured, configured.hasPrefix("/") {
            root = URL(fileURLWithPath: configured).standardizedFileURL
            origin = .code
        } else if let configured, !configured.isEmpty, let packageRoot {
            root = packageRoot.appendingPathComponent(configured).standardizedFileURL
            origin = .code
        } else if configured?.isEmpty == false {
            let searched = anchors.map(\.path).joined(separator: ", ")
            throw SnapshotSetupError(
                "cannot find the package root that 'snapshotDirectory: \"\(configured ?? "")\"' is relative to: "
                    + "no Package.swift at or above \(searched); give an absolute path")
        } else if let variable = environment[environmentVariable], !variable.isEmpty {
            root = fromCurrentDirectory(variable)
            origin = .environment
        } else if let targetDefault, targetDefault.hasPrefix("/") {
            root = URL(fileURLWithPath: targetDefault).standardizedFileURL
            origin = .targetDefault
        } else if let packageRoot {
            root = packageRoot.appendingPathComponent(defaultRelativePath).standardizedFileURL
            origin = .packageDefault
        } else {
            let searched = anchors.map(\.path).joined(separator: ", ")
            throw SnapshotSetupError(
                "cannot find the snapshot folder: no Package.swift at or above \(searched); "
                    + "pass '--snapshots DIR' or set \(environmentVariable)")
        }
        let artifactsURL: URL
        if let artifacts, !artifacts.isEmpty {
            artifactsURL = fromCurrentDirectory(artifacts)
        } else {
            artifactsURL = (packageRoot ?? currentDirectory)
                .appendingPathComponent(artifactsRelativePath).standardizedFileURL
        }
        return Resolved(root: root, origin: origin, artifacts: artifactsURL, packageRoot: packageRoot)
    }

    /// Where a demo target's goldens go by default: its own `__Snapshots__`
    /// folder if it has one (`Demos/__Snapshots__`, excluded from the
    /// target), else `__Snapshots__/TARGET` beside the target's folder
    /// (`Sources/__Snapshots__/MyDemos`), where SwiftPM neither warns about
    /// unhandled files nor needs an `exclude:`.
    ///
    /// - Parameter sources: The target's folder, absolute.
    /// - Returns: The folder, or `nil` when `sources` is not absolute.
    package static func defaultDirectory(forSources sources: String) -> String? {
        guard sources.hasPrefix("/") else { return nil }
        let folder = URL(fileURLWithPath: sources, isDirectory: true).standardizedFileURL
        let inside = folder.appendingPathComponent("__Snapshots__", isDirectory: true)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: inside.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return inside.path
        }
        return folder.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(folder.lastPathComponent, isDirectory: true).path
    }

    /// The nearest folder at or above `start` that holds `Package.swift`.
    package static func packageRoot(from start: URL) -> URL? {
        var directory = start.standardizedFileURL
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            return nil
        }
        if !isDirectory.boolValue { directory.deleteLastPathComponent() }
        while true {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }

    /// `path` relative to `base` when inside it, for shorter messages.
    package static func display(_ path: String, relativeTo base: URL) -> String {
        let prefix = base.standardizedFileURL.path
        let withSlash = prefix.hasSuffix("/") ? prefix : prefix + "/"
        return path.hasPrefix(withSlash) ? String(path.dropFirst(withSlash.count)) : path
    }
}
