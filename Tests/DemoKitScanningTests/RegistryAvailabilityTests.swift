import DemoKitScanning
import Foundation
import Testing

/// Groups marked `@available`: the registry refers to each only where it
/// exists, so that it compiles on every platform.
@Suite("Availability in the generated registry")
struct RegistryAvailabilityTests {
    static let source = """
        @available(macOS 99, iOS 99.1, *)
        enum Introduced: DemoGroup {}
        @available(macOS, introduced: 99)
        @available(iOS, introduced: 98, deprecated: 99, message: "use (Introduced), not this")
        public enum Longhand: DemoGroup {}
        @available(tvOS, unavailable) enum NotOnTV: DemoGroup {}
        @available(swift 99) enum FutureSwift: DemoGroup {}
        @available(*, unavailable) enum Gone: DemoGroup {}
        @available(macOS, obsoleted: 14) enum Obsolete: DemoGroup {}
        @available(*, deprecated) @MainActor enum Old: DemoGroup {}
        @available(macOS 99, *)
        enum Outer {
            @available(iOS 99, *) enum Inner: DemoGroup {}
        }
        extension Outer { enum Later: DemoGroup {} }
        enum Plain {}
        @available(macOS 99, *)
        extension Plain: DemoGroup {}
        @available(macOS 99, *) func helper() {}
        enum Unmarked: DemoGroup {}
        """

    static let groupsBody = """
                var groups: [any DemoGroup.Type] = []
                #if swift(>=99)
                groups.append(FutureSwift.self)
                #endif
                if #available(macOS 99, iOS 99.1, *) {
                    groups.append(Introduced.self)
                }
                if #available(macOS 99, *), #available(iOS 98, *) {
                    groups.append(Longhand.self)
                }
                #if !os(tvOS)
                groups.append(NotOnTV.self)
                #endif
                groups.append(Old.self)
                if #available(macOS 99, *), #available(iOS 99, *) {
                    groups.append(Outer.Inner.self)
                }
                if #available(macOS 99, *) {
                    groups.append(Outer.Later.self)
                }
                if #available(macOS 99, *) {
                    groups.append(Plain.self)
                }
                groups.append(Unmarked.self)
                return groups
        """

    @Test func availableGroups_areListedUnderTheirChecks() {
        let result = scan(Self.source)
        let registry = RegistryRenderer.render(groups: result.groups, fileCount: 1, moduleName: "M")
        #expect(registry.contains(Self.groupsBody))
        #expect(result.diagnostics.map(\.description) == [
            "File0.swift:8: warning: 'Gone' conforms to DemoGroup but is marked '@available(*, unavailable)', "
                + "so the generated DemoRegistry cannot refer to it and it is left out of the catalog; "
                + "remove the attribute to list it",
            "File0.swift:9: warning: 'Obsolete' conforms to DemoGroup but is obsoleted in macOS 14, and the "
                + "generated DemoRegistry cannot check for that, so it is left out of the catalog; "
                + "use 'unavailable' or 'introduced:' instead to list it where it exists",
        ])
    }

    /// The sources and their registry, with a stand-in for DemoKitCore,
    /// compiled by `swiftc`: before availability was carried, `Gone.self`
    /// and `FutureSwift.self` did not compile.
    @Test(.enabled(if: swiftc != nil, "swiftc is not on the PATH"))
    func registry_compilesWithTheSources() throws {
        let result = scan(Self.source)
        // A folder and warnings with quotes, backslashes and a line feed:
        // the literals must compile and keep them.
        let registry = RegistryRenderer.render(
            groups: result.groups, fileCount: 1, moduleName: "M",
            sourceDirectory: "/tmp/My \"Demos\" é\\x",
            warnings: result.diagnostics.map(\.description) + ["two\nlines \u{7F}"])
            .replacingOccurrences(of: "import DemoKitCore", with: """
                public protocol DemoGroup {
                    static var _demoRegistry: (any DiscoveredDemos.Type)? { get }
                }
                extension DemoGroup {
                    public static var _demoRegistry: (any DiscoveredDemos.Type)? { nil }
                }
                public protocol DiscoveredDemos {
                    static var groups: [any DemoGroup.Type] { get }
                    static var sourceDirectory: String { get }
                    static var discoveryWarnings: [String] { get }
                    static var runnerName: String { get }
                }
                """)
        let directory = FileManager.default.temporaryDirectory
            .appending(path: "demokit-availability-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = directory.appending(path: "Groups.swift")
        let registryFile = directory.appending(path: "DemoRegistry.swift")
        try Self.source.write(to: sources, atomically: true, encoding: .utf8)
        try registry.write(to: registryFile, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = Self.swiftc // not nil: the trait checks it
        process.arguments = [
            "-typecheck", "-module-name", "M",
            sources.path(percentEncoded: false), registryFile.path(percentEncoded: false),
        ]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(!output.contains("error:"))
        // The members' conformances, under their conditions and availability,
        // compile without a warning (a user's build has none).
        // (`Old` is deprecated: naming it warns, in the list as in the
        // conformance, as any use of a deprecated type does.)
        let warnings = output.split(separator: "\n").filter { $0.contains("warning:") && !$0.contains("'Old' is deprecated") }
        #expect(warnings.isEmpty, "\(output)")
        #expect(registry.contains("static var _demoRegistry"))
    }

    static var swiftc: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appending(path: "swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path(percentEncoded: false)) }
    }
}
