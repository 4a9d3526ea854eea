import DemoKitScanning
import Testing

@Suite("Hostile input")
struct ScannerScaleTests {
    /// 20,000 nested types, each under its own `#if`, once took over a minute
    /// and 3.4 GB: every scope copied its whole path and every `#if` its whole
    /// list of conditions. The time limit fails such a regression; no
    /// threshold on this run's own duration, which depends on the machine's
    /// load.
    @Test(.timeLimit(.minutes(1)))
    func twentyThousandNestedTypesAndIfs_scanInLinearTime() {
        let depth = 20_000
        var source = ""
        for level in 0..<depth { source += "#if F\(level)\nenum T\(level) {\n" }
        source += "enum Leaf: DemoGroup {}\n"
        for _ in 0..<depth { source += "}\n#endif\n" }
        let result: ScanResult? = scan(source)
        #expect(result?.diagnostics == [])
        #expect(result?.groups.first?.name.hasPrefix("T0.T1.T2.") == true)
        #expect(result?.groups.first?.name.hasSuffix(".T19999.Leaf") == true)
        #expect(result?.groups.first?.conditions.first?.count == depth)
        #expect(result?.groups.first?.conditions.first?.last == "F19999")
    }

    /// Resolution costs what the groups need, not what the module declares:
    /// it once merged and resolved every type, 1,000 here.
    @Test func ordinaryTypes_areNotResolved() {
        var sources = (0..<200).map { index in
            """
            struct Model\(index): Hashable, Sendable {
                enum Kind: String, CaseIterable { case a, b }
                var kind: Kind
            }
            final class Store\(index)<Element>: NSObject { struct Entry {} }
            protocol Loading\(index): AnyObject {}
            extension Model\(index): Comparable {}
            """
        }
        sources.append("""
            enum Plain: DemoGroup {}
            protocol Refining: DemoGroup {}
            struct ThroughRefining: Refining {}
            """)
        let result = SourceScanner(moduleName: "M").scan(
            sources: sources, paths: sources.indices.map { "File\($0).swift" }
        )
        #expect(result.diagnostics == [])
        #expect(result.groups.map(\.name) == ["Plain", "ThroughRefining"])
        #expect(result.resolvedDeclarationCount == 3)
    }
}
