import DemoKitTestSupport
import Foundation

/// Where the package, its goldens and the built runner are, and a runner
/// export made once for all the tests of this target.
enum PackagePaths {
    /// The folder holding `Package.swift`.
    static let root: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/",
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path)
        {
            directory.deleteLastPathComponent()
        }
        return directory
    }()

    /// `Demos/__Snapshots__`: the goldens the snapshot engine wrote, the
    /// reference these tests hold the export to.
    static var snapshots: URL { root.appendingPathComponent("Demos/__Snapshots__") }

    /// Where screenshots are kept for a person to look at.
    static var screenshots: URL { root.appendingPathComponent(".build/demokit-screenshots") }

    /// Every `.txt` golden under the snapshot folder, relative to it, sorted.
    static func goldenFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: snapshots.path)
        var files: [String] = []
        while let next = enumerator?.nextObject() as? String {
            if next.hasSuffix(".txt") { files.append(next) }
        }
        return files.sorted()
    }

    /// A golden's text as a page shows it: without the isolates the encoder
    /// puts around right-to-left text (the page leaves direction to the
    /// browser), without spaces at line ends and the final newline.
    static func comparable(_ text: String) -> String {
        let unisolated = text.unicodeScalars.filter { $0 != "\u{2067}" && $0 != "\u{2069}" }
        var lines = String(String.UnicodeScalarView(unisolated)).split(separator: "\n", omittingEmptySubsequences: false)
            .map { line -> String in
                var line = Substring(line)
                while line.last == " " { line.removeLast() }
                return String(line)
            }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}

/// The runner's exports of the package's own catalog, made once.
enum Export {
    struct Folders: Sendable {
        var html: URL
        var svg: URL
        var output: String
    }

    /// `demo-runner export --html … --svg …` into a temporary folder.
    static let folders: Result<Folders, BrowserTestFailure> = {
        guard let runner = BuiltProducts.demoRunner() else {
            return .failure(BrowserTestFailure("demo-runner was not built beside the tests"))
        }
        let work = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-export-browser-\(UUID().uuidString)")
        let html = work.appendingPathComponent("site")
        let svg = work.appendingPathComponent("pictures")
        do {
            let result = try ProcessResult.run(
                runner, ["export", "--html", html.path, "--svg", svg.path], timeout: 300)
            guard result.status == 0 else {
                return .failure(BrowserTestFailure(
                    "demo-runner export exited \(result.status): \(result.standardError)"))
            }
            return .success(Folders(html: html, svg: svg, output: result.standardOutput))
        } catch {
            return .failure(BrowserTestFailure("cannot run demo-runner export: \(error)"))
        }
    }()
}
