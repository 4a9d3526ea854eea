import DemoKitCore
@testable import DemoKitRunner
import Foundation
import Testing

/// Prints what its render context says about the reader.
struct LookEchoDemo: Demoable {
    var presentation: DemoPresentation { .inline }
    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock("screen reader: \(context.screenReader), reduced motion: \(context.reduceMotion)")
    }
}

enum LookGroup: String, CaseDemoGroup {
    case echo
    static var groupIdentifier: String { "Look" }
    var demo: any Demoable { LookEchoDemo() }
}

/// Where the accessible look applies: `open` tells demos
/// `RenderContext.screenReader` (with reduced motion) for `--screen-reader`
/// alone, never for `NO_COLOR`, `TERM=dumb` or output that is not a
/// terminal (they take away colour only), and `--reduce-motion` alone tells
/// them to stand still.
@Suite struct ReaderLookTests {
    func open(_ arguments: [String], variables: [String: String] = [:], isTerminal: Bool) -> String {
        let capture = AuditCommandTests.Capture()
        let preferences = FileManager.default.temporaryDirectory.appendingPathComponent("look-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: preferences) }
        let environment = RunnerEnvironment(
            variables: variables, commandName: "demo-runner", isOutputTerminal: isTerminal, isInputTerminal: false,
            terminalSize: nil, currentDirectory: FileManager.default.temporaryDirectory,
            standardOutput: { capture.write($0) }, standardError: { capture.write($0) })
        _ = DemoRunner.run(
            arguments: ["open", "Look/echo", "--color", "never", "--preferences", preferences.path] + arguments,
            groups: [LookGroup.self], environment: environment)
        return capture.standardOutput.trimmingCharacters(in: .newlines)
    }

    static let plain = "screen reader: false, reduced motion: false"
    static let accessible = "screen reader: true, reduced motion: true"

    @Test func aTerminal_withNothingSet_getsTheUsualLook() {
        #expect(open([], isTerminal: true) == Self.plain)
    }

    @Test func onlyTheFlag_givesTheAccessibleLook() {
        #expect(open(["--screen-reader"], isTerminal: true) == Self.accessible)
        #expect(open(["--screen-reader"], isTerminal: false) == Self.accessible)
        #expect(open(["--screen-reader", "--color", "always"], isTerminal: false) == Self.accessible)
    }

    /// NO_COLOR means no colour and nothing else (no-color.org); `TERM=dumb`
    /// and a pipe, the same: the reader did not ask for another look.
    @Test func noColor_dumbTerminal_orAPipe_keepTheUsualLook() {
        #expect(open([], variables: ["NO_COLOR": "1"], isTerminal: true) == Self.plain)
        #expect(open([], variables: ["TERM": "dumb"], isTerminal: true) == Self.plain)
        #expect(open([], isTerminal: false) == Self.plain)
        #expect(open([], variables: ["NO_COLOR": "1", "TERM": "dumb"], isTerminal: false) == Self.plain)
    }

    @Test func reduceMotion_alone_stillsAnimationsOnly() {
        #expect(open(["--reduce-motion"], isTerminal: true) == "screen reader: false, reduced motion: true")
    }
}
