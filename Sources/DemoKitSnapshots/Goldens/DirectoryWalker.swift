#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists the regular files under a directory with `opendir`/`readdir`, in
/// one pass. Much cheaper than a `FileManager` enumerator when a snapshot
/// folder holds thousands of files.
///
/// It never follows a symbolic link (to a file or a folder) and never enters
/// a hidden folder (`.git`, `.build`): what it lists may be deleted by
/// `--prune`, so it stays inside the folders goldens are written to.
enum DirectoryWalker {
    /// Calls `body` with each regular file's path relative to `root`
    /// (`buttons/red.txt`) and its name (`red.txt`), in no particular
    /// order. A missing root, or one that is a symbolic link, lists nothing.
    /// `entersHidden` enters hidden folders too (the pending media folder,
    /// whose files keep paths like `.github/demo.svg`).
    static func forEachFile(
        under root: String, entersHidden: Bool = false, _ body: (_ relativePath: String, _ name: String) -> Void
    ) {
        var info = stat()
        guard lstat(root, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return }
        walk(root, relative: "", entersHidden: entersHidden, body)
    }

    private static func walk(
        _ directory: String, relative: String, entersHidden: Bool,
        _ body: (_ relativePath: String, _ name: String) -> Void
    ) {
        guard let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        var subdirectories: [(path: String, relative: String)] = []
        // A snapshot folder holds thousands of files: no string is built for
        // an entry beyond its name and relative path, unless it is a folder
        // or its type must be asked for.
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                var info = stat()
                guard lstat(directory + "/" + name, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: type = UInt8(DT_DIR)
                case S_IFREG: type = UInt8(DT_REG)
                default: continue
                }
            }
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            if type == UInt8(DT_DIR) {
                if name.hasPrefix("."), !entersHidden { continue }
                subdirectories.append((directory + "/" + name, relativePath))
            } else if type == UInt8(DT_REG) {
                body(relativePath, name)
            }
        }
        for subdirectory in subdirectories {
            walk(subdirectory.path, relative: subdirectory.relative, entersHidden: entersHidden, body)
        }
    }
}
