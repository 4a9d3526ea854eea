@testable import DemoKitAudit
import DemoKitCore
import Testing

/// Contrast ratios against references no one here wrote: the values below
/// were computed with PyPI's `wcag-contrast-ratio` 0.9 (`rgb()`) and
/// `coloraide` (`Color.contrast(method="wcag21")`); they differ from each
/// other in the fourth decimal (the linearisation threshold, 0.03928 and
/// 0.04045, and coloraide's exact matrix), so each is matched within 0.001.
@Suite struct ContrastReferenceTests {
    static let references: [(UInt32, UInt32, Double, Double)] = [
        (0x000000, 0xFFFFFF, 21.000000, 21.000000),
        (0xCDCD00, 0xFFFFFF, 1.703390, 1.703377),
        (0x1E7F34, 0xEEEEEC, 4.365728, 4.365864),
        (0x5F6368, 0xFFFFFF, 6.049763, 6.049780),
        (0x9AA0A6, 0xFFFFFF, 2.640526, 2.640535),
        (0x657B83, 0xFDF6E3, 4.129606, 4.129671),
        (0x5EA8FF, 0xFFFFFF, 2.464503, 2.464593),
        (0xCCCCCC, 0x0C0C0C, 12.180885, 12.180885),
        (0x0037DA, 0x0C0C0C, 2.383600, 2.383477),
        (0x777777, 0xFFFFFF, 4.478089, 4.478089),
        (0xC50F1F, 0x0C0C0C, 3.225041, 3.225442),
        (0xAFB1B4, 0xFFFFFF, 2.149282, 2.149284),
    ]

    @Test(arguments: references.indices)
    func ratio_matchesBothReferences(_ index: Int) {
        let (first, second, wcagContrastRatio, coloraide) = Self.references[index]
        let ratio = WCAGContrast.ratio(RGB(hex: first), RGB(hex: second))
        #expect(abs(ratio - wcagContrastRatio) < 0.001)
        #expect(abs(ratio - coloraide) < 0.001)
        #expect(abs(WCAGContrast.ratio(RGB(hex: second), RGB(hex: first)) - ratio) < 1e-12)
    }

    @Test func label_roundsDown_soThatAShownPassIsAPass() {
        #expect(WCAGContrast.label(4.4999) == "4.49:1")
        #expect(WCAGContrast.label(21) == "21.00:1")
        #expect(WCAGContrast.label(1.0703) == "1.07:1")
    }

    /// Spot checks of the palettes against their published sources (the
    /// table in TerminalTheme+BuiltIn.swift names each file).
    @Test func themes_holdTheirSourcesValues() {
        #expect(TerminalTheme.campbell.ansi[11] == RGB(hex: 0xF9F1A5))  // defaults.json brightYellow
        #expect(TerminalTheme.campbell.background == RGB(hex: 0x0C0C0C))
        #expect(TerminalTheme.vsCodeLight.ansi[3] == RGB(hex: 0x949800))  // terminal.ansiYellow light
        #expect(TerminalTheme.vsCodeDark.ansi[2] == RGB(hex: 0x0DBC79))  // terminal.ansiGreen dark
        #expect(TerminalTheme.xterm.ansi[4] == RGB(0, 0, 238))  // blue2 in X11's rgb.txt
        #expect(TerminalTheme.xterm.ansi[12] == RGB(0x5C, 0x5C, 0xFF))  // rgb:5c/5c/ff
        #expect(TerminalTheme.tangoLight.background == RGB(hex: 0xEEEEEC))
        #expect(TerminalTheme.solarizedDark.ansi[8] == RGB(hex: 0x002B36))  // base03
        #expect(TerminalTheme.builtIn(.light).count == 4 && TerminalTheme.builtIn(.dark).count == 4)
        // xterm's named colours are DemoKit's own downgrade table's.
        for index in 0..<16 {
            let (red, green, blue) = TextColor.indexed(UInt8(index)).rgbComponents
            #expect(TerminalTheme.xterm.ansi[index] == RGB(red, green, blue))
        }
    }
}
