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

    /// A scalar the fast path treats as the simple start of a cluster must
    /// start a cluster in Swift too, and must not join what follows it.
    @Test func simpleBaseScalars_startAndEndClustersInSwift() {
        var mismatches: [String] = []
        var checked = 0
        for value in UInt32(0xA0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let scalarClass = UnicodeWidthTable.widthClass(of: value)
            guard !scalarClass.isComplex, !scalarClass.extendsCluster else { continue }
            checked += 1
            var text = String.UnicodeScalarView()
            text.append("a")
            text.append(scalar)
            text.append("a")
            if String(text).count != 3 { mismatches.append(String(value, radix: 16)) }
        }
        #expect(checked > 250_000)
        #expect(mismatches.isEmpty, "\(mismatches.count) scalars: \(mismatches.prefix(50))")
    }

    /// A simple scalar that continues a cluster must not join a following
    /// consonant (GB9c) or emoji (GB11), which only complex scalars may do.
    @Test func simpleExtendingScalars_doNotJoinTheNextBase() {
        var mismatches: [String] = []
        var checked = 0
        for value in UInt32(0xA0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let scalarClass = UnicodeWidthTable.widthClass(of: value)
            guard !scalarClass.isComplex, scalarClass.extendsCluster else { continue }
            checked += 1
            if GraphemeWidth.regionalIndicators.contains(value) { continue }
            for base in ["\u{915}", "\u{1F600}", "a"] {
                var text = String(base).unicodeScalars
                text.append(scalar)
                text.append(contentsOf: base.unicodeScalars)
                if String(text).count < 2 { mismatches.append(String(value, radix: 16) + " after " + base) }
            }
        }
        #expect(checked > 2_000)
        #expect(mismatches.isEmpty, "\(mismatches.count) scalars: \(mismatches.prefix(50))")
    }
}
