import Foundation

/// Paths typed by a person (`--preferences`, `--snapshots`, `--junit`, …).
package enum TypedPath {
    /// `path` with `~` expanded, made absolute against `directory`, which is
    /// taken as a folder whether or not its URL ends with `/`.
    package static func url(_ path: String, relativeTo directory: URL) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        let base = URL(fileURLWithPath: directory.path, isDirectory: true)
        return URL(fileURLWithPath: expanded, relativeTo: base).standardizedFileURL
    }
}
