import DemoKitCore
import DemoKitAudit
import DemoKitSnapshots
import Testing

/// The list check of ``UseOfColorRule`` fires on colour only (WCAG 1.4.1).
@Suite struct UseOfColorRuleTests {
    @Test func aBoldAllCapsHeaderIsNotAFinding() {
        let screen = TextBlock(ansi: "\u{1B}[1mNAME    STATUS\u{1B}[0m\nalpha   ok\nbeta    ok\ngamma   ok")
        #expect(UseOfColorRule.checkRows(screen, plain: nil, step: nil).isEmpty)
    }

    @Test func aBoldOrUnderlinedRowIsNotAFinding() {
        for code in ["1", "4"] {
            let screen = TextBlock(ansi: "alpha\n\u{1B}[\(code)mbeta\u{1B}[0m\ngamma\ndelta")
            #expect(UseOfColorRule.checkRows(screen, plain: nil, step: nil).isEmpty, "SGR \(code)")
        }
    }

    @Test func aRowMarkedOnlyByColourIsStillAFinding() {
        let screen = TextBlock(ansi: "alpha\n\u{1B}[44mbeta\u{1B}[0m\ngamma\ndelta")
        let findings = UseOfColorRule.checkRows(screen, plain: nil, step: nil)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("row 2") == true)
    }

    /// A question holding an escape sequence, wrapped: its rows start with
    /// the pictures of its control characters, and are rows of one text
    /// with its last, not a list that last row stands out of.
    @Test func rowsStartingWithAControlCharacter_lineUpWithTheirText() {
        let grey = TextStyle(foreground: .hex(0x5F6368))
        let screen = TextBlock([
            StyledText("  \u{1B}[31mred"), StyledText("  \u{1B}[0m\u{1B}]0;"), StyledText("  title\u{07}"),
            StyledText("  Authenti", style: grey), StyledText("  cation", style: grey), StyledText("  is", style: grey),
        ])
        #expect(UseOfColorRule.checkRows(screen, plain: nil, step: nil).isEmpty)
    }

    /// tig's cursor line: white on green and bold, among plain rows. Bold
    /// is a cue besides colour (WCAG technique G182), so colour is not the
    /// only means.
    @Test func aRowColouredAndBoldIsNotAFinding() {
        let screen = TextBlock(ansi: "alpha\n\u{1B}[1;37;42mbeta\u{1B}[0m\ngamma\ndelta")
        #expect(UseOfColorRule.checkRows(screen, plain: nil, step: nil).isEmpty)
    }
}

/// The contrast rule measures text, not a tab's edges drawn as part of
/// its block.
@Suite struct ContrastRuleEdgeTests {
    /// htop's tab: `[` and `]` in green on green around black "Main".
    @Test func punctuationInItsOwnBackgroundIsAnEdge_aLetterSoDrawnIsNot() {
        let tab = TextBlock(ansi: "\u{1B}[32;42m[\u{1B}[30mMain\u{1B}[32m]\u{1B}[0m")
        let messages = ContrastRule.check(ScreenCells(tab), appearance: .light, step: nil).map(\.message)
        #expect(!messages.contains { $0.hasPrefix("green on green") })
        #expect(messages.contains { $0.hasPrefix("black on green") })
        let hidden = TextBlock(ansi: "\u{1B}[32;42mhidden\u{1B}[0m")
        #expect(ContrastRule.check(ScreenCells(hidden), appearance: .light, step: nil).map(\.message)
            .contains { $0.hasPrefix("green on green") })
    }
}
