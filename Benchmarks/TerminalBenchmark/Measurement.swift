/// Times a piece of work several times and keeps the median.
enum Measurement {
    /// The median duration, in seconds, of `repetitions` runs of `work`.
    static func median(repetitions: Int, _ work: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<repetitions {
            let start = clock.now
            try work()
            let (seconds, attoseconds) = (clock.now - start).components
            samples.append(Double(seconds) + Double(attoseconds) / 1e18)
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}

/// Keeps the optimiser from removing work whose result is unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
