import DemoKitCore

/// A framed demo with three tweaks that prints its tweak, width, appearance
/// and direction, then a rule as wide as it was asked to be, so tests can
/// see what it was rendered with.
struct ToneDemo: TweakableDemo {
    enum Tone: String, CaseIterable, TweakingOption {
        case plain
        case loud
        case quiet
    }

    var title: String { "Toggle" }
    private var tone = Tone.plain

    var numberOfTweaks: Int { Tone.allCases.count }
    func tweak(for index: Int) -> any TweakingOption { Tone.allCases[index] }
    mutating func configure(forTweakAt index: Int) { tone = Tone.allCases[index] }

    func render(in context: RenderContext) throws -> TextBlock {
        TextBlock(
            "tone \(tone.rawValue) width \(context.width)\n"
                + "\(context.appearance.rawValue) \(context.isRightToLeft ? "rtl" : "ltr")\n"
                + String(repeating: "=", count: context.width))
    }
}
