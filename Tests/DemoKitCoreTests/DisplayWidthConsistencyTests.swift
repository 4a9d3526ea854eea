import Testing

@testable import DemoKitCore

/// The fast width of a string must equal the sum of its characters' widths,
/// and the generated table must agree with the standard library's grapheme
/// breaking where the fast path relies on it.
@Suite struct DisplayWidthConsistencyTests {
    static func characterSum(_ text: String) -> Int {
        text.reduce(0) { $0 + $1.displayWidth }
    }

    @Test func stringWidth_equalsSumOfCharacterWidths_forGeneratedPieces() {
        for seed in UInt64(1)...600 {
            var generator = TextGenerator(seed: seed)
            let text = generator.string(pieces: generator.int(in: 0...40))
            let fast = text.displayWidth
            let slow = Self.characterSum(text)
            #expect(fast == slow, "seed \(seed): \(text.debugDescription) fast \(fast) slow \(slow)")
            if fast != slow { return }
        }
    }

    @Test func stringWidth_equalsSumOfCharacterWidths_forRandomScalars() {
        for seed in UInt64(1)...600 {
            var generator = TextGenerator(seed: seed)
            let text = generator.scalars(count: generator.int(in: 0...60))
            let fast = text.displayWidth
            let slow = Self.characterSum(text)
            #expect(fast == slow, "seed \(seed): \(text.unicodeScalars.map { String($0.value, radix: 16) }) fast \(fast) slow \(slow)")
            if fast != slow { return }
        }
    }

    @Test func substringWidth_equalsSumOfCharacterWidths() {
        var generator = TextGenerator(seed: 7)
        let text = generator.string(pieces: 300)
        var index = text.startIndex
        while index < text.endIndex {
            let end = text.index(index, offsetBy: 7, limitedBy: text.endIndex) ?? text.endIndex
            let slice = text[index..<end]
            #expect(slice.displayWidth == slice.reduce(0) { $0 + $1.displayWidth }, "\(slice.debugDescription)")
            index = end
        }
    }

    /// Every scalar of planes 0 and 1, and a sample of the rest, measured by
    /// the fast path and cluster by cluster, after and before text that
    /// could join it into a cluster (a letter, an emoji, a virama, a
    /// prepended mark, CR, a regional indicator; a ZWJ and an emoji, VS16).
    @Test func everyScalarInContext_fastWidthEqualsCharacterWidths() {
        let prefixes = ["a", "\u{1F469}", "\u{915}\u{94D}", "\u{600}", "\r", "\u{1F1FA}"]
        let suffixes = ["", "a\u{200D}\u{1F4BB}", "\u{FE0F}"]
        var mismatches: [String] = []
        var checked = 0
        for value in UInt32(0x80)...0x10FFFF where value < 0x20000 || value % 97 == 0 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for prefix in prefixes {
                for suffix in suffixes {
                    var scalars = prefix.unicodeScalars
                    scalars.append(scalar)
                    scalars.append(contentsOf: suffix.unicodeScalars)
                    let text = String(scalars)
                    checked += 1
                    if text.displayWidth != Self.characterSum(text) {
                        mismatches.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
                    }
                }
            }
        }
        #expect(checked > 2_000_000)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches: \(mismatches.prefix(20))")
    }
}
