/// A small, seeded, deterministic random number generator (Steele, Lea and
/// Flood's SplitMix64), so that a failing case is reproduced from its seed
/// on any machine and any Swift version, which `SystemRandomNumberGenerator`
/// cannot promise: `stress`'s random widths for a `--seed`, and the tests'
/// seeded inputs (through DemoKitTestSupport).
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

extension SplitMix64 {
    /// A value in `range`, computed here rather than by the standard
    /// library's `Int.random(in:using:)`, whose algorithm may change.
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// `true` with probability `percent` / 100.
    package mutating func chance(_ percent: Int) -> Bool {
        int(in: 0...99) < percent
    }

    /// One element of a non-empty array.
    package mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }
}
