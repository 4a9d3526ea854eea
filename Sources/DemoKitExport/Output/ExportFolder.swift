import DemoKitSnapshots
import Foundation

/// The folder an export is written to, written so that nothing of the
/// user's is lost: files go through ``ContainedFolder`` (atomically, never
/// through a symbolic link), and a folder that holds anything but a
/// previous export is refused.
///
/// An export leaves a manifest, `.demokit-export`, naming the files it
/// wrote. The next export into the folder replaces them and deletes those
/// it no longer writes (a renamed demo's picture); a folder with files and
/// no manifest is the user's, and is left alone.
package struct ExportFolder {
    /// The manifest's name.
    package static let manifestName = ".demokit-export"
    private static let manifestHeader = "DemoKit export: files written by `demo-runner export`; it replaces them.\n"

    /// Why a folder cannot be exported to.
    package enum Failure: Error, Equatable {
        /// The folder holds files and no manifest; names one of them.
        case notAnExport(example: String)
        /// It is a file, or a link, or a file in it could not be written.
        case unwritable(path: String, reason: String)
    }

    package let path: String

    package init(path: String) {
        self.path = path
    }

    /// Writes `files` (paths relative to the folder), replaces a previous
    /// export and deletes what it wrote that is not written again.
    ///
    /// - Returns: The number of bytes written.
    /// - Throws: ``Failure``; nothing is written when the folder is not
    ///   an export's.
    @discardableResult
    package func write(_ files: [(path: String, bytes: [UInt8])]) throws(Failure) -> Int {
        let previous = try previousManifest()
        let folder = ContainedFolder(root: path)
        var total = 0
        do {
            // The manifest first: an interrupted export is still recognised
            // as DemoKit's, and replaced, next time.
            let paths = files.map(\.path)
            let manifest = Self.manifestHeader + (Set(paths).union(previous).sorted().joined(separator: "\n")) + "\n"
            try folder.write(Array(manifest.utf8), to: Self.manifestName)
            for file in files {
                try folder.write(file.bytes, to: file.path)
                total += file.bytes.count
            }
            let written = Set(paths)
            var folders: Set<String> = []
            for stale in previous where !written.contains(stale) {
                try folder.remove(stale)
                var parent = stale
                while let slash = parent.lastIndex(of: "/") {
                    parent = String(parent[..<slash])
                    folders.insert(parent)
                }
            }
            for emptied in folders.sorted(by: { $0.count > $1.count }) { folder.removeIfEmpty(emptied) }
            let final = Self.manifestHeader + paths.sorted().joined(separator: "\n") + "\n"
            try folder.write(Array(final.utf8), to: Self.manifestName)
        } catch {
            let reason: String
            switch error.reason {
            case .link: reason = "it is a symbolic link, which an export never writes through"
            case .wrongKind(let kind): reason = "it is \(kind)"
            case .system(let code): reason = String(cString: strerror(code)).lowercased()
            }
            let shown = error.path.isEmpty ? path : path + "/" + error.path
            throw .unwritable(path: shown, reason: reason)
        }
        return total
    }

    /// Checks that the folder can be exported to, without writing: it is
    /// new, empty or a previous export's, and not a symbolic link or a
    /// file. A command checks every folder before it writes any.
    ///
    /// - Throws: ``Failure``.
    package func check() throws(Failure) {
        _ = try previousManifest()
    }

    /// The files a previous export wrote, or none when the folder is new or
    /// empty.
    private func previousManifest() throws(Failure) -> [String] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        let attributes = try? manager.attributesOfItem(atPath: path)
        if attributes?[.type] as? FileAttributeType == .typeSymbolicLink {
            throw .unwritable(path: path, reason: "it is a symbolic link, which an export never writes through")
        }
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { throw .unwritable(path: path, reason: "it is a file, not a folder") }
        let contents = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
        if contents.isEmpty { return [] }
        let manifestPath = (path as NSString).appendingPathComponent(Self.manifestName)
        guard contents.contains(Self.manifestName),
            let data = manager.contents(atPath: manifestPath),
            let text = String(data: data, encoding: .utf8), text.hasPrefix(Self.manifestHeader)
        else {
            throw .notAnExport(example: contents.first { $0 != Self.manifestName } ?? contents[0])
        }
        return text.dropFirst(Self.manifestHeader.count).split(separator: "\n").map(String.init)
            .filter { !$0.isEmpty && !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") }
    }
}
