import DemoKitScanning
import Testing

/// The demo types whose kinds the registry records: found as groups are,
/// from `Demoable` and the protocols that refine it; a type the registry
/// cannot name is left out without a word (the catalog asks the runtime).
@Suite("Scanning demo types")
struct ScannerDemoTypeTests {
    private func demoTypeNames(_ sources: String...) -> [String] {
        SourceScanner(moduleName: "Demos").scan(sources: sources, paths: sources.indices.map { "File\($0).swift" })
            .demoTypes.map(\.name)
    }

    @Test func everyDemoProtocol_alone_orQualifiedByItsModule() {
        #expect(demoTypeNames("""
            struct A: Demoable {}
            struct B: TweakableDemo {}
            struct C: CaseTweakableDemo {}
            struct D: LiveDemo {}
            struct E: InteractiveDemo, Sendable {}
            struct F: Hashable, AnimatedDemo {}
            struct G: TerminalComponentDemo {}
            struct H: TerminalComponentDemo {}
            struct I: DemoKitCore.Demoable {}
            struct J: DemoKitHeadless.TerminalComponentDemo {}
            struct K: DemoKitHeadless.Demoable {}
            struct NotADemo: Hashable {}
            """) == ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"])
    }

    @Test func throughTheModulesProtocolsTypealiasesClassesAndExtensions() {
        #expect(demoTypeNames(
            "protocol Screen: InteractiveDemo {}",
            "struct Login: Screen {}\ntypealias Shown = Demoable & Sendable",
            "enum Card: Shown { case a }",
            "class Base: Demoable {}\nfinal class Sub: Base {}",
            "struct Later {}\nextension Later: TweakableDemo {}",
            "enum Outer { struct Inner: Demoable {} }"
        ) == ["Base", "Card", "Later", "Login", "Outer.Inner", "Sub"])
    }

    @Test func typesTheRegistryCannotName_areLeftOutWithoutAWord() {
        let result = scan("""
            private struct Hidden: Demoable {}
            struct Box<T>: Demoable {}
            fileprivate enum Secret { struct Inside: Demoable {} }
            func make() { struct Local: Demoable {} }
            struct Shown: Demoable {}
            """)
        #expect(result.demoTypes.map(\.name) == ["Shown"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aProtocolOfTheModuleNamedLikeOne_isItsOwn() {
        #expect(demoTypeNames("protocol Demoable {}\nstruct Mine: Demoable {}\nstruct Core: DemoKitCore.Demoable {}")
            == ["Core"])
    }

    @Test func conditionsAndAvailability_areKept() {
        let result = scan("""
            #if DEBUG
            struct Debugging: Demoable {}
            #endif
            @available(macOS 14, *)
            struct Newer: Demoable {}
            """)
        #expect(result.demoTypes == [
            DiscoveredGroup(name: "Debugging", conditions: [["DEBUG"]]),
            DiscoveredGroup(name: "Newer", availability: ["macOS 14"]),
        ])
    }

    /// Demo types change nothing of what is found as a group or said.
    @Test func groupsAndDiagnostics_areThoseOfTheGroupsAlone() {
        let result = scan("""
            enum Components: CaseDemoGroup { case a; var demo: any Demoable { ButtonsDemo() } }
            struct ButtonsDemo: Demoable {}
            private enum Hidden: DemoGroup {}
            """)
        #expect(result.groups.map(\.name) == ["Components"])
        #expect(result.demoTypes.map(\.name) == ["ButtonsDemo"])
        #expect(result.diagnostics.count == 1)
    }

    /// A file that names only a demo protocol is lexed, and the types it
    /// makes demos in files that do not name one are found.
    @Test func selectedFiles_findTheDemoTypesThatEveryFileDoes() {
        let sources = [
            "protocol Screen: Demoable {}",
            "struct Login: Screen {}",
            "struct Unrelated {}",
            "enum Menu: DemoGroup {}",
        ]
        let paths = sources.indices.map { "File\($0).swift" }
        let selected = SourceScanner(moduleName: "Demos").scan(sources: sources, paths: paths)
        var everything = SourceScanner(moduleName: "Demos")
        everything.selectsFiles = false
        let full = everything.scan(sources: sources, paths: paths)
        #expect(selected.demoTypes.map(\.name) == ["Login"])
        #expect(selected.demoTypes == full.demoTypes)
        #expect(selected.lexedFileCount == 3)
    }
}
