import DemoKitTestSupport
import Foundation
import Testing

/// A user imports DemoKitCore beside other terminal libraries; nothing
/// DemoKitCore adds to standard types may make the user's code ambiguous.
///
/// A stand-in for such a library is compiled from source (the members tuist's
/// Noora declares: `displayWidth` on `Character`, `Substring` and `String`,
/// and a `CaseIterable` subscript, as DemoKitCore itself once did), then a
/// user's file that imports both is type-checked against the built
/// DemoKitCore module, the way a package outside DemoKit sees it (no
/// `-package-name`, so `package` members stay hidden). It cannot be a plain
/// test file: an extension in the test module itself would shadow the
/// imported one and hide the clash.
@Suite struct ImportBesideOtherLibrariesTests {
    static let neighbour = """
        extension Character {
            public var displayWidth: Int { 1 }
        }
        extension Substring {
            public var displayWidth: Int { count }
        }
        extension String {
            public var displayWidth: Int { count }
        }
        extension CaseIterable {
            public static subscript(index: Int) -> Self { Array(allCases)[index] }
        }
        """

    static let user = """
        import DemoKitCore
        import Neighbour

        enum Flavour: CaseIterable { case plain, salted }

        let character: Int = Character("界").displayWidth
        let string: Int = "日本".displayWidth
        let substring: Int = "日本".dropFirst().displayWidth
        let flavour: Flavour = Flavour[1]
        let columns: Int = DisplayWidth.columns(of: "日本") + DisplayWidth.columns(of: Character("界"))
        """

    @Test func userModule_importingAnotherLibraryWithDisplayWidth_typeChecksWithoutAmbiguity() throws {
        let modules = try #require(
            Self.builtModulesDirectory(), "DemoKitCore.swiftmodule not found beside the test bundle"
        )
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("demokit-import-beside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cache = scratch.appendingPathComponent("module-cache").path

        let neighbourSource = scratch.appendingPathComponent("Neighbour.swift")
        try Self.neighbour.write(to: neighbourSource, atomically: true, encoding: .utf8)
        let neighbour = try Self.swiftc([
            "-parse-as-library", "-module-name", "Neighbour", "-emit-module",
            "-emit-module-path", scratch.appendingPathComponent("Neighbour.swiftmodule").path,
            "-module-cache-path", cache, neighbourSource.path,
        ])
        try #require(neighbour.status == 0, "the stand-in library did not build:\n\(neighbour.output)")

        let userSource = scratch.appendingPathComponent("User.swift")
        try Self.user.write(to: userSource, atomically: true, encoding: .utf8)
        let user = try Self.swiftc([
            "-typecheck", "-swift-version", "6", "-I", modules.path, "-I", scratch.path,
            "-module-cache-path", cache, userSource.path,
        ])
        #expect(user.status == 0, "a user's file importing DemoKitCore and Neighbour:\n\(user.output)")
        #expect(!user.output.contains("ambiguous"), "\(user.output)")
    }

    /// The directory holding `DemoKitCore.swiftmodule`.
    static func builtModulesDirectory() -> URL? {
        BuiltProducts.modulesDirectory(containing: "DemoKitCore")
    }

    /// Runs the `swiftc` on `PATH`, the compiler `swift test` built with.
    static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
