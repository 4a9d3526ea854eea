import DemoKitSnapshots
import Foundation

extension FailureReport {
    /// Why a report could not be written: one line naming the file and the fix.
    package struct WriteError: Error, Equatable, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    /// Writes the page to `url` atomically (a temporary file, then a
    /// rename), creating its folder.
    ///
    /// - Parameters:
    ///   - checked: With a value, the entries of the report already at
    ///     `url` stay, except those whose key is in `checked` (the goldens
    ///     this run looked at): several runs add to one report.
    ///   - audited: The renderings this run audited, whose findings replace
    ///     those of the report already at `url` (when `checked` has a value).
    /// - Throws: ``WriteError`` when `url` is a folder, holds a file that is
    ///   not a DemoKit failure report (it is never overwritten), or cannot
    ///   be written.
    package func write(
        to url: URL, mergingReplacing checked: Set<String>? = nil, findingsOf audited: Set<String> = []
    ) throws(WriteError) {
        let path = url.path
        var report = self
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                throw WriteError(message: "the report path \(path) is a folder; give a file path, e.g. \(path)/snapshots.html")
            }
            let existing = (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            guard existing.isEmpty || existing.contains(Self.generatorMarker) else {
                throw WriteError(
                    message: "refusing to overwrite \(path): it is not a DemoKit failure report; "
                        + "give another path or delete the file")
            }
            if let checked, let earlier = Self.entries(in: existing) {
                report = earlier.merging(self, replacing: checked, replacingFindingsOf: audited)
            }
        }
        do {
            try AtomicFile.write(Data(report.html().utf8), to: url)
        } catch {
            throw WriteError(message: "cannot write the report to \(path): \(fileSystemErrorReason(error))")
        }
    }

    /// Whether writing a report to `url` replaces nothing a person wrote:
    /// nothing is there, an empty file, or an earlier DemoKit report.
    package static func mayReplace(_ url: URL) -> Bool {
        guard FileManager.default.fileExists(atPath: url.path) else { return true }
        guard let data = try? Data(contentsOf: url) else { return false }
        return data.isEmpty || String(decoding: data, as: UTF8.self).contains(generatorMarker)
    }

    /// The report a page carries as JSON, or `nil` when it has none.
    package static func entries(in page: String) -> FailureReport? {
        guard let start = page.range(of: dataOpening),
            let end = page.range(of: dataClosing, range: start.upperBound..<page.endIndex)
        else { return nil }
        return try? JSONDecoder().decode(FailureReport.self, from: Data(page[start.upperBound..<end.lowerBound].utf8))
    }
}
