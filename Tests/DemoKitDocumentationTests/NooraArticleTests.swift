import DemoKitTestSupport
import Foundation
import Testing

/// The article "Demo components built on tuist/Noora" type-checks as a
/// user's demo target, against stand-ins for Noora, Rainbow and swift-log.
///
/// DemoKit takes no dependency on Noora, so the article's Noora code
/// cannot be compiled against the real thing here. Each stand-in declares
/// the public shapes the article uses as Noora 0.x declares them (read from
/// tuist/Noora's sources, not copied): the `Terminaling` requirements with
/// their `rethrows` and `@escaping`, `StandardPipelining`,
/// `StandardPipelines`, `KeyStrokeListening` and `KeyStrokeListener`,
/// Noora's initializer and the component calls the article makes, and
/// Rainbow's settings as mutable statics of a Swift 5 module. They are
/// built with `swiftc` as modules of their own, in Noora's language mode
/// (Swift 5), and the article's blocks marked as checked here are then
/// type-checked together, each as a file of one module, in the Swift 6
/// language mode against the built DemoKit modules, as
/// `ImportBesideOtherLibrariesTests` does for a neighbouring library. The
/// real Noora was checked by hand: a user package on a clone of
/// tuist/Noora, with the same blocks.
@Suite("The Noora article against stand-in modules", .timeLimit(.minutes(5)))
struct NooraArticleTests {
    static let article = DocumentationExamplesTests.repository
        .appendingPathComponent("Sources/DemoKitHeadless/DemoKitHeadless.docc/NooraComponents.md")

    static let marker = "checked against a stand-in module by NooraArticleTests"

    static let logging = """
        public struct Logger: Sendable {
            public init(label: String) {}
        }
        """

    static let rainbow = """
        public enum OutputTarget {
            case unknown
            case console

            static var current: OutputTarget = .unknown
        }

        public enum Rainbow {
            public static var outputTarget = OutputTarget.current
            public static var enabled = true
        }
        """

    static let noora = """
        import Logging

        public struct TerminalSize: Sendable {
            public let rows: Int
            public let columns: Int
            public init(rows: Int, columns: Int) {
                self.rows = rows
                self.columns = columns
            }
        }

        public enum SignalBehavior: Sendable {
            case restoreAndExit
            case restoreOnly
            case none
        }

        public protocol Terminaling: Sendable {
            var isInteractive: Bool { get }
            var isColored: Bool { get }
            var signalBehavior: SignalBehavior { get }
            func withoutCursor(_ body: () throws -> Void) rethrows
            func inRawMode(_ body: @escaping () throws -> Void) rethrows
            func readRawCharacter() -> Int32?
            func readCharacter() -> Character?
            func readRawCharacterNonBlocking() -> Int32?
            func readCharacterNonBlocking() -> Character?
            func size() -> TerminalSize?
        }

        public struct Terminal: Terminaling {
            public let isInteractive: Bool
            public let isColored: Bool
            public let signalBehavior: SignalBehavior
            public init(isInteractive: Bool = false, isColored: Bool = false, signalBehavior: SignalBehavior = .restoreAndExit) {
                self.isInteractive = isInteractive
                self.isColored = isColored
                self.signalBehavior = signalBehavior
            }
            public func withoutCursor(_ body: () throws -> Void) rethrows { try body() }
            public func inRawMode(_ body: () throws -> Void) rethrows { try body() }
            public func readRawCharacter() -> Int32? { nil }
            public func readCharacter() -> Character? { nil }
            public func readRawCharacterNonBlocking() -> Int32? { nil }
            public func readCharacterNonBlocking() -> Character? { nil }
            public func size() -> TerminalSize? { nil }
        }

        public protocol StandardPipelining: Sendable {
            func write(content: String)
        }

        public struct StandardOutputPipeline: StandardPipelining {
            public init() {}
            public func write(content: String) { print(content, terminator: "") }
        }

        public struct StandardErrorPipeline: StandardPipelining {
            public init() {}
            public func write(content: String) { print(content, terminator: "") }
        }

        public struct StandardPipelines: Sendable {
            public let output: StandardPipelining
            public let error: StandardPipelining
            public init(output: StandardPipelining = StandardOutputPipeline(), error: StandardPipelining = StandardErrorPipeline()) {
                self.output = output
                self.error = error
            }
        }

        public enum KeyStroke: Sendable {
            case returnKey, printable(Character), upArrowKey, downArrowKey, leftArrowKey, rightArrowKey
            case backspace, delete, escape, pageUp, pageDown, home, end
        }

        public enum OnKeyPressResult: Sendable {
            case abort
            case `continue`
        }

        public protocol KeyStrokeListening: Sendable {
            func listen(terminal: Terminaling, onKeyPress: @escaping (KeyStroke) -> OnKeyPressResult)
        }

        public struct KeyStrokeListener: KeyStrokeListening {
            public init() {}
            public func listen(terminal: Terminaling, onKeyPress: @escaping (KeyStroke) -> OnKeyPressResult) {
                while let character = terminal.readCharacter() {
                    let stroke: KeyStroke = character == "\\n" ? .returnKey : .printable(character)
                    if case .abort = onKeyPress(stroke) { return }
                }
            }
        }

        public protocol Rendering: AnyObject {
            func render(_ input: String, standardPipeline: StandardPipelining)
        }

        public class Renderer: Rendering {
            public init() {}
            public func render(_ input: String, standardPipeline: StandardPipelining) {
                standardPipeline.write(content: input + "\\n")
            }
        }

        public struct Theme: Sendable {
            public static let `default` = Theme()
        }

        public struct Content: Sendable {
            public static let `default` = Content()
        }

        public struct TerminalText: ExpressibleByStringInterpolation, Equatable, Hashable, Sendable {
            let text: String
            public init(stringLiteral value: String) { text = value }
            public init(stringInterpolation: DefaultStringInterpolation) { text = String(stringInterpolation: stringInterpolation) }
        }

        public enum SingleChoicePromptFilterMode {
            case disabled
            case toggleable
            case enabled
        }

        public final class Noora: Sendable {
            let terminal: Terminaling
            let standardPipelines: StandardPipelines
            let keyStrokeListener: KeyStrokeListening

            public init(
                theme: Theme = .default,
                content: Content = .default,
                terminal: Terminaling = Terminal(),
                standardPipelines: StandardPipelines = StandardPipelines(),
                keyStrokeListener: KeyStrokeListening = KeyStrokeListener(),
                logger: Logger? = nil
            ) {
                self.terminal = terminal
                self.standardPipelines = standardPipelines
                self.keyStrokeListener = keyStrokeListener
            }

            public func singleChoicePrompt<T: CaseIterable & CustomStringConvertible & Equatable>(
                title: TerminalText? = nil,
                question: TerminalText,
                description: TerminalText? = nil,
                collapseOnSelection: Bool = true,
                filterMode: SingleChoicePromptFilterMode = .disabled,
                autoselectSingleChoice: Bool = true,
                renderer: Rendering = Renderer()
            ) -> T {
                let options = Array(T.allCases)
                var selected = 0
                keyStrokeListener.listen(terminal: terminal) { stroke in
                    if case .downArrowKey = stroke { selected = min(selected + 1, options.count - 1) }
                    if case .returnKey = stroke { return .abort }
                    renderer.render("\\(options[selected])", standardPipeline: self.standardPipelines.output)
                    return .continue
                }
                return options[selected]
            }

            public func progressStep<V>(
                message: String,
                successMessage: String?,
                errorMessage: String?,
                showSpinner: Bool,
                task: @escaping (@escaping @Sendable (String) -> Void) async throws -> V
            ) async throws -> V {
                let output = standardPipelines.output
                output.write(content: message + "\\n")
                let value = try await task { update in output.write(content: update + "\\n") }
                output.write(content: (successMessage ?? message) + "\\n")
                return value
            }
        }
        """

    /// The article's blocks this suite checks, in order.
    static func markedBlocks() throws -> [String] {
        let lines = try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [String] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else { continue }
            let before = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
            if before.contains(marker) { blocks.append(lines[(index + 1)..<end].joined(separator: "\n")) }
            index = end
        }
        return blocks
    }

    /// The stand-in modules, built once into `folder`.
    static func buildStandIns(in folder: URL, cache: String) throws {
        for (name, source, imports) in [("Logging", logging, false), ("Rainbow", rainbow, false), ("Noora", noora, true)] {
            let file = folder.appendingPathComponent("\(name).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            var arguments = [
                "-parse-as-library", "-swift-version", "5", "-module-name", name, "-emit-module",
                "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path,
                "-module-cache-path", cache,
            ]
            if imports { arguments += ["-I", folder.path] }
            let result = try Self.swiftc(arguments + [file.path])
            try #require(result.status == 0, "the \(name) stand-in did not build:\n\(result.output)")
        }
    }

    /// Type-checks `files` as one Swift 6 module of a user's package.
    static func typeCheck(_ files: [String], in folder: URL, cache: String, modules: URL) throws -> (status: Int32, output: String) {
        let user = folder.appendingPathComponent("user-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: user, withIntermediateDirectories: true)
        var paths: [String] = []
        for (offset, code) in files.enumerated() {
            let file = user.appendingPathComponent("Block\(offset).swift")
            try code.write(to: file, atomically: true, encoding: .utf8)
            paths.append(file.path)
        }
        return try Self.swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "MyDemos",
             "-I", modules.path, "-I", folder.path, "-module-cache-path", cache] + paths)
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

    @Test("The article's adapter, prompt, progress step and CI tweak demos type-check against Noora's shapes in Swift 6")
    func articleTypeChecks() throws {
        let modules = try #require(
            BuiltProducts.modulesDirectory(containing: "DemoKitHeadless"), "DemoKitHeadless.swiftmodule not found")
        let blocks = try Self.markedBlocks()
        try #require(
            blocks.count == 4, "expected the adapter, the prompt, the step and the CI tweak; found \(blocks.count) blocks")
        #expect(blocks[0].contains("struct HeadlessNooraTerminal: Terminaling"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demokit-noora-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("module-cache").path
        try Self.buildStandIns(in: folder, cache: cache)

        let article = try Self.typeCheck(blocks, in: folder, cache: cache, modules: modules)
        #expect(article.status == 0, "the article's Noora code:\n\(article.output)")
        #expect(!article.output.contains("warning:"), "\(article.output)")

        // The stand-ins hold the article to Noora's shapes: an adapter that
        // leaves out a requirement, or sets Rainbow's statics without
        // @preconcurrency in Swift 6, does not compile.
        let withoutSize = blocks[0].replacingOccurrences(
            of: "    func size() -> TerminalSize? { TerminalSize(rows: terminal.rows, columns: terminal.columns) }\n", with: "")
        try #require(withoutSize != blocks[0])
        let missing = try Self.typeCheck([withoutSize] + blocks.dropFirst(), in: folder, cache: cache, modules: modules)
        #expect(missing.status != 0 && missing.output.contains("does not conform to protocol 'Terminaling'"), "\(missing.output)")
        let plainImport = blocks[0].replacingOccurrences(of: "@preconcurrency import Rainbow", with: "import Rainbow")
        try #require(plainImport != blocks[0])
        let unsafe = try Self.typeCheck([plainImport] + blocks.dropFirst(), in: folder, cache: cache, modules: modules)
        #expect(unsafe.status != 0 && unsafe.output.contains("not concurrency-safe"), "\(unsafe.output)")
    }
}
