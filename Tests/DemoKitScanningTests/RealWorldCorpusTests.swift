import DemoKitScanning
import DemoKitTestSupport
import Foundation
import Testing

/// The scanner over the Swift sources of released packages, which compile:
/// it must not report a single error on them.
///
/// The packages are the git repositories at `/opt/swift-packages/OWNER/NAME.git`
/// that CI machines carry; each is read at a pinned tag, so the test sees the
/// same code everywhere. Where they are absent the test is skipped and says so.
@Suite("Real-world Swift")
struct RealWorldCorpusTests {
    static let root = "/opt/swift-packages"

    /// The packages and tags: well-known code, and the packages whose raw
    /// strings (`#"""#`) the scanner once rejected.
    static let packages: [(repository: String, tag: String)] = [
        ("apple/swift-argument-parser", "1.8.2"),
        ("apple/swift-collections", "1.6.0"),
        ("apple/swift-nio", "2.101.3"),
        ("apple/swift-openapi-runtime", "1.13.4"),
        ("pointfreeco/swift-snapshot-testing", "1.19.7"),
        ("swift-server/swift-prometheus", "2.4.1"),
        ("swiftlang/swift-syntax", "603.0.1"),
        ("vapor/jwt-kit", "5.8.0"),
        ("vapor/sqlite-kit", "4.5.2"),
        ("vapor/vapor", "4.122.3"),
    ]

    static var isCorpusPresent: Bool {
        packages.allSatisfy { package in
            (try? git(["-C", "\(root)/\(package.repository).git", "rev-parse", "--verify", "--quiet",
                       "\(package.tag)^{commit}"])) == 0
        }
    }

    @Test(.enabled(
        if: isCorpusPresent,
        "the corpus is absent: this test needs \(packages.map { "\($0.repository) \($0.tag)" }.joined(separator: ", ")) as git repositories under \(root)"
    ))
    func releasedPackages_scanWithoutAnError() throws {
        let work = FileManager.default.temporaryDirectory
            .appending(path: "demokit-corpus-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: work) }
        var fileCount = 0
        for package in Self.packages {
            let directory = work.appending(path: package.repository)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let status = try Self.shell(
                ShellCommand.line(["git", "-C", "\(Self.root)/\(package.repository).git", "archive", package.tag, "--", "*.swift"])
                    + " | " + ShellCommand.line(["tar", "-x", "-C", directory.path(percentEncoded: false)])
            )
            try #require(status == 0, "could not extract \(package.repository) \(package.tag)")
            // Groups among the package's own files, through a protocol, a
            // class and a nested type in files that do not name DemoGroup, so
            // that choosing the files to lex has something to find.
            let groups: [(String, String)] = [
                ("DemoKitCorpusScreen.swift", "protocol CorpusScreen: DemoGroup {}\n"),
                ("DemoKitCorpusBase.swift", "class CorpusBase: CorpusScreen {}\nfinal class CorpusSub: CorpusBase {}\n"),
                ("DemoKitCorpusCatalog.swift", "enum CorpusCatalog { enum Forms: CorpusScreen {} }\n"),
            ]
            for (name, source) in groups {
                try source.write(to: directory.appending(path: name), atomically: true, encoding: .utf8)
            }
            let paths = Self.swiftFiles(under: directory)
            fileCount += paths.count
            // Every file lexed, not only those that can bear on a group: this
            // is the lexer's check against code that compiles.
            var scanner = SourceScanner(moduleName: "Corpus")
            scanner.selectsFiles = false
            let result = scanner.scan(paths: paths)
            let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
            // And choosing the files to lex changes nothing that is found.
            let selected = SourceScanner(moduleName: "Corpus").scan(paths: paths)
            #expect(selected.groups == result.groups, "\(package.repository)")
            #expect(selected.diagnostics.filter { $0.severity != .error }
                == result.diagnostics.filter { $0.severity != .error }, "\(package.repository)")
            #expect(result.groups.count == 3, "\(package.repository): \(result.groups.map(\.name))")
            #expect(selected.lexedFileCount < result.lexedFileCount, "\(package.repository)")
            #expect(errors.count == 0, "\(package.repository) \(package.tag): \(errors.prefix(3))")
        }
        // Not a vacuous pass: the sources were there and read.
        #expect(fileCount > 2_500)
    }

    private static func swiftFiles(under directory: URL) -> [String] {
        var paths: [String] = []
        let enumerator = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: [.isRegularFileKey]
        )
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift",
               (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                paths.append(url.path(percentEncoded: false))
            }
        }
        return paths.sorted()
    }

    private static func git(_ arguments: [String]) throws -> Int32 {
        try run("/usr/bin/env", ["git"] + arguments)
    }

    private static func shell(_ command: String) throws -> Int32 {
        try run("/bin/sh", ["-c", command])
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
