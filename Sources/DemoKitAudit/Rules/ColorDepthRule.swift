import DemoKitCore
import DemoKitSnapshots

/// Colour depth (WCAG 1.4.1): colours that are different in 24-bit colour
/// and mean different things stay different when a terminal shows only 256
/// or 16 colours, as DemoKit's encoder downgrades them.
///
/// Two text colours of one screen are taken to mean different things when
/// they are on different text and at least one has a hue (chroma of 40 or
/// more of 255: greys are shades of one meaning) and their hues are 40° or
/// more apart, or one is grey. Text whose colour becomes its background's
/// colour (it disappears) is a finding too. The 16 named colours are never
/// downgraded, so only explicit colours are compared.
package enum ColorDepthRule {
    package static func check(_ screen: ScreenCells, step: Int?) -> [AuditFinding] {
        var order: [TextColor] = []
        var cells: [TextColor: [(row: Int, column: Int, width: Int)]] = [:]
        var texts: [TextColor: Set<Character>] = [:]
        var findings: [AuditFinding] = []
        var vanished: [String: [(row: Int, column: Int, width: Int)]] = [:]
        var vanishedOrder: [String] = []
        let decoration = DecorativeGlyphs.mask(of: screen)
        for (row, line) in screen.rows.enumerated() {
            for (index, cell) in line.enumerated() where !cell.text.isWhitespace && !decoration[row][index] {
                guard let foreground = cell.style.foreground, !ColorNames.isThemed(foreground) else { continue }
                if cells[foreground] == nil { order.append(foreground) }
                cells[foreground, default: []].append((row, cell.column, cell.width))
                texts[foreground, default: []].insert(cell.text)
                if let background = cell.style.background, !ColorNames.isThemed(background), background != foreground {
                    for support in [ColorSupport.ansi256, .ansi16]
                    where foreground.downgraded(for: support) == background.downgraded(for: support) {
                        let key = "\(ColorNames.name(foreground, defaultName: "")) on "
                            + "\(ColorNames.name(background, defaultName: "")) become the same colour "
                            + "at \(support == .ansi256 ? "256" : "16") colours: the text disappears"
                        if vanished[key] == nil { vanishedOrder.append(key) }
                        vanished[key, default: []].append((row, cell.column, cell.width))
                        break
                    }
                }
            }
        }
        for key in vanishedOrder {
            findings.append(
                AuditFinding(
                    rule: .colorDepth, steps: step.map { [$0] } ?? [], cells: CellSpan.spans(of: vanished[key] ?? []),
                    message: key))
        }
        var reported: Set<[TextColor]> = []
        for support in [ColorSupport.ansi256, .ansi16] {
            for first in order.indices {
                for second in order.indices where second > first {
                    let a = order[first]
                    let b = order[second]
                    guard a.downgraded(for: support) == b.downgraded(for: support), !reported.contains([a, b]),
                        meanDifferentThings(a, b, textA: texts[a] ?? [], textB: texts[b] ?? [])
                    else { continue }
                    reported.insert([a, b])
                    let target = ColorNames.name(a.downgraded(for: support), defaultName: "")
                    findings.append(
                        AuditFinding(
                            rule: .colorDepth, steps: step.map { [$0] } ?? [],
                            cells: CellSpan.spans(of: (cells[a] ?? []) + (cells[b] ?? [])),
                            message: "\(ColorNames.name(a, defaultName: "")) and \(ColorNames.name(b, defaultName: "")) "
                                + "both become \(target) at \(support == .ansi256 ? "256" : "16") colours"))
                }
            }
        }
        return findings
    }

    /// Whether two colours carry different meanings: on different text, one
    /// with a hue, and hues 40° apart or one grey.
    static func meanDifferentThings(_ a: TextColor, _ b: TextColor, textA: Set<Character>, textB: Set<Character>) -> Bool {
        guard textA != textB else { return false }
        let hueA = hue(a)
        let hueB = hue(b)
        switch (hueA, hueB) {
        case (nil, nil): return false
        case (.some, nil), (nil, .some): return true
        case (.some(let x), .some(let y)):
            let difference = abs(x - y)
            return min(difference, 360 - difference) >= 40
        }
    }

    /// The hue in degrees, 0–360, or `nil` for a grey (chroma under 40).
    static func hue(_ color: TextColor) -> Double? {
        let (red, green, blue) = color.rgbComponents
        guard max(red, green, blue) - min(red, green, blue) >= 40,
            let parts = TextColor.hue(red: Int(red), green: Int(green), blue: Int(blue))
        else { return nil }
        let hue = Double(parts.primary) + 60 * Double(parts.offset) / Double(parts.chroma)
        return hue < 0 ? hue + 360 : hue
    }
}
