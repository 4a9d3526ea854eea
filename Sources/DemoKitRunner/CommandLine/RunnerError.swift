/// An error the runner reports as one `error:` line on standard error, with
/// the exit status it implies.
package struct RunnerError: Error, Equatable, CustomStringConvertible {
    package var message: String
    package var exitCode: ExitCode

    package init(_ message: String, exitCode: ExitCode) {
        self.message = message
        self.exitCode = exitCode
    }

    /// A bad flag, value or address: exit status 64.
    package static func usage(_ message: String) -> RunnerError {
        RunnerError(message, exitCode: .usage)
    }

    /// Anything else that went wrong: exit status 1.
    package static func failure(_ message: String) -> RunnerError {
        RunnerError(message, exitCode: .failure)
    }

    package var description: String { message }
}
