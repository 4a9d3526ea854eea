import DemoKitCore
import Testing

@testable import DemoKitSnapshots

/// A golden's widest line is measured only when a line has more UTF-8 bytes
/// than the width: no text takes more columns than it has bytes.
@Suite("Golden overflow width") struct GoldenOverflowWidthTests {
    @Test func noScalar_takesMoreColumnsThanItHasBytes() {
        var wider: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            if DisplayWidth.columns(of: text) > text.utf8.count { wider.append(String(value, radix: 16)) }
        }
        #expect(wider.isEmpty)
    }

    @Test(arguments: [
        "\r\n", "\t", "\u{1B}", "\u{7F}", "\u{85}", "\u{AD}", "\u{600}", "🇳🇴", "🇳", "👩‍💻", "#\u{FE0F}\u{20E3}",
        "☺\u{FE0F}", "⌚\u{FE0E}", "क्ष", "कि", "\u{1100}\u{1161}\u{11A8}", "e\u{301}", "〮", "a\u{302E}",
    ])
    func noCluster_takesMoreColumnsThanItHasBytes(_ text: String) {
        #expect(DisplayWidth.columns(of: text) <= text.utf8.count)
    }

    @Test(arguments: [
        (["ascii that fits"], 20), (["exactly twenty chars"], 20), (["twenty-one characters"], 20),
        (["日本語です"], 10), (["日本語です", "short"], 9), (["日本語日本語日本語"], 10), (["a\tb\u{1B}c"], 4),
        (["a\tb\u{1B}c"], 5), (["", "🇳🇴🇳🇴🇳🇴"], 5), (["🇳🇴🇳🇴🇳🇴"], 6), ([], 1),
    ] as [([String], Int)])
    func columnsBeyondTheWidth_areTheScreensWidth_whenItIsWider(_ lines: [String], _ width: Int) {
        let screen = TextBlock(lines.map { StyledText($0) })
        let columns = GoldenRenderer.columns(of: screen, beyond: width)
        if screen.width > width {
            #expect(columns == screen.width)
        } else {
            #expect(columns <= width)
        }
    }

    @Test func columnsOfStyledRuns_countEveryRun() {
        var line = StyledText("0123456789")
        line.append(StyledText.Run("abcdef", style: TextStyle(attributes: .bold)))
        #expect(line.runs.count == 2)
        let screen = TextBlock([line])
        #expect(GoldenRenderer.columns(of: screen, beyond: 15) == 16)
        #expect(GoldenRenderer.columns(of: screen, beyond: 16) <= 16)
    }
}
