import Foundation

/// One ```` ```swift ```` block of README.md, a DocC article or a doc comment.
package struct DocumentationExample: CustomStringConvertible, Sendable {
    /// The document, relative to the repository (`README.md`).
    package var file: String
    /// The line of the opening fence, from 1.
    package var line: Int
    /// The block's code, without its fences.
    package var code: String
    /// What the example may use without importing it: a doc comment's
    /// example is written inside its module (and its test library).
    package var imports: [String] = []

    package var description: String { "\(file):\(line)" }

    package init(file: String, line: Int, code: String, imports: [String] = []) {
        self.file = file
        self.line = line
        self.code = code
        self.imports = imports
    }
}

/// Finds the Swift examples of the documentation: README.md and the DocC
/// articles (checked as files of a user's package,
/// ``DocumentationPackage``), and the doc comments of the library products
/// (type-checked inside their module by `DemoKitDocumentationTests`).
///
/// A block after `<!-- not compiled: REASON -->` is skipped (a fragment, a
/// manifest), and so are the README's user-package files
/// (`<!-- user-package … -->`), which are the package itself.
package enum DocumentationExamples {
    /// The repository that holds `filePath` (this file by default).
    package static func repository(filePath: String = #filePath) -> URL {
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while directory.path != "/",
              !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            directory.deleteLastPathComponent()
        }
        return directory
    }

    /// The Markdown files whose examples are checked: README.md and every
    /// DocC article.
    package static func documents(in repository: URL) -> [URL] {
        var files = [repository.appendingPathComponent("README.md")]
        let sources = repository.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "md", url.path.contains(".docc/") { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The Swift files of the library products users import, whose doc
    /// comments' examples are checked too.
    package static func documentedSources(in repository: URL) -> [URL] {
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

    /// The modules a doc comment's example sees: its own (with its
    /// internal names, as a contributor reads it), DemoKitCore, and the
    /// test libraries for DemoKitTesting's.
    package static func imports(for file: String) -> [String] {
        let parts = file.split(separator: "/")
        guard parts.count > 2, parts[0] == "Sources", file.hasSuffix(".swift") else { return [] }
        let module = String(parts[1])
        var imports = ["import DemoKitCore", "@testable import \(module)"]
        if module == "DemoKitTesting" { imports += ["import Testing", "import XCTest"] }
        return imports
    }

    /// The lines of a document: a Markdown file's own, or a Swift file's doc
    /// comments (`/// `), with every other line empty so numbers still match.
    package static func markdownLines(of url: URL) throws -> [String] {
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
    package static func examples(
        in url: URL, repository: URL
    ) throws -> (examples: [DocumentationExample], skipped: [(line: Int, reason: String)]) {
        let name = url.path.replacingOccurrences(of: repository.path + "/", with: "")
        let lines = try markdownLines(of: url)
        var examples: [DocumentationExample] = []
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
            examples.append(DocumentationExample(
                file: name, line: index + 1, code: code.joined(separator: "\n"), imports: imports(for: name)))
        }
        return (examples, skipped)
    }
}

/// The README's and the articles' examples as targets of the README's user
/// package, each block a file where a reader would paste it, so that one
/// `swift build --build-tests` checks them as a user's package builds them:
/// a test that uses `DemoRegistry` without `import MyDemos` fails there with
/// `cannot find 'DemoRegistry' in scope`, as it does for the user.
///
/// - A block that imports `Testing` or `XCTest` is a test target of its own
///   (test blocks repeat names such as `demos_matchTheirGoldens`), which
///   depends on the README's demo target `MyDemos` and on DemoKitCore,
///   DemoKitHeadless and DemoKitTesting, as the README's test target does.
///   `MyDemos` also holds the demos the docs' tests name
///   (`Tests/DocExamplePrelude/DocumentedDemos.swift`: `Components`,
///   `ButtonsDemo`, `SingleChoiceDemo`, `SpinnerDemo`, …), internal as a
///   user's are, so that `DemoDriver` on them needs `@testable import MyDemos`.
/// - A block with `@main` or top-level statements (`DemoRunner.main(…)`,
///   `terminal.write(…)`) is the main file of an executable target of its
///   own.
/// - The other blocks of a document (groups, demos, functions) are files of
///   one demo target per document: an article builds up one demo target, and
///   a later block may use an earlier one's demo.
///
/// Every demo and executable target depends on DemoKitCore, DemoKitHeadless
/// and DemoKitRunner and applies the DemoKitDiscovery plugin, as the README's
/// demo target does. Each file starts with `#sourceLocation` naming the
/// document's line, so the compiler's messages point into the document.
package struct DocumentationPackage {
    /// How a block is built.
    package enum Kind: Equatable, Sendable {
        /// A file of the document's demo target.
        case demos
        /// The main file of an executable target of its own.
        case executable
        /// A test target of its own.
        case tests
    }

    /// One target the examples add to the package.
    package struct Target: Equatable, Sendable {
        package var name: String
        package var kind: Kind
        /// The files, relative to the package's folder, with their contents.
        package var files: [File]
    }

    /// A file of a target.
    package struct File: Equatable, Sendable {
        package var path: String
        package var contents: String
        /// The example it holds, `README.md:283`.
        package var example: String
    }

    /// The folder of the package that holds the targets' files.
    package static let folder = "DocExamples"

    package private(set) var targets: [Target] = []

    /// Lays out `examples` of documents under `repository`, in order.
    package init(examples: [DocumentationExample], repository: URL) {
        for example in examples {
            let document = Self.targetName(of: example.file)
            let kind = Self.kind(of: example.code)
            let name = switch kind {
            case .demos: "Doc\(document)"
            case .executable: "Doc\(document)L\(example.line)"
            case .tests: "Doc\(document)L\(example.line)Tests"
            }
            let fileName = kind == .executable && !example.code.contains("@main")
                ? "main.swift" : "\(document)L\(example.line).swift"
            let location = repository.appendingPathComponent(example.file).path
                .replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            let file = File(
                path: "\(Self.folder)/\(name)/\(fileName)",
                contents: "#sourceLocation(file: \"\(location)\", line: \(example.line + 1))\n"
                    + example.code + "\n#sourceLocation()\n",
                example: example.description)
            if let index = targets.firstIndex(where: { $0.name == name }) {
                targets[index].files.append(file)
            } else {
                targets.append(Target(name: name, kind: kind, files: [file]))
            }
        }
    }

    /// Every file of every target.
    package var files: [File] { targets.flatMap(\.files) }

    /// `README.md` → `Readme`, `Sources/…/GettingStarted.md` → `GettingStarted`:
    /// an identifier from the document's name.
    static func targetName(of file: String) -> String {
        let stem = (file as NSString).lastPathComponent.split(separator: ".").first.map(String.init) ?? file
        let letters = stem.filter { $0.isLetter || $0.isNumber }
        return letters == letters.uppercased() ? letters.prefix(1) + letters.dropFirst().lowercased() : letters
    }

    /// Whether `code` is a test, a program or declarations.
    package static func kind(of code: String) -> Kind {
        let lines = code.components(separatedBy: "\n")
        if lines.contains(where: { $0 == "import Testing" || $0 == "import XCTest" }) { return .tests }
        if code.contains("@main") { return .executable }
        let declarations = [
            "import ", "@", "struct ", "enum ", "class ", "final ", "actor ", "protocol ", "extension ", "func ",
            "let ", "var ", "typealias ", "public ", "private ", "fileprivate ", "internal ", "package ", "//", "}",
            ")", "]", "#if", "#else", "#endif",
        ]
        let statements = lines.filter { line in
            guard let first = line.first, first != " " else { return false }
            return !declarations.contains { line.hasPrefix($0) }
        }
        return statements.isEmpty ? .demos : .executable
    }

    /// The lines that add the targets to the README's `Package.swift`.
    package var manifestAddition: String {
        func product(_ name: String) -> String { ".product(name: \"\(name)\", package: \"DemoKit\")" }
        var lines = [
            "",
            "// The documentation's examples (DocumentationPackage): each block a file of a target.",
            "// The async stream components need macOS 15, as the articles say.",
            "package.platforms = [.macOS(.v15)]",
            "package.targets += [",
        ]
        let plugin = "plugins: [.plugin(name: \"DemoKitDiscovery\", package: \"DemoKit\")]"
        let demoKit = ["DemoKitCore", "DemoKitHeadless", "DemoKitRunner"].map(product).joined(separator: ", ")
        for target in targets {
            let path = "path: \"\(Self.folder)/\(target.name)\""
            switch target.kind {
            case .demos:
                lines.append("    .target(name: \"\(target.name)\", dependencies: [\(demoKit)], \(path), \(plugin)),")
            case .executable:
                lines.append(
                    "    .executableTarget(name: \"\(target.name)\", dependencies: [\(demoKit)], \(path), \(plugin)),")
            case .tests:
                let dependencies = ["\"MyDemos\""] + ["DemoKitCore", "DemoKitHeadless", "DemoKitTesting"].map(product)
                lines.append(
                    "    .testTarget(name: \"\(target.name)\", dependencies: [\(dependencies.joined(separator: ", "))], \(path)),")
            }
        }
        lines.append("]")
        return lines.joined(separator: "\n") + "\n"
    }
}
