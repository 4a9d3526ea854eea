import Foundation

/// Writes a file only when its contents change, so that the build system sees
/// an unchanged file and does not recompile it.
package enum FileContentsWriter {
    /// Writes `contents` to `path` unless the file already holds exactly that.
    ///
    /// - Parameters:
    ///   - contents: The new contents.
    ///   - path: The file to write; its directory is created if needed.
    /// - Returns: Whether the file was written.
    /// - Throws: An error from the file system when writing fails.
    @discardableResult
    package static func write(_ contents: String, to path: String) throws -> Bool {
        let data = Data(contents.utf8)
        if FileManager.default.contents(atPath: path) == data {
            return false
        }
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true
        )
        try data.write(to: url, options: .atomic)
        return true
    }
}
