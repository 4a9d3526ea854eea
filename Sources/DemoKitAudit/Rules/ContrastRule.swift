import DemoKitCore
import DemoKitSnapshots

/// Contrast (WCAG 1.4.3): every visible character's colour against the
/// colour behind it reaches 4.5:1.
///
/// A colour a terminal theme decides (the default foreground and
/// background, the 16 named colours) is measured in every built-in theme of
/// the rendering's appearance (``TerminalTheme/builtIn(_:)``); an explicit
/// 24-bit or 256-colour value against the default background, in each of
/// those themes' backgrounds. Inverse swaps the two; dim text is drawn half
/// way to the background (as VTE and iTerm2 draw it). Spaces have no
/// colour, and decoration (``DecorativeGlyphs/mask(of:)``: borders,
/// blocks, and the ASCII characters that draw a table's grid or a bar's
/// track) is not text, so neither is measured. A block that fills a bar
/// (``DecorativeGlyphs/isFill(_:)``) is a graphic that shows a value, held
/// to 3:1 (WCAG 1.4.11) rather than 4.5:1. One finding per pair of colours in a
/// screen, with every cell that uses it and the worst ratio. The default
/// foreground on the default background (plain text) is the theme's own
/// choice and is not measured.
package enum ContrastRule {
    package static func check(_ screen: ScreenCells, appearance: Appearance, step: Int?) -> [AuditFinding] {
        struct Pair: Hashable {
            var foreground: TextColor?
            var background: TextColor?
            var inverse: Bool
            var dim: Bool
            var isFill: Bool
        }
        var order: [Pair] = []
        var cells: [Pair: [(row: Int, column: Int, width: Int)]] = [:]
        let decoration = DecorativeGlyphs.mask(of: screen)
        for (row, line) in screen.rows.enumerated() {
            for (index, cell) in line.enumerated() where !cell.text.isWhitespace && !decoration[row][index] {
                let style = cell.style
                if isFilledEdge(cell) { continue }
                let pair = Pair(
                    foreground: style.foreground, background: style.background,
                    inverse: style.attributes.contains(.inverse), dim: style.attributes.contains(.dim),
                    isFill: DecorativeGlyphs.isFill(cell.text))
                if cells[pair] == nil { order.append(pair) }
                cells[pair, default: []].append((row, cell.column, cell.width))
            }
        }
        var findings: [AuditFinding] = []
        let themes = TerminalTheme.builtIn(appearance)
        // The theme's own text on its own background is the reader's choice,
        // not the demo's: it is not measured.
        for pair in order where pair.foreground != nil || pair.background != nil || pair.dim {
            var failing: [(theme: String, ratio: Double)] = []
            let minimum = pair.isFill ? WCAGContrast.minimumGraphicRatio : WCAGContrast.minimumTextRatio
            for theme in themes {
                var foreground = pair.foreground.map(theme.rgb) ?? theme.foreground
                var background = pair.background.map(theme.rgb) ?? theme.background
                if pair.inverse { swap(&foreground, &background) }
                if pair.dim { foreground = foreground.blended(over: background, alpha: 0.5) }
                let ratio = WCAGContrast.ratio(foreground, background)
                if ratio < minimum { failing.append((theme.name, ratio)) }
            }
            guard let worst = failing.map(\.ratio).min() else { continue }
            let themed = ColorNames.isThemed(pair.foreground) || ColorNames.isThemed(pair.background)
            var what = ColorNames.name(pair.foreground, defaultName: "the default foreground") + " on "
                + ColorNames.name(pair.background, defaultName: "the default background")
            if pair.inverse { what += ", inverse" }
            if pair.dim { what += ", dim" }
            if pair.isFill { what = "a bar's fill in " + what }
            var message = "\(what): \(WCAGContrast.label(worst)), below "
                + (pair.isFill ? "3:1 (a graphic, WCAG 1.4.11)" : "4.5:1")
            if themed || failing.count < themes.count {
                message += " in " + failing.map { "\($0.theme) (\(WCAGContrast.label($0.ratio)))" }
                    .joined(separator: ", ")
            }
            findings.append(
                AuditFinding(
                    rule: .contrast, steps: step.map { [$0] } ?? [], cells: CellSpan.spans(of: cells[pair] ?? []),
                    message: message, ratio: worst, themes: failing.map(\.theme)))
        }
        return findings
    }

    /// Whether `cell` is punctuation drawn in its own background colour: a
    /// filled edge, as htop draws a tab's brackets (`[Main]` in green on
    /// green), which shows as part of the block and carries nothing to
    /// read. A letter or digit so drawn is still measured: hidden text is
    /// a finding.
    static func isFilledEdge(_ cell: ScreenCells.Cell) -> Bool {
        guard let foreground = cell.style.foreground, foreground == cell.style.background else { return false }
        return !(cell.text.isLetter || cell.text.isNumber)
    }
}
