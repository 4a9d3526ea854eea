import DemoKitTestSupport
import Foundation
import Testing

/// The Swift examples of the documentation.
///
/// README.md's and the DocC articles' examples are built as files of the
/// README's user package, as readers paste them, by
/// `DemoKitPluginEndToEndTests` (with `DEMOKIT_INTEGRATION=1`; the layout,
/// ``DocumentationPackage``, is checked here). Doc comments' examples are
/// fragments written inside their module: each is type-checked alone, as
/// its own module, with its module `@testable` imported and
/// `DocExamplePrelude`'s names (`DemoRegistry`, `Components`, `ButtonsDemo`,
/// `context`). A block after `<!-- not compiled: REASON -->` is skipped.
@Suite("Documentation examples", .timeLimit(.minutes(10)))
struct DocumentationExamplesTests {
    typealias Example = DocumentationExample

    static let repository = DocumentationExamples.repository()

    static var allExamples: [Example] {
        DocumentationExamples.documents(in: repository).flatMap {
            (try? DocumentationExamples.examples(in: $0, repository: repository).examples) ?? []
        }
    }

    static var docCommentExamples: [Example] {
        DocumentationExamples.documentedSources(in: repository).flatMap {
            (try? DocumentationExamples.examples(in: $0, repository: repository).examples) ?? []
        }
    }

    @Test func everySkippedExample_saysWhy() throws {
        let documents = DocumentationExamples.documents(in: Self.repository)
            + DocumentationExamples.documentedSources(in: Self.repository)
        for document in documents {
            for skip in try DocumentationExamples.examples(in: document, repository: Self.repository).skipped {
                #expect(!skip.reason.isEmpty, "\(document.lastPathComponent):\(skip.line): a skipped example needs a reason")
            }
        }
    }

    @Test func theDocumentsHaveExamples() {
        #expect(Self.allExamples.count >= 10, "found \(Self.allExamples.count)")
    }

    /// A test block is a test target of its own that depends on the user's
    /// demo target and nothing that declares `DemoRegistry` for it: without
    /// `import MyDemos` it fails, as in a user's package.
    @Test func aTestExample_isATestTargetOfItsOwn_onTheUsersDemoTarget() throws {
        let examples = [
            Example(file: "README.md", line: 10, code: "import DemoKitTesting\nimport Testing\n\n@Test func a() {}"),
            Example(file: "README.md", line: 20, code: "import DemoKitTesting\nimport Testing\n\n@Test func a() {}"),
        ]
        let package = DocumentationPackage(examples: examples, repository: Self.repository)
        #expect(package.targets.map(\.name) == ["DocReadmeL10Tests", "DocReadmeL20Tests"])
        #expect(package.targets.allSatisfy { $0.kind == .tests })
        #expect(package.manifestAddition.contains(
            #".testTarget(name: "DocReadmeL10Tests", dependencies: ["MyDemos", .product(name: "DemoKitCore", package: "DemoKit")"#))
        let file = try #require(package.files.first)
        #expect(file.path == "DocExamples/DocReadmeL10Tests/ReadmeL10.swift")
        #expect(file.contents.hasPrefix("#sourceLocation(file: \"\(Self.repository.path)/README.md\", line: 11)\n"))
        #expect(!file.contents.contains("MyDemos"), "the example is written as it is, with no import added")
    }

    /// An article's declarations are one demo target, as a reader builds
    /// one up; a block with statements or `@main` is a program of its own.
    @Test func declarationsShareTheDocumentsDemoTarget_programsHaveTheirOwn() {
        let article = "Sources/DemoKitCore/DemoKitCore.docc/WritingDemos.md"
        let examples = [
            Example(file: article, line: 12, code: "import DemoKitCore\n\nstruct A: Demoable {\n    func render(in context: RenderContext) -> TextBlock { TextBlock(\"a\") }\n}"),
            Example(file: article, line: 30, code: "import DemoKitCore\n\nlet width = 3"),
            Example(file: article, line: 40, code: "import DemoKitRunner\n\nDemoRunner.main(registry: DemoRegistry.self)"),
            Example(file: article, line: 50, code: "import DemoKitRunner\n\n@main\nstruct Main {\n    static func main() {}\n}"),
        ]
        let package = DocumentationPackage(examples: examples, repository: Self.repository)
        #expect(package.targets.map(\.name) == ["DocWritingDemos", "DocWritingDemosL40", "DocWritingDemosL50"])
        #expect(package.targets.map(\.kind) == [.demos, .executable, .executable])
        #expect(package.files.map(\.path) == [
            "DocExamples/DocWritingDemos/WritingDemosL12.swift", "DocExamples/DocWritingDemos/WritingDemosL30.swift",
            "DocExamples/DocWritingDemosL40/main.swift", "DocExamples/DocWritingDemosL50/WritingDemosL50.swift",
        ])
        #expect(package.manifestAddition.contains(#"plugins: [.plugin(name: "DemoKitDiscovery", package: "DemoKit")]"#))
    }

    /// Every README and article example has a place in the package, and no
    /// two files share a path.
    @Test func everyExample_isAFileOfThePackage() {
        let package = DocumentationPackage(examples: Self.allExamples, repository: Self.repository)
        #expect(package.files.count == Self.allExamples.count)
        #expect(Set(package.files.map(\.path)).count == package.files.count)
        #expect(package.targets.contains { $0.kind == .tests })
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
        let source = (["@testable import DocExamplePrelude"] + example.imports + [example.code]).joined(separator: "\n") + "\n"
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
