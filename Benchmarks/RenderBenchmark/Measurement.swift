#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Times a piece of work several times and keeps the median.
enum Measurement {
    /// The median duration, in seconds, of `repetitions` runs of `work`.
    static func median(repetitions: Int, _ work: () -> Void) -> Double {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<repetitions {
            let duration = clock.measure(work)
            let (seconds, attoseconds) = duration.components
            samples.append(Double(seconds) + Double(attoseconds) / 1e18)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// The peak resident memory of the process so far, in mebibytes.
    static func peakMemoryMiB() -> Double {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
            return Double(usage.ru_maxrss) / 1_048_576  // bytes on Darwin
        #else
            getrusage(RUSAGE_SELF.rawValue, &usage)  // an enum in Glibc's import
            return Double(usage.ru_maxrss) / 1024  // kibibytes on Linux
        #endif
    }
}

/// Keeps the optimiser from removing work whose result is unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
