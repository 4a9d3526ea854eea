import Testing

/// Every conformance to an `@available`-gated DemoKit protocol in the
/// tests, benchmarks and demos is gated itself, so that they compile on a
/// Mac whose deployment target is below the gate (the package's is macOS 13).
@Suite struct AvailabilityGatesTests {
    @Test func everyConformanceToAGatedProtocol_isGated() throws {
        let files = try PackageFiles()
        let gated = AvailabilityGates.gatedProtocols(
            in: try files.files(under: ["Sources"], endingWith: ".swift").map { ($0.path, $0.text) })
        #expect(gated["AsyncTerminalComponentDemo"] == .some(15), "the gated protocols are found in the sources: \(gated)")
        let consumers = try files.files(under: ["Tests", "Benchmarks", "Demos"], endingWith: ".swift")
        let findings = AvailabilityGates.findings(in: consumers.map { ($0.path, $0.text) }, gated: gated)
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    /// A library file declares a gated protocol and one that refines it;
    /// a test file conforms in each way the compiler would refuse on macOS 14.
    @Test func plantedConformancesWithoutAGate_areEachFound() {
        let library = """
            @available(macOS 15, iOS 18, *)
            public protocol AsyncThing {}
            @available(macOS 15, *)
            public protocol LiveAsyncThing: AsyncThing {}
            public protocol PlainThing {}
            """
        let gated = AvailabilityGates.gatedProtocols(in: [("Sources/Lib/Thing.swift", library)])
        #expect(gated == ["AsyncThing": 15, "LiveAsyncThing": 15])
        let tests = """
            struct Ungated: AsyncThing {}
            @available(macOS 14, *)
            struct TooEarly: LiveAsyncThing {}
            @available(iOS 18, *)
            struct OnlyIOS: AsyncThing {}
            enum Wrapper {
                struct Nested: AsyncThing {}
            }
            struct Plain {}
            extension Plain: AsyncThing {}
            @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
            struct Gated: AsyncThing, PlainThing {}
            @available(macOS 15, *)
            enum GatedWrapper {
                struct Nested: LiveAsyncThing {}
            }
            @available(macOS 16, *)
            struct Later {}
            extension Later: AsyncThing {}
            struct Unrelated: PlainThing {}
            func ungatedTest() {
                struct LocalUngated: AsyncThing {}
            }
            @available(macOS 15, *)
            func gatedTest() {
                struct LocalGated: AsyncThing {}
            }
            """
        let findings = AvailabilityGates.findings(in: [("Tests/X/ThingTests.swift", tests)], gated: gated)
        // Types first, then extensions; the local type of the gated function is gated.
        #expect(findings.map { $0.prefix { $0 != " " } } == [
            "Tests/X/ThingTests.swift:1:", "Tests/X/ThingTests.swift:3:", "Tests/X/ThingTests.swift:5:",
            "Tests/X/ThingTests.swift:7:", "Tests/X/ThingTests.swift:22:", "Tests/X/ThingTests.swift:10:",
        ], "\(findings.joined(separator: "\n"))")
        #expect(findings.first?.hasSuffix(
            "Ungated conforms to AsyncThing, which is gated, but is not itself: "
                + "macOS builds below the gate's version fail; write @available(macOS 15, *) before it") == true)
    }
}
