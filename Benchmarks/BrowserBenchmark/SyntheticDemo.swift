import DemoKitCore

/// A large framed demo: 60 lines of coloured, wrapped text in three tweaks,
/// taller than a 40-row terminal, so every frame fills the pane.
struct SyntheticDemo: TweakableDemo {
    enum Density: String, CaseIterable, TweakingOption {
        case comfortable
        case compact
        case dense
    }

    var number: Int
    private var density = Density.comfortable

    init(number: Int) {
        self.number = number
    }

    var title: String { "Component \(number)" }
    var numberOfTweaks: Int { Density.allCases.count }
    func tweak(for index: Int) -> any TweakingOption { Density.allCases[index] }
    mutating func configure(forTweakAt index: Int) { density = Density.allCases[index] }

    func render(in context: RenderContext) throws -> TextBlock {
        let palette = context.palette
        var lines: [StyledText] = []
        for row in 0..<60 {
            let label = StyledText("\(row + 1).", style: TextStyle(foreground: palette.secondaryText))
            let name = StyledText(" \(density.rawValue) item \(number)-\(row) ", style: TextStyle(attributes: .bold))
            let state = StyledText(
                row % 3 == 0 ? "ready" : "waiting",
                style: TextStyle(foreground: row % 3 == 0 ? palette.success : palette.warning))
            let detail = StyledText(" — a line of detail that wraps when the pane is narrow")
            lines += (label + name + state + detail).wrapped(to: context.width)
        }
        return TextBlock(Array(lines.prefix(60))).bordered(.rounded, in: context)
    }
}
