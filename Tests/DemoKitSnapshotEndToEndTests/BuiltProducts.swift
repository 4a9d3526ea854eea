import Foundation

/// The paths, relative to `url`, of the regular files below it.
func regularFiles(under url: URL) -> [String] {
    (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? [])
        .filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: url.appendingPathComponent(path).path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
}
