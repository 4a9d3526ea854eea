import Testing

/// No test names a library file, a signal number or a signal's shell
/// status but through `PlatformFacts`: such a test passes on Linux and
/// fails on macOS (`libswiftCore.dylib`; a stack overflow there is
/// `SIGBUS`, 10, rather than Linux's `SIGSEGV`, 11).
@Suite struct HardCodedPlatformFactsTests {
    @Test func theTests_namePlatformFactsOnlyThroughTheTable() throws {
        let files = try PackageFiles().files(under: ["Tests"], endingWith: ".swift")
        #expect(files.count > 100, "the tests were found")
        let findings = files.flatMap { HardCodedPlatformFacts.findings(path: $0.path, text: $0.text) }
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    @Test func aPlantedLibraryNameSignalAndStatus_areEachFound() {
        let planted = #"""
            #expect(failure.contains("\n  0 libswiftCore.so "))
            #expect(failure.contains("overflow crashed with signal 11 (SIGSEGV)"))
            let crash = RenderCrash(signal: 11, signalName: "SIGSEGV")
            try session.waitFor("status-139")
            #expect(report.contains("*** Signal 11"))
            """#
        let findings = HardCodedPlatformFacts.findings(path: "Tests/X/PlantedTests.swift", text: planted)
        #expect(findings.map { $0.prefix { $0 != " " } } == [
            "Tests/X/PlantedTests.swift:1:", "Tests/X/PlantedTests.swift:2:", "Tests/X/PlantedTests.swift:3:",
            "Tests/X/PlantedTests.swift:4:", "Tests/X/PlantedTests.swift:5:",
        ], "\(findings)")
        #expect(findings[0].contains("' is a shared library's file name"))
        #expect(findings[0].contains("PlatformFacts (Tests/Support/PlatformFacts.swift)"))
    }

    @Test func theTable_commentsRecordingsAndMarkedLines_areNotFindings() {
        let text = #"""
            // 139: the browser ends by SIGSEGV (a comment says why)
            let report = """
                *** Signal 4: Backtracing from 0x7fa1... done ***
                0 0x00007fa1 _assertionFailure + 265 in libswiftCore.so
                """
            #expect(lines == ["0 libswiftCore.so 0x1 f + 1"])  // recorded on Linux
            let url = "https://example.com/signal 9"  // a URL's // is not a comment
            """#
        let findings = HardCodedPlatformFacts.findings(path: "Tests/X/NeutralTests.swift", text: text)
        #expect(findings.count == 1 && findings[0].hasPrefix("Tests/X/NeutralTests.swift:7:"), "\(findings)")
        #expect(HardCodedPlatformFacts.findings(path: HardCodedPlatformFacts.table, text: text).isEmpty)
    }
}
