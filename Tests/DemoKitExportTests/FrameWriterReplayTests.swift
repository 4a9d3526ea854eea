import DemoKitCore
import DemoKitHeadless
import DemoKitSnapshots
import Testing

/// The frame writer's output, written to a terminal frame after frame,
/// shows each frame exactly, styles included, however the frames change:
/// what lets it write only the cells that changed, styles as changes and
/// short cursor moves.
struct FrameWriterReplayTests {
    /// Characters of every kind a line may hold: narrow ones a line is
    /// redrawn in part for, and wide, combined, emoji and control ones that
    /// make it be written whole. (Not right-to-left text: the virtual
    /// terminal gives its isolates a column each.)
    private static let characters: [(text: String, width: Int)] = [
        ("a", 1), ("b", 1), (" ", 1), ("─", 1), ("⠋", 1), ("é", 1), ("→", 1), ("✓", 1), ("ℹ", 1), ("界", 2), ("e\u{301}", 1),
        ("✅", 2), ("\u{1B}", 1),
    ]
    private static let styles: [TextStyle] = [
        .plain, TextStyle(attributes: .bold), TextStyle(foreground: .red), TextStyle(background: .blue),
        TextStyle(attributes: .inverse), TextStyle(attributes: .underline),
        TextStyle(foreground: .red, attributes: [.bold, .dim]), TextStyle(foreground: .rgb(10, 200, 30), background: .red),
    ]

    /// A random line at most `columns` wide, in runs of random styles.
    private static func line(columns: Int, using random: inout SplitMix64) -> StyledText {
        var line = StyledText()
        var width = 0
        let target = Int.random(in: 0...columns, using: &random)
        while width < target {
            let style = styles[Int.random(in: 0..<styles.count, using: &random)]
            var text = ""
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                // Mostly narrow characters, as most lines are.
                let pick = Int.random(in: 0..<(Int.random(in: 0..<4, using: &random) == 0 ? characters.count : 8), using: &random)
                let character = characters[pick]
                guard width + character.width <= target else { break }
                text += character.text
                width += character.width
            }
            if text.isEmpty { break }
            line.append(StyledText.Run(text, style: style))
        }
        return line
    }

    /// The screen a terminal shows, a line per row, without the rows below
    /// the last with text.
    private static func shown(_ lines: [StyledText]) -> [String] {
        trimmed(lines.map { TextBlock($0).encoded(for: .trueColor) })
    }

    private static func trimmed(_ lines: [String]) -> [String] {
        var lines = lines
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    @Test(arguments: [ColorSupport.trueColor, .ansi16, .none])
    func replayed_everyFrameIsShownExactly(colorSupport: ColorSupport) {
        var random = SplitMix64(seed: 38)
        for sequence in 0..<40 {
            var size = TerminalSize(columns: Int.random(in: 4...16, using: &random), rows: Int.random(in: 1...5, using: &random))
            var terminal = VirtualTerminal(columns: size.columns, rows: size.rows)
            var writer = FrameWriter(colorSupport: colorSupport)
            var lines = (0..<size.rows).map { _ in Self.line(columns: size.columns, using: &random) }
            for step in 0..<30 {
                if step > 0 {
                    switch Int.random(in: 0..<12, using: &random) {
                    case 0:
                        // A resize: the terminal's and the frame's.
                        size = TerminalSize(columns: Int.random(in: 4...16, using: &random), rows: Int.random(in: 1...5, using: &random))
                        terminal = VirtualTerminal(columns: size.columns, rows: size.rows)
                        lines = (0..<size.rows).map { _ in Self.line(columns: size.columns, using: &random) }
                    case 1...6:
                        // A few cells of a line changed: a new line of the same start.
                        let row = Int.random(in: 0..<lines.count, using: &random)
                        var runs = lines[row].runs
                        if !runs.isEmpty { runs.removeLast() }
                        var changed = StyledText(runs: runs)
                        let rest = Self.line(columns: size.columns - changed.displayWidth, using: &random)
                        changed.append(rest)
                        lines[row] = changed
                    case 7, 8:
                        // One run's narrow text changed in place, or its style: the rest of the line as it was.
                        let row = Int.random(in: 0..<lines.count, using: &random)
                        var runs = lines[row].runs
                        guard !runs.isEmpty else { break }
                        let index = Int.random(in: 0..<runs.count, using: &random)
                        if runs[index].text.unicodeScalars.allSatisfy(FrameWriter.isNarrowCell), Bool.random(using: &random) {
                            runs[index].text = String(runs[index].text.map { _ in "ab─⠋ ".randomElement(using: &random) ?? "a" })
                        } else {
                            runs[index].style = Self.styles[Int.random(in: 0..<Self.styles.count, using: &random)]
                        }
                        lines[row] = StyledText(runs: runs)
                    default:
                        let row = Int.random(in: 0..<lines.count, using: &random)
                        lines[row] = Self.line(columns: size.columns, using: &random)
                    }
                }
                terminal.write(writer.output(for: lines, size: size))
                // What the frame is on a terminal with the colour support.
                let expected = lines.map { TextBlock($0).encoded(for: colorSupport) }
                #expect(
                    Self.shown(terminal.screen.lines) == Self.trimmed(expected),
                    "sequence \(sequence), step \(step): \(lines.map(\.plainText))")
            }
        }
    }
}
