import DemoKitCore

/// A determinate progress bar with its label and percentage.
struct ProgressBarDemo: TweakableDemo {
    enum Tweaks: String, CaseIterable, TweakingOption {
        case empty
        case half
        case almostDone
        case complete
        case ascii
    }

    private var tweak = Tweaks.half

    var numberOfTweaks: Int { Tweaks.allCases.count }
    func tweak(for index: Int) -> any TweakingOption { Tweaks[index] }
    mutating func configure(forTweakAt index: Int) { tweak = Tweaks[index] }

    /// The bar fills whatever width it gets: pin a narrow one too.
    var snapshotVariations: [SnapshotVariation] { [.standard, .width(40)] }

    func render(in context: RenderContext) throws -> TextBlock {
        let fraction: Double
        switch tweak {
        case .empty: fraction = 0
        case .half, .ascii: fraction = 0.5
        case .almostDone: fraction = 0.97
        case .complete: fraction = 1
        }
        let palette = context.palette
        let percentage = StyledText(" \(Int((fraction * 100).rounded()))%".leftPadded(to: 5))
        let barWidth = max(1, context.width - percentage.displayWidth)
        let filled = Int((Double(barWidth) * fraction).rounded(.down))
        let (full, empty) = tweak == .ascii ? ("#", "-") : ("█", "░")
        let color = fraction >= 1 ? palette.success : palette.accent
        var bar = StyledText.repeating(full, count: filled, style: TextStyle(foreground: color))
        bar += StyledText.repeating(empty, count: barWidth - filled, style: TextStyle(foreground: palette.border))
        let label = StyledText(fraction >= 1 ? "Build complete" : "Building DemoKit…").bold()
        return TextBlock([label.truncated(to: context.width), bar + percentage])
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - displayWidth)) + self
    }
}
