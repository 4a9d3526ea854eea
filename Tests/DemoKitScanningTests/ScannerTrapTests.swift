import DemoKitScanning
import Testing

@Suite("Traps: text that mentions DemoGroup without a conformance")
struct ScannerTrapTests {
    @Test func conformanceInComments_isIgnored() {
        let source = """
            // enum Line: DemoGroup {}
            /* enum Block: DemoGroup {}
               /* nested */ enum StillBlock: DemoGroup {} */
            /// enum Doc: DemoGroup {}
            enum Real: DemoGroup {}
            """
        #expect(groupNames(source) == ["Real"])
    }

    @Test func conformanceInStringLiterals_isIgnored() {
        let source = ##"""
            let a = "enum InString: DemoGroup {}"
            let b = "\("}") enum AfterInterpolation: DemoGroup {"
            let c = """
                enum InMultiline: DemoGroup {}
                "quoted" and \(b.count) and ""
                """
            let d = #"enum InRaw: DemoGroup {} \(not interpolation "#
            let e = #"""
                enum InRawMultiline: DemoGroup {}
                """ still inside
                """#
            let f = ##"a "# enum InDoubleRaw: DemoGroup {}"##
            enum Real: DemoGroup {}
            """##
        #expect(groupNames(source) == ["Real"])
    }

    @Test func conformanceUnderIfFalse_isIgnored() {
        let source = """
            #if false
            enum Disabled: DemoGroup {}
            let s = "#endif"
            #endif
            #if 0
            enum AlsoDisabled: DemoGroup {}
            #elseif false
            enum StillDisabled: DemoGroup {}
            #else
            enum Enabled: DemoGroup {}
            #endif
            #if true
            enum Kept: DemoGroup {}
            #else
            enum NotKept: DemoGroup {}
            #endif
            #if !true || (false && DEBUG)
            enum Never: DemoGroup {}
            #endif
            """
        #expect(groupNames(source) == ["Enabled", "Kept"])
    }

    @Test func similarlyNamedProtocol_isNotAConformance() {
        let source = """
            protocol MyDemoGroup {}
            enum Lookalike: MyDemoGroup {}
            enum Qualified: Other.DemoGroup {}
            struct Holder { let group: any DemoGroup.Type }
            func show(_ group: DemoGroup.Type) {}
            """
        #expect(groupNames(source) == [])
    }

    @Test func protocolThatMentionsDemoGroupInItsDocComment_doesNotRefineIt() {
        let source = """
            /// Like ``DemoGroup``, but for settings: Settings: DemoGroup.
            protocol SettingsPage /* : DemoGroup */ {}
            enum Privacy: SettingsPage {}
            """
        #expect(groupNames(source) == [])
    }

    @Test func regexLiteralWithAQuote_doesNotOpenAString() {
        let source = """
            let quote = /"/
            let slash = try Regex(#"/"#)
            let half = 1 / 2, other = 3 / 4 // "
            func isQuote(_ text: String) -> Bool {
                if text.contains(/"/) { return true }
                return text.firstMatch(of: /{"/) != nil
            }
            func quote() -> Regex<Substring> { return /"{/ }
            let extended = #/
                " enum InRegex: DemoGroup {}
                /#
            enum Real: DemoGroup {}
            """
        #expect(groupNames(source) == ["Real"])
    }

    @Test func slashAsAnOperatorReference_isNotARegexLiteral() {
        let source = """
            let q = zip(a, b).map(/); let unit = "m/s"
            let ops = [(/), (*)]; let path = "a/b"
            struct Calc {
                func r(_ xs: [Double]) -> Double { xs.reduce(1, /) } // divide all
                func s(_ xs: [Double]) -> Double { xs.reduce(into: 1, /=) } // and "/"
            }
            enum AfterOperatorRef: DemoGroup {}
            """
        let result = scan(source)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.groups.map(\.name) == ["AfterOperatorRef"])
    }

    @Test func regexLiteralWithAParenthesisInAClassOrEscaped_isStillARegexLiteral() {
        let source = #"""
            let closer = /[)"]/
            let escaped = /\)"/
            enum Real: DemoGroup {}
            """#
        let result = scan(source)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.groups.map(\.name) == ["Real"])
    }

    @Test func keywordsUsedAsLabelsOrMembers_areNotDeclarations() {
        let source = """
            func make(class kind: Int, enum value: Int, extension ext: String) -> Int { kind }
            let ext = url.pathExtension.extension
            struct Real: DemoGroup {
                static func run() { _ = Self.init }
            }
            protocol ClassOnly: class {}
            let actor: Worker? = nil
            guard let actor else {
                enum InsideElse: DemoGroup {}
                fatalError()
            }
            for actor in [actor] { print(actor) }
            """
        #expect(groupNames(source) == ["Real"])
    }
}
