import Foundation

/// The package's own files, read by the portability checks: found from this
/// file's path up to the folder that holds `Package.swift`.
struct PackageFiles {
    /// A file's path relative to the package root, and its text.
    struct File {
        var path: String
        var text: String
    }

    let root: URL

    init(filePath: String = #filePath) throws {
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            guard directory.path != "/" else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Package.swift above \(filePath)"])
            }
            directory.deleteLastPathComponent()
        }
        root = directory
    }

    /// Every file below `folders` whose name ends with `suffix`, sorted by
    /// path; a folder that does not exist has none.
    func files(under folders: [String], endingWith suffix: String) throws -> [File] {
        var files: [File] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(suffix), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else {
                    continue
                }
                let url = base.appendingPathComponent(relative)
                files.append(File(path: folder + "/" + relative, text: try String(contentsOf: url, encoding: .utf8)))
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}
