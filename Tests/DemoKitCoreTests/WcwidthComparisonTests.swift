import Foundation
import Testing

@testable import DemoKitCore

/// DemoKit's width of every code point assigned in Unicode 15.0, against
/// Python's wcwidth 0.7.0 (recorded in Tests/Fixtures/wcwidth-widths.txt by
/// Scripts/record-wcwidth-widths.py), each measured after a letter and
/// alone (where a mark has no base to attach to).
///
/// Every difference must belong to one of the classes below, each of which
/// follows what terminals draw (checked in tmux 3.3a) or what the encoder
/// shows; any other difference fails.
@Suite struct WcwidthComparisonTests {
    /// Where a code point is measured.
    enum Position: String, CaseIterable {
        /// After a letter: the columns it adds, `width("a" + c) - 1`.
        case afterLetter
        /// Alone: `width(c)`.
        case alone
    }

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
        /// A spacing mark (Mc) alone: wcwidth gives 0 to a spacing mark
        /// without a base, glibc and so tmux draw its own 1 (2 when East
        /// Asian Wide), and DemoKit keeps widths additive, so that a lone
        /// mark after a space or a frame never changes the total.
        case loneSpacingMark
        /// U+1171E AHOM CONSONANT SIGN MEDIAL RA after a letter: a
        /// nonspacing mark in Unicode 15, the table's version (glibc 2.36
        /// and tmux draw 0), a spacing mark in Unicode 16, after which
        /// wcwidth 0.7.0 adds 1. Alone, both give 0, and so does DemoKit.
        case unicode16SpacingMark
        /// The Hangul fillers U+3164 and U+FFA0: default ignorable, so
        /// wcwidth gives 0, but terminals draw them like jamo (tmux: 2 and 1).
        case hangulFiller
    }

    static func difference(
        of scalar: Unicode.Scalar, at position: Position, demoKit: Int, wcwidth: Int
    ) -> Difference? {
        let value = scalar.value
        let category = scalar.properties.generalCategory
        if ANSIEncoder.visibleStandIn(for: value) != nil, demoKit == 1 { return .shownAsPicture }
        if GraphemeWidth.regionalIndicators.contains(value), demoKit == 1, wcwidth == 2 { return .loneRegionalIndicator }
        switch position {
        case .afterLetter:
            if category == .spacingMark, demoKit == 2, wcwidth == 1 { return .wideSpacingMark }
            if value == 0x1171E, demoKit == 0, wcwidth == 1 { return .unicode16SpacingMark }
        case .alone:
            // Not U+1171E: a spacing mark only since Unicode 16, which
            // glibc 2.36 and tmux still draw as a nonspacing mark.
            if category == .spacingMark, value != 0x1171E, demoKit > 0, wcwidth == 0 { return .loneSpacingMark }
        }
        if value == 0x3164 || value == 0xFFA0, wcwidth == 0 { return .hangulFiller }
        return nil
    }

    /// The recorded widths: (first, last, width after a letter, width alone) ranges.
    static func recordedWidths() throws -> [(UInt32, UInt32, afterLetter: Int, alone: Int)] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/wcwidth-widths.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: ";")
            let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true)
            guard fields.count == 3, bounds.count == 2, let first = UInt32(bounds[0], radix: 16),
                let last = UInt32(bounds[1], radix: 16), let afterLetter = Int(fields[1]), let alone = Int(fields[2])
            else { return nil }
            return (first, last, afterLetter, alone)
        }
    }

    /// DemoKit's width of `scalar` at `position`.
    static func demoKitWidth(of scalar: Unicode.Scalar, at position: Position) -> Int {
        switch position {
        case .afterLetter:
            var text = "a".unicodeScalars
            text.append(scalar)
            return String(text).displayWidth - 1
        case .alone:
            return String(scalar).displayWidth
        }
    }

    @Test(arguments: Position.allCases)
    func everyAssignedCodePoint_agreesWithWcwidth_orDiffersForADocumentedReason(at position: Position) throws {
        var unexplained: [String] = []
        var explained: [Difference: Int] = [:]
        var checked = 0
        for (first, last, afterLetter, alone) in try Self.recordedWidths() {
            let width = position == .alone ? alone : afterLetter
            for value in first...last {
                guard let scalar = Unicode.Scalar(value) else { continue }
                checked += 1
                let demoKit = Self.demoKitWidth(of: scalar, at: position)
                guard demoKit != width else { continue }
                if let reason = Self.difference(of: scalar, at: position, demoKit: demoKit, wcwidth: width) {
                    explained[reason, default: 0] += 1
                } else {
                    unexplained.append("U+\(String(value, radix: 16, uppercase: true)): DemoKit \(demoKit), wcwidth \(width)")
                }
            }
        }
        #expect(checked > 280_000, "the fixture covers every assigned code point, private use included")
        #expect(unexplained.isEmpty, "\(position): \(unexplained.count) unexplained: \(unexplained.prefix(30))")
        // Each documented class still occurs somewhere: a class that no
        // longer does should be removed from the list, with its documentation.
        for reason in Self.differences(at: position) {
            #expect(explained[reason, default: 0] > 0, "\(position): \(reason) no longer occurs")
        }
    }

    /// The classes that occur at `position`.
    static func differences(at position: Position) -> [Difference] {
        switch position {
        case .afterLetter: [.shownAsPicture, .loneRegionalIndicator, .wideSpacingMark, .unicode16SpacingMark, .hangulFiller]
        case .alone: [.shownAsPicture, .loneRegionalIndicator, .loneSpacingMark, .hangulFiller]
        }
    }

    /// The mark the comparison found alone: 1 column before, where both
    /// wcwidth and tmux draw none.
    @Test func ahomMedialRa_takesNoColumnAlone_orAfterALetter() {
        #expect("\u{1171E}".displayWidth == 0)
        #expect("a\u{1171E}".displayWidth == 1)
    }
}
