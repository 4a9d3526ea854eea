import Foundation

/// Where SwiftPM put the executables these tests run (`snapshot-fixtures`,
/// `demo-runner`): beside the test bundle.
enum BuiltProducts {
    static var directory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }
}

/// The paths, relative to `url`, of the regular files below it.
func regularFiles(under url: URL) -> [String] {
    (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? [])
        .filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: url.appendingPathComponent(path).path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
}
