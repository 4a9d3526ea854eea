import DemoKitScanning
import Testing

/// The scanner lexes only the files that can bear on a group; what it finds
/// and says must be exactly what lexing every file finds and says.
@Suite("Choosing the files to lex")
struct FileSelectionTests {
    /// Modules whose groups depend on declarations in files that never
    /// mention `DemoGroup`, each with files that have nothing to do with them.
    static let modules: [(name: String, sources: [String])] = [
        ("a chain of refinements and subclasses", [
            "protocol Screen: DemoGroup {}",
            "protocol FullScreen: Screen {}",
            "class Base: FullScreen { class var numberOfDemos: Int { 0 } }",
            "final class Login: Base {}",
            "struct Unrelated { var value = 1 }\nenum Other: String { case a }",
        ]),
        ("a conformance added by an extension to a private type", [
            "extension Settings: DemoGroup {}",
            "private enum Settings: String, CaseIterable { case a }",
            "enum Noise { case x }",
        ]),
        ("a group nested in an extension of a private type", [
            "extension Catalog { enum Forms: DemoGroup {} }",
            "private enum Catalog {}",
            "struct Elsewhere {}",
        ]),
        ("a nested type that shadows the protocol", [
            "protocol Screen: DemoGroup {}",
            "enum Outer {\n  struct Screen {}\n  enum NotAGroup: Screen {}\n  enum Group: DemoKitCore.DemoGroup {}\n}",
            "enum Top: Screen {}",
            "let x = 1",
        ]),
        ("a qualified name through a typealias", [
            "enum Screens { protocol Screen: DemoGroup {} }",
            "typealias Alias = Screens",
            "enum Login: Alias.Screen {}",
            "struct Filler { let a = \"Alias\" }",
        ]),
        ("a generic enclosing type in another file", [
            "extension Box { enum Inner: DemoGroup {} }",
            "struct Box<T> {}",
        ]),
        ("a typealias of a composition", [
            "typealias Group = DemoGroup & Sendable",
            "enum Buttons: Group {}",
            "enum Plain {}",
        ]),
        ("a type named DemoRegistry", [
            "enum DemoRegistry {}",
            "enum A: DemoGroup {}",
        ]),
        ("demo types through a refinement and a class", [
            "protocol Screen: InteractiveDemo {}",
            "class Base: Screen {}\nfinal class Login: Base {}",
            "extension Later: Screen {}",
            "struct Later {}\nstruct Noise {}",
            "enum Menu: DemoGroup {}",
        ]),
        ("conditions around a refinement", [
            "#if DEBUG\nprotocol Debugging: DemoGroup {}\n#endif",
            "enum Tools: Debugging {}",
            "#if os(Linux)\nstruct Linuxy {}\n#endif",
        ]),
    ]

    @Test(arguments: modules.indices)
    func selectedFiles_findAndSayExactlyWhatEveryFileDoes(module: Int) {
        let sources = Self.modules[module].sources
        let paths = sources.indices.map { "File\($0).swift" }
        let selected = SourceScanner(moduleName: "Demos").scan(sources: sources, paths: paths)
        var everything = SourceScanner(moduleName: "Demos")
        everything.selectsFiles = false
        let full = everything.scan(sources: sources, paths: paths)
        #expect(selected.groups == full.groups, "\(Self.modules[module].name)")
        #expect(selected.demoTypes == full.demoTypes, "\(Self.modules[module].name)")
        #expect(selected.diagnostics == full.diagnostics, "\(Self.modules[module].name)")
    }

    @Test func filesWithoutANameThatMatters_areNotLexed() {
        let sources = Self.modules[0].sources
        let result = SourceScanner(moduleName: "Demos").scan(
            sources: sources, paths: sources.indices.map { "File\($0).swift" })
        #expect(result.groups.map(\.name) == ["Base", "Login"])
        #expect(result.fileCount == 5)
        #expect(result.lexedFileCount == 4)
    }

    /// A file the scanner does not read as code may hold what does not
    /// compile: the compiler reports it, not the scanner.
    @Test func lexicalErrorInAFileWithoutANameThatMatters_isLeftToTheCompiler() {
        let result = scan("enum A: DemoGroup {}", "let s = \"never closed")
        #expect(result.groups.map(\.name) == ["A"])
        #expect(result.diagnostics.isEmpty)
        #expect(scanLexingEveryFile("enum A: DemoGroup {}", "let s = \"never closed").hasErrors)
    }
}
