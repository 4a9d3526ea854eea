import DemoKitCore
import Foundation
@testable import DemoKitBrowser
@testable import DemoKitRunner
import DemoKitTerminal

/// Collects what a command writes to standard output and standard error.
final class OutputCapture: @unchecked Sendable {
    // Guarded by `lock`: the environment's output closures are @Sendable.
    private var output = ""
    private var error = ""
    private let lock = NSLock()

    var standardOutput: String { lock.withLock { output } }
    var standardError: String { lock.withLock { error } }

    /// An environment that writes here, as a terminal or not.
    func environment(
        isTerminal: Bool, variables: [String: String] = [:], size: TerminalSize? = nil
    ) -> RunnerEnvironment {
        RunnerEnvironment(
            variables: variables,
            commandName: "demo-runner",
            isOutputTerminal: isTerminal,
            isInputTerminal: isTerminal,
            terminalSize: size,
            currentDirectory: FileManager.default.temporaryDirectory,
            standardOutput: { text in self.lock.withLock { self.output += text } },
            standardError: { text in self.lock.withLock { self.error += text } })
    }
}
