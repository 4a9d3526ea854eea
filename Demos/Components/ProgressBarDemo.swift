import DemoKitCore

/// A determinate progress bar with its label and percentage.
struct ProgressBarDemo: CaseTweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case empty
        case half
        case almostDone
        case complete
        case ascii
    }

    /// Each tweak but `ascii` is a preset of the percentage.
    var tweak = Tweaks.half {
        didSet {
            switch tweak {
            case .empty: percent = 0
            case .half, .ascii: percent = 50
            case .almostDone: percent = 97
            case .complete: percent = 100
            }
        }
    }

    /// How far the build is (`--set percent=30`).
    var percent = 50

    var controls: [DemoControl] { [.integer("percent", \Self.percent, in: 0...100)] }

    /// The bar fills whatever width it gets: pin a narrow one too.
    var snapshotVariations: [SnapshotVariation] { [.standard, .width(40)] }

    func render(in context: RenderContext) throws -> TextBlock {
        let fraction = Double(percent) / 100
        let palette = context.palette
        // Right to left the bar fills from the right and the percentage
        // sits on its left, as in a mirrored UI.
        let percentage = StyledText("\(Int((fraction * 100).rounded()))%")
            .padded(to: 4, alignment: .trailing, direction: context.direction)
        let barWidth = max(1, context.width - percentage.displayWidth - 1)
        let filled = Int((Double(barWidth) * fraction).rounded(.down))
        let (full, empty) = tweak == .ascii ? ("#", "-") : ("█", "░")
        let color = fraction >= 1 ? palette.success : palette.accent
        let done = StyledText.repeating(full, count: filled, style: TextStyle(foreground: color))
        let rest = StyledText.repeating(empty, count: barWidth - filled, style: TextStyle(foreground: palette.border))
        let bar = StyledText.joined([context.isRightToLeft ? rest + done : done + rest, percentage], in: context)
        let label = StyledText(fraction >= 1 ? "Build complete" : "Building DemoKit…").bold()
        // The percentage takes four columns whatever the width: cut below five.
        return TextBlock([label.truncated(to: context.width), bar]).aligned(.leading, width: context.width, in: context)
            .truncated(to: context.width)
    }
}
