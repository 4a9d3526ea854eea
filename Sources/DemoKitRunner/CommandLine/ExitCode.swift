/// The exit statuses of `demo-runner`.
///
/// | Status | Meaning |
/// | - | - |
/// | 0 | Success. |
/// | 1 | Failure: a demo failed to render, a snapshot did not match, a script ended with the wrong outcome, the catalog is invalid. |
/// | 64 | Usage error: a bad flag or value, or an unknown group, demo, tweak or script (`EX_USAGE`). |
///
/// `open --play` interrupted with Ctrl-C ends by SIGINT, which the shell
/// reports as 130; no value here stands for it.
package struct ExitCode: Sendable, Hashable, Error {
    package let rawValue: Int32

    package init(_ rawValue: Int32) {
        self.rawValue = rawValue
    }

    package static let success = ExitCode(0)
    package static let failure = ExitCode(1)
    package static let usage = ExitCode(64)
}
