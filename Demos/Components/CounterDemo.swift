import DemoKitCore

/// A counter that takes keys while a spinner turns: the smallest live
/// component, interactive and animated at once, with scripts.
///
/// ↑ or + counts up, ↓ or - down, a pasted number sets the count, Enter
/// finishes with the count as the outcome and Escape cancels.
struct CounterDemo: CaseTweakableDemo, InteractiveDemo, AnimatedDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case byOne
        case byTen
    }

    var tweak = Tweaks.byOne
    private var count = 0
    private(set) var outcome: DemoOutcome?

    private var step: Int { tweak == .byTen ? 10 : 1 }

    /// With reduced motion the spinner and the running seconds stand still:
    /// pin that look too.
    var snapshotVariations: [SnapshotVariation] { [.standard, .reducedMotion] }

    var scripts: [DemoScript] {
        [
            DemoScript(
                "countToThree",
                steps: [.press(.up), .press(.up), .press(.up), .wait(.milliseconds(240)), .press(.enter)],
                expecting: .value(String(3 * step))),
            DemoScript("cancel", steps: [.press(.down), .press(.escape)], expecting: .cancelled),
        ]
    }

    // MARK: - Input

    mutating func handle(_ input: DemoInput, at time: Duration) {
        switch input {
        case .key(.up), .key(.character("+")): count += step
        case .key(.down), .key(.character("-")): count -= step
        case .key(.enter): outcome = .value(String(count))
        case .key(.escape): outcome = .cancelled
        case .paste(let text):
            if let number = Int(text.filter { !$0.isWhitespace }) { count = number }
        default: break
        }
    }

    // MARK: - Time

    /// The spinner turns every 80 ms until the count is done.
    var frameInterval: Duration { .milliseconds(80) }

    func nextFrame(after time: Duration) -> Duration? {
        outcome == nil ? defaultNextFrame(after: time) : nil
    }

    // MARK: - Rendering

    func render(in context: RenderContext) throws -> TextBlock {
        let palette = context.palette
        let number = StyledText(String(count), style: TextStyle(foreground: palette.accent, attributes: .bold))
        let hint = TextStyle(foreground: palette.secondaryText)
        let lines: [StyledText]
        switch outcome {
        case nil where context.reduceMotion:
            lines = [
                StyledText("ℹ", style: TextStyle(foreground: palette.accent))
                    + StyledText(" Counting by \(step)", style: hint),
                StyledText("Count: ") + number,
                StyledText("↑ more  ↓ less  Enter done  Esc cancel", style: hint),
            ]
        case nil:
            let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
            let frame = spinner[Int(context.time / frameInterval) % spinner.count]
            let tenths = Int(context.time / .milliseconds(100))
            lines = [
                StyledText(frame, style: TextStyle(foreground: palette.accent))
                    + StyledText(" Counting by \(step) · \(tenths / 10).\(tenths % 10) s", style: hint),
                StyledText("Count: ") + number,
                StyledText("↑ more  ↓ less  Enter done  Esc cancel", style: hint),
            ]
        case .cancelled:
            lines = [StyledText("✘ Cancelled", style: TextStyle(foreground: palette.danger))]
        default:
            lines = [StyledText("✔ Counted to ", style: TextStyle(foreground: palette.success)) + number]
        }
        return TextBlock(lines.map { $0.truncated(to: context.width) })
    }
}
