#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Writes a file only when its contents change, so that the build system sees
/// an unchanged file and does not recompile it.
package enum FileContentsWriter {
    /// Writes `contents` to `path` unless the file already holds exactly that.
    /// The new file is written beside the old one and renamed over it, so a
    /// reader never sees half a file.
    ///
    /// - Parameters:
    ///   - contents: The new contents.
    ///   - path: The file to write, in a directory that exists.
    /// - Returns: Whether the file was written.
    /// - Throws: ``FileSystemError`` when writing fails.
    @discardableResult
    package static func write(_ contents: String, to path: String) throws -> Bool {
        let bytes = Array(contents.utf8)
        var reader = FileReader()
        if reader.withContents(ofFile: path, { $0.elementsEqual(bytes) }) == true {
            return false
        }
        let temporary = path + ".partial"
        guard let file = fopen(temporary, "wb") else { throw FileSystemError(path: path) }
        let written = fwrite(bytes, 1, bytes.count, file)
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            let error = FileSystemError(path: path)
            remove(temporary)
            throw error
        }
        #if os(Windows)
        remove(path) // rename does not replace a file there
        #endif
        guard rename(temporary, path) == 0 else {
            let error = FileSystemError(path: path)
            remove(temporary)
            throw error
        }
        return true
    }
}
