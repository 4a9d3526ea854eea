import DemoKitCore
import DemoKitScanning
import Testing

@Suite("Diagnostics for groups the registry cannot name")
struct ScannerDiagnosticTests {
    private func warnings(_ sources: String...) -> [String] {
        SourceScanner(moduleName: "Demos")
            .scan(sources: sources, paths: sources.indices.map { "Demos/File\($0).swift" })
            .diagnostics.map(\.description)
    }

    @Test func privateGroup_isLeftOutWithAWarningThatSaysHowToFixIt() {
        let source = """
            enum Listed: DemoGroup {}

            private enum Secret: DemoGroup {}
            """
        let result = scan(source)
        #expect(result.groups.map(\.name) == ["Listed"])
        #expect(result.diagnostics.map(\.description) == [
            "File0.swift:3: warning: 'Secret' conforms to DemoGroup but is private, so the generated "
                + "DemoRegistry cannot refer to it and it is left out of the catalog; remove 'private' to list it",
        ])
    }

    @Test func fileprivateGroupConformingInAnExtension_isLeftOutWithAWarning() {
        let source = """
            fileprivate struct Hidden {}
            extension Hidden: DemoGroup {}
            """
        #expect(warnings(source) == [
            "Demos/File0.swift:2: warning: 'Hidden' conforms to DemoGroup but is fileprivate, so the generated "
                + "DemoRegistry cannot refer to it and it is left out of the catalog; remove 'fileprivate' to list it",
        ])
    }

    @Test func groupNestedInAPrivateTypeOrExtension_isLeftOutWithAWarning() {
        let source = """
            private enum Outer {
                enum Inner: DemoGroup {}
            }
            private extension Catalog {
                enum Page: DemoGroup {}
            }
            """
        #expect(warnings(source) == [
            "Demos/File0.swift:2: warning: 'Outer.Inner' conforms to DemoGroup but is nested in 'Outer', which is "
                + "private, so the generated DemoRegistry cannot refer to it and it is left out of the catalog; "
                + "make that scope internal or move the type out of it to list it",
            "Demos/File0.swift:5: warning: 'Catalog.Page' conforms to DemoGroup but is nested in a private "
                + "extension of 'Catalog', so the generated DemoRegistry cannot refer to it and it is left out of "
                + "the catalog; make that scope internal or move the type out of it to list it",
        ])
    }

    @Test func localGroup_isLeftOutWithAWarning() {
        let source = """
            enum Holder {
                static func make() -> Int {
                    enum Local: DemoGroup {}
                    return 1
                }
            }
            """
        #expect(warnings(source) == [
            "Demos/File0.swift:3: warning: 'Local' conforms to DemoGroup but is declared inside a function or "
                + "closure, so the generated DemoRegistry cannot refer to it and it is left out of the catalog; "
                + "move it to the top level of the file or into a type to list it",
        ])
    }

    @Test func genericGroups_areLeftOutWithAWarning() {
        let source = """
            struct Box<Content>: DemoGroup {}
            struct Wrapper<T> {
                enum Inner: DemoGroup {}
            }
            extension Wrapper {
                enum Other: DemoGroup {}
            }
            """
        let result = scan(source)
        #expect(result.groups.isEmpty)
        #expect(result.diagnostics.map(\.line) == [1, 3, 6])
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(result.diagnostics[0].message.contains("'Box' conforms to DemoGroup but is generic"))
        #expect(result.diagnostics[1].message.contains("'Wrapper.Inner' conforms to DemoGroup but is nested in generic 'Wrapper'"))
        #expect(result.diagnostics[2].message.contains("'Wrapper.Other' conforms to DemoGroup but is nested in generic 'Wrapper'"))
    }

    @Test func privateTypesWithTheSameNameInTwoFiles_areEachJudgedInTheirFile() {
        let result = scan(
            "private enum Helper {}\nextension Helper: DemoGroup {}",
            "enum Helper {}"
        )
        #expect(result.groups.isEmpty)
        #expect(result.diagnostics.map(\.path) == ["File0.swift"])
    }

    @Test func typeNamedDemoRegistry_isAnError() {
        let result = scan("enum DemoRegistry {}")
        #expect(result.hasErrors)
        #expect(result.diagnostics.map(\.description) == [
            "File0.swift:1: error: 'DemoRegistry' is the name of the registry that DemoKitDiscovery generates "
                + "in this module; rename this type",
        ])
    }

    @Test func unterminatedLiteralsAndDirectives_areErrorsAtTheirPlaceThatSayHowToFixThem() {
        let result = scanLexingEveryFile(
            "let a = 1\nlet s = \"never closed\nenum A: DemoGroup {}",
            "/* open\n\n",
            "#if DEBUG\nenum B: DemoGroup {}\n",
            "#endif",
            "let m = \"\"\"\n  open",
            "  let r = ##\"raw",
            "let x = #/\n  open"
        )
        #expect(result.diagnostics.map(\.description) == [
            "File0.swift:2:9: error: unterminated string literal; close it with '\"'",
            "File1.swift:1:1: error: unterminated '/*' comment; close it with '*/'",
            "File2.swift:1: error: '#if' without a matching '#endif'",
            "File3.swift:1: error: '#endif' without a matching '#if'",
            "File4.swift:1:9: error: unterminated string literal; close it with '\"\"\"'",
            "File5.swift:1:11: error: unterminated string literal; close it with '\"##'",
            "File6.swift:1:9: error: unterminated regex literal; close it with '/#'",
        ])
    }

    @Test func fileWithSeveralLexicalErrors_reportsOnlyTheFirst() {
        let result = scanLexingEveryFile("let a = \"one\nlet b = \"two\n#endif\n/* three")
        #expect(result.diagnostics.map(\.description) == [
            "File0.swift:1:9: error: unterminated string literal; close it with '\"'",
        ])
    }

    @Test func ownProtocolNamedDemoGroup_isNamedInAWarning() {
        let source = """
            import DemoKitCore

            protocol DemoGroup {}
            enum Settings: DemoGroup {}
            enum Explicit: DemoKitCore.DemoGroup {}
            """
        let result = scan(source)
        #expect(result.groups.map(\.name) == ["Explicit"])
        #expect(result.diagnostics.map(\.description) == [
            "File0.swift:3: warning: protocol 'DemoGroup' hides DemoKitCore's DemoGroup in this module, "
                + "so the types there that conform to 'DemoGroup' conform to it instead and are left out of "
                + "the catalog; rename it, or make it refine DemoKitCore.DemoGroup",
        ])
    }

    @Test func nestedTypeNamedDemoGroup_isNamedInAWarning() {
        let source = """
            enum Catalog {
                struct DemoGroup {}
                typealias Other = Int
            }
            typealias DemoGroup = Int
            """
        #expect(warnings(source) == [
            "Demos/File0.swift:2: warning: struct 'Catalog.DemoGroup' hides DemoKitCore's DemoGroup inside "
                + "'Catalog', so the types there that conform to 'DemoGroup' conform to it instead and are left "
                + "out of the catalog; rename it",
            "Demos/File0.swift:5: warning: typealias 'DemoGroup' hides DemoKitCore's DemoGroup in this module, "
                + "so the types there that conform to 'DemoGroup' conform to it instead and are left out of "
                + "the catalog; rename it, or make it an alias of DemoKitCore.DemoGroup",
        ])
    }

    @Test func demoGroupThatRefinesOrAliasesDemoKitCores_isNotWarnedAbout() {
        let refining = "protocol DemoGroup: DemoKitCore.DemoGroup {}\nenum Settings: DemoGroup {}\n"
        let alias = "typealias DemoGroup = DemoKitCore.DemoGroup\nenum Settings: DemoGroup {}\n"
        for source in [refining, alias] {
            let result = scan(source)
            #expect(result.diagnostics == [])
            #expect(result.groups.map(\.name) == ["Settings"])
        }
    }
}

@Suite struct ScanDiagnosticSafetyTests {
    /// A file name that holds an escape sequence is printed visibly in the
    /// build log, on one line.
    @Test func hostileFileName_isShownVisibly() {
        let diagnostic = ScanDiagnostic(
            path: "Sources/\u{1B}]2;pwned\u{07}\nX\u{202E}.swift", line: 3, severity: .warning, message: "m")
        #expect(diagnostic.description == "Sources/␛]2;pwned␇⏎X⟨U+202E⟩.swift:3: warning: m")
    }

    /// The scanner keeps its own copy of the core's rules (it links nothing
    /// of DemoKit): both show every Unicode scalar the same way.
    @Test func terminalSafe_agreesWithTheCoresOneLineForm_onEveryScalar() {
        var disagreements: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            let scanner = ScanDiagnostic.terminalSafe(text)
            let core = TerminalSafeText.oneLine(text)
            if scanner != core { disagreements.append("U+\(String(value, radix: 16)): \(scanner) vs \(core)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
        let mixed = "a\u{1B}[2J\u{85}\u{202E}\u{200B}\u{2028}\n\r\tb\u{200D}\u{FE0F}\u{E0041}é"
        #expect(ScanDiagnostic.terminalSafe(mixed) == TerminalSafeText.oneLine(mixed))
    }
}
