import Testing

/// Public API under `#if compiler(…)` or `#if os(…)` is declared under
/// every branch, or the documentation does not name it: the DocC build and
/// the examples' type-check run under one branch, and must hold under the
/// other (Swift 6.2 and 6.3; macOS and Linux).
@Suite struct PlatformGatedDocumentationTests {
    @Test func theDocumentation_namesNoAPIThatOnlySomeBranchesDeclare() throws {
        let files = try PackageFiles()
        let sources = try files.files(under: ["Sources"], endingWith: ".swift")
        let pages = try files.files(under: ["Sources"], endingWith: ".md")
        let readme = try files.files(under: ["."], endingWith: "README.md").filter { $0.path == "./README.md" }
        #expect(pages.count > 5 && readme.count == 1, "the articles and the README were found")
        let findings = PlatformGatedDocumentation.findings(
            sources: sources.map { ($0.path, $0.text) }, documentation: (readme + pages).map { ($0.path, $0.text) })
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    @Test func aPlantedGatedFunction_linkedAndUsedInAnExample_isFound() {
        let source = """
            #if compiler(>=6.3)
            public func verifyAsync(
                of group: Int,
                isolation: String = "",
                operation: () async throws -> Void
            ) async -> String? { nil }
            #endif
            public func verify(of group: Int) -> String? { nil }
            """
        let page = """
            # Topics

            - ``verify(of:)``
            - ``Module/verifyAsync(of:isolation:operation:)``

            ```swift
            let failure = await verifyAsync(of: 1) {}
            ```
            """
        let findings = PlatformGatedDocumentation.findings(
            sources: [("Sources/M/Verify.swift", source)], documentation: [("Sources/M/M.docc/M.md", page)])
        #expect(findings.map { $0.prefix { $0 != " " } } == ["Sources/M/M.docc/M.md:4:", "Sources/M/M.docc/M.md:6:"],
            "\(findings.joined(separator: "\n"))")
        #expect(findings.first?.contains(
            "links ``verifyAsync(of:isolation:operation:)``, which is declared only under '#if compiler(>=6.3)' "
                + "(Sources/M/Verify.swift:2)") == true)
    }

    @Test func anAPIDeclaredUnderEveryBranch_orUndocumented_isNoFinding() {
        let source = """
            #if os(Linux)
            public struct Handle {}
            #else
            public struct Handle {}
            #endif
            #if os(macOS)
            public struct OnlyOnMac {}
            #elseif os(Linux)
            public struct OnlyOnMac {}
            #endif
            #if compiler(>=6.3)
            public func undocumented() {}
            #endif
            """
        let page = "Use ``Handle``, ``OnlyOnMac``.\n"
        let findings = PlatformGatedDocumentation.findings(
            sources: [("Sources/M/Handle.swift", source)], documentation: [("README.md", page)])
        #expect(findings.count == 1 && findings[0].contains("``OnlyOnMac``"),
            "no #else: Windows has none. \(findings.joined(separator: "\n"))")
    }
}
