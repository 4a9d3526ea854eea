import DemoKitTestSupport
import Foundation
import Testing

/// README.md's and the DocC articles' Swift examples, built as a user
/// builds them: as files of the README's package ("A new catalog"), each
/// block where a reader would paste it (``DocumentationPackage``), with one
/// `swift build --build-tests`. A test example that uses `DemoRegistry`
/// without `import MyDemos`, a dependency named as SwiftPM does not know it,
/// or a demo a test drives without `@testable import` fails here as it fails
/// in the reader's package. The README's demo target also holds the demos
/// the docs' tests name (`Tests/DocExamplePrelude/DocumentedDemos.swift`).
///
/// The package and its `.build` stay in the workspace between runs, so a
/// later run builds only what changed.
extension UserPackageEndToEndTests {
    @Test func documentationExamples_buildAsFilesOfTheReadmesPackage() throws {
        let package = try Self.workspace(for: repository).appending(path: "DocumentationExamples")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        // Everything but the build folder is written afresh.
        for name in try FileManager.default.contentsOfDirectory(atPath: package.path(percentEncoded: false))
        where name != ".build" {
            try FileManager.default.removeItem(at: package.appending(path: name))
        }

        let readme = try String(contentsOf: repository.appending(path: "README.md"), encoding: .utf8)
        var files: [(path: String, contents: String)] = ReadmeUserPackage(readme: readme, flow: "executable").steps
            .compactMap { if case .file(let path, let contents) = $0 { (path, contents) } else { nil } }
        try #require(files.contains { $0.path == "Package.swift" }, "README.md's package has no Package.swift")
        let documented = try String(
            contentsOf: repository.appending(path: "Tests/DocExamplePrelude/DocumentedDemos.swift"), encoding: .utf8)
        files.append(("Sources/MyDemos/DocumentedDemos.swift", documented))

        let examples = try DocumentationExamples.documents(in: repository).flatMap {
            try DocumentationExamples.examples(in: $0, repository: repository).examples
        }
        let layout = DocumentationPackage(examples: examples, repository: repository)
        files = files.map { $0.path == "Package.swift" ? ($0.path, $0.contents + layout.manifestAddition) : $0 }
        files += layout.files.map { ($0.path, $0.contents) }
        for file in files {
            let url = package.appending(path: file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
        }

        let build = try ShellCommand.run(["swift", "build", "--build-tests"], in: package)
        let output = build.output + build.errorOutput
        // The compiler's messages about the examples name the document's
        // line; SwiftPM prints each twice.
        var messages: [Substring] = []
        for line in output.split(separator: "\n")
        where (line.contains(": error:") || line.contains(": warning:")) && line.contains(".md:")
            && !messages.contains(line) {
            messages.append(line)
        }
        #expect(
            build.status == 0 && messages.isEmpty,
            """
            \(examples.count) examples in \(layout.targets.count) targets; the build's messages about them:
            \(messages.joined(separator: "\n"))
            --- the build's output:
            \(output.suffix(20_000))
            """)
    }
}
