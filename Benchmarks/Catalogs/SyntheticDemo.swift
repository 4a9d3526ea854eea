import DemoKitCore

/// A demo of about 40 lines with ten tweaks, like a real component's:
/// an ASCII-framed header, wrapped text and a table whose content depends on the
/// demo and the tweak.
package struct SyntheticDemo: TweakableDemo {
    package static let tweakCount = 10

    package let number: Int
    private var tweakIndex = 0

    package init(number: Int) {
        self.number = number
    }

    package var identifier: String { "demo\(number)" }
    package var numberOfTweaks: Int { Self.tweakCount }
    package func tweak(for index: Int) -> any TweakingOption { SyntheticTweak(index: index) }
    package mutating func configure(forTweakAt index: Int) { tweakIndex = index }

    package func render(in context: RenderContext) throws -> TextBlock {
        // Plain text only, so that each case has one golden file (no `.ansi`).
        let title = "Synthetic component \(number), tweak \(tweakIndex)"
        let rule = "+" + String(repeating: "-", count: title.count + 2) + "+"
        let header = TextBlock([StyledText(rule), StyledText("| " + title + " |"), StyledText(rule)])
        let body = TextBlock.wrapping(
            StyledText(
                "This paragraph stands for a component's description. It wraps at the width it is "
                    + "given and changes with the tweak number \(tweakIndex) and the demo \(number)."),
            width: context.width - 2)
        var rows: [StyledText] = []
        for row in 0..<32 {
            let value = (number * 31 + tweakIndex * 7 + row * 13) % 1000
            rows.append(StyledText("  row \(row): value \(value), label item-\(row)-\(tweakIndex)"))
        }
        return TextBlock.vertical([header, body, TextBlock(rows)])
    }
}

/// Tweak `t0` … `t9`.
package struct SyntheticTweak: TweakingOption {
    package let index: Int
    package var identifier: String { "t\(index)" }
}
