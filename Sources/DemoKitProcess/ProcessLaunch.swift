#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What to start as a child process: the program, its arguments and
/// environment, the descriptors it is given and its signals.
///
/// ```swift
/// var launch = ProcessLaunch(executable: "/usr/bin/env", arguments: ["true"])
/// launch.descriptors = [.open(0, path: "/dev/null", flags: O_RDONLY)]
/// let child = try ChildProcess.spawn(launch)
/// let end = child.waitForEnd()
/// ```
package struct ProcessLaunch: Sendable {
    /// A descriptor the child finds set up when it starts, in order.
    package enum DescriptorAction: Sendable, Equatable {
        /// `path` opened on `descriptor`.
        case open(Int32, path: String, flags: Int32, mode: mode_t = 0o644)
        /// This process's `source` duplicated onto `target`.
        case duplicate(Int32, to: Int32)
    }

    /// Which signals the child starts with at their default action.
    package enum SignalDefaults: Sendable, Equatable {
        /// Every signal: none this process ignores or handles stays so.
        case all
        /// Only these (a handler is reset by `exec` anyway; an ignored
        /// signal outside the list stays ignored).
        case only([Int32])
    }

    /// The program's path.
    package var executable: String
    /// The arguments after the program's own name (`argv[0]`, which is
    /// ``executable``).
    package var arguments: [String]
    /// The environment, or `nil` for this process's own. Given in the order
    /// of its names, so that a child's environment does not depend on a
    /// dictionary's order.
    package var environment: [String: String]?
    /// The folder the child starts in, or `nil` for this process's.
    package var workingDirectory: String?
    /// What the child's descriptors are, beyond those it inherits.
    package var descriptors: [DescriptorAction] = []
    /// Which signals are reset to their default action. No signal is ever
    /// blocked in the child: the threads of this process block some, and a
    /// child must see a crash (the backtracer), a Ctrl-C or a `SIGCHLD`.
    package var signalDefaults = SignalDefaults.all
    /// Whether the child gets only the descriptors of ``descriptors`` and
    /// its standard ones, where the platform can say so (Darwin's
    /// `POSIX_SPAWN_CLOEXEC_DEFAULT`); elsewhere every descriptor this
    /// process opens is close-on-exec.
    package var closesOtherDescriptors = false

    package init(executable: String, arguments: [String] = [], environment: [String: String]? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
    }
}
