/// How a child process ended: the one reading of a `waitpid` status
/// (`WIFEXITED`, `WEXITSTATUS`, `WTERMSIG` are C macros Swift does not
/// import).
package enum ProcessEnd: Sendable, Equatable, Hashable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)

    /// The end a wait status says, or `nil` for a stopped (or continued)
    /// child, which has not ended.
    package init?(waitStatus status: Int32) {
        let low = status & 0x7F
        if low == 0 {
            self = .exited((status >> 8) & 0xFF)
        } else if low == 0x7F {
            return nil
        } else {
            self = .signaled(low)
        }
    }

    /// Whether a wait status says the child stopped (`WIFSTOPPED`).
    package static func isStopped(waitStatus status: Int32) -> Bool {
        status & 0xFF == 0x7F
    }

    /// The status a shell reports: the exit status, or 128 + the signal.
    package var shellStatus: Int32 {
        switch self {
        case .exited(let status): status
        case .signaled(let signal): 128 + signal
        }
    }

    /// The signal that ended it, if one did.
    package var signal: Int32? {
        if case .signaled(let signal) = self { return signal }
        return nil
    }

    /// The exit status, if it exited.
    package var exitStatus: Int32? {
        if case .exited(let status) = self { return status }
        return nil
    }
}
