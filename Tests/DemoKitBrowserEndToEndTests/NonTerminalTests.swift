import DemoKitTestSupport
import Foundation
import Testing

/// `demo-runner` where standard input or output is not a terminal: it must
/// never wait for keys.
@Suite struct NonTerminalTests {
    private let runner: URL

    init() throws {
        runner = try #require(BuiltProducts.demoRunner(), "demo-runner was not built beside the tests")
    }

    @Test func noArguments_inAPipe_printsHelpAndExitsZero() throws {
        let result = try ProcessResult.run(runner, [], timeout: 10)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: demo-runner <subcommand>"))
        #expect(result.standardOutput.contains("browse"))
    }

    @Test func browse_inAPipe_exits64_namingTheCommandsForScripts() throws {
        let result = try ProcessResult.run(runner, ["browse"], timeout: 10)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("error: 'browse' needs a terminal on standard input and output"))
    }
}
