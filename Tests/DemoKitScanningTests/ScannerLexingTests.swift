import DemoKitScanning
import Testing

/// Literals lexed as the compiler lexes them. Each source here was checked
/// with `swiftc -parse` (Swift 6.3): the valid ones parse, the invalid ones
/// fail with the error the scanner reports.
@Suite("Lexing literals as the compiler does")
struct ScannerLexingTests {
    /// Lines from released packages, which the scanner once rejected as
    /// unterminated multi-line strings.
    @Test(arguments: [
        ##"let quote = #"""#"##, // vapor/sqlite-kit SQLiteDialect.swift: SQLRaw(#"""#)
        ##"buffer.append(UInt8(ascii: #"""#))"##, // swift-server/swift-prometheus Histogram.swift
        ##"func f() -> String { return #""""# }"##, // vapor/jwt-kit FuzzGenerator.swift
        ##"let b = x.advance(if: { $0 == #"""# })"##, // swiftlang/swift-syntax Cursor.swift
        ##"let s = "a" + #"""# + "b""##, // apple/swift-openapi-runtime ContentDisposition.swift
        ###"let s = ##"""#"##"###,
        ##"let s = #"""abc"#"##,
    ])
    func rawStringThatLooksLikeAMultilineDelimiter_isOneLine(line: String) {
        let result = scan(line + "\nenum After: DemoGroup {}\n")
        #expect(result.diagnostics == [])
        #expect(result.groups.map(\.name) == ["After"])
    }

    @Test func rawMultilineString_closesOnlyAtItsDelimiter() {
        let source = ##"""
            let s = #"""
                enum Inside: DemoGroup {} "# """ "#
                """#
            enum After: DemoGroup {}
            """##
        let result = scan(source)
        #expect(result.diagnostics == [])
        #expect(result.groups.map(\.name) == ["After"])
    }

    @Test func rawMultilineStringNeverClosed_isAnError() {
        let result = scanLexingEveryFile("let s = #\"\"\"\n  text\n\"\"\"\n")
        #expect(result.diagnostics.map(\.description) == [
            ##"File0.swift:1:9: error: unterminated string literal; close it with '"""#'"##,
        ])
    }

    @Test func singleLineInterpolationAcrossLines_isAnError() {
        // swiftc: "cannot find ')' to match opening '(' in string interpolation".
        for source in ["let g = \"\\(1 +\n 2)\"\n", "let j = \"\\( \"a\" // c\n)\"\n"] {
            #expect(scanLexingEveryFile(source).diagnostics.map(\.description) == [
                #"File0.swift:1:9: error: unterminated string literal; close it with '"'"#,
            ])
        }
    }

    @Test func multilineInterpolationAcrossLines_isFine() {
        let source = "let h = \"\"\"\n\\(1 +\n2) // \\(\"x\")\n\"\"\"\nenum After: DemoGroup {}\n"
        #expect(scan(source).diagnostics == [])
        #expect(scan(source).groups.map(\.name) == ["After"])
    }

    /// The compiler does not parse a branch it skips after a version check,
    /// so code for a newer compiler may use syntax this one cannot lex.
    @Test func lexicalErrorAfterAVersionCheck_isNotReported() {
        for condition in ["compiler(>=99)", "swift(>=99)", "FOO && _compiler_version(\"999\")"] {
            let source = """
                #if \(condition)
                let s = "unterminated
                #else
                let t = #"also unterminated
                #endif
                enum After: DemoGroup {}
                """
            let result = scan(source)
            #expect(result.diagnostics == [], "#if \(condition)")
            #expect(result.groups.map(\.name) == ["After"])
        }
    }

    @Test func unterminatedMultilineLiteralAfterAVersionCheck_doesNotHideTheEndif() {
        // From a fuzzed swift-case-paths file, which swiftc -parse accepts.
        let source = """
            #if compiler(>=6)
              typealias SendableKeyPath<Root, Value> = KeyPath<Root, Value> & Sendable
            #else
              typealias Sendab'leKeyPath<Root, Valu\"\"\"e> = KeyPath<Rot, Value> /* x
            #endif
            enum After: DemoGroup {}
            """
        #expect(scan(source).diagnostics == [])
        #expect(scan(source).groups.map(\.name) == ["After"])
    }

    @Test func lexicalErrorUnderAnyOtherCondition_isReported() {
        // swiftc lexes every other branch, taken or not: `#if false` too.
        for condition in ["false", "canImport(Nope)", "DEBUG", "os(Linux)"] {
            let result = scanLexingEveryFile("#if \(condition)\nlet s = \"abc\n#endif\n")
            #expect(result.diagnostics.map(\.description) == [
                #"File0.swift:2:9: error: unterminated string literal; close it with '"'"#,
            ], "#if \(condition)")
        }
    }
}

@Suite("Lexing regex literals as the compiler does")
struct ScannerRegexLexingTests {
    @Test func extendedRegexOnOneLine_endsAtTheLineEnd() {
        // swiftc: "unterminated regex literal" at 2:11, and nothing about line 4.
        let source = "func f() {\n  let r = #/ab\n}\n#if DEBUG\n#endif\n"
        #expect(scanLexingEveryFile(source).diagnostics.map(\.description) == [
            "File0.swift:2:11: error: unterminated regex literal; close it with '/#'",
        ])
    }

    @Test func extendedRegexOnOneLineAfterAVersionCheck_doesNotHideTheEndif() {
        let source = "#if compiler(>=99)\nlet r = #/future syntax\n#endif\nenum After: DemoGroup {}\n"
        #expect(scan(source).diagnostics == [])
        #expect(scan(source).groups.map(\.name) == ["After"])
    }

    @Test func extendedRegexOpenedAloneOnItsLine_spansLines() {
        let source = "let r = #/\n  a b # comment\n  /#\nenum After: DemoGroup {}\n"
        #expect(scan(source).diagnostics == [])
        #expect(scan(source).groups.map(\.name) == ["After"])
    }
}
