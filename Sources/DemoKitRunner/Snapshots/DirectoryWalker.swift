#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists the regular files under a directory with `opendir`/`readdir`,
/// without following symbolic links, in one pass. Much cheaper than a
/// `FileManager` enumerator when a snapshot folder holds thousands of files.
enum DirectoryWalker {
    /// Calls `body` with each regular file's path relative to `root`
    /// (`Components/buttons/red.txt`), in no particular order. A missing root
    /// lists nothing.
    static func forEachFile(under root: String, _ body: (String) -> Void) {
        walk(root, relative: "", body)
    }

    private static func walk(_ directory: String, relative: String, _ body: (String) -> Void) {
        guard let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        var subdirectories: [(path: String, relative: String)] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = directory + "/" + name
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: type = UInt8(DT_DIR)
                case S_IFREG: type = UInt8(DT_REG)
                default: continue
                }
            }
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            if type == UInt8(DT_DIR) {
                subdirectories.append((path, relativePath))
            } else if type == UInt8(DT_REG) {
                body(relativePath)
            }
        }
        for subdirectory in subdirectories {
            walk(subdirectory.path, relative: subdirectory.relative, body)
        }
    }
}
