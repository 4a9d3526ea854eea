import DemoKitTestSupport
import Foundation
import Testing

/// Every Swift example in README.md and the DocC articles type-checks
/// against the built modules, as a reader would paste it.
///
/// Each ```` ```swift ```` block is compiled alone, as its own module, with
/// `DocExamplePrelude` imported: the names examples use without declaring
/// them (`DemoRegistry`, `Components`, `ButtonsDemo`), as a reader's package
/// has them. A block after `<!-- not compiled: REASON -->` is skipped (a
/// fragment, a manifest), and so are the README's user-package files, which
/// `DemoKitPluginEndToEndTests` builds as a package.
@Suite("Documentation examples", .timeLimit(.minutes(10)))
struct DocumentationExamplesTests {
    struct Example: CustomStringConvertible, Sendable {
        var file: String
        var line: Int
        var code: String
        /// What the example may use without importing it: a doc comment's
        /// example is written inside its module (and its test library).
        var imports: [String] = []
        var description: String { "\(file):\(line)" }
    }

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Markdown files whose examples are checked.
    static func documents() -> [URL] {
        var files = [repository.appendingPathComponent("README.md")]
        let sources = repository.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "md", url.path.contains(".docc/") { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The modules a doc comment's example sees: its own (with its
    /// internal names, as a contributor reads it), DemoKitCore, and the
    /// test libraries for DemoKitTesting's.
    static func imports(for file: String) -> [String] {
        let parts = file.split(separator: "/")
        guard parts.count > 2, parts[0] == "Sources", file.hasSuffix(".swift") else { return [] }
        let module = String(parts[1])
        var imports = ["import DemoKitCore", "@testable import \(module)"]
        if module == "DemoKitTesting" { imports += ["import Testing", "import XCTest"] }
        return imports
    }

    /// The Swift files of the library products users import, whose doc
    /// comments' examples are checked too.
    static func documentedSources() -> [URL] {
        var files: [URL] = []
        for module in ["DemoKitCore", "DemoKitTesting", "DemoKitHeadless", "DemoKitRunner"] {
            let folder = repository.appendingPathComponent("Sources/\(module)")
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "swift" { files.append(url) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The lines of a document: a Markdown file's own, or a Swift file's doc
    /// comments (`/// `), with every other line empty so numbers still match.
    static func markdownLines(of url: URL) throws -> [String] {
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        guard url.pathExtension == "swift" else { return lines }
        return lines.map { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else { return "" }
            let text = trimmed.dropFirst(3)
            return String(text.hasPrefix(" ") ? text.dropFirst() : text)
        }
    }

    /// The checked blocks of one document, and the skipped ones' reasons.
    static func examples(in url: URL) throws -> (examples: [Example], skipped: [(line: Int, reason: String)]) {
        let name = url.path.replacingOccurrences(of: repository.path + "/", with: "")
        let lines = try markdownLines(of: url)
        var examples: [Example] = []
        var skipped: [(Int, String)] = []
        var index = 0
        while index < lines.count {
            let fence = lines[index].trimmingCharacters(in: .whitespaces)
            guard fence.hasPrefix("```") else { index += 1; continue }
            let info = fence.dropFirst(3).trimmingCharacters(in: .whitespaces)
            var end = index + 1
            while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("```") { end += 1 }
            defer { index = end + 1 }
            guard info == "swift" else { continue }
            let before = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
                .trimmingCharacters(in: .whitespaces) ?? ""
            if before.hasPrefix("<!-- user-package") { continue }
            if before.hasPrefix("<!-- not compiled:") {
                let reason = before.dropFirst("<!-- not compiled:".count).dropLast(3)
                    .trimmingCharacters(in: .whitespaces)
                skipped.append((index + 1, reason))
                continue
            }
            let indent = lines[index].prefix { $0 == " " }.count
            let code = lines[(index + 1)..<end].map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
            examples.append(Example(
                file: name, line: index + 1, code: code.joined(separator: "\n"), imports: Self.imports(for: name)))
        }
        return (examples, skipped)
    }

    static var allExamples: [Example] {
        documents().flatMap { (try? examples(in: $0).examples) ?? [] }
    }

    static var docCommentExamples: [Example] {
        documentedSources().flatMap { (try? examples(in: $0).examples) ?? [] }
    }

    @Test func everySkippedExample_saysWhy() throws {
        for document in Self.documents() + Self.documentedSources() {
            for skip in try Self.examples(in: document).skipped {
                #expect(!skip.reason.isEmpty, "\(document.lastPathComponent):\(skip.line): a skipped example needs a reason")
            }
        }
    }

    @Test func theDocumentsHaveExamples() {
        #expect(Self.allExamples.count >= 10, "found \(Self.allExamples.count)")
    }

    @Test(.enabled(if: Self.modules != nil, "the built modules are not beside the tests"), arguments: Self.allExamples)
    func example_typeChecks(_ example: Example) throws {
        try Self.typeCheck(example)
    }

    @Test(
        .enabled(if: Self.modules != nil, "the built modules are not beside the tests"),
        arguments: Self.docCommentExamples)
    func docCommentExample_typeChecks(_ example: Example) throws {
        try Self.typeCheck(example)
    }

    static func typeCheck(_ example: Example) throws {
        let modules = try #require(Self.modules)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-doc-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Top-level statements are allowed in `main.swift` only; `@main` is not.
        let isLibrary = example.code.contains("@main")
        let file = folder.appendingPathComponent(isLibrary ? "Example.swift" : "main.swift")
        let source = (["import DocExamplePrelude"] + example.imports + [example.code]).joined(separator: "\n") + "\n"
        try source.write(to: file, atomically: true, encoding: .utf8)
        var arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, "-module-name", "Example"]
        if isLibrary { arguments.append("-parse-as-library") }
        arguments.append(file.path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // A fragment may show a value it does not use (`block.width`).
        let problems = output.components(separatedBy: "\n").filter { line in
            line.contains("error:") || (line.contains("warning:") && !line.contains("is unused"))
        }
        #expect(process.terminationStatus == 0 && problems.isEmpty,
                "\(example) does not type-check:\n\(output)\n--- the example:\n\(example.code)")
    }

    /// The folder holding the built `.swiftmodule`s.
    static var modules: URL? { BuiltProducts.modulesDirectory(containing: "DocExamplePrelude") }
}
