import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock timing of repeated runs, reported by their median, and the
/// process's peak memory: what every benchmark reports.
public enum Measurement {
    /// Seconds `body` takes, on the monotonic clock.
    public static func time(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return seconds(clock.now - start)
    }

    /// The median, in seconds, of `repetitions` runs of `work`.
    public static func median(repetitions: Int, _ work: () throws -> Void) rethrows -> Double {
        var samples: [Double] = []
        for _ in 0..<max(1, repetitions) { samples.append(try time(work)) }
        return median(samples)
    }

    /// The median of `values`: the middle one, or the mean of the two
    /// middle ones; 0 for none.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// `duration` in seconds.
    public static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// This process's peak resident set size, in kilobytes.
    ///
    /// On Linux this is `VmHWM` from `/proc/self/status`: `getrusage`'s
    /// `ru_maxrss` survives `exec`, so a child started by a larger parent
    /// would report the parent's peak.
    public static func peakResidentKilobytes() -> Int {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let value = Int(line.split(separator: " ").dropFirst().first ?? "")
        {
            return value
        }
        let usage = ownUsage()
        #if canImport(Darwin)
        return Int(usage.ru_maxrss) / 1024  // bytes on Darwin
        #else
        return Int(usage.ru_maxrss)  // kilobytes on Linux
        #endif
    }

    /// The processor time this process (all its threads, not its children)
    /// has used so far, user and system, in seconds.
    public static func processorSeconds() -> Double {
        let usage = ownUsage()
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

/// `getrusage` of this process.
private func ownUsage() -> rusage {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage
}

/// Keeps the optimiser from removing work whose result is unused.
@inline(never)
public func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
