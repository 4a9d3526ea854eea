import DemoKitCore
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SnapshotLocation.Resolved {
    /// Checks, before anything is rendered, that the root can hold goldens
    /// and that keeping the output of a failure cannot overwrite one.
    ///
    /// - Parameters:
    ///   - mayCreateRoot: Whether a root that does not exist may be created
    ///     when it was typed for this run (`--snapshots`,
    ///     `DEMOKIT_SNAPSHOTS`): only when a record mode was chosen. A root
    ///     from code or the default is always created.
    ///   - recordHint: How to choose a record mode, for the message:
    ///     `add '--record missing'`.
    ///   - artifactsName: How to name the artifacts folder: `'--artifacts'`.
    ///   - display: Shortens a path for the message.
    /// - Throws: ``SnapshotSetupError``, one line naming the folder or
    ///   folders and the fix, when the root is a file or under one, when a
    ///   typed root does not exist, or when the artifacts folder is the
    ///   root, inside it or contains it.
    package func validate(
        mayCreateRoot: Bool, recordHint: String, artifactsName: String, display: (String) -> String
    ) throws(SnapshotSetupError) {
        let shownRoot = TerminalSafeText.oneLine(display(root.path))
        var ancestor = root.path
        while !Self.exists(ancestor), ancestor != "/" {
            ancestor = (ancestor as NSString).deletingLastPathComponent
        }
        if !Self.isDirectory(ancestor) {
            let what = ancestor == root.path
                ? "is not a folder"
                : "cannot be a folder: \(TerminalSafeText.oneLine(display(ancestor))) is a file"
            throw SnapshotSetupError(
                "the snapshot folder \(shownRoot) (from \(origin.name)) \(what); give a folder")
        }
        if ancestor != root.path, origin.isTyped, !mayCreateRoot {
            throw SnapshotSetupError(
                "the snapshot folder \(shownRoot) (from \(origin.name)) does not exist; check the path, "
                    + "or \(recordHint) to create it and record every golden")
        }
        let snapshots = Self.canonical(root.path)
        let kept = Self.canonical(artifacts.path)
        let relation: String
        if kept == snapshots {
            relation = "is the snapshot folder"
        } else if kept.hasPrefix(snapshots + "/") || snapshots == "/" {
            relation = "is inside the snapshot folder"
        } else if snapshots.hasPrefix(kept + "/") || kept == "/" {
            relation = "contains the snapshot folder"
        } else {
            return
        }
        throw SnapshotSetupError(
            "the artifacts folder \(TerminalSafeText.oneLine(display(artifacts.path))) (\(artifactsName)) "
                + "\(relation) \(shownRoot), so the output of a failure would overwrite a golden; "
                + "keep artifacts in a folder apart from the goldens")
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Whether `path` is a folder, or a link to one.
    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// `path` with the links of its longest existing part resolved, so that
    /// two names of one folder compare equal.
    private static func canonical(_ path: String) -> String {
        var existing = path
        var rest: [String] = []
        while existing != "/" {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                var result = String(cString: resolved)
                for component in rest.reversed() {
                    result += (result.hasSuffix("/") ? "" : "/") + component
                }
                return result
            }
            rest.append((existing as NSString).lastPathComponent)
            existing = (existing as NSString).deletingLastPathComponent
        }
        return path
    }
}
