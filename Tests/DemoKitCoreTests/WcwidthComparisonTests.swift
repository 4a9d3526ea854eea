import Foundation
import Testing

@testable import DemoKitCore

/// DemoKit's width of every code point assigned in Unicode 15.0, against
/// Python's wcwidth 0.7.0 (recorded in Tests/Fixtures/wcwidth-widths.txt by
/// Scripts/record-wcwidth-widths.py), each measured after a letter.
///
/// Every difference must belong to one of the classes below, each of which
/// follows what terminals draw (checked in tmux 3.3a) or what the encoder
/// shows; any other difference fails.
@Suite struct WcwidthComparisonTests {
    /// Why DemoKit's width of a code point differs from wcwidth's.
    enum Difference: String, CaseIterable {
        /// Controls, bidi controls, U+2028, U+2029 and the other format
        /// controls the encoder replaces by a one-column picture (`␉`, `␤`,
        /// `¶`, `�`); wcwidth measures the raw character (0, or a tab stop).
        case shownAsPicture
        /// A lone regional indicator: wcwidth gives 2, tmux draws 1 and a
        /// pair (a flag) takes 2 in both.
        case loneRegionalIndicator
        /// East Asian Wide spacing marks (U+302E, U+302F, U+16FF0, U+16FF1):
        /// wcwidth adds 1 for every spacing mark, glibc and so tmux draw 2.
        case wideSpacingMark
        /// The Hangul fillers U+3164 and U+FFA0: default ignorable, so
        /// wcwidth gives 0, but terminals draw them like jamo (tmux: 2 and 1).
        case hangulFiller
    }

    static func difference(of scalar: Unicode.Scalar, demoKit: Int, wcwidth: Int) -> Difference? {
        let value = scalar.value
        if ANSIEncoder.visibleStandIn(for: value) != nil, demoKit == 1 { return .shownAsPicture }
        if GraphemeWidth.regionalIndicators.contains(value), demoKit == 1, wcwidth == 2 { return .loneRegionalIndicator }
        if scalar.properties.generalCategory == .spacingMark, demoKit == 2, wcwidth == 1 { return .wideSpacingMark }
        if value == 0x3164 || value == 0xFFA0, wcwidth == 0 { return .hangulFiller }
        return nil
    }

    /// The recorded widths: (first, last, width) ranges.
    static func recordedWidths() throws -> [(UInt32, UInt32, Int)] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/wcwidth-widths.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: ";")
            let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true)
            guard fields.count == 2, bounds.count == 2, let first = UInt32(bounds[0], radix: 16),
                let last = UInt32(bounds[1], radix: 16), let width = Int(fields[1])
            else { return nil }
            return (first, last, width)
        }
    }

    @Test func everyAssignedCodePoint_agreesWithWcwidth_orDiffersForADocumentedReason() throws {
        var unexplained: [String] = []
        var explained: [Difference: Int] = [:]
        var checked = 0
        for (first, last, width) in try Self.recordedWidths() {
            for value in first...last {
                guard let scalar = Unicode.Scalar(value) else { continue }
                checked += 1
                var text = "a".unicodeScalars
                text.append(scalar)
                let demoKit = String(text).displayWidth - 1
                guard demoKit != width else { continue }
                if let reason = Self.difference(of: scalar, demoKit: demoKit, wcwidth: width) {
                    explained[reason, default: 0] += 1
                } else {
                    unexplained.append("U+\(String(value, radix: 16, uppercase: true)): DemoKit \(demoKit), wcwidth \(width)")
                }
            }
        }
        #expect(checked > 280_000, "the fixture covers every assigned code point, private use included")
        #expect(unexplained.isEmpty, "\(unexplained.count) unexplained: \(unexplained.prefix(30))")
        // Each documented class still occurs: a class that no longer does
        // should be removed from the list, with its documentation.
        for reason in Difference.allCases {
            #expect(explained[reason, default: 0] > 0, "\(reason) no longer occurs")
        }
    }
}
