/// The exit statuses of `demo-runner`.
///
/// | Status | Meaning |
/// | - | - |
/// | 0 | Success. |
/// | 1 | Failure: a demo failed to render, a snapshot did not match, the catalog is invalid. |
/// | 64 | Usage error: a bad flag or value, or an unknown group, demo or tweak (`EX_USAGE`). |
public struct ExitCode: Sendable, Hashable, Error {
    public let rawValue: Int32

    public init(_ rawValue: Int32) {
        self.rawValue = rawValue
    }

    public static let success = ExitCode(0)
    public static let failure = ExitCode(1)
    public static let usage = ExitCode(64)
}
