import Foundation



/// Wall-clock timing of repeated runs, reported by their median.
enum Measurement {
    /// Seconds `body` takes.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// This process's peak resident set size, in kilobytes.
    ///
    /// On Linux this is `VmHWM` from `/proc/self/status`: `getrusage`'s
    /// `ru_maxrss` survives `exec`, so a child started by a larger parent
    /// would report the parent's peak.
    static func peakResidentKilobytes() -> Int {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let value = Int(line.split(separator: " ").dropFirst().first ?? "")
        {
            return value
        }
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        #if canImport(Darwin)
        return Int(usage.ru_maxrss) / 1024
        #else
        return Int(usage.ru_maxrss)
        #endif
    }
}
