import DemoKitCore
import DemoKitAudit
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
}
