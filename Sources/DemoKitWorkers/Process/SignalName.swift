#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `SIGILL` for 4: the names of the signals a crashed or stopped worker
/// ends by, which differ in number between platforms.
enum SignalName {
    static func of(_ signal: Int32) -> String? {
        let names: [(Int32, String)] = [
            (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"), (SIGABRT, "SIGABRT"), (SIGBUS, "SIGBUS"),
            (SIGFPE, "SIGFPE"), (SIGKILL, "SIGKILL"), (SIGSEGV, "SIGSEGV"), (SIGPIPE, "SIGPIPE"),
            (SIGTERM, "SIGTERM"), (SIGINT, "SIGINT"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT"),
            (SIGSYS, "SIGSYS"), (SIGXCPU, "SIGXCPU"),
        ]
        return names.first { $0.0 == signal }?.1
    }
}
