#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `SIGILL` for 4: the names of the signals a crashed or stopped child
/// ends by, which differ in number between platforms.
package enum SignalName {
    /// The name of `signal`, or `nil` for one not listed.
    package static func of(_ signal: Int32) -> String? {
        let names: [(Int32, String)] = [
            (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"), (SIGABRT, "SIGABRT"), (SIGBUS, "SIGBUS"),
            (SIGFPE, "SIGFPE"), (SIGKILL, "SIGKILL"), (SIGSEGV, "SIGSEGV"), (SIGPIPE, "SIGPIPE"),
            (SIGTERM, "SIGTERM"), (SIGINT, "SIGINT"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT"),
            (SIGSYS, "SIGSYS"), (SIGXCPU, "SIGXCPU"),
        ]
        return names.first { $0.0 == signal }?.1
    }

    /// The name of `signal`, or `signal N`.
    package static func describing(_ signal: Int32) -> String {
        of(signal) ?? "signal \(signal)"
    }
}
