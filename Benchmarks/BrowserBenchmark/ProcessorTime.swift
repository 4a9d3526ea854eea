#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time this process has used, user and system, from `getrusage`.
enum ProcessorTime {
    static func now() -> Duration {
        var usage = rusage()
        #if canImport(Glibc)
        // Glibc imports RUSAGE_SELF as an enum case, getrusage takes an Int32.
        _ = getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        _ = getrusage(RUSAGE_SELF, &usage)
        #endif
        func duration(_ time: timeval) -> Duration {
            .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
        }
        return duration(usage.ru_utime) + duration(usage.ru_stime)
    }
}
